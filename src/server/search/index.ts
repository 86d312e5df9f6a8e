import "server-only";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "@/src/db";
import { searchSynonyms, TRIGRAM_CLASSES } from "@/src/db/schema";
import { listCities } from "@/src/server/catalog";
import type { ApiRateLimit } from "@/src/server/http/api";
import { apiText } from "@/src/server/http/messages";
import { hrefFor } from "@/src/lib/page-registry";
import {
  ARTICLE_TYPES,
  cityInQuery,
  collapseSpaces,
  DEFAULT_SEARCH_CITY,
  expandQuery,
  type GroupedResults,
  groupOf,
  groupResults,
  isSearchable,
  MAX_PER_GROUP,
  MAX_QUERY_CHARS,
  mayHoldPersonalData,
  normaliseQuery,
  parseSearchParams,
  type SearchListingLink,
  type SearchPageData,
  type SearchParams,
  type SearchResult,
} from "@/src/lib/search/query";
import { recordMiss } from "./misses";

/** The page route of each ArticleType (src/lib/page-registry.ts) and the locale of its page. */
const ROUTE_OF: Record<number, { route: string; locale: "en" | "hi" }> = {
  [ARTICLE_TYPES.doctor]: { route: "doctor", locale: "en" },
  [ARTICLE_TYPES.hospital]: { route: "hospital", locale: "en" },
  [ARTICLE_TYPES.treatment]: { route: "treatment", locale: "en" },
  [ARTICLE_TYPES.condition]: { route: "condition", locale: "en" },
  [ARTICLE_TYPES.blogEnglish]: { route: "blog-post", locale: "en" },
  [ARTICLE_TYPES.blogHindi]: { route: "blog-post", locale: "hi" },
  [ARTICLE_TYPES.department]: { route: "department", locale: "en" },
  [ARTICLE_TYPES.test]: { route: "test", locale: "en" },
};

export function urlOf(articleType: number, slug: string): string {
  const target = ROUTE_OF[articleType];
  if (!target) throw new Error(`No page for ArticleType ${articleType}`);
  return hrefFor(target.route, { slug }, target.locale);
}

/**
 * Reference data a query needs (synonyms, city names), read at most once every few minutes per
 * process: it changes with a seed or a deploy, and a search should cost one statement.
 */
const REFERENCE_TTL_MS = 5 * 60_000;
function refreshed<T>(load: (db: Database) => Promise<T>): {
  get: (db: Database) => Promise<T>;
  forget: () => void;
} {
  let kept: { at: number; value: Promise<T> } | undefined;
  return {
    get(db) {
      if (!kept || Date.now() - kept.at > REFERENCE_TTL_MS) {
        const value = load(db);
        kept = { at: Date.now(), value };
        value.catch(() => {
          kept = undefined;
        });
      }
      return kept.value;
    },
    forget() {
      kept = undefined;
    },
  };
}

const synonyms = refreshed(async (db) => {
  const rows = await db.select().from(searchSynonyms);
  return new Map(rows.map((r) => [r.term, r.expansions]));
});
const cityNames = refreshed((db) => listCities(db));

/** How much clearer an article's match must be for its group to come first. */
const ARTICLE_HANDICAP = 0.15;

/**
 * Candidates per query variant and class of entity (nearest names, the city's doctors and
 * hospitals, articles), and of documents holding every word, before ranking.
 */
const CANDIDATES = 20;
const WORD_CANDIDATES = 100;
/** Looked for in the chosen city apart: a doctor's words hold his hospital's name. */
const CITY_TYPES = [ARTICLE_TYPES.doctor, ARTICLE_TYPES.hospital];

/** Near ties between groups go to the one a patient most often means. */
const GROUP_PRIORITY = [3, 4, 1, 2, 7, 8, 0];

interface Row extends Record<string, unknown> {
  article_type: number;
  entity_id: number;
  slug: string;
  city_id: number | null;
  title: string;
  title_hi: string | null;
  subtitle: string;
  name_match: number;
  every_word: boolean;
  closeness: number;
}

/**
 * Answers of the last minute by query, city and type, at most MEMO_SIZE of them, the least
 * recently used out first: the answer is the same for every patient (the API is public), and
 * patients typing the same words ("knee", "knee replacement") arrive together. Concurrent
 * identical searches share one database statement. A minute is how stale a changed catalogue
 * may look here.
 */
const MEMO_TTL_MS = 60_000;
const MEMO_SIZE = 5_000;
type Answer = Promise<GroupedResults<SearchResult>[]>;
type Memo = LRUCache<string, GroupedResults<SearchResult>[], SearchParams>;
/** One memo per database: tests open several. */
const memos = new WeakMap<Database, Memo>();

function memoOf(db: Database): Memo {
  let memo = memos.get(db);
  if (!memo) {
    memo = new LRUCache({
      max: MEMO_SIZE,
      ttl: MEMO_TTL_MS,
      // Ages read Date.now on every look-up (tests move it).
      ttlResolution: 0,
      perf: { now: () => Date.now() },
      // A failed search is dropped, not kept; one pushed out while running still answers.
      fetchMethod: (_key, _stale, { context }) => searchIndex(db, context),
      ignoreFetchAbort: true,
    });
    memos.set(db, memo);
  }
  return memo;
}

