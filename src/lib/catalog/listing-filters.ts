/**
 * Filters, sort and page of the doctor and hospital listings, kept in the URL's path so that
 * every combination is one cacheable ISR page (docs/architecture.md "Doctors, hospitals and
 * insurance"). A filtered listing is `/{kind}` or `/{city}/{kind}` plus `/filter/{segment}`, the
 * segment being `key-value` pairs joined by `_` in the fixed order of FILTER_KEYS:
 *
 *   /delhi-ncr/doctors/filter/speciality-cardiology_gender-female_insurer-star-health_page-2
 *
 * There is exactly one URL per combination: `parseFilterSegment` accepts only what
 * `filterSegment` writes (keys in order, no defaults, no repeats), so a search engine never sees
 * two addresses of one list. Slugs (locality, insurer, speciality, language) are only checked
 * for their shape here; the page answers 404 when the catalogue has no such slug.
 *
 * Pure: used by the pages, the filter form's redirect handler and the tests.
 */

import { type LatLng, nearestFirst } from "./distance";

export type ListingKind = "doctors" | "hospitals";

export const GENDERS = ["female", "male"] as const;
export const EXPERIENCE_MIN = ["5", "10", "15", "20"] as const;
/** Consultation-fee bands in rupees: `0-500` is up to ₹500, `2000-up` from ₹2,000. */
export const FEE_BANDS = ["0-500", "500-1000", "1000-2000", "2000-up"] as const;
export const ACCREDITATIONS = ["nabh", "jci"] as const;
export const DOCTOR_SORTS = ["relevance", "experience", "rating", "fee"] as const;
export const HOSPITAL_SORTS = ["relevance", "rating", "beds"] as const;

export type DoctorSort = (typeof DOCTOR_SORTS)[number];
export type HospitalSort = (typeof HOSPITAL_SORTS)[number];

export interface ListingFilters {
  /** Alone with a city, the speciality is a path segment instead (listingPath). */
  speciality?: string;
  locality?: string;
  gender?: (typeof GENDERS)[number];
  language?: string;
  experience?: (typeof EXPERIENCE_MIN)[number];
  fee?: (typeof FEE_BANDS)[number];
  insurer?: string;
  ayushman?: "yes";
  accreditation?: (typeof ACCREDITATIONS)[number];
  sort?: DoctorSort | HospitalSort;
  /** 2 and up; page 1 is the page without it. */
  page?: number;
}

type FilterKey = keyof ListingFilters;

/** The keys in the order URLs write them. */
export const FILTER_KEYS: readonly FilterKey[] = [
  "speciality",
  "locality",
  "gender",
  "language",
  "experience",
  "fee",
  "insurer",
  "ayushman",
  "accreditation",
  "sort",
  "page",
];

