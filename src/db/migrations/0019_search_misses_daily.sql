-- Misses become per-day counts with a daily cap and a 90-day life (src/server/search/misses.ts).
-- The old rows are not carried over: they were kept forever, and some hold e-mail addresses and
-- phone numbers that the old filter, which ran after normalising, let through.
DROP TABLE "search_misses";--> statement-breakpoint
CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_misses_day_query_pk" PRIMARY KEY("day","query")
);
