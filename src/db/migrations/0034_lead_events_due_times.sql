-- A lead's story and its due time (docs/decisions/0037-lead-story-and-due-times.md).
-- `lead_events`: one row per thing that happened to a lead, written in the transaction of the
-- change itself: by the console's code for what staff do (status, callback time, assignment, a
-- call or WhatsApp tap), and by the triggers below for what any writer does (the lead arriving,
-- a note, a consent, the confirmation SMS, a CRM delivery), so no path can forget it.
CREATE TABLE "lead_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"by" text NOT NULL,
	"actor_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('created', 'status', 'note', 'callback', 'assigned', 'call', 'whatsapp', 'sms', 'consent', 'rules', 'crm')),
	CONSTRAINT "lead_events_by_check" CHECK ("lead_events"."by" in ('staff', 'patient', 'system'))
);--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_at_idx" ON "lead_events" USING btree ("lead_id","at");--> statement-breakpoint
-- The due time of each lead (CS-106): when its next call may be made and by when. `due_rule`
-- names the service level it was computed with; null marks it stale (a consent, the contact
-- rules or an erasure changed: the trigger below), and a different value means the schedule
-- changed: the console recomputes both before it reads due times.
ALTER TABLE "lead_work" ADD COLUMN "due_kind" text;--> statement-breakpoint
ALTER TABLE "lead_work" ADD COLUMN "due_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_work" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_work" ADD COLUMN "due_rule" text;--> statement-breakpoint
CREATE INDEX "lead_work_due_at_idx" ON "lead_work" USING btree ("due_at") WHERE "due_at" is not null;--> statement-breakpoint
CREATE INDEX "lead_work_due_rule_idx" ON "lead_work" USING btree ("due_rule");--> statement-breakpoint
CREATE FUNCTION "lead_events_on_lead_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lead_events" ("lead_id", "at", "kind", "by", "detail")
  VALUES (NEW."id", NEW."created_at", 'created', 'patient',
    jsonb_build_object('source', coalesce(NEW."lead_source", NEW."utm_source")));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_events_on_lead_insert" AFTER INSERT ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "lead_events_on_lead_insert"();--> statement-breakpoint
CREATE FUNCTION "lead_events_on_lead_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."consent_call" IS DISTINCT FROM OLD."consent_call"
    OR NEW."consent_whatsapp" IS DISTINCT FROM OLD."consent_whatsapp"
    OR NEW."contact_rules" IS DISTINCT FROM OLD."contact_rules"
    OR NEW."erased_at" IS DISTINCT FROM OLD."erased_at" THEN
    UPDATE "lead_work" SET "due_rule" = NULL WHERE "lead_id" = NEW."id";
  END IF;
  IF NEW."contact_rules" IS DISTINCT FROM OLD."contact_rules" THEN
    INSERT INTO "lead_events" ("lead_id", "kind", "by", "detail")
    VALUES (NEW."id", 'rules', 'patient', jsonb_build_object('rules', NEW."contact_rules"));
  END IF;
  IF NEW."confirmation_sms" = 'sent' AND OLD."confirmation_sms" IS DISTINCT FROM 'sent' THEN
    INSERT INTO "lead_events" ("lead_id", "kind", "by", "detail")
    VALUES (NEW."id", 'sms', 'system', '{"sms":"confirmation"}'::jsonb);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_events_on_lead_update" AFTER UPDATE ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "lead_events_on_lead_update"();--> statement-breakpoint
CREATE FUNCTION "lead_events_on_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lead_events" ("lead_id", "at", "kind", "by", "actor_id", "detail")
  VALUES (NEW."lead_id", NEW."created_at", 'note', 'staff', NEW."author_id",
    jsonb_build_object('noteId', NEW."id"));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_events_on_note" AFTER INSERT ON "lead_notes"
  FOR EACH ROW EXECUTE FUNCTION "lead_events_on_note"();--> statement-breakpoint
