CREATE TABLE "error_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "error_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"page_path" text NOT NULL,
	"message" text NOT NULL,
	"visitor_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_reports_entity_kind_check" CHECK ("error_reports"."entity_kind" in ('doctor', 'hospital')),
	CONSTRAINT "error_reports_status_check" CHECK ("error_reports"."status" in ('new', 'checked', 'fixed', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "error_reports_status_created_idx" ON "error_reports" USING btree ("status","created_at");