/** The filters each listing offers (hospitals have no gender, language, experience or fee). */
export const KIND_KEYS: Record<ListingKind, readonly FilterKey[]> = {
  doctors: FILTER_KEYS,
  hospitals: ["speciality", "locality", "insurer", "ayushman", "accreditation", "sort", "page"],
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The largest page number a URL may ask for (50,000 doctors at 20 a page). */
export const MAX_PAGE = 2500;

/** A slug in a filter URL: lower case, digits and single dashes, at most 80 characters. */
export function isSlug(value: string): boolean {
  return value.length <= 80 && SLUG.test(value);
}

/**
 * The path segment a navigating dropdown's chosen value gives (RT-35): lower case, each run of
 * spaces a dash ('Delhi NCR' → 'delhi-ncr'); blank is none. The option values our dropdowns send
 * are slugs already, which this leaves as they are.
 */
export function dropdownSegment(value: string | null | undefined): string | undefined {
  return value?.trim().toLowerCase().replace(/\s+/g, "-") || undefined;
}

/** A page number a filter URL may carry: 2..MAX_PAGE (page 1 is the URL without it). */
export function isPageNumber(value: string): boolean {
  if (!/^[1-9][0-9]{0,3}$/.test(value)) return false;
  const n = Number(value);
  return n >= 2 && n <= MAX_PAGE;
}

function validValue(kind: ListingKind, key: FilterKey, value: string): boolean {
  switch (key) {
    case "gender":
      return (GENDERS as readonly string[]).includes(value);
    case "experience":
      return (EXPERIENCE_MIN as readonly string[]).includes(value);
    case "fee":
      return (FEE_BANDS as readonly string[]).includes(value);
    case "ayushman":
      return value === "yes";
    case "accreditation":
      return (ACCREDITATIONS as readonly string[]).includes(value);
    case "sort":
      return (
        value !== "relevance" &&
        ((kind === "doctors" ? DOCTOR_SORTS : HOSPITAL_SORTS) as readonly string[]).includes(value)
      );
    case "page":
      return isPageNumber(value);
    default:
      return isSlug(value);
  }
}

/**
 * The filters with defaults removed and invalid values dropped: sort 'relevance' and page 1
 * are the base page's. Used by the redirect handler on what a form sent.
 */
export function cleanFilters(
  kind: ListingKind,
  input: Partial<Record<FilterKey, string | undefined>>,
): { filters: ListingFilters; invalid: FilterKey[] } {
  const filters: Record<string, string | number> = {};
  const invalid: FilterKey[] = [];
  for (const key of KIND_KEYS[kind]) {
    const raw = input[key]?.trim().toLowerCase();
    if (!raw || (key === "sort" && raw === "relevance") || (key === "page" && raw === "1")) {
      continue;
    }
    if (!validValue(kind, key, raw)) {
      invalid.push(key);
      continue;
    }
    filters[key] = key === "page" ? Number(raw) : raw;
  }
  return { filters: filters as ListingFilters, invalid };
}

/** The path segment of a set of filters; '' when they are the base page's. */
export function filterSegment(kind: ListingKind, filters: ListingFilters): string {
  return joinSegment(KIND_KEYS[kind], filters);
}

/**
 * `key-value` pairs of the given values joined by `_`, in the order of `keys` (the shape of every
 * filter URL: listings, /reviews); '' without values.
 */
export function joinSegment<K extends string>(
  keys: readonly K[],
  values: Partial<Record<K, string | number>>,
): string {
  return keys
    .filter((key) => values[key] !== undefined)
    .map((key) => `${key}-${values[key]}`)
    .join("_");
}

/**
 * The raw values of a filter segment, or null when it is not made of `key-value` pairs of these
 * keys, each at most once. The caller checks the values and that joinSegment gives it back.
 */
export function splitSegment<K extends string>(
  keys: readonly K[],
  segment: string,
): Partial<Record<K, string>> | null {
  if (!segment || segment.length > 400) return null;
  const input: Partial<Record<K, string>> = {};
  for (const part of segment.split("_")) {
    const dash = part.indexOf("-");
    const key = part.slice(0, dash) as K;
    if (dash < 1 || !keys.includes(key) || input[key] !== undefined) return null;
    input[key] = part.slice(dash + 1);
  }
  return input;
}

/** The filters a path segment names; null unless it is exactly what filterSegment writes. */
export function parseFilterSegment(kind: ListingKind, segment: string): ListingFilters | null {
  const input = splitSegment(KIND_KEYS[kind], segment);
  if (!input) return null;
  const { filters, invalid } = cleanFilters(kind, input);
  if (invalid.length > 0) return null;
  const canonical = filterSegment(kind, filters);
  return canonical !== "" && canonical === segment ? filters : null;
}

export interface ListingBase {
  kind: ListingKind;
  city?: string;
  speciality?: string;
}

/**
 * The listing's path with these filters (the base path when there are none). A city's
 * speciality is a path segment of its own (`/pune/doctors/cardiology`) until another filter is
 * chosen; then it is one of the filters (`/pune/doctors/filter/speciality-cardiology_gender-male`),
 * so that every filtered listing has one shape of URL (and Next.js one rewrite fewer).
 */
export function listingPath(base: ListingBase, filters: ListingFilters): string {
  const own: ListingFilters = { ...filters };
  const speciality = base.speciality ?? own.speciality;
  delete own.speciality;
  const rest = filterSegment(base.kind, own);
  if (base.city && speciality && !rest) return `/${base.city}/${base.kind}/${speciality}`;
  const segment = filterSegment(base.kind, { ...own, speciality });
  const root = base.city ? `/${base.city}/${base.kind}` : `/${base.kind}`;
  return segment ? `${root}/filter/${segment}` : root;
}

/**
 * The city's hospitals that take an insurer (the registry's `city-insurer` route, built here
 * without the registry for the browser's estimate panel; tests/unit/registry-boundary.test.ts
 * checks the two agree).
 */
export function cityInsurerPath(city: string, insurer: string): string {
  return `/${city}/hospitals/insurance/${insurer}`;
}

/**
 * Whether a filter segment is one of our URLs under this listing: with a city, a speciality
 * alone is the speciality's own path, never a filter.
 */
export function isOwnSegment(withCity: boolean, filters: ListingFilters): boolean {
  return !(withCity && filters.speciality && Object.keys(filters).length === 1);
}

/**
 * How many filters narrow the list: the number on the phones' "Filters (n chosen)" button. The
 * page and the sort narrow nothing, and under a city the speciality is what the page is about
 * (its path and its title: "Cardiology doctors in Pune"), even when the segment carries it
 * beside other filters; only the all-India listings filter by speciality.
 */
export function chosenFilterCount(filters: ListingFilters, withCity: boolean): number {
  return (Object.keys(filters) as FilterKey[]).filter(
    (key) => key !== "page" && key !== "sort" && !(key === "speciality" && withCity),
  ).length;
}

/** Whether the list differs from the base page's (a filter that narrows it, or another page). */
export function narrowsList(filters: ListingFilters): boolean {
  return Object.keys(filters).some((key) => key !== "sort");
}

/** The fee band as a rupee range (max null: no upper bound). */
export function feeRange(band: (typeof FEE_BANDS)[number]): { min: number; max: number | null } {
  const [min, max] = band.split("-");
  return { min: Number(min), max: max === "up" ? null : Number(max) };
}

/** The `count` cities nearest to `from`, itself excluded, nearest first. */
export function nearestCities<C extends { id: number } & LatLng>(
  from: C,
  cities: readonly C[],
  count: number,
): C[] {
  return nearestFirst(
    from,
    cities.filter((c) => c.id !== from.id),
    (c) => c,
  )
    .slice(0, count)
    .map((x) => x.item);
}

/**
 * Where the listings' filter form (a GET form) sends the browser: the listing's path for what
 * was chosen, or the names of the fields whose values are not valid. `kind`, `city` and
 * `speciality` choose the listing (a city or speciality chosen in its dropdown navigates to its
 * path); the other fields are filters.
 */
export function filterRedirect(
  query: URLSearchParams,
): { location: string } | { invalid: string[] } {
  const kind = query.get("kind");
  if (kind !== "doctors" && kind !== "hospitals") return { invalid: ["kind"] };
  const city = dropdownSegment(query.get("city"));
  const speciality = dropdownSegment(query.get("speciality"));
  const invalid: string[] = [];
  if (city && !isSlug(city)) invalid.push("city");
  if (speciality && !isSlug(speciality)) invalid.push("speciality");
  const input: Partial<Record<FilterKey, string>> = {};
  for (const key of KIND_KEYS[kind]) {
    if (key === "speciality" || key === "page") continue;
    input[key] = query.get(key) ?? undefined;
  }
  const clean = cleanFilters(kind, input);
  invalid.push(...clean.invalid);
  if (invalid.length > 0) return { invalid };
  return { location: listingPath({ kind, city }, { speciality, ...clean.filters }) };
}
