CREATE TABLE "doctor_education" (
	"doctor_id" integer NOT NULL,
	"position" integer NOT NULL,
	"degree" text NOT NULL,
	"institution" text NOT NULL,
	"year" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_education_doctor_id_position_pk" PRIMARY KEY("doctor_id","position")
);
--> statement-breakpoint
CREATE TABLE "doctor_memberships" (
	"doctor_id" integer NOT NULL,
	"body" text NOT NULL,
	"since_year" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_memberships_doctor_id_body_pk" PRIMARY KEY("doctor_id","body")
);
--> statement-breakpoint
CREATE TABLE "hospital_facilities" (
	"hospital_id" integer NOT NULL,
	"facility" text NOT NULL,
	"quantity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_facilities_hospital_id_facility_pk" PRIMARY KEY("hospital_id","facility"),
	CONSTRAINT "hospital_facilities_facility_check" CHECK ("hospital_facilities"."facility" in ('emergency-24x7', 'icu', 'nicu', 'cath-lab', 'dialysis', 'ct-mri', 'blood-bank', 'pharmacy-24x7', 'ambulance', 'wheelchair-access', 'cafeteria', 'parking')),
	CONSTRAINT "hospital_facilities_quantity_check" CHECK ("hospital_facilities"."quantity" is null or "hospital_facilities"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "hospital_treatment_costs" (
	"hospital_id" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	"min_cost" integer NOT NULL,
	"max_cost" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_treatment_costs_hospital_id_treatment_id_pk" PRIMARY KEY("hospital_id","treatment_id"),
	CONSTRAINT "hospital_treatment_costs_range_check" CHECK ("hospital_treatment_costs"."min_cost" > 0 and "hospital_treatment_costs"."min_cost" <= "hospital_treatment_costs"."max_cost")
);
--> statement-breakpoint
ALTER TABLE "patient_reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_education" ADD CONSTRAINT "doctor_education_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_memberships" ADD CONSTRAINT "doctor_memberships_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_facilities" ADD CONSTRAINT "hospital_facilities_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_treatment_costs" ADD CONSTRAINT "hospital_treatment_costs_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_treatment_costs" ADD CONSTRAINT "hospital_treatment_costs_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hospital_treatment_costs_treatment_idx" ON "hospital_treatment_costs" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "patient_reviews_newest_idx" ON "patient_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patient_reviews_city_newest_idx" ON "patient_reviews" USING btree ("city_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);