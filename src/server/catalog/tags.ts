import "server-only";
import { DEFAULT_CITY_ID } from "@/src/lib/catalog/cities";
import type {
  CatalogEntity,
  ContentLocale,
  MedicalPageKind,
  NearestNeed,
  SitemapEntity,
} from "@/src/lib/catalog/types";
import type { ArticleFilters } from "./articles";
import type { ConditionFilters } from "./conditions";
import type { DoctorFilters } from "./doctors";
import type { HospitalFilters } from "./hospitals";
import type { InsurerFilters } from "./insurers";
import type { PatientReviewFilters, ReviewFilters } from "./reviews";
import type { TestFilters } from "./tests";
import type { TreatmentFilters } from "./treatments";

/**
 * The cache-tag vocabulary of the catalogue (Next.js data cache, `revalidateTag`). Pure logic:
 * no Next.js import, so it is tested directly (tests/unit/catalog-tags.test.ts).
 *
 * Three tags per entity kind, e.g. for doctors:
 * - `catalog:doctor:{slug}`: reads of that one doctor (the profile);
 * - `catalog:doctors`: reads that show doctors other than by their own slug (listings, a
 *   hospital's doctor count, another entity's page that names doctors);
 * - `catalog:doctor`: every read that shows any doctor data, profiles included.
 * Cities are keyed by id (`catalog:city:514`), which also tags every read scoped to that city;
 * articles by language and slug (`catalog:article:hi:{slug}`). `catalog` tags every read.
 *
 * A change to one doctor revalidates `catalog:doctor:{slug}` + `catalog:doctors`: its profile
 * and every page that lists or names doctors, but not the other profiles. A change whose slug is
 * unknown revalidates `catalog:doctor`; a reseed revalidates `catalog`.
 */

const PLURAL: Readonly<Record<CatalogEntity, string>> = {
  doctor: "doctors",
  hospital: "hospitals",
  treatment: "treatments",
  condition: "conditions",
  department: "departments",
  test: "tests",
  insurer: "insurers",
  article: "articles",
  city: "cities",
};

/** Next.js drops tags longer than this (NEXT_CACHE_TAG_MAX_LENGTH). */
const MAX_TAG_LENGTH = 256;

/** Every read that shows any data of this kind. */
export function kindTag(entity: CatalogEntity): string {
  return `catalog:${entity}`;
}

/** Reads that show this kind other than by one entity's own key (lists, names, counts). */
export function listTag(entity: CatalogEntity): string {
  return `catalog:${PLURAL[entity]}`;
}

/**
 * Reads of one entity: slug for most kinds, id for cities, locale + slug for articles. A key too
 * long for a tag (a made-up URL) falls back to the kind tag, which also covers it.
 */
export function entityTag(entity: CatalogEntity, key: string | number, locale?: ContentLocale) {
  const tag =
    entity === "article" ? `catalog:article:${locale ?? "en"}:${key}` : `catalog:${entity}:${key}`;
  return tag.length > MAX_TAG_LENGTH ? kindTag(entity) : tag;
}

/**
 * A campaign page's own tag (`campaign:{kind}:{slug}`): its cached read carries it, and
 * publishing an edit of its texts drops it, and nothing else (campaign pages show no catalogue
 * data that an edit of theirs would move).
 */
export function campaignTag(kind: "marketing" | "campaign", slug: string): string {
  const tag = `campaign:${kind}:${slug}`;
  return tag.length > MAX_TAG_LENGTH ? `campaign:${kind}` : tag;
}

export const catalogTags = {
  all: "catalog",
  doctors: listTag("doctor"),
  doctor: (slug: string) => entityTag("doctor", slug),
  hospitals: listTag("hospital"),
  hospital: (slug: string) => entityTag("hospital", slug),
  treatments: listTag("treatment"),
  treatment: (slug: string) => entityTag("treatment", slug),
  conditions: listTag("condition"),
  condition: (slug: string) => entityTag("condition", slug),
  departments: listTag("department"),
  department: (slug: string) => entityTag("department", slug),
  tests: listTag("test"),
  test: (slug: string) => entityTag("test", slug),
  insurers: listTag("insurer"),
  insurer: (slug: string) => entityTag("insurer", slug),
  articles: listTag("article"),
  article: (locale: ContentLocale, slug: string) => entityTag("article", slug, locale),
  cities: listTag("city"),
  city: (id: number) => entityTag("city", id),
  kind: kindTag,
} as const;

