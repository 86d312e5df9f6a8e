/**
 * Filters and page of /reviews, in the URL's path like the listings' (./listing-filters.ts), so
 * that every combination is one cacheable page with exactly one URL:
 *
 *   /reviews                                   all reviews, newest first
 *   /reviews/filter/treatment-tkr_city-pune_page-2
 *
 * Keys in the order of REVIEW_FILTER_KEYS, no defaults (page 1 is the URL without it), each key
 * once. Slugs are only checked for their shape; the page answers 404 when no such treatment or
 * city has reviews. Pure: the page, the form's redirect handler, the dropdowns and the tests.
 */
import {
  dropdownSegment,
  filterRedirect,
  isPageNumber,
  isSlug,
  joinSegment,
  splitSegment,
} from "./listing-filters";

export interface ReviewFilterValues {
  treatment?: string;
  city?: string;
  /** 2 and up. */
  page?: number;
}

export const REVIEW_FILTER_KEYS = ["treatment", "city", "page"] as const;
type ReviewKey = (typeof REVIEW_FILTER_KEYS)[number];

/** The filters with blanks and page 1 dropped; the keys whose values are not valid. */
export function cleanReviewFilters(input: Partial<Record<ReviewKey, string | null>>): {
  filters: ReviewFilterValues;
  invalid: ReviewKey[];
} {
  const filters: ReviewFilterValues = {};
  const invalid: ReviewKey[] = [];
  for (const key of REVIEW_FILTER_KEYS) {
    const raw = input[key]?.trim().toLowerCase();
    if (!raw || (key === "page" && raw === "1")) continue;
    if (key === "page") {
      if (isPageNumber(raw)) filters.page = Number(raw);
      else invalid.push(key);
    } else if (isSlug(raw)) filters[key] = raw;
    else invalid.push(key);
  }
  return { filters, invalid };
}

/** The page's path for these filters: `/reviews` or `/reviews/filter/{segment}`. */
export function reviewsPath(filters: ReviewFilterValues): string {
  const segment = joinSegment(REVIEW_FILTER_KEYS, filters);
  return segment ? `/reviews/filter/${segment}` : "/reviews";
}

/** The filters a path segment names; null unless it is exactly what reviewsPath writes. */
export function parseReviewSegment(segment: string): ReviewFilterValues | null {
  const input = splitSegment(REVIEW_FILTER_KEYS, segment);
  if (!input) return null;
  const { filters, invalid } = cleanReviewFilters(input);
  if (invalid.length > 0) return null;
  const canonical = joinSegment(REVIEW_FILTER_KEYS, filters);
  return canonical !== "" && canonical === segment ? filters : null;
}

/**
 * Where a filter form sends the browser (GET /api/listings/filter, and the dropdowns with
 * JavaScript): `kind=reviews` is /reviews, any other kind a doctor or hospital listing.
 */
export function formRedirect(query: URLSearchParams): { location: string } | { invalid: string[] } {
  const to = formRedirectEn(query);
  // A Hindi page's form (lang=hi) leads to the Hindi page of that choice.
  return query.get("lang") === "hi" && "location" in to ? { location: `/hi${to.location}` } : to;
}

function formRedirectEn(query: URLSearchParams): { location: string } | { invalid: string[] } {
  if (query.get("kind") !== "reviews") return filterRedirect(query);
  const { filters, invalid } = cleanReviewFilters({
    treatment: dropdownSegment(query.get("treatment")),
    city: dropdownSegment(query.get("city")),
  });
  return invalid.length > 0 ? { invalid } : { location: reviewsPath(filters) };
}

/** Filters that take one of a fixed set of values: a listing filtered by them always exists. */
const FIXED_VALUE_KEYS = new Set([
  "gender",
  "experience",
  "fee",
  "ayushman",
  "accreditation",
  "sort",
]);

/**
 * Whether the page a filter form leads to (formRedirect's location) exists whatever the
 * catalogue holds: an all-India list filtered by fixed values only. A city, a slug (speciality,
 * locality, language, insurer, treatment) or a page number may name nothing, and that page
 * answers 404; only the page can tell, so the redirect to it is cached no longer than the 404.
 */
export function filterTargetAlwaysExists(location: string): boolean {
  const path = location.startsWith("/hi/") ? location.slice(3) : location;
  const match = /^\/(?:doctors|hospitals|reviews)(?:\/filter\/([a-z0-9_-]+))?$/.exec(path);
  if (!match) return false;
  if (path.startsWith("/reviews/")) return false;
  return (match[1]?.split("_") ?? []).every((pair) =>
    FIXED_VALUE_KEYS.has(pair.split("-")[0] ?? ""),
  );
}
