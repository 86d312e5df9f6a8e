import { cityNamedIn } from "@/src/lib/catalog/city-names";
import type { City } from "@/src/lib/catalog/types";
import {
  collapseSpaces,
  DEFAULT_SEARCH_TYPE,
  type GroupedResults,
  isSearchable,
  MIN_QUERY_CHARS,
  type SearchResult,
} from "./box-query";

export {
  collapseSpaces,
  DEFAULT_SEARCH_TYPE,
  type GroupedResults,
  isSearchable,
  MIN_QUERY_CHARS,
  type SearchResult,
  searchEntitiesPath,
} from "./box-query";

/**
 * The rules of search that need no database (SR-1 to SR-10; docs/architecture.md "Search"): what a
 * query is after normalising, when it runs, its parameters, how synonyms widen it, and how results
 * are grouped.
 */

/** The ArticleType codes (SR-8). */
export const ARTICLE_TYPES = {
  doctor: 1,
  hospital: 2,
  treatment: 3,
  condition: 4,
  blogEnglish: 5,
  blogHindi: 6,
  department: 7,
  test: 8,
} as const;
export type ArticleType = (typeof ARTICLE_TYPES)[keyof typeof ARTICLE_TYPES];
/**
 * Insurers and government schemes (SR-13): found and shown as their own group in answers of
 * every type (R), not a type parameter of their own (SR-7 keeps 1 to 8).
 */
export const INSURER_ARTICLE_TYPE = 9;
/**
 * A service page (second opinion, medical loan: SR-35), and what the catalogue does not cover,
 * with a care expert offered (SR-34): answered in type R only, like insurers.
 */
export const SERVICE_ARTICLE_TYPE = 10;
export const NOT_COVERED_ARTICLE_TYPE = 11;
/** Treatments, conditions, departments and tests: the names medical words are matched against. */
export const CATALOGUE_TYPES: ReadonlySet<number> = new Set([3, 4, 7, 8]);
const ARTICLE_TYPE_CODES = new Set<number>(Object.values(ARTICLE_TYPES));

/** SR-9: at most 6 results per group. */
export const MAX_PER_GROUP = 6;
/** Longer queries are refused: nobody types a paragraph into a search bar. */
export const MAX_QUERY_CHARS = 100;
/** SR-6 default (SR-7's is in ./box-query.ts). */
export const DEFAULT_SEARCH_CITY = 1;

/**
 * The form a query is matched in: spaces collapsed, lower-case, punctuation other than inside a
 * word turned into spaces (Devanagari vowel signs and viramas are marks, kept).
 */
export function normaliseQuery(raw: string): string {
  return collapseSpaces(
    collapseSpaces(raw)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, " ")
      .replace(/(^|\s)-+|-+(\s|$)/gu, " "),
  );
}

/** The group a result is shown in: blog types 5 and 6 answer together as group 0 (SR-10). */
export function groupOf(articleType: number): number {
  return articleType === ARTICLE_TYPES.blogEnglish || articleType === ARTICLE_TYPES.blogHindi
    ? 0
    : articleType;
}

/**
 * Words that carry neither the thing sought nor an intent ("best", "ka", "near me"): dropped by
 * query expansion here and by the intent reader (intent.ts), which reads the intent words itself.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  "best",
  "top",
  "good",
  "near",
  "me",
  "in",
  "the",
  "for",
  "of",
  "and",
  "ka",
  "ki",
  "ke",
  "ko",
  "का",
  "की",
  "के",
  "में",
  "सबसे",
  "अच्छा",
]);

/** Filler plus the role and cost words that say nothing about what is sought ("dr", "cost"). */
const NOISE_WORDS: ReadonlySet<string> = new Set([
  ...FILLER_WORDS,
  "dr",
  "doctor",
  "doctors",
  "cost",
  "price",
  "charges",
  "rate",
  "ilaj",
  "ilaaj",
  "operation",
  "इलाज",
]);

/** A lay term is read from its first letters from this many on (fewer begin too many terms). */
const MIN_PREFIX_CHARS = 3;

/** The synonym terms, longest first; kept per map (search asks on every keystroke). */
const sortedTerms = new WeakMap<ReadonlyMap<string, readonly string[]>, string[]>();
function termsLongestFirst(synonyms: ReadonlyMap<string, readonly string[]>): string[] {
  let terms = sortedTerms.get(synonyms);
  if (!terms) {
    terms = [...synonyms.keys()].sort((a, b) => b.length - a.length);
    sortedTerms.set(synonyms, terms);
  }
  return terms;
}

