CREATE TABLE "doctor_hospitals" (
	"doctor_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"days" text[] DEFAULT '{}' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_hospitals_doctor_id_hospital_id_pk" PRIMARY KEY("doctor_id","hospital_id"),
	CONSTRAINT "doctor_hospitals_days_check" CHECK ("doctor_hospitals"."days" <@ array['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']::text[])
);
--> statement-breakpoint
CREATE TABLE "doctor_treatments" (
	"doctor_id" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_treatments_doctor_id_treatment_id_pk" PRIMARY KEY("doctor_id","treatment_id")
);
--> statement-breakpoint
CREATE TABLE "hospital_accreditations" (
	"hospital_id" integer NOT NULL,
	"body" text NOT NULL,
	"certificate_number" text,
	"valid_until" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_accreditations_hospital_id_body_pk" PRIMARY KEY("hospital_id","body")
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "localities_city_slug_key" UNIQUE("city_id","slug")
);
--> statement-breakpoint
CREATE TABLE "test_prices" (
	"test_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_prices_test_id_city_id_pk" PRIMARY KEY("test_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "treatment_conditions" (
	"treatment_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_conditions_treatment_id_condition_id_pk" PRIMARY KEY("treatment_id","condition_id")
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnostic_tests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_council" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_year" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "practice_since" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verification_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verification_method" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "sponsored" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hospital_departments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hospital_insurers" ADD COLUMN "cashless" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hospital_insurers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "locality_id" integer;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "pmjay_id" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "cghs_id" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "sponsored" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "treatment_costs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "treatments" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "treatments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translation_of_id" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "medically_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_reviewers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "press_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_hospitals" ADD CONSTRAINT "doctor_hospitals_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_hospitals" ADD CONSTRAINT "doctor_hospitals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_treatments" ADD CONSTRAINT "doctor_treatments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_treatments" ADD CONSTRAINT "doctor_treatments_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_accreditations" ADD CONSTRAINT "hospital_accreditations_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_prices" ADD CONSTRAINT "test_prices_test_id_diagnostic_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."diagnostic_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_prices" ADD CONSTRAINT "test_prices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_conditions" ADD CONSTRAINT "treatment_conditions_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_conditions" ADD CONSTRAINT "treatment_conditions_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_blog_posts_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_hospitals_hospital_idx" ON "doctor_hospitals" USING btree ("hospital_id");--> statement-breakpoint
CREATE INDEX "doctor_treatments_treatment_idx" ON "doctor_treatments" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "test_prices_city_idx" ON "test_prices" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "treatment_conditions_condition_idx" ON "treatment_conditions" USING btree ("condition_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_translation_of_id_blog_posts_id_fk" FOREIGN KEY ("translation_of_id") REFERENCES "public"."blog_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostic_tests_department_idx" ON "diagnostic_tests" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "doctors_department_idx" ON "doctors" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_registration_key" ON "doctors" USING btree ("registration_council","registration_number");--> statement-breakpoint
CREATE INDEX "hospitals_locality_idx" ON "hospitals" USING btree ("locality_id");--> statement-breakpoint
CREATE INDEX "patient_reviews_hospital_idx" ON "patient_reviews" USING btree ("hospital_id");--> statement-breakpoint
CREATE INDEX "patient_reviews_treatment_idx" ON "patient_reviews" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "treatment_costs_city_idx" ON "treatment_costs" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "blog_posts_reviewer_idx" ON "blog_posts" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "blog_posts_department_idx" ON "blog_posts" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "blog_posts_translation_of_idx" ON "blog_posts" USING btree ("translation_of_id");--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_verification_status_check" CHECK ("doctors"."verification_status" in ('unverified', 'pending', 'verified'));--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_gender_check" CHECK ("doctors"."gender" in ('female', 'male', 'other'));