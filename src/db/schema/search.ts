import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/** PostgreSQL's full-text document type (drizzle has no builtin for it). */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * The search index (DESIGN §6): one row per searchable entity, rebuilt from the catalogue by
 * src/db/search-index.ts on every seed and catalogue write. `articleType` is the spec's
 * ArticleType (1 doctor, 2 hospital, 3 treatment, 4 condition, 5 blog English, 6 blog Hindi,
 * 7 department, 8 test). The URL is not stored: the server builds it from the page registry, so
 * a moved page cannot leave stale links here. `searchText` is everything a patient may type to
 * find the entity (names in English and Hindi, speciality, locality, symptoms), lower-cased:
 * trigram similarity over it tolerates typos, in Devanagari too (PGlite and PostgreSQL).
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
  },
  (t) => [
    primaryKey({ columns: [t.articleType, t.entityId] }),
    index("search_documents_name_trgm_idx").using("gin", sql`${t.searchName} gin_trgm_ops`),
    index("search_documents_tsv_idx").using("gin", t.tsv),
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
 * Queries that found nothing, normalised and counted, so that synonyms can be added for them.
 * Queries that could hold personal data (digits of a phone number, an e-mail address) are never
 * stored (src/server/search).
 */
export const searchMisses = pgTable("search_misses", {
  query: text("query").primaryKey(),
  count: integer("count").notNull().default(1),
  firstSeenAt: timestamptz("first_seen_at").notNull().defaultNow(),
  lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
});
