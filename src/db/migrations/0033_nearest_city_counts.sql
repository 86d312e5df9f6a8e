-- Per-city counts behind "the nearest cities that have it" (src/server/catalog/nearest.ts,
-- docs/decisions/0033-nearest-city-counts-beside-the-catalogue.md): one row per need, subject
-- (treatment, department or insurer) and city, so a read touches a few dozen index entries
-- instead of joining every matching link row to its doctor or hospital. Rebuilt whole by the
-- first read after a change: a statement-level trigger on each table the counts come from bumps
-- `version`, so every writer (seed, content editing, CSV imports, a hand-made UPDATE) is seen;
-- doctors and hospitals only when a column the counts read changes (not a review's rating).
CREATE TABLE "nearest_city_counts" (
	"need" text NOT NULL,
	"subject_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "nearest_city_counts_pk" PRIMARY KEY ("need", "subject_id", "city_id")
);--> statement-breakpoint
CREATE TABLE "nearest_city_counts_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"counted" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "nearest_city_counts_version_one_row" CHECK ("id" = 1)
);--> statement-breakpoint
INSERT INTO "nearest_city_counts_version" ("id", "version", "counted") VALUES (1, 1, 0);--> statement-breakpoint
CREATE FUNCTION "nearest_city_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "nearest_city_counts_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "nearest_city_counts_doctors"
	AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "city_id", "department_id" ON "doctors"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearest_city_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "nearest_city_counts_hospitals"
	AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "city_id", "ayushman_empanelled" ON "hospitals"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearest_city_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "nearest_city_counts_doctor_treatments"
	AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doctor_treatments"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearest_city_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "nearest_city_counts_hospital_departments"
	AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hospital_departments"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearest_city_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "nearest_city_counts_hospital_insurers"
	AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hospital_insurers"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearest_city_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "nearest_city_counts_hospital_treatment_costs"
	AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hospital_treatment_costs"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearest_city_counts_changed"();
