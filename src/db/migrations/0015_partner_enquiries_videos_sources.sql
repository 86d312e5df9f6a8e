CREATE TABLE "videos" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_hi" text NOT NULL,
	"description" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"poster" text NOT NULL,
	"source" text NOT NULL,
	"transcript_en" text NOT NULL,
	"transcript_hi" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "partner_enquiries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"country_code" text DEFAULT '91' NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"language" text DEFAULT 'en' NOT NULL,
	"consent_version" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"ip" text,
	"user_agent" text,
	"visitor_id" text,
	"throttled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_enquiries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
-- The old primary key was the column-level one on lead_id (0002_leads.sql): its default name.
ALTER TABLE "crm_outbox" DROP CONSTRAINT "crm_outbox_pkey";--> statement-breakpoint
ALTER TABLE "crm_outbox" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "crm_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD COLUMN "kind" text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD COLUMN "partner_enquiry_id" bigint;--> statement-breakpoint
CREATE INDEX "partner_enquiries_created_at_idx" ON "partner_enquiries" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_partner_enquiry_id_partner_enquiries_id_fk" FOREIGN KEY ("partner_enquiry_id") REFERENCES "public"."partner_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_lead_id_unique" UNIQUE("lead_id");--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_partner_enquiry_id_unique" UNIQUE("partner_enquiry_id");--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_kind_reference" CHECK (("crm_outbox"."kind" = 'lead' and "crm_outbox"."lead_id" is not null and "crm_outbox"."partner_enquiry_id" is null)
        or ("crm_outbox"."kind" = 'partner_enquiry' and "crm_outbox"."partner_enquiry_id" is not null and "crm_outbox"."lead_id" is null));