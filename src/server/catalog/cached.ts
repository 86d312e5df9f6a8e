import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { cache } from "react";
import { type Database, getDb } from "@/src/db";
import type { CatalogEntity, ContentLocale } from "@/src/lib/catalog/types";
import { getArticleBySlug, listArticles } from "./articles";
import { getCityBySlug, listCities, listLocalities } from "./cities";
import { getConditionBySlug, listConditions } from "./conditions";
import { getDepartmentBySlug, listDepartmentCities, listDepartments } from "./departments";
import { getDoctorBySlug, listDoctorLanguages, listDoctors } from "./doctors";
import { getHomeData } from "./home";
import { getHospitalBySlug, listHospitals } from "./hospitals";
import { getInsurerBySlug, listInsurers } from "./insurers";
import { getEstimateData, getMedicalPage, listEstimateTreatments } from "./medical";
import { getMenuGroups } from "./menu";
import { nearestCitiesWith } from "./nearest";
import { listPatientReviews, listReviewFacets, listReviews } from "./reviews";
import { listSlugsWithUpdatedAt } from "./sitemap";
import { type CachedReadName, READ_TAGS, tagsToRevalidate } from "./tags";
import { getTestBySlug, listTests } from "./tests";
import { getTreatmentBySlug, listTreatments } from "./treatments";

/**
 * The catalogue reads pages and `generateMetadata` call: `cachedDoctorBySlug(slug)` etc.
 *
 * - React `cache()` makes one render share one call: the page and its generateMetadata asking
 *   for the same doctor run one query.
 * - Next.js `unstable_cache` keeps the result across requests, tagged with the vocabulary of
 *   ./tags, so a content change is published with `revalidateCatalog(entity, slug)` instead of
 *   a list of page paths. The results travel through that cache as JSON, hence the plain-JSON
 *   app types (ISO date strings, null for absent).
 * - Each wrapper opens the database itself (`getDb()`), only when a page renders at request time;
 *   called during `next build` it throws, because build workers must never open the embedded
 *   database (docs/decisions/0002-pglite-default-postgresql-production.md).
 *
 * Outside a Next.js request (Vitest, scripts) unstable_cache throws ("incrementalCache missing"):
 * there, call the plain `(db, …args)` functions of the entity modules.
 */

/** How long a cached read may serve without a tag revalidation: the safety net for edits made
 * straight in the database. Pages' own ISR times are in the page registry. */
export const CATALOG_REVALIDATE_SECONDS = 3600;

/** Trailing undefined arguments dropped, so `f()` and `f(undefined)` share a key. */
function trimArgs(args: readonly unknown[]): unknown[] {
  let end = args.length;
  while (end > 0 && args[end - 1] === undefined) end--;
  return args.slice(0, end);
}

/** A JSON key with object keys sorted, so `{ a, b }` and `{ b, a }` are one cache entry. */
export function cacheKey(args: readonly unknown[]): string {
  return JSON.stringify(trimArgs(args), (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : value,
  );
}

/**
 * Wraps a plain read `(db, ...args)` into `(...args)`: React cache() per render around Next.js's
 * data cache with the read's tags. Arguments must be JSON (numbers, strings, plain objects);
 * both layers are keyed by their JSON, and the read receives them as JSON parses them.
 */
function cachedRead<N extends CachedReadName, A extends Parameters<(typeof READ_TAGS)[N]>, R>(
  name: N,
  read: (db: Database, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const tagsOf = READ_TAGS[name] as (...args: A) => string[];
  const perRender = cache((key: string): Promise<R> => {
    const args = JSON.parse(key) as A;
    return unstable_cache(() => read(getDb(), ...args), ["catalog", name, key], {
      tags: tagsOf(...args),
      revalidate: CATALOG_REVALIDATE_SECONDS,
    })();
  });
  return (...args: A) => perRender(cacheKey(args));
}

export const cachedCities = cachedRead("cities", listCities);
export const cachedCityBySlug = cachedRead("cityBySlug", getCityBySlug);
export const cachedLocalities = cachedRead("localities", listLocalities);
export const cachedMenuGroups = cachedRead("menuGroups", getMenuGroups);
export const cachedHomeData = cachedRead("homeData", getHomeData);
export const cachedDoctors = cachedRead("doctors", listDoctors);
export const cachedDoctorBySlug = cachedRead("doctorBySlug", getDoctorBySlug);
export const cachedDoctorLanguages = cachedRead("doctorLanguages", listDoctorLanguages);
export const cachedReviews = cachedRead("reviews", listReviews);
export const cachedPatientReviews = cachedRead("patientReviews", listPatientReviews);
export const cachedReviewFacets = cachedRead("reviewFacets", listReviewFacets);
export const cachedHospitals = cachedRead("hospitals", listHospitals);
export const cachedHospitalBySlug = cachedRead("hospitalBySlug", getHospitalBySlug);
export const cachedTreatments = cachedRead("treatments", listTreatments);
export const cachedTreatmentBySlug = cachedRead("treatmentBySlug", getTreatmentBySlug);
export const cachedConditions = cachedRead("conditions", listConditions);
export const cachedConditionBySlug = cachedRead("conditionBySlug", getConditionBySlug);
export const cachedDepartments = cachedRead("departments", listDepartments);
export const cachedDepartmentBySlug = cachedRead("departmentBySlug", getDepartmentBySlug);
export const cachedTests = cachedRead("tests", listTests);
export const cachedTestBySlug = cachedRead("testBySlug", getTestBySlug);
export const cachedInsurers = cachedRead("insurers", listInsurers);
export const cachedInsurerBySlug = cachedRead("insurerBySlug", getInsurerBySlug);
export const cachedArticles = cachedRead("articles", listArticles);
export const cachedArticleBySlug = cachedRead("articleBySlug", getArticleBySlug);
export const cachedSlugsWithUpdatedAt = cachedRead("slugsWithUpdatedAt", listSlugsWithUpdatedAt);
export const cachedMedicalPage = cachedRead("medicalPage", getMedicalPage);
export const cachedEstimateData = cachedRead("estimateData", getEstimateData);
export const cachedEstimateTreatments = cachedRead("estimateTreatments", listEstimateTreatments);
export const cachedDepartmentCities = cachedRead("departmentCities", listDepartmentCities);
export const cachedNearestCities = cachedRead("nearestCities", nearestCitiesWith);

/**
 * Publishes a content change: revalidates the tags of one entity (`key`: its slug, a city's id),
 * of a whole kind (no key) or of the whole catalogue (no entity). Call it from a route handler or
 * a server action after the write, never while rendering (Next.js throws there). The default
 * profile "max" marks the entries stale: the next visit gets the old page once while the new one
 * renders (stale-while-revalidate); `{ expire: 0 }` expires them at once instead.
 * Returns the tags it revalidated.
 */
export function revalidateCatalog(
  entity?: CatalogEntity,
  key?: string | number,
  options: { locale?: ContentLocale; profile?: string | { expire?: number } } = {},
): string[] {
  const tags = tagsToRevalidate(entity, key, options.locale);
  for (const tag of tags) revalidateTag(tag, options.profile ?? "max");
  return tags;
}