export interface ReadSpec {
  /** The one entity the read is about (a profile or detail page). */
  own?: { entity: CatalogEntity; key: string | number; locale?: ContentLocale };
  /** Kinds whose data the read shows other than through `own` (lists, names, counts). */
  shows: readonly CatalogEntity[];
  /** The city the read is scoped to (listings and costs in one city). */
  cityId?: number;
}

/** The tags of one cached read. */
export function readTags(spec: ReadSpec): string[] {
  const tags = new Set<string>([catalogTags.all]);
  if (spec.own) {
    tags.add(entityTag(spec.own.entity, spec.own.key, spec.own.locale));
    tags.add(kindTag(spec.own.entity));
  }
  for (const entity of spec.shows) {
    tags.add(listTag(entity));
    tags.add(kindTag(entity));
  }
  if (spec.cityId !== undefined) tags.add(catalogTags.city(spec.cityId));
  return [...tags];
}

/**
 * The tags to revalidate after a content change: one entity (`key` given: its slug, a city's id),
 * a whole kind (no key), or the whole catalogue (nothing given). An article without a locale
 * revalidates its slug in both languages.
 */
export function tagsToRevalidate(
  entity?: CatalogEntity,
  key?: string | number,
  locale?: ContentLocale,
): string[] {
  if (entity === undefined) return [catalogTags.all];
  if (key === undefined) return [kindTag(entity)];
  const own =
    entity === "article" && locale === undefined
      ? [entityTag(entity, key, "en"), entityTag(entity, key, "hi")]
      : [entityTag(entity, key, locale)];
  return [...own, listTag(entity)];
}

/** The kind whose changes move a sitemap source's rows (authors, reviewers, videos are content). */
function sitemapKind(entity: SitemapEntity): CatalogEntity {
  return entity === "author" || entity === "reviewer" || entity === "video" ? "article" : entity;
}

/** The kinds whose changes move a nearest-cities answer of each need. */
const NEED_SHOWS: Readonly<Record<NearestNeed["kind"], readonly CatalogEntity[]>> = {
  "treatment-doctors": ["doctor", "treatment", "city"],
  "treatment-hospitals": ["hospital", "treatment", "city"],
  "speciality-doctors": ["doctor", "department", "city"],
  "speciality-hospitals": ["hospital", "department", "city"],
  "insurer-cashless": ["hospital", "insurer", "city"],
  "insurer-hospitals": ["hospital", "insurer", "city"],
  "pmjay-treatment": ["hospital", "treatment", "city"],
};

