import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from "drizzle-orm/pg-core";
import type { ArticleSource } from "../../lib/blog";
import { departments, treatments } from "./catalog";
import { timestamptz, updatedAt } from "./columns";

export const authors = pgTable("authors", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  role: text("role").notNull().default(""),
  bio: text("bio").notNull().default(""),
  isSample: boolean("is_sample").notNull().default(true),
  updatedAt: updatedAt(),
});

export const medicalReviewers = pgTable("medical_reviewers", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  qualifications: text("qualifications").notNull().default(""),
  bio: text("bio").notNull().default(""),
  isSample: boolean("is_sample").notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * Blog posts in English ('en') or Hindi ('hi'); the slug is unique per language. A translation
 * points at its original with `translationOfId` (a Hindi post at its English source), so each
 * page can link the other language (hreflang).
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey(),
    language: text("language").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown. */
    body: text("body").notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => authors.id),
    reviewerId: integer("reviewer_id").references(() => medicalReviewers.id),
    departmentId: integer("department_id").references(() => departments.id),
    translationOfId: integer("translation_of_id").references((): AnyPgColumn => blogPosts.id),
    publishedAt: timestamptz("published_at").notNull(),
    /** When the medical reviewer last checked the text; null when not reviewed. */
    medicallyReviewedAt: timestamptz("medically_reviewed_at"),
    /** The published sources the article relies on, in citation order (src/db/seed/data/article-sources.ts). */
    sources: jsonb("sources").$type<ArticleSource[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("blog_posts_language_slug_key").on(t.language, t.slug),
    index("blog_posts_published_idx").on(t.language, t.publishedAt),
    index("blog_posts_author_idx").on(t.authorId),
    index("blog_posts_reviewer_idx").on(t.reviewerId),
    index("blog_posts_department_idx").on(t.departmentId),
    index("blog_posts_translation_of_idx").on(t.translationOfId),
  ],
);

/** The treatments an article is about (editors pick them; the article page links them). */
export const articleTreatments = pgTable(
  "article_treatments",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => blogPosts.id),
    treatmentId: integer("treatment_id")
      .notNull()
      .references(() => treatments.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "article_treatments_pk", columns: [t.articleId, t.treatmentId] }),
    index("article_treatments_treatment_idx").on(t.treatmentId),
  ],
);

/** Article tags; `slug` is the URL key, `nameHi` the label on Hindi pages. */
export const tags = pgTable("tags", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  nameHi: text("name_hi"),
  updatedAt: updatedAt(),
});

export const articleTags = pgTable(
  "article_tags",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => blogPosts.id),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    index("article_tags_tag_idx").on(t.tagId),
  ],
);

export const pressItems = pgTable("press_items", {
  id: integer("id").primaryKey(),
  outlet: text("outlet").notNull(),
  title: text("title").notNull(),
  url: text("url"),
  excerpt: text("excerpt").notNull().default(""),
  publishedAt: timestamptz("published_at").notNull(),
  updatedAt: updatedAt(),
});

/**
 * FAQs. `scope` says where they show ('home', 'treatment', 'condition', 'department', …) and
 * `entityId` which entity of that scope (null for site-wide ones such as the home page).
 */
export const faqs = pgTable(
  "faqs",
  {
    id: integer("id").primaryKey(),
    scope: text("scope").notNull(),
    entityId: integer("entity_id"),
    language: text("language").notNull().default("en"),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index("faqs_scope_idx").on(t.scope, t.entityId, t.language)],
);

/**
 * Patient videos (Video page type): short explainers with a transcript in English and Hindi. The
 * files are served by this site (public/media/videos), never by a video host.
 */
export const videos = pgTable("videos", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  titleEn: text("title_en").notNull(),
  titleHi: text("title_hi").notNull(),
  description: text("description").notNull(),
  durationSeconds: integer("duration_seconds").notNull(),
  /** Public path of the poster image. */
  poster: text("poster").notNull(),
  /** Public path of the video file. */
  source: text("source").notNull(),
  transcriptEn: text("transcript_en").notNull(),
  transcriptHi: text("transcript_hi").notNull(),
  publishedAt: timestamptz("published_at").notNull(),
  updatedAt: updatedAt(),
});
