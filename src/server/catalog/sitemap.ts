import "server-only";
import { asc } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/src/db";
import {
  authors,
  blogPosts,
  cities,
  conditions,
  departments,
  diagnosticTests,
  doctors,
  hospitals,
  insurers,
  medicalReviewers,
  treatments,
} from "@/src/db/schema";
import type { ContentLocale, SitemapEntity, SlugEntry } from "@/src/lib/catalog/types";

import { SITEMAP_MAX_URLS } from "@/src/lib/sitemap";

export { SITEMAP_MAX_URLS };

interface Source {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  updatedAt: PgColumn;
}

const source = (table: PgTable & { id: PgColumn; slug: PgColumn; updatedAt: PgColumn }) => ({
  table,
  id: table.id,
  slug: table.slug,
  updatedAt: table.updatedAt,
});

const SOURCES: Readonly<Record<Exclude<SitemapEntity, "article">, Source>> = {
  doctor: source(doctors),
  hospital: source(hospitals),
  treatment: source(treatments),
  condition: source(conditions),
  department: source(departments),
  test: source(diagnosticTests),
  insurer: source(insurers),
  city: source(cities),
  author: source(authors),
  reviewer: source(medicalReviewers),
};

/** The table whose rows a sitemap source lists (to count them). */
export function sitemapSourceTable(entity: SitemapEntity): PgTable {
  return entity === "article" ? blogPosts : SOURCES[entity].table;
}

/**
 * The slugs of one entity with their `updated_at` (the sitemap's lastmod), in id order, at most
 * 50,000 per call (`offset` pages on). Articles come with their language. The lastmod is the
 * row's own: a change that only touches a link table (a doctor's new hospital) does not move it.
 */
export async function listSlugsWithUpdatedAt(
  db: Database,
  entity: SitemapEntity,
  options: { limit?: number; offset?: number } = {},
): Promise<SlugEntry[]> {
  const limit = Math.min(
    SITEMAP_MAX_URLS,
    Math.max(1, Math.trunc(options.limit ?? SITEMAP_MAX_URLS)),
  );
  const offset = Math.max(0, Math.trunc(options.offset ?? 0));
  if (entity === "article") {
    const rows = await db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, locale: blogPosts.language })
      .from(blogPosts)
      .orderBy(asc(blogPosts.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      slug: r.slug,
      updatedAt: r.updatedAt.toISOString(),
      locale: r.locale as ContentLocale,
    }));
  }
  const { table, id, slug, updatedAt } = SOURCES[entity];
  const rows = await db
    .select({ slug, updatedAt })
    .from(table)
    .orderBy(asc(id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    slug: r.slug as string,
    updatedAt: (r.updatedAt as Date).toISOString(),
    locale: null,
  }));
}