/** The tags of every cached read in ./cached, by read name. */
export const READ_TAGS = {
  cities: () => readTags({ shows: ["city"] }),
  cityBySlug: (_slug: string) => readTags({ shows: ["city"] }),
  localities: (cityId: number) => readTags({ shows: ["city"], cityId }),
  menuGroups: (_locale?: ContentLocale) =>
    readTags({ shows: ["department", "condition", "treatment"] }),
  homeData: (cityId?: number) =>
    readTags({
      shows: ["city", "treatment", "department", "hospital", "doctor"],
      cityId: cityId ?? DEFAULT_CITY_ID,
    }),
  doctors: (f: DoctorFilters = {}) =>
    readTags({ shows: ["doctor", "city", "department", "hospital"], cityId: f.cityId }),
  doctorBySlug: (slug: string) =>
    readTags({
      own: { entity: "doctor", key: slug },
      shows: ["hospital", "treatment", "department", "city"],
    }),
  doctorLanguages: (options: { cityId?: number } = {}) =>
    readTags({ shows: ["doctor"], cityId: options.cityId }),
  // Reviews are stored with the doctor or hospital they are about: either kind's change may move them.
  reviews: (_f: ReviewFilters) => readTags({ shows: ["doctor", "hospital", "treatment"] }),
  // /reviews: every review with its city, treatment, doctor and hospital names.
  patientReviews: (f: PatientReviewFilters = {}) =>
    readTags({ shows: ["doctor", "hospital", "treatment", "city"], cityId: f.cityId }),
  reviewFacets: () => readTags({ shows: ["doctor", "hospital", "treatment", "city"] }),
  hospitals: (f: HospitalFilters = {}) =>
    readTags({
      shows: f.treatmentId === undefined ? ["hospital", "city"] : ["hospital", "city", "treatment"],
      cityId: f.cityId,
    }),
  hospitalBySlug: (slug: string) =>
    readTags({
      own: { entity: "hospital", key: slug },
      shows: ["department", "insurer", "city", "doctor", "treatment"],
    }),
  treatments: (f: TreatmentFilters = {}) =>
    readTags({ shows: ["treatment", "department"], cityId: f.cityId }),
  treatmentBySlug: (slug: string, options: { cityId?: number } = {}) =>
    readTags({
      own: { entity: "treatment", key: slug },
      shows: ["condition", "department", "city"],
      cityId: options.cityId,
    }),
  conditions: (_f: ConditionFilters = {}) => readTags({ shows: ["condition", "department"] }),
  conditionBySlug: (slug: string) =>
    readTags({ own: { entity: "condition", key: slug }, shows: ["treatment", "department"] }),
  departments: () => readTags({ shows: ["department", "treatment", "condition"] }),
  departmentBySlug: (slug: string) =>
    readTags({
      own: { entity: "department", key: slug },
      shows: ["treatment", "condition", "test"],
    }),
  tests: (f: TestFilters = {}) => readTags({ shows: ["test", "department"], cityId: f.cityId }),
  testBySlug: (slug: string, options: { cityId?: number } = {}) =>
    readTags({
      own: { entity: "test", key: slug },
      shows: ["department", "city"],
      cityId: options.cityId,
    }),
  insurers: (f: InsurerFilters = {}) =>
    readTags({ shows: ["insurer", "hospital"], cityId: f.cityId }),
  insurerBySlug: (slug: string, options: { cityId?: number } = {}) =>
    readTags({
      own: { entity: "insurer", key: slug },
      shows: ["hospital"],
      cityId: options.cityId,
    }),
  articles: (_f: ArticleFilters) => readTags({ shows: ["article", "department"] }),
  // Its translations are other articles: any article change may move its hreflang links.
  articleBySlug: (locale: ContentLocale, slug: string) =>
    readTags({
      own: { entity: "article", key: slug, locale },
      shows: ["article", "department", "treatment"],
    }),
  slugsWithUpdatedAt: (entity: SitemapEntity) => readTags({ shows: [sitemapKind(entity)] }),
  // Medical pages. A page's review names a reviewer (content: the article kind covers reviewers).
  medicalPage: (kind: MedicalPageKind, _entityId: number, _locale?: ContentLocale) =>
    readTags({ shows: [kind, "article"] }),
  // With each insurer's cashless hospitals per city and PM-JAY's for the treatment.
  estimateData: (slug: string) =>
    readTags({ own: { entity: "treatment", key: slug }, shows: ["city", "insurer", "hospital"] }),
  departmentCities: (_departmentId: number) =>
    readTags({ shows: ["department", "hospital", "city"] }),
  // The nearest cities that have what a city lacks: counts over every city, so no city tag.
  nearestCities: (_cityId: number, need: NearestNeed, _limit?: number) =>
    readTags({ shows: NEED_SHOWS[need.kind] }),
  // The coverage check's treatments.
  estimateTreatments: () => readTags({ shows: ["treatment"] }),
} as const;

export type CachedReadName = keyof typeof READ_TAGS;
