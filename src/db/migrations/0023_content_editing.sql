-- Content editing in the console: every change is a draft first, then a published version.
-- A treatment's Hindi description and a city cost's average are new columns the editors fill.
ALTER TABLE "treatments" ADD COLUMN "summary_hi" text;--> statement-breakpoint
ALTER TABLE "treatment_costs" ADD COLUMN "avg_cost" integer;--> statement-breakpoint
ALTER TABLE "treatment_costs" ADD CONSTRAINT "treatment_costs_range_check" CHECK ("min_cost" >= 0 AND "min_cost" <= "max_cost" AND ("avg_cost" IS NULL OR ("avg_cost" >= "min_cost" AND "avg_cost" <= "max_cost")));--> statement-breakpoint
CREATE TABLE "content_drafts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"entity_key" text NOT NULL,
	"medical" boolean NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"base" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"created_by" text REFERENCES "staff_users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_by" text REFERENCES "staff_users"("id") ON DELETE SET NULL,
	"reviewed_at" timestamp with time zone,
	"medical_reviewer_id" integer REFERENCES "medical_reviewers"("id"),
	"published_by" text REFERENCES "staff_users"("id") ON DELETE SET NULL,
	"published_at" timestamp with time zone,
	"version_id" bigint,
	CONSTRAINT "content_drafts_kind_check" CHECK ("kind" in ('treatment', 'city_cost', 'hospital', 'doctor')),
	CONSTRAINT "content_drafts_status_check" CHECK ("status" in ('draft', 'in_review', 'approved', 'published', 'discarded')),
	CONSTRAINT "content_drafts_signed_off_check" CHECK (NOT "medical" OR "status" NOT IN ('approved', 'published') OR ("reviewed_by" IS NOT NULL AND "medical_reviewer_id" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "content_drafts_entity_idx" ON "content_drafts" ("kind", "entity_key", "created_at");--> statement-breakpoint
CREATE INDEX "content_drafts_status_idx" ON "content_drafts" ("status", "updated_at");--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"entity_key" text NOT NULL,
	"number" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"diff" jsonb NOT NULL,
	"draft_id" bigint REFERENCES "content_drafts"("id"),
	"published_by" text REFERENCES "staff_users"("id") ON DELETE SET NULL,
	"published_by_email" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text REFERENCES "staff_users"("id") ON DELETE SET NULL,
	"medical_reviewer_id" integer REFERENCES "medical_reviewers"("id"),
	"reviewed_on" date,
	"reverts_version_id" bigint REFERENCES "content_versions"("id"),
	"source" text DEFAULT 'console' NOT NULL,
	CONSTRAINT "content_versions_entity_number_key" UNIQUE ("kind", "entity_key", "number")
);--> statement-breakpoint
CREATE TABLE "content_reviewer_links" (
	"staff_user_id" text PRIMARY KEY NOT NULL REFERENCES "staff_users"("id") ON DELETE CASCADE,
	"medical_reviewer_id" integer NOT NULL REFERENCES "medical_reviewers"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "content_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"tags" text[] NOT NULL,
	"origin" text
);
