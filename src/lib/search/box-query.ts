/**
 * The part of the search rules the search box needs in the browser: when a query runs (SR-2)
 * and the request it makes (SR-1), with the shape of the answer. Apart from ./query.ts, which
 * re-exports these, because that module also reads city names out of queries and a client
 * module importing it would carry every city's names (Hindi included) in the shell's chunk.
 */

/** SR-2, SR-3: search runs from 3 characters. */
export const MIN_QUERY_CHARS = 3;
/** SR-7 default. */
export const DEFAULT_SEARCH_TYPE = "R";

/** Spaces collapsed (SR-4), trimmed, Unicode-normalised, lower-case. */
export function collapseSpaces(raw: string): string {
  return raw.normalize("NFC").replace(/\s+/gu, " ").trim();
}

/**
 * The search box's request (SH-29, SR-1): the query with its spaces collapsed, type R, and the
 * visitor's chosen city so that its doctors and hospitals rank first; without a chosen city the
 * API's default applies.
 */
export function searchEntitiesPath(query: string, cityId?: number | null): string {
  const params = new URLSearchParams({ query: collapseSpaces(query), type: DEFAULT_SEARCH_TYPE });
  if (cityId !== undefined && cityId !== null) params.set("city", String(cityId));
  return `/api/search/entities?${params}`;
}

/** SR-2: fewer than 3 characters (code points, so that Devanagari counts) do not search. */
export function isSearchable(query: string): boolean {
  return [...collapseSpaces(query)].length >= MIN_QUERY_CHARS;
}

export interface GroupedResults<T> {
  ArticleType: number;
  results: T[];
}

/** One search result as the API and the /search page show it. */
export interface SearchResult {
  articleType: number;
  id: number;
  slug: string;
  title: string;
  titleHi: string | null;
  subtitle: string;
  /** The subtitle as a Hindi page shows it (departments, cities, localities in Hindi, HI-14). */
  subtitleHi?: string;
  url: string;
  cityId: number | null;
}
