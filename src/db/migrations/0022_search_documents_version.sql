-- A change counter for search_documents: every app instance keeps the search index in memory
-- (src/server/search/live-index.ts) and polls this one row every few seconds to know when to
-- rebuild it. Bumped by a statement-level trigger, so every writer (seed, catalogue writes, a
-- hand-made UPDATE) is seen and a whole rebuild costs one bump per statement, not per row.
CREATE TABLE "search_documents_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_documents_version_one_row" CHECK ("id" = 1)
);--> statement-breakpoint
INSERT INTO "search_documents_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "search_documents_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_documents_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_documents_changed"
	AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_documents"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_changed"();
