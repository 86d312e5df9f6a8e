import "server-only";
import { existsSync } from "node:fs";
import { count } from "drizzle-orm";
import { env } from "@/src/config/env";
import type { Database } from "@/src/db";
import type { SitemapEntity } from "@/src/lib/catalog/types";
import { type Locale, localePrefix, localeTag } from "@/src/lib/i18n/locale";
import { hrefFor, ROUTES, type Route, type SitemapSource } from "@/src/lib/page-registry";
import { SITEMAP_MAX_URLS, type SitemapUrl } from "@/src/lib/sitemap";
import {
  countCityTreatments,
  countPairs,
  listCityTreatmentParams,
  listPairsWithUpdatedAt,
  type PairQuery,
  listSlugsWithUpdatedAt,
  type ParamsEntry,
  sitemapSourceTable,
} from "./catalog/sitemap";
import { contentPageFile, loadContentPage } from "./content/pages";

/**
 * /sitemap.xml from the page-type registry: every route that has a view, a sitemap source and
 * may be indexed, in every locale it answers in. Static routes make the `pages` child; a route
 * listing an entity makes one child per 50,000 rows of it (`doctors`, `doctors-2`, …).
 */

/** The entity whose slugs fill a route's one parameter. */
const ENTITY_OF_SOURCE: Partial<Record<Exclude<SitemapSource, null>, SitemapEntity>> = {
  cities: "city",
  doctors: "doctor",
  hospitals: "hospital",
  insurers: "insurer",
  departments: "department",
  conditions: "condition",
  treatments: "treatment",
  tests: "test",
  articles: "article",
  authors: "author",
  reviewers: "reviewer",
  videos: "video",
};

/** Sources over two entities (a city and a treatment): their URLs come from a join. */
interface PairSource {
  count: (db: Database) => Promise<number>;
  list: (db: Database, options: { limit: number; offset: number }) => Promise<ParamsEntry[]>;
}
/** A two-parameter query of ./catalog/sitemap as a source (listings and insurers). */
function pairQuery(query: PairQuery): PairSource {
  return {
    count: (db) => countPairs(db, query),
    list: (db, options) => listPairsWithUpdatedAt(db, query, options),
  };
}

const PAIR_SOURCES: Partial<Record<Exclude<SitemapSource, null>, PairSource>> = {
  "city-treatments": { count: countCityTreatments, list: listCityTreatmentParams },
  "city-insurers": pairQuery("city-insurers"),
};

/** City-and-speciality listings: the pairs with doctors, or with hospitals, by the route's kind. */
const CITY_DEPARTMENTS = {
  doctors: pairQuery("doctor-departments"),
  hospitals: pairQuery("hospital-departments"),
};

function pairSource(route: Route): PairSource | undefined {
  if (route.sitemap === "city-departments") {
    return route.pattern.includes("/hospitals/")
      ? CITY_DEPARTMENTS.hospitals
      : CITY_DEPARTMENTS.doctors;
  }
  return route.sitemap ? PAIR_SOURCES[route.sitemap] : undefined;
}

/** Routes the sitemap lists: built, indexable, with a sitemap source. */
export function sitemapRoutes(): Route[] {
  return ROUTES.filter((r) => r.sitemap !== null && r.entry.indexable);
}

/** The entity a route's source names; throws for a source the sitemap cannot list yet. */
export function entityOfRoute(route: Route): SitemapEntity | null {
  if (route.sitemap === "static" || pairSource(route)) return null;
  const entity = route.sitemap ? ENTITY_OF_SOURCE[route.sitemap] : undefined;
  if (!entity) throw new Error(`Sitemap source ${route.sitemap} of ${route.id} is not supported`);
  return entity;
}

const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

function alternatesOf(route: Route, params: Record<string, string>) {
  if (route.locales.length < 2) return undefined;
  return {
    ...Object.fromEntries(
      route.locales.map((l) => [localeTag(l), absolute(hrefFor(route.id, params, l))]),
    ),
    "x-default": absolute(hrefFor(route.id, params, "en")),
  };
}

/** When a static route's text last changed: its content file's date; unknown for the rest. */
async function staticLastmod(route: Route, locale: Locale): Promise<string | undefined> {
  const name = route.pattern.slice(1);
  if (!name || !existsSync(contentPageFile(name, locale))) return undefined;
  return (await loadContentPage(name, locale)).updated;
}

async function staticUrls(): Promise<SitemapUrl[]> {
  const routes = sitemapRoutes().filter((r) => entityOfRoute(r) === null && !pairSource(r));
  const urls = routes.flatMap((route) =>
    route.locales.map(async (locale) => ({
      loc: absolute(hrefFor(route.id, {}, locale)),
      lastmod: await staticLastmod(route, locale),
      alternates: alternatesOf(route, {}),
    })),
  );
  return Promise.all(urls);
}

