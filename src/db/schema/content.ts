import { boolean, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { departments } from "./catalog";

export const authors = pgTable("authors", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  role: text("role").notNull().default(""),
  bio: text("bio").notNull().default(""),
  isSample: boolean("is_sample").notNull().default(true),
});

export const medicalReviewers = pgTable("medical_reviewers", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  qualifications: text("qualifications").notNull().default(""),
  bio: text("bio").notNull().default(""),
  isSample: boolean("is_sample").notNull().default(true),
});

/** Blog posts in English ('en') or Hindi ('hi'); the slug is unique per language. */
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
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("blog_posts_language_slug_key").on(t.language, t.slug),
    index("blog_posts_published_idx").on(t.language, t.publishedAt),
  ],
);

export const pressItems = pgTable("press_items", {
  id: integer("id").primaryKey(),
  outlet: text("outlet").notNull(),
  title: text("title").notNull(),
  url: text("url"),
  excerpt: text("excerpt").notNull().default(""),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
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
  },
  (t) => [index("faqs_scope_idx").on(t.scope, t.entityId, t.language)],
);
