-- A term of the search vocabulary becomes a content kind a reviewer signs off.
ALTER TABLE "content_drafts" DROP CONSTRAINT "content_drafts_kind_check";--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_kind_check" CHECK ("kind" in ('treatment', 'city_cost', 'hospital', 'doctor', 'photo', 'fact', 'condition', 'test', 'department', 'article', 'campaign', 'doctor_treatments', 'search_term'));
