-- Images editors upload in the console (doctor and hospital photos): our own WebP variants of
-- each, served by /media/{hash}-{width}.webp (docs/decisions/0022-images-in-the-database.md).
CREATE TABLE "media_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hash" text NOT NULL,
	"slot" text NOT NULL,
	"source_width" integer NOT NULL,
	"source_height" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"image_id" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "media_variants_image_id_width_pk" PRIMARY KEY("image_id","width"),
	CONSTRAINT "media_variants_width_check" CHECK ("width" between 16 and 4096)
);
--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A hospital's published photo (doctors already have photo_url).
ALTER TABLE "hospitals" ADD COLUMN "photo_url" text;
--> statement-breakpoint
-- A photo change is a content draft of its own kind ('photo', key '{doctor|hospital}:{slug}').
-- Another migration that widens this list must keep 'photo' in it.
ALTER TABLE "content_drafts" DROP CONSTRAINT "content_drafts_kind_check";
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_kind_check" CHECK ("kind" in ('treatment', 'city_cost', 'hospital', 'doctor', 'photo'));