/**
 * The strings a query is searched as: the query itself, without its noise words, and with each
 * synonym term it contains (whole words) replaced by each of its expansions. Longest terms win,
 * so "gurde ki pathri" expands before "pathri". A term is expanded once: "lasik cost" gives
 * "refractive surgery", not "refractive surgery cost" as well (each variant costs index scans,
 * and the noise word finds nothing more).
 */
export function expandQuery(
  query: string,
  synonyms: ReadonlyMap<string, readonly string[]>,
  maxVariants = 8,
): string[] {
  const variants = new Set<string>([query]);
  const meaningful = query
    .split(" ")
    .filter((w) => !NOISE_WORDS.has(w))
    .join(" ");
  if (meaningful) variants.add(meaningful);
  const terms = termsLongestFirst(synonyms);
  const expanded = new Set<string>();
  // The query without its noise words first: its expansions are the plainer ones.
  for (const base of [...variants].reverse()) {
    const padded = ` ${base} `;
    const term = terms.find((t) => padded.includes(` ${t} `));
    if (term === undefined || expanded.has(term)) continue;
    expanded.add(term);
    for (const expansion of synonyms.get(term) ?? []) {
      if (isAnswer(expansion)) continue;
      variants.add(collapseSpaces(padded.replace(` ${term} `, ` ${expansion} `)));
    }
  }
  // A patient still typing a lay term ("wei", "womb re"): the query is no term yet (though it may
  // hold a shorter one: "womb"), so the shortest term the query begins is read as meant ("weight
  // loss", "womb removal"), and the panel shows its pages while they type instead of nothing.
  if (!synonyms.has(meaningful) && [...meaningful].length >= MIN_PREFIX_CHARS) {
    const begun = terms.filter((t) => t.length > meaningful.length && t.startsWith(meaningful));
    const shortest = begun[begun.length - 1];
    if (shortest !== undefined) {
      variants.add(shortest);
      for (const expansion of synonyms.get(shortest) ?? [])
        if (!isAnswer(expansion)) variants.add(expansion);
    }
  }
  return [...variants].filter((v) => [...v].length >= MIN_QUERY_CHARS).slice(0, maxVariants);
}

/**
 * A synonym's expansion that names an answer rather than words to search: `service:<page>` (a
 * service page, SR-35) or `not-covered:<topic>` (what the catalogue lacks, SR-34). A normalised
 * query never holds a colon, so no searched word can be one.
 */
const ANSWER = /^(service|not-covered):([a-z0-9-]+)$/;
const isAnswer = (expansion: string) => ANSWER.test(expansion);

export interface QueryAnswers {
  /** Service pages the query asks for ("second opinion", "emi"). */
  services: string[];
  /** Topics the catalogue does not cover ("skin", "teeth"). */
  notCovered: string[];
  /** Whether a term of the vocabulary was found in the query (a medical or service word). */
  vocabulary: boolean;
}

/**
 * The answers the vocabulary names for a query: every term it holds (whole words), each once,
 * longest first, a shorter term only outside the longer ones ("report second opinion" before
 * "second opinion"; "mri" within it is not read again).
 */
export function answersIn(
  query: string,
  synonyms: ReadonlyMap<string, readonly string[]>,
): QueryAnswers {
  const services = new Set<string>();
  const notCovered = new Set<string>();
  let vocabulary = false;
  let rest = ` ${query} `;
  for (const term of termsLongestFirst(synonyms)) {
    if (!rest.includes(` ${term} `)) continue;
    vocabulary = true;
    rest = rest.replace(` ${term} `, " | ");
    for (const expansion of synonyms.get(term) ?? []) {
      const answer = ANSWER.exec(expansion);
      if (answer?.[1] === "service") services.add(answer[2] as string);
      if (answer?.[1] === "not-covered") notCovered.add(answer[2] as string);
    }
  }
  return { services: [...services], notCovered: [...notCovered], vocabulary };
}

export interface SearchParams {
  query: string;
  city: number;
  /** "R" (every group) or one ArticleType. */
  type: "R" | ArticleType;
}

export type ParsedSearch =
  | { ok: true; params: SearchParams }
  | { ok: false; errors: ("query" | "city" | "type")[] };

/**
 * GET /api/search/entities parameters (SR-5 to SR-7): query, city (default 1), type (default R).
 */
export function parseSearchParams(search: URLSearchParams): ParsedSearch {
  const errors: ("query" | "city" | "type")[] = [];
  const query = collapseSpaces(search.get("query") ?? "");
  if ([...query].length > MAX_QUERY_CHARS) errors.push("query");
  const cityRaw = search.get("city") ?? "";
  const city = cityRaw === "" ? DEFAULT_SEARCH_CITY : Number(cityRaw);
  if (!/^\d{0,9}$/.test(cityRaw) || !Number.isSafeInteger(city) || city < 1) errors.push("city");
  const typeRaw = (search.get("type") ?? "").toUpperCase() || DEFAULT_SEARCH_TYPE;
  const type = typeRaw === "R" ? "R" : Number(typeRaw);
  if (type !== "R" && !(/^\d$/.test(typeRaw) && ARTICLE_TYPE_CODES.has(type))) errors.push("type");
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, params: { query, city, type: type as SearchParams["type"] } };
}

