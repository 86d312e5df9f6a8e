import "server-only";
import { asc, count, eq, isNotNull, type SQL, sql } from "drizzle-orm";
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
  hospitalDepartments,
  hospitalInsurers,
  hospitals,
  insurers,
  medicalReviewers,
  treatmentCosts,
  treatments,
  videos,
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
  video: source(videos),
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

/** A URL of a route over two entities: its parameters and when either row last changed. */
export interface ParamsEntry {
  params: Record<string, string>;
  updatedAt: string;
}

/**
 * `/{city}/treatment/{slug}` pages of the popular cities: every treatment with a cost
 * in each popular city, by treatment then the cities' fixed order. lastmod is the later of the
 * treatment's row and its cost there.
 */
export async function listCityTreatmentParams(
  db: Database,
  options: { limit?: number; offset?: number } = {},
): Promise<ParamsEntry[]> {
  const rows = await db
    .select({
      city: cities.slug,
      slug: treatments.slug,
      updatedAt: sql<Date>`greatest(${treatments.updatedAt}, ${treatmentCosts.updatedAt})`,
    })
    .from(treatmentCosts)
    .innerJoin(treatments, eq(treatments.id, treatmentCosts.treatmentId))
    .innerJoin(cities, eq(cities.id, treatmentCosts.cityId))
    .where(isNotNull(cities.popularRank))
    .orderBy(asc(treatments.id), asc(cities.popularRank))
    .limit(Math.min(SITEMAP_MAX_URLS, Math.max(1, Math.trunc(options.limit ?? SITEMAP_MAX_URLS))))
    .offset(Math.max(0, Math.trunc(options.offset ?? 0)));
  return rows.map((r) => ({
    params: { city: r.city, slug: r.slug },
    updatedAt: new Date(r.updatedAt).toISOString(),
  }));
}

export async function countCityTreatments(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(treatmentCosts)
    .innerJoin(cities, eq(cities.id, treatmentCosts.cityId))
    .where(isNotNull(cities.popularRank));
  return row?.n ?? 0;
}

/**
 * Sitemap sources of two parameters: the city-and-speciality listings (pairs that have doctors,
 * or hospitals with that department) and the insurers' city pages (pairs with a hospital that
 * accepts it). Each row is the pair's slugs and the newest `updated_at` among its rows.
 */
export type PairQuery = "doctor-departments" | "hospital-departments" | "city-insurers";

function pairSql(source: PairQuery): SQL {
  switch (source) {
    case "doctor-departments":
      return sql`select c.slug as a, d.slug as b, max(greatest(x.updated_at, c.updated_at, d.updated_at)) as updated
        from ${doctors} x join ${cities} c on c.id = x.city_id join ${departments} d on d.id = x.department_id
        group by c.slug, d.slug`;
    case "hospital-departments":
      return sql`select c.slug as a, d.slug as b, max(greatest(hd.updated_at, h.updated_at, c.updated_at, d.updated_at)) as updated
        from ${hospitalDepartments} hd join ${hospitals} h on h.id = hd.hospital_id
        join ${cities} c on c.id = h.city_id join ${departments} d on d.id = hd.department_id
        group by c.slug, d.slug`;
    case "city-insurers":
      return sql`select c.slug as a, i.slug as b, max(greatest(hi.updated_at, h.updated_at, c.updated_at, i.updated_at)) as updated
        from ${hospitalInsurers} hi join ${hospitals} h on h.id = hi.hospital_id
        join ${cities} c on c.id = h.city_id join ${insurers} i on i.id = hi.insurer_id
        group by c.slug, i.slug`;
  }
}

const PAIR_NAMES: Record<PairQuery, [string, string]> = {
  "doctor-departments": ["city", "speciality"],
  "hospital-departments": ["city", "speciality"],
  "city-insurers": ["city", "insurer"],
};

type Rows<T> = { rows: T[] };

/** The pairs of a two-parameter source, in slug order, at most 50,000 per call. */
export async function listPairsWithUpdatedAt(
  db: Database,
  source: PairQuery,
  options: { limit?: number; offset?: number } = {},
): Promise<ParamsEntry[]> {
  const limit = Math.min(
    SITEMAP_MAX_URLS,
    Math.max(1, Math.trunc(options.limit ?? SITEMAP_MAX_URLS)),
  );
  const offset = Math.max(0, Math.trunc(options.offset ?? 0));
  const result = (await db.execute(
    sql`select a, b, updated from (${pairSql(source)}) p order by a, b limit ${limit} offset ${offset}`,
  )) as unknown as Rows<{ a: string; b: string; updated: Date | string }>;
  const [first, second] = PAIR_NAMES[source];
  return result.rows.map((r) => ({
    params: { [first]: r.a, [second]: r.b },
    updatedAt: new Date(r.updated).toISOString(),
  }));
}

/** How many pairs a two-parameter source has. */
export async function countPairs(db: Database, source: PairQuery): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from (${pairSql(source)}) p`,
  )) as unknown as Rows<{ n: number }>;
  return Number(result.rows[0]?.n ?? 0);
}
