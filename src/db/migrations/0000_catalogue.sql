CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"type" text NOT NULL,
	"icon_primary" text,
	"icon_secondary" text,
	"popular_rank" integer,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"department_id" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"symptoms" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "conditions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specializations" text[] DEFAULT '{}' NOT NULL,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "departments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "diagnostic_tests" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"slug" text NOT NULL,
	"department_id" integer,
	"sample_type" text DEFAULT '' NOT NULL,
	"preparation" text DEFAULT '' NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"turnaround_hours" integer,
	CONSTRAINT "diagnostic_tests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"city_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"hospital_id" integer,
	"qualifications" text DEFAULT '' NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"consultation_fee" integer,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"rating" real,
	"about" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "doctors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "hospital_departments" (
	"hospital_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "hospital_departments_hospital_id_department_id_pk" PRIMARY KEY("hospital_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "hospital_insurers" (
	"hospital_id" integer NOT NULL,
	"insurer_id" integer NOT NULL,
	CONSTRAINT "hospital_insurers_hospital_id_insurer_id_pk" PRIMARY KEY("hospital_id","insurer_id")
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"city_id" integer NOT NULL,
	"locality" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"beds" integer,
	"established_year" integer,
	"accreditations" text[] DEFAULT '{}' NOT NULL,
	"ayushman_empanelled" boolean DEFAULT false NOT NULL,
	"rating" real,
	"about" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "hospitals_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "insurers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "insurers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "patient_reviews" (
	"id" integer PRIMARY KEY NOT NULL,
	"patient_name" text NOT NULL,
	"city_id" integer,
	"doctor_id" integer,
	"hospital_id" integer,
	"treatment_id" integer,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_sample" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_costs" (
	"treatment_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"min_cost" integer NOT NULL,
	"max_cost" integer NOT NULL,
	CONSTRAINT "treatment_costs_treatment_id_city_id_pk" PRIMARY KEY("treatment_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "treatments" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"route_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"duration_minutes" integer,
	"hospital_stay_days" integer,
	"recovery_days" integer,
	"popular_rank" integer,
	CONSTRAINT "treatments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"author_id" integer NOT NULL,
	"reviewer_id" integer,
	"department_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_posts_language_slug_key" UNIQUE("language","slug")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"entity_id" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_reviewers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"qualifications" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT true NOT NULL,
	CONSTRAINT "medical_reviewers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "press_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"outlet" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"excerpt" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_tests" ADD CONSTRAINT "diagnostic_tests_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_departments" ADD CONSTRAINT "hospital_departments_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_departments" ADD CONSTRAINT "hospital_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_insurers" ADD CONSTRAINT "hospital_insurers_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_insurers" ADD CONSTRAINT "hospital_insurers_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_reviews" ADD CONSTRAINT "patient_reviews_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_reviews" ADD CONSTRAINT "patient_reviews_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_reviews" ADD CONSTRAINT "patient_reviews_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_reviews" ADD CONSTRAINT "patient_reviews_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_costs" ADD CONSTRAINT "treatment_costs_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_costs" ADD CONSTRAINT "treatment_costs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_reviewer_id_medical_reviewers_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."medical_reviewers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conditions_department_idx" ON "conditions" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "doctors_city_department_idx" ON "doctors" USING btree ("city_id","department_id");--> statement-breakpoint
CREATE INDEX "doctors_hospital_idx" ON "doctors" USING btree ("hospital_id");--> statement-breakpoint
CREATE INDEX "hospital_departments_department_idx" ON "hospital_departments" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "hospital_insurers_insurer_idx" ON "hospital_insurers" USING btree ("insurer_id");--> statement-breakpoint
CREATE INDEX "hospitals_city_idx" ON "hospitals" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "patient_reviews_doctor_idx" ON "patient_reviews" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "treatments_department_idx" ON "treatments" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("language","published_at");--> statement-breakpoint
CREATE INDEX "faqs_scope_idx" ON "faqs" USING btree ("scope","entity_id","language");