import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
} from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type (drizzle has no builtin for it). */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** The normalised form of a name column (see `nameKey` below). */
function nameKeyOf(column: string): string {
  return `btrim(regexp_replace(translate(lower(${column}), '()[]{},.:;!?"/&+', '                 '), ' +', ' ', 'g'))`;
}

/**
 * The classes of entity searched for typos each with its own index (src/server/search): the
 * catalogue (treatments, conditions, departments, tests), doctors, hospitals. The query's WHERE
 * repeats these predicates word for word, so that PostgreSQL picks the partial index.
 */
export const TRIGRAM_CLASSES = [
  ["catalogue", "article_type IN (3, 4, 7, 8)"],
  ["doctor", "article_type = 1"],
  ["hospital", "article_type = 2"],
] as const;

/**
 * The search index (docs/architecture.md "Search"): one row per searchable entity, rebuilt from the
 * catalogue by src/db/search-index.ts on every seed and catalogue write. `articleType` is the
 * spec's ArticleType (1 doctor, 2 hospital, 3 treatment, 4 condition, 5 blog English, 6 blog Hindi,
 * 7 department, 8 test). The URL is not stored: the server builds it from the page registry, so a
 * moved page cannot leave stale links here. `searchText` is everything a patient may type to find
 * the entity (names in English and Hindi, speciality, locality, symptoms), lower-cased: trigram
 * similarity over it tolerates typos, in Devanagari too (PGlite and PostgreSQL).
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    articleType: smallint("article_type").notNull(),
    entityId: integer("entity_id").notNull(),
    /** The entity's slug in its page path. */
    slug: text("slug").notNull(),
    /** The city it is in; null for entities of every city (treatments, articles…). */
    cityId: integer("city_id"),
    title: text("title").notNull(),
    titleHi: text("title_hi"),
    subtitle: text("subtitle").notNull().default(""),
    searchText: text("search_text").notNull(),
    /** Tie-breaker: higher first (rating, popular rank). */
    popularity: real("popularity").notNull().default(0),
    /**
     * The names alone, lower-case: typos are looked for here (trigrams), where strings are
     * short; over `searchText` a common word made PostgreSQL recheck tens of thousands of long
     * rows at 100,000 entities (bench/RESULTS.md).
     */
    searchName: text("search_name").generatedAlwaysAs(
      sql`lower(title || ' ' || coalesce(title_hi, ''))`,
    ),
    /** Every word of `searchText`, for whole-word matches. */
    tsv: tsvector("tsv").generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    /**
     * The English and Hindi names as a normalised query looks (lower-case, ASCII punctuation as
     * spaces, single spaces: see normaliseQuery), for exact and prefix name matches; stored so
     * that ranking does not run regular expressions per candidate. translate() and
     * regexp_replace() on ASCII only: the database's locale may not know Devanagari.
     */
    nameKey: text("name_key").generatedAlwaysAs(sql.raw(nameKeyOf("title"))),
    nameKeyHi: text("name_key_hi").generatedAlwaysAs(sql.raw(nameKeyOf("title_hi"))),
  },
  (t) => [
    primaryKey({ columns: [t.articleType, t.entityId] }),
    // Typos: nearest names by trigram word similarity (KNN, `ORDER BY q <<-> search_name`), one
    // index per class of entity so that 40,000 articles or doctors cannot crowd out the few
    // treatments a query means; a wide signature keeps the GiST scans short at 100,000 rows.
    ...TRIGRAM_CLASSES.map(([name, where]) =>
      index(`search_documents_${name}_name_gist_idx`)
        .using("gist", sql`${t.searchName} gist_trgm_ops(siglen=256)`)
        .where(sql.raw(where)),
    ),
    index("search_documents_tsv_idx").using("gin", t.tsv),
    // The chosen city's doctors and hospitals by popularity: "heart doctor" must find the
    // city's cardiologists, not only the most popular of the whole country.
    index("search_documents_city_idx")
      .on(t.cityId, t.popularity.desc())
      .where(sql`article_type IN (1, 2)`),
  ],
);

/**
 * Lay words, abbreviations, Hindi and Hinglish terms and what they mean in the catalogue's words
 * ("tkr" → "total knee replacement"; "piles" → "haemorrhoids", "बवासीर"…). The application
 * expands a query with them (src/lib/search/query.ts) before it reaches the index.
 */
export const searchSynonyms = pgTable("search_synonyms", {
  term: text("term").primaryKey(),
  expansions: text("expansions").array().notNull(),
});

/**
 * Queries that found nothing, normalised and counted per day (India's calendar day), so that
 * synonyms can be added for them. Bounded (src/server/search/misses.ts): at most a fixed number
 * of new queries a day (past it only the day's known ones are counted), kept 90 days by the
 * hourly prune. Queries that could hold personal data (a phone number's digits, an e-mail
 * address) are never stored.
 */
export const searchMisses = pgTable(
  "search_misses",
  {
    day: date("day", { mode: "string" }).notNull(),
    query: text("query").notNull(),
    count: integer("count").notNull().default(1),
  },
  // (day, query): the daily upsert's key, the count of a day's queries and the prune by day.
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

/**
 * One row whose `version` goes up with every statement that changes `search_documents` (a
 * statement-level trigger, migration 0022): what each app instance polls to know that its
 * in-memory search index is stale (src/server/search/live-index.ts).
 */
export const searchDocumentsVersion = pgTable("search_documents_version", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
