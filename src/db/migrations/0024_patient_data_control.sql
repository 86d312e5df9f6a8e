-- Patient data control: consent per purpose, contact rules, the stop link, erasure on request and
-- the retention schedule (docs/decisions/0019-patient-data-control.md).
ALTER TABLE "leads" ADD COLUMN "consent_call" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_rules" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirmation_sms" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erase_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_by" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_confirmation_sms_check"
  CHECK ("confirmation_sms" IS NULL OR "confirmation_sms" IN ('pending', 'sent', 'skipped', 'failed'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_erased_by_check"
  CHECK ("erased_by" IS NULL OR "erased_by" IN ('patient', 'retention'));--> statement-breakpoint
CREATE INDEX "leads_confirmation_sms_idx" ON "leads" USING btree ("id") WHERE "confirmation_sms" = 'pending';--> statement-breakpoint
CREATE INDEX "leads_erase_due_idx" ON "leads" USING btree ("erase_due_at") WHERE "erase_due_at" IS NOT NULL AND "erased_at" IS NULL;--> statement-breakpoint
CREATE TABLE "consent_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" bigint,
	"phone_key" text NOT NULL,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"notice_version" text NOT NULL,
	"channel" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_ledger_purpose_check" CHECK ("purpose" IN ('call', 'whatsapp', 'marketing')),
	CONSTRAINT "consent_ledger_action_check" CHECK ("action" IN ('given', 'withdrawn')),
	CONSTRAINT "consent_ledger_channel_check" CHECK ("channel" IN ('form', 'my_data', 'stop_link', 'care_team'))
);--> statement-breakpoint
ALTER TABLE "consent_ledger" ADD CONSTRAINT "consent_ledger_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_ledger_lead_idx" ON "consent_ledger" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "consent_ledger_phone_idx" ON "consent_ledger" USING btree ("phone_key","at");--> statement-breakpoint
-- Privacy events about a lead (consent changed, stopped, erased): several per lead, so they have
-- their own reference column beside the lead's one (unique) delivery.
ALTER TABLE "crm_outbox" ADD COLUMN "event_lead_id" bigint;--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_event_lead_id_leads_id_fk" FOREIGN KEY ("event_lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_outbox_event_lead_idx" ON "crm_outbox" USING btree ("event_lead_id") WHERE "event_lead_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_outbox" DROP CONSTRAINT "crm_outbox_kind_reference";--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_kind_reference" CHECK (("kind" = 'lead' and "lead_id" is not null and "partner_enquiry_id" is null and "event_lead_id" is null)
        or ("kind" = 'partner_enquiry' and "partner_enquiry_id" is not null and "lead_id" is null and "event_lead_id" is null)
        or ("kind" = 'lead_event' and "event_lead_id" is not null and "lead_id" is null and "partner_enquiry_id" is null));