/**
 * Rows of an entity per child file. An entity without a language of its own (a test, a
 * treatment) is one URL in each of the route's locales (`/test/x`, `/hi/test/x`), each with the
 * hreflang pair, so a file takes fewer rows to stay within 50,000 URLs.
 */
function rowsPerFile(route: Route): number {
  return Math.floor(SITEMAP_MAX_URLS / route.locales.length);
}

async function entityUrls(db: Database, route: Route, page: number): Promise<SitemapUrl[]> {
  const entity = entityOfRoute(route) as SitemapEntity;
  const param = route.segments.find((s) => s.kind !== "literal")?.name ?? "slug";
  const perFile = rowsPerFile(route);
  const rows = await listSlugsWithUpdatedAt(db, entity, { limit: perFile, offset: page * perFile });
  return rows
    .filter((row) => row.locale === null || route.locales.includes(row.locale))
    .flatMap((row) => {
      const params = { [param]: row.slug };
      if (row.locale !== null) {
        return [{ loc: absolute(hrefFor(route.id, params, row.locale)), lastmod: row.updatedAt }];
      }
      const alternates = alternatesOf(route, params);
      return route.locales.map((locale) => ({
        loc: absolute(hrefFor(route.id, params, locale)),
        lastmod: row.updatedAt,
        alternates,
      }));
    });
}

/** The children of the sitemap index: `pages`, then `{route id}` or `{route id}-{n}`. */
export async function sitemapChildren(db: Database): Promise<string[]> {
  const children = ["pages"];
  for (const route of sitemapRoutes()) {
    const entity = entityOfRoute(route);
    const pair = pairSource(route);
    if (!entity && !pair) continue;
    const n = pair
      ? await pair.count(db)
      : ((await db.select({ n: count() }).from(sitemapSourceTable(entity as SitemapEntity)))[0]
          ?.n ?? 0);
    const files = Math.max(1, Math.ceil(n / rowsPerFile(route)));
    for (let i = 0; i < files; i++) children.push(i === 0 ? route.id : `${route.id}-${i + 1}`);
  }
  return children;
}

/** The sitemap protocol's limit of files in one index. */
const MAX_SITEMAP_FILES = 50_000;

/** The URLs of one child sitemap, or null when no child has that name. */
export async function sitemapChildUrls(db: Database, name: string): Promise<SitemapUrl[] | null> {
  if (name === "pages") return staticUrls();
  const match = /^([a-z0-9-]+?)(?:-(\d+))?$/.exec(name);
  const route = sitemapRoutes().find(
    (r) => r.id === match?.[1] && (entityOfRoute(r) !== null || pairSource(r) !== undefined),
  );
  if (!match || !route) return null;
  const page = match[2] ? Number(match[2]) - 1 : 0;
  // `doctors` is the first file; `doctors-1` is no name of ours. An index lists at most 50,000
  // files, so a larger number names none (and would be an OFFSET past what SQL accepts).
  if (match[2] && (page < 1 || page >= MAX_SITEMAP_FILES)) return null;
  const pair = pairSource(route);
  const perFile = rowsPerFile(route);
  // A pair's page in each of the route's locales, each with the hreflang pair.
  const urls = pair
    ? (await pair.list(db, { limit: perFile, offset: page * perFile })).flatMap((row) => {
        const alternates = alternatesOf(route, row.params);
        return route.locales.map((locale) => ({
          loc: absolute(hrefFor(route.id, row.params, locale)),
          lastmod: row.updatedAt,
          alternates,
        }));
      })
    : await entityUrls(db, route, page);
  return urls.length > 0 || page === 0 ? urls : null;
}

export const sitemapUrl = (child: string) => absolute(`/sitemaps/${child}.xml`);

/**
 * What crawlers must not index, from the registry: the path prefix (up to the first parameter)
 * of every page type marked not indexable (search, thank-you, campaigns, chat), in each locale,
 * and the API.
 */
export function disallowedPrefixes(): string[] {
  const prefixes = new Set<string>(["/api/"]);
  for (const route of ROUTES) {
    if (route.entry.indexable) continue;
    const literals: string[] = [];
    for (const seg of route.segments) {
      if (seg.kind !== "literal") break;
      literals.push(seg.value);
    }
    if (literals.length === 0) continue; // the not-found catch-all
    // `/x/{slug}` keeps `/x` itself open; `/x/{...rest}` (zero segments included) does not.
    const open = route.segments[literals.length]?.kind === "param" ? "/" : "";
    for (const locale of route.locales) {
      prefixes.add(`${localePrefix(locale)}/${literals.join("/")}${open}`);
    }
  }
  return [...prefixes].sort();
}

export function robotsTxt(): string {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...disallowedPrefixes().map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${absolute("/sitemap.xml")}`,
  ];
  return `${lines.join("\n")}\n`;
}