/** A listing a search page offers beside its results ("all doctors in Pune"…). */
export interface SearchListingLink {
  kind: "doctors" | "hospitals" | "speciality";
  href: string;
  name?: string;
}

/** What the /search page shows: the query, its groups, the chosen city and the listings. */
export interface SearchPageData {
  query: string;
  groups: GroupedResults<SearchResult>[];
  city: City | null;
  listings: SearchListingLink[];
}

/**
 * Results grouped by ArticleType (5 and 6 as 0), at most 6 per group, in the order given
 * (best first), groups in the order of their best result.
 */
export function groupResults<T extends { articleType: number }>(rows: readonly T[]) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = groupOf(row.articleType);
    const list = groups.get(key) ?? [];
    if (list.length < MAX_PER_GROUP) list.push(row);
    groups.set(key, list);
  }
  return [...groups].map(([ArticleType, results]) => ({ ArticleType, results }));
}

/**
 * What people type between the digits of a number: spaces, dots, dashes of every width,
 * brackets, slashes, commas, underscores and the + of +91; and invisible format characters
 * (zero-width joiners and spaces, the byte-order mark) that a paste may carry.
 */
const NUMBER_SEPARATORS = /[\s.,_/\\+()[\]{}\-\u2010-\u2015\u2212\p{Cf}]/gu;
/** Common e-mail providers: "asha sharma gmail com" is an address typed without its @. */
const MAIL_PROVIDERS =
  /\b(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|rediffmail|rediff|rocketmail|icloud|protonmail|yandex|gmx|tutanota)\b/i;
/**
 * Providers whose name is also an ordinary word ("proton therapy", "live donor"): an address
 * only with its domain after it ("ashasharma proton me", "ravi zoho com", "proton dot me").
 */
const MAIL_PROVIDER_DOMAINS =
  /\b(?:proton|zoho|aol|msn|live|fastmail|tuta)\s+(?:dot\s+)?(?:me|com|net|org|ch|eu|io|mail)\b/i;
/** An address's ending spelt out: "asha sharma dot com", "ravi at site dot in". */
const SPELT_DOMAIN = /\bdot\s+(?:com|in|me|net|org|co)\b/i;
/**
 * Seven digits are a phone number (or most of one) whatever stands between them: people type
 * "98|76|54|32|10", "98x76x54x32x10" too. Our catalogue's names hold a few digits at most
 * ("t3 t4", "vitamin b12", "covid-19").
 */
const MAX_DIGITS = 6;

/**
 * A query that may hold personal data, read as typed (before `normaliseQuery`, which turns
 * "asha.sharma@gmail.com" into harmless-looking words): an e-mail address (an @, full-width
 * too, a mail provider's name, a provider that is also a word with its domain after it, or a
 * domain spelt out), four or more digits once the separators are out, or seven or more digits
 * anywhere in it, in any script: "98-76-54-32-10", "(+91) 98765.43210", "98|76|54|32|10" and
 * "९८७६५४३२१०" alike (Devanagari, Bengali, Tamil, Telugu and every other set of decimal digits).
 * Such a query is never logged.
 */
export function mayHoldPersonalData(query: string): boolean {
  const text = query.normalize("NFKC");
  if (text.includes("@") || MAIL_PROVIDERS.test(text)) return true;
  if (MAIL_PROVIDER_DOMAINS.test(text) || SPELT_DOMAIN.test(text)) return true;
  if ((text.match(/\p{Nd}/gu)?.length ?? 0) > MAX_DIGITS) return true;
  return /\p{Nd}{4,}/u.test(text.replace(NUMBER_SEPARATORS, ""));
}

/**
 * "knee replacement in pune": the city a query names (by name, slug, a common other name or its
 * Hindi name, whole words: src/lib/catalog/city-names.ts), and the query without it, so that the
 * rest is matched and the city ranks first. Null when no city is named or nothing searchable
 * would be left.
 */
export function cityInQuery(
  query: string,
  cities: readonly { id: number; name: string; slug: string }[],
): { cityId: number; rest: string } | null {
  const named = cityNamedIn(query, cities);
  if (!named) return null;
  const rest = collapseSpaces(` ${query.normalize("NFC")} `.replace(` ${named.name} `, " "));
  return isSearchable(rest) ? { cityId: named.city.id, rest } : null;
}
