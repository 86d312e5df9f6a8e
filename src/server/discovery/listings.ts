import "server-only";
import { cache } from "react";
import {
  feeRange,
  isOwnSegment,
  type ListingFilters,
  type ListingKind,
  listingPath,
  narrowsList,
  parseFilterSegment,
} from "@/src/lib/catalog/listing-filters";
import type {
  City,
  DepartmentSummary,
  DoctorSummary,
  HospitalSummary,
  Insurer,
  LocalityRef,
  NearestAnswer,
  Page,
} from "@/src/lib/catalog/types";
import {
  cachedCities,
  cachedCityBySlug,
  cachedDepartments,
  cachedDoctorLanguages,
  cachedDoctors,
  cachedHospitals,
  cachedInsurers,
  cachedLocalities,
  cachedNearestCities,
} from "@/src/server/catalog/cached";
import type { DoctorFilters } from "@/src/server/catalog/doctors";
import type { HospitalFilters } from "@/src/server/catalog/hospitals";

export const LISTING_PAGE_SIZE = 20;

/** A language's slug in listing URLs: 'Hindi' → 'hindi'. */
export function languageSlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, "-");
}

export interface ListingData {
  kind: ListingKind;
  city: City | null;
  speciality: DepartmentSummary | null;
  filters: ListingFilters;
  page: number;
  pages: number;
  result: Page<DoctorSummary> | Page<HospitalSummary>;
  /** Whether the list differs from the unfiltered listing's (canonical to itself, else the base). */
  distinct: boolean;
  cities: City[];
  departments: DepartmentSummary[];
  localities: LocalityRef[];
  insurers: Insurer[];
  languages: string[];
  /**
   * An empty listing of a city's speciality: how many the city has of it at all and the nearest
   * cities that have some (DS-35); null when the listing is not empty or has no city or speciality.
   */
  nearest: NearestAnswer | null;
}

/**
 * One listing page: the path's city, speciality and filter segment resolved against the
 * catalogue; null (the page answers 404) when any of them names nothing, or the page is past the
 * last. Shared by the page and its metadata within one render (React cache).
 */
export const loadListing = cache(
  async (
    kind: ListingKind,
    citySlug: string | undefined,
    specialitySlug: string | undefined,
    segment: string | undefined,
  ): Promise<ListingData | null> => {
    const filters = segment === undefined ? {} : parseFilterSegment(kind, segment);
    // A city's speciality alone is its own path (/pune/doctors/cardiology), not a filter URL.
    if (!filters || !isOwnSegment(Boolean(citySlug), filters)) return null;
    const [city, cities, departments, insurers] = await Promise.all([
      citySlug ? cachedCityBySlug(citySlug) : null,
      cachedCities(),
      cachedDepartments(),
      cachedInsurers({}),
    ]);
    if (citySlug && !city) return null;
    const deptSlug = specialitySlug ?? filters.speciality;
    const speciality = deptSlug ? (departments.find((d) => d.slug === deptSlug) ?? null) : null;
    if (deptSlug && !speciality) return null;
    const [localities, languages] = await Promise.all([
      city ? cachedLocalities(city.id) : [],
      kind === "doctors" ? cachedDoctorLanguages(city ? { cityId: city.id } : {}) : [],
    ]);
    const locality = filters.locality
      ? localities.find((l) => l.slug === filters.locality)
      : undefined;
    const insurer = filters.insurer ? insurers.find((i) => i.slug === filters.insurer) : undefined;
    if ((filters.locality && !locality) || (filters.insurer && !insurer)) return null;
    if (filters.language && !languages.some((l) => languageSlug(l) === filters.language)) {
      return null;
    }
    const page = filters.page ?? 1;
    const common = {
      cityId: city?.id,
      departmentId: speciality?.id,
      localityId: locality?.id,
      insurerId: insurer?.id,
      ayushman: filters.ayushman === "yes" ? true : undefined,
      accreditation: filters.accreditation?.toUpperCase(),
      limit: LISTING_PAGE_SIZE,
      offset: (page - 1) * LISTING_PAGE_SIZE,
    };
    const fee = filters.fee ? feeRange(filters.fee) : undefined;
    const result =
      kind === "doctors"
        ? await cachedDoctors({
            ...common,
            gender: filters.gender,
            language: filters.language,
            minExperience: filters.experience ? Number(filters.experience) : undefined,
            feeMin: fee?.min,
            feeMax: fee?.max ?? undefined,
            sort: filters.sort as DoctorFilters["sort"],
          })
        : await cachedHospitals({ ...common, sort: filters.sort as HospitalFilters["sort"] });
    const pages = Math.max(1, Math.ceil(result.total / LISTING_PAGE_SIZE));
    if (page > pages) return null;
    let distinct = narrowsList(filters);
    if (distinct && page === 1) {
      // A filter that leaves every doctor in lists the same ones as the base page.
      const base = { cityId: city?.id, departmentId: speciality?.id, limit: 1 };
      const all = kind === "doctors" ? await cachedDoctors(base) : await cachedHospitals(base);
      distinct = all.total !== result.total;
    }
    // Nothing listed: whether the city lacks the speciality itself, and where the nearest is.
    const nearest =
      result.total === 0 && city && speciality
        ? await cachedNearestCities(city.id, {
            kind: kind === "doctors" ? "speciality-doctors" : "speciality-hospitals",
            departmentId: speciality.id,
          })
        : null;
    return {
      kind,
      city,
      speciality,
      filters,
      page,
      pages,
      result,
      distinct,
      cities,
      departments,
      localities,
      insurers,
      languages,
      nearest,
    };
  },
);

/** This listing's path with other filters (pagination, canonical); the speciality kept. */
export function pathOf(data: ListingData, filters: ListingFilters): string {
  return listingPath(
    { kind: data.kind, city: data.city?.slug, speciality: data.speciality?.slug },
    filters,
  );
}
