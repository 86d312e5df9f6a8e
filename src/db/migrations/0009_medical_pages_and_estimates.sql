CREATE TABLE "city_price_levels" (
	"city_id" integer PRIMARY KEY NOT NULL,
	"factor" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"factor" real NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "insurer_terms" (
	"insurer_id" integer PRIMARY KEY NOT NULL,
	"copay_percent" integer NOT NULL,
	"room_cap_percent" real,
	"consumables_covered" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_pages" (
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reviewed_on" date NOT NULL,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sections_hi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_pages_kind_entity_id_pk" PRIMARY KEY("kind","entity_id"),
	CONSTRAINT "medical_pages_kind_check" CHECK ("medical_pages"."kind" in ('condition', 'treatment', 'test', 'department'))
);
--> statement-breakpoint
CREATE TABLE "room_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"rate_per_night" integer NOT NULL,
	"charge_factor" real NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "treatment_implants" (
	"id" integer PRIMARY KEY NOT NULL,
	"treatment_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"price" integer NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_implants_treatment_slug_key" UNIQUE("treatment_id","slug")
);
--> statement-breakpoint
CREATE TABLE "treatment_price_items" (
	"treatment_id" integer PRIMARY KEY NOT NULL,
	"surgeon_fee" integer NOT NULL,
	"theatre" integer NOT NULL,
	"medicines" integer NOT NULL,
	"tests" integer NOT NULL,
	"nights" integer NOT NULL,
	"checked_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "city_price_levels" ADD CONSTRAINT "city_price_levels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_terms" ADD CONSTRAINT "insurer_terms_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_pages" ADD CONSTRAINT "medical_pages_reviewer_id_medical_reviewers_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."medical_reviewers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_implants" ADD CONSTRAINT "treatment_implants_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_price_items" ADD CONSTRAINT "treatment_price_items_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;