CREATE FUNCTION "lead_events_on_consent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."lead_id" IS NOT NULL AND NEW."channel" <> 'form' THEN
    INSERT INTO "lead_events" ("lead_id", "at", "kind", "by", "detail")
    VALUES (NEW."lead_id", NEW."at", 'consent',
      CASE WHEN NEW."channel" = 'care_team' THEN 'staff' ELSE 'patient' END,
      jsonb_build_object('purpose', NEW."purpose", 'action', NEW."action", 'channel', NEW."channel"));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_events_on_consent" AFTER INSERT ON "consent_ledger"
  FOR EACH ROW EXECUTE FUNCTION "lead_events_on_consent"();--> statement-breakpoint
CREATE FUNCTION "lead_events_on_crm"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."lead_id" IS NOT NULL AND NEW."status" IN ('delivered', 'dead')
    AND NEW."status" IS DISTINCT FROM OLD."status" THEN
    INSERT INTO "lead_events" ("lead_id", "kind", "by", "detail")
    VALUES (NEW."lead_id", 'crm', 'system',
      jsonb_build_object('status', NEW."status", 'attempts', NEW."attempts"));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_events_on_crm" AFTER UPDATE OF "status" ON "crm_outbox"
  FOR EACH ROW EXECUTE FUNCTION "lead_events_on_crm"();--> statement-breakpoint
-- Backfill what the existing tables already know.
INSERT INTO "lead_events" ("lead_id", "at", "kind", "by", "detail")
  SELECT "id", "created_at", 'created', 'patient',
    jsonb_build_object('source', coalesce("lead_source", "utm_source")) FROM "leads";--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "at", "kind", "by", "actor_id", "detail")
  SELECT "lead_id", "created_at", 'note', 'staff', "author_id", jsonb_build_object('noteId', "id")
  FROM "lead_notes";--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "at", "kind", "by", "detail")
  SELECT "lead_id", "at", 'consent', CASE WHEN "channel" = 'care_team' THEN 'staff' ELSE 'patient' END,
    jsonb_build_object('purpose', "purpose", 'action', "action", 'channel', "channel")
  FROM "consent_ledger" WHERE "lead_id" IS NOT NULL AND "channel" <> 'form';--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "at", "kind", "by", "detail")
  SELECT "lead_id", coalesce("delivered_at", "updated_at"), 'crm', 'system',
    jsonb_build_object('status', "status", 'attempts', "attempts")
  FROM "crm_outbox" WHERE "lead_id" IS NOT NULL AND "status" IN ('delivered', 'dead');--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "at", "kind", "by", "detail")
  SELECT "id", "created_at", 'sms', 'system', '{"sms":"confirmation"}'::jsonb
  FROM "leads" WHERE "confirmation_sms" = 'sent';--> statement-breakpoint
-- What staff did, from the audit trail (its record id is the lead's id as text).
INSERT INTO "lead_events" ("lead_id", "at", "kind", "by", "actor_id", "detail")
  SELECT l."id", a."at",
    CASE a."action" WHEN 'lead.assigned' THEN 'assigned'
      WHEN 'lead.crm_retried' THEN 'crm'
      ELSE CASE WHEN a."detail" ? 'status' THEN 'status' ELSE 'callback' END END,
    'staff', s."id",
    CASE a."action" WHEN 'lead.crm_retried' THEN jsonb_build_object('status', 'retried')
      ELSE a."detail" END
  FROM "audit_log" a
  JOIN "leads" l ON a."record_id" = l."id"::text
  LEFT JOIN "staff_users" s ON s."id" = a."actor_id"
  WHERE a."record_type" = 'lead'
    AND a."action" IN ('lead.updated', 'lead.assigned', 'lead.crm_retried')
    AND (a."action" <> 'lead.updated' OR a."detail" ? 'status' OR a."detail" ? 'nextCallAt');
