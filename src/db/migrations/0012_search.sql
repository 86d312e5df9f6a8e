CREATE TABLE "search_documents" (
	"article_type" smallint NOT NULL,
	"entity_id" integer NOT NULL,
	"slug" text NOT NULL,
	"city_id" integer,
	"title" text NOT NULL,
	"title_hi" text,
	"subtitle" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	CONSTRAINT "search_documents_article_type_entity_id_pk" PRIMARY KEY("article_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"expansions" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_text_trgm_idx" ON "search_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin (to_tsvector('simple', "search_text"));