/** Tests load other reference data into a fresh database. */
export function forgetSearchReferenceData(): void {
  synonyms.forget();
  cityNames.forget();
}

/**
 * Searches per client (IPv4 address, IPv6 /64) a minute, counted on every API request, answered
 * from memory or not. The search box asks at most every 250 ms while a patient types
 * (src/ui/search/search-box.tsx), 240 a minute of non-stop typing; 300 leaves room for a few
 * people behind one address and stops a script sending hundreds a second. Past it: 429 with
 * Retry-After and this message.
 */
export const SEARCH_RATE_LIMIT: ApiRateLimit = {
  name: "search-1m",
  points: 300,
  durationMs: 60_000,
  message: (seconds) => apiText("tooManySearches", { seconds }),
};

/**
 * searchIndex behind the memo: what the API and the /search page call. A query that finds
 * nothing is counted (./misses) on every call, memo or not (the API's own memo answers a
 * repeated URL for a minute without calling this at all).
 */
export async function searchEntities(db: Database, params: SearchParams): Answer {
  const normalised = normaliseQuery(params.query);
  const key = `${params.type}|${params.city}|${normalised}`;
  // searchIndex always resolves to a list or rejects: undefined cannot come back.
  const groups = (await memoOf(db).fetch(key, { context: params })) ?? [];
  // The personal-data check reads the query as typed: normalising turns "asha.sharma@gmail.com"
  // into "asha sharma gmail com" and would hide it.
  if (groups.length === 0 && isSearchable(normalised) && !mayHoldPersonalData(params.query))
    await recordMiss(db, normalised);
  return groups;
}

/**
 * Searches the index (docs/architecture.md "Search"): the query and its synonym variants are
 * matched by trigram word similarity (typos, Devanagari too) and by whole words; within each
 * ArticleType group, exact and prefix name matches come first, then those holding every word of the
 * query (so that "dr mishra ortho" finds the orthopaedic Dr Mishra of another city before any
 * surgeon of this one), then entities of the chosen city, then the closest matches, popularity
 * breaking ties; at most 6 per group, blog types 5 and 6 as group 0.
 */
export async function searchIndex(
  db: Database,
  { query, city, type }: SearchParams,
): Promise<GroupedResults<SearchResult>[]> {
  if (!isSearchable(query)) return [];
  const normalised = normaliseQuery(query);
  if (!isSearchable(normalised)) return [];
  // "cataract surgery in pune": Pune ranks first, and "pune" is not matched against names.
  const named = cityInQuery(normalised, await cityNames.get(db));
  const cityId = named?.cityId ?? city;
  const variants = expandQuery(named?.rest ?? normalised, await synonyms.get(db));
  const group = type === "R" ? null : groupOf(type);
  const variantList = sql.join(
    variants.map((v) => sql`${v}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    WITH v AS (
      SELECT q, plainto_tsquery('simple', q) AS words FROM unnest(ARRAY[${variantList}]::text[]) q
    ),
    -- A bounded set of candidates per variant and class of entity, each class answered by its
    -- own index so that 40,000 articles named after treatments cannot crowd the treatment out:
    -- the closest names (trigram KNN over the short names: typos) of the catalogue, doctors and
    -- hospitals, and the most popular documents holding every word: of any kind, doctors and
    -- hospitals of the chosen city, articles (found by whole words only).
    cand AS (
      SELECT c.article_type, c.entity_id
      FROM v CROSS JOIN LATERAL (
        ${sql.join(
          TRIGRAM_CLASSES.map(
            ([, where]) => sql`(SELECT d.article_type, d.entity_id FROM search_documents d
          WHERE ${sql.raw(where)} AND d.search_name %> v.q
          ORDER BY v.q <<-> d.search_name LIMIT ${CANDIDATES})`,
          ),
          sql` UNION ALL `,
        )}
        UNION ALL
        (SELECT d.article_type, d.entity_id FROM search_documents d
          WHERE d.tsv @@ v.words ORDER BY d.popularity DESC LIMIT ${WORD_CANDIDATES})
        UNION ALL
        ${sql.join(
          CITY_TYPES.map(
            (t) => sql`(SELECT d.article_type, d.entity_id FROM search_documents d
          WHERE d.article_type = ${sql.raw(String(t))} AND d.city_id = ${cityId}
            AND d.tsv @@ v.words
          ORDER BY d.popularity DESC LIMIT ${CANDIDATES})`,
          ),
          sql` UNION ALL `,
        )}
        UNION ALL
        (SELECT d.article_type, d.entity_id FROM search_documents d
          WHERE d.article_type IN (5, 6) AND d.tsv @@ v.words
          ORDER BY d.popularity DESC LIMIT ${CANDIDATES})
      ) c
      GROUP BY c.article_type, c.entity_id
    ),
    hits AS (
      SELECT d.article_type, d.entity_id, d.slug, d.city_id, d.title, d.title_hi, d.subtitle,
        d.popularity,
        max(CASE
          WHEN d.name_key = v.q OR d.name_key_hi = v.q THEN 2
          WHEN d.name_key LIKE v.q || '%' OR d.name_key_hi LIKE v.q || '%' THEN 1
          ELSE 0 END) AS name_match,
        bool_or(d.tsv @@ v.words) AS every_word,
        -- An entity's own name counts more than the words around it (a doctor's hospital).
        max(word_similarity(v.q, d.search_name) + 0.2) AS closeness
      FROM cand
      JOIN search_documents d USING (article_type, entity_id)
      CROSS JOIN v
      GROUP BY d.article_type, d.entity_id
    ),
    ranked AS (
      SELECT hits.*,
        CASE WHEN article_type IN (5, 6) THEN 0 ELSE article_type END AS grp,
        row_number() OVER (
          PARTITION BY CASE WHEN article_type IN (5, 6) THEN 0 ELSE article_type END
          ORDER BY name_match DESC, every_word DESC, (city_id = ${cityId}) IS TRUE DESC,
            round(closeness::numeric, 1) DESC, popularity DESC, entity_id
        ) AS rank
      FROM hits
    )
    SELECT article_type, entity_id, slug, city_id, title, title_hi, subtitle, name_match,
      every_word, closeness
    FROM ranked
    WHERE rank <= ${MAX_PER_GROUP} AND (${group}::int IS NULL OR grp = ${group}::int)
    ORDER BY grp, rank
  `)) as unknown as { rows: Row[] };
  const rows = result.rows;
  // Groups in the order of how well their best result matches (to 0.1), near ties in the order
  // a patient most often means: treatments, conditions, doctors, hospitals, departments, tests,
  // articles.
  // Articles yield to the entity pages they are about unless they match clearly better.
  const strength = (r: Row) =>
    Number(r.name_match) * 10 +
    (r.every_word ? 2 : 0) +
    Number(r.closeness) -
    (groupOf(Number(r.article_type)) === 0 ? ARTICLE_HANDICAP : 0);
  const best = new Map<number, number>();
  for (const r of rows) {
    const g = groupOf(Number(r.article_type));
    best.set(g, Math.max(best.get(g) ?? 0, Math.round(strength(r) * 10)));
  }
  const priority = (g: number) => GROUP_PRIORITY.indexOf(g);
  const groupOfRow = (r: Row) => groupOf(Number(r.article_type));
  const ordered = [...rows].sort(
    (a, b) =>
      (best.get(groupOfRow(b)) ?? 0) - (best.get(groupOfRow(a)) ?? 0) ||
      priority(groupOfRow(a)) - priority(groupOfRow(b)),
  );
  return groupResults(
    ordered.map((r) => ({
      articleType: Number(r.article_type),
      id: Number(r.entity_id),
      slug: r.slug,
      title: r.title,
      titleHi: r.title_hi,
      subtitle: r.subtitle,
      url: urlOf(Number(r.article_type), r.slug),
      cityId: r.city_id === null ? null : Number(r.city_id),
    })),
  );
}

/**
 * The /search page's data: the grouped results of the query in the chosen city (DEFAULT when
 * absent or unknown), and the listings worth offering beside them: all doctors or hospitals
 * of the city when such results were found, a department's doctors in the city.
 */
export async function searchPage(db: Database, search: URLSearchParams): Promise<SearchPageData> {
  const parsed = parseSearchParams(search);
  const params: SearchParams = parsed.ok
    ? parsed.params
    : {
        query: collapseSpaces(search.get("query") ?? "").slice(0, MAX_QUERY_CHARS),
        city: DEFAULT_SEARCH_CITY,
        type: "R",
      };
  const groups = await searchEntities(db, params);
  const city = (await cityNames.get(db)).find((c) => c.id === params.city) ?? null;
  const listings: SearchListingLink[] = [];
  const has = (type: number) => groups.some((g) => g.ArticleType === type);
  if (has(ARTICLE_TYPES.doctor)) {
    listings.push({
      kind: "doctors",
      href: city ? hrefFor("city-doctors", { city: city.slug }) : hrefFor("doctors"),
    });
  }
  if (has(ARTICLE_TYPES.hospital)) {
    listings.push({
      kind: "hospitals",
      href: city ? hrefFor("city-hospitals", { city: city.slug }) : hrefFor("hospitals"),
    });
  }
  if (city) {
    const departments =
      groups.find((g) => g.ArticleType === ARTICLE_TYPES.department)?.results ?? [];
    for (const d of departments.slice(0, 3)) {
      listings.push({
        kind: "speciality",
        name: d.title,
        href: hrefFor("city-speciality-doctors", {
          city: city.slug,
          speciality: d.slug,
        }),
      });
    }
  }
  return { query: params.query, groups, city, listings };
}
