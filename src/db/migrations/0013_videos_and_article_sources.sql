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
ALTER TABLE "blog_posts" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;