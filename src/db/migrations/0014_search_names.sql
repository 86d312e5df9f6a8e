DROP INDEX "search_documents_text_trgm_idx";--> statement-breakpoint
DROP INDEX "search_documents_tsv_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(title_hi, ''))) STORED;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_idx" ON "search_documents" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");