-- Verified facts of doctors and hospitals: where and when each was last checked. The values stay
-- in their catalogue columns; a fact without a row was never checked.
CREATE TABLE "verified_facts" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"checked_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verified_facts_entity_entity_id_kind_pk" PRIMARY KEY("entity","entity_id","kind"),
	CONSTRAINT "verified_facts_entity_check" CHECK ("verified_facts"."entity" in ('doctor', 'hospital')),
	CONSTRAINT "verified_facts_kind_check" CHECK ("verified_facts"."kind" in ('registration', 'accreditation', 'empanelment', 'insurers'))
);
--> statement-breakpoint
CREATE INDEX "verified_facts_kind_checked_idx" ON "verified_facts" USING btree ("kind","checked_on");--> statement-breakpoint
-- A doctor verified before this migration: the registration was checked on the day recorded.
INSERT INTO "verified_facts" ("entity", "entity_id", "kind", "source", "checked_on")
SELECT 'doctor', "id", 'registration', coalesce("verification_method", 'Council register'),
	("verified_at" AT TIME ZONE 'Asia/Kolkata')::date
FROM "doctors"
WHERE "verification_status" = 'verified' AND "verified_at" IS NOT NULL AND "registration_number" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- One verified fact is a content kind of its own (versioned, no medical sign-off).
ALTER TABLE "content_drafts" DROP CONSTRAINT "content_drafts_kind_check";--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_kind_check" CHECK ("kind" in ('treatment', 'city_cost', 'hospital', 'doctor', 'photo', 'fact'));--> statement-breakpoint
-- The version that fixed a reported error.
ALTER TABLE "error_reports" ADD COLUMN "fixed_by_version_id" bigint;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_fixed_by_version_id_content_versions_id_fk" FOREIGN KEY ("fixed_by_version_id") REFERENCES "public"."content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The hourly prune of content_changes reads by age.
CREATE INDEX "content_changes_at_idx" ON "content_changes" USING btree ("at");
