-- Campaign pages' texts become a content kind (drafts, versions, revert like the others).
ALTER TABLE "content_drafts" DROP CONSTRAINT "content_drafts_kind_check";--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_kind_check" CHECK ("kind" in ('treatment', 'city_cost', 'hospital', 'doctor', 'photo', 'fact', 'condition', 'test', 'department', 'article', 'campaign'));
