DROP INDEX "search_documents_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(translate(lower(title), '()[]{},.:;!?"/&+', '                 '), ' +', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "name_key_hi" text GENERATED ALWAYS AS (btrim(regexp_replace(translate(lower(title_hi), '()[]{},.:;!?"/&+', '                 '), ' +', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "search_documents_catalogue_name_gist_idx" ON "search_documents" USING gist ("search_name" gist_trgm_ops(siglen=256)) WHERE article_type IN (3, 4, 7, 8);--> statement-breakpoint
CREATE INDEX "search_documents_doctor_name_gist_idx" ON "search_documents" USING gist ("search_name" gist_trgm_ops(siglen=256)) WHERE article_type = 1;--> statement-breakpoint
CREATE INDEX "search_documents_hospital_name_gist_idx" ON "search_documents" USING gist ("search_name" gist_trgm_ops(siglen=256)) WHERE article_type = 2;--> statement-breakpoint
CREATE INDEX "search_documents_city_idx" ON "search_documents" USING btree ("city_id","popularity" DESC NULLS LAST) WHERE article_type IN (1, 2);