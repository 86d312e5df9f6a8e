-- Content editing of conditions, tests, departments and articles: their kinds in the drafts'
-- check, the Hindi descriptions editors write, and an article's related treatments.
ALTER TABLE "conditions" ADD COLUMN "summary_hi" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "content_drafts" DROP CONSTRAINT "content_drafts_kind_check";--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_kind_check" CHECK ("kind" in ('treatment', 'city_cost', 'hospital', 'doctor', 'photo', 'fact', 'condition', 'test', 'department', 'article'));--> statement-breakpoint
CREATE TABLE "article_treatments" (
	"article_id" integer NOT NULL REFERENCES "blog_posts"("id"),
	"treatment_id" integer NOT NULL REFERENCES "treatments"("id"),
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_treatments_pk" PRIMARY KEY("article_id","treatment_id")
);--> statement-breakpoint
CREATE INDEX "article_treatments_treatment_idx" ON "article_treatments" ("treatment_id");
