-- The treatments a doctor performs become a content kind signed off by a reviewer, and a
-- reviewer may send a change back to its editor with a reason.
ALTER TABLE "content_drafts" DROP CONSTRAINT "content_drafts_kind_check";--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_kind_check" CHECK ("kind" in ('treatment', 'city_cost', 'hospital', 'doctor', 'photo', 'fact', 'condition', 'test', 'department', 'article', 'campaign', 'doctor_treatments'));--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "sent_back_reason" text;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "sent_back_by" text REFERENCES "staff_users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "sent_back_at" timestamp with time zone;
