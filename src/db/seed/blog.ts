import "server-only";
import fs from "node:fs";
import path from "node:path";
import { parseFrontMatter } from "@/src/lib/front-matter";

/**
 * Blog posts live as markdown files with a small front matter block (content/blog/{en,hi}/*.md):
 *
 *   ---
 *   id: 12
 *   title: "Knee replacement recovery"
 *   slug: knee-replacement-recovery
 *   excerpt: "…"
 *   author: meera-iyer          (author slug)
 *   reviewer: dr-imran-siddiqui (medical reviewer slug, optional)
 *   department: orthopaedics    (department slug, optional)
 *   publishedAt: 2026-03-14T09:00:00+05:30
 *   updatedAt: …                (optional, defaults to publishedAt)
 *   reviewedAt: …               (optional: medical review date; defaults to updatedAt when a
 *                                reviewer is named)
 *   translationOf: knee-…       (optional, Hindi posts: the English original's slug; defaults to
 *                                the English post with the same slug, if there is one)
 *   tags: recovery, cost-and-insurance (optional tag slugs; default: src/db/seed/data/tags.ts)
 *   ---
 *
 * The `id` is explicit so that the seed stays idempotent when posts are added or renamed.
 */

export const BLOG_LANGUAGES = ["en", "hi"] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];

export interface BlogPostFile {
  id: number;
  language: BlogLanguage;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  reviewer: string | null;
  department: string | null;
  publishedAt: Date;
  updatedAt: Date;
  reviewedAt: Date | null;
  translationOf: string | null;
  /** Tag slugs from the front matter; null when it names none. */
  tags: string[] | null;
  /** Markdown after the front matter. */
  body: string;
  file: string;
}

export const blogContentDir = path.join(process.cwd(), "content/blog");

function required(data: Record<string, string>, key: string, file: string): string {
  const value = data[key];
  if (value === undefined || value === "") throw new Error(`${file}: front matter lacks '${key}'`);
  return value;
}

function parseDate(value: string, file: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`${file}: bad date '${value}'`);
  return date;
}

export function parseBlogPost(text: string, language: BlogLanguage, file: string): BlogPostFile {
  const { data, body } = parseFrontMatter(text);
  const id = Number(required(data, "id", file));
  if (!Number.isInteger(id) || id <= 0) throw new Error(`${file}: id must be a positive integer`);
  const slug = required(data, "slug", file);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`${file}: bad slug '${slug}'`);
  const publishedAt = parseDate(required(data, "publishedAt", file), file);
  return {
    id,
    language,
    slug,
    title: required(data, "title", file),
    excerpt: data.excerpt ?? "",
    author: required(data, "author", file),
    reviewer: data.reviewer || null,
    department: data.department || null,
    publishedAt,
    updatedAt: data.updatedAt ? parseDate(data.updatedAt, file) : publishedAt,
    reviewedAt: data.reviewedAt ? parseDate(data.reviewedAt, file) : null,
    translationOf: data.translationOf || null,
    tags: data.tags
      ? data.tags
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean)
      : null,
    body,
    file,
  };
}

/** Reads every post, sorted by language then id. */
export function loadBlogPosts(dir: string = blogContentDir): BlogPostFile[] {
  const posts: BlogPostFile[] = [];
  for (const language of BLOG_LANGUAGES) {
    // Read when the database is seeded (a CLI, or `next build`'s in-memory database), never by a
    // served page: nothing for the bundler to trace.
    const folder = path.join(/*turbopackIgnore: true*/ dir, language);
    if (!fs.existsSync(/*turbopackIgnore: true*/ folder)) continue;
    for (const name of fs.readdirSync(/*turbopackIgnore: true*/ folder).sort()) {
      if (!name.endsWith(".md")) continue;
      const file = path.join(/*turbopackIgnore: true*/ folder, name);
      const post = parseBlogPost(
        fs.readFileSync(/*turbopackIgnore: true*/ file, "utf8"),
        language,
        file,
      );
      if (`${post.slug}.md` !== name) throw new Error(`${file}: slug '${post.slug}' ≠ file name`);
      posts.push(post);
    }
  }
  return posts.sort((a, b) => a.language.localeCompare(b.language) || a.id - b.id);
}
