import "server-only";
import { cache } from "react";
import type { City, HospitalSummary, Insurer, NearestAnswer, Page } from "@/src/lib/catalog/types";
import {
  cachedCities,
  cachedCityBySlug,
  cachedEstimateTreatments,
  cachedHospitals,
  cachedInsurerBySlug,
  cachedInsurers,
  cachedNearestCities,
} from "@/src/server/catalog/cached";

/** /hospitals/insurance: government schemes and private insurers, each with its hospital count. */
export const loadInsuranceIndex = cache(async () => {
  const all = await cachedInsurers({});
  return {
    government: all.filter((i) => i.type === "Govt."),
    private: all.filter((i) => i.type === "Private"),
  };
});

export interface InsurerPageData {
  insurer: Insurer;
  city: City | null;
  /** One page of the hospitals that accept it (in the city, when there is one), cashless first. */
  hospitals: Page<HospitalSummary>;
  /** This page's number (1 up) and how many there are, INSURER_PAGE_SIZE hospitals a page. */
  page: number;
  pages: number;
  /** The popular cities, for the insurer's city pages. */
  cities: City[];
  /** The treatments its coverage check offers (those with an itemised estimate). */
  estimateTreatments: { slug: string; name: string; nameHi: string | null }[];
  /** A city with no hospital that accepts it: the nearest cities with one (DS-36); else null. */
  nearest: NearestAnswer | null;
}

/** Hospitals a page on an insurer's pages: as many as a listing's (DS-25). */
export const INSURER_PAGE_SIZE = 20;

/**
 * An insurer's page, all India or in one city, and which page of its hospitals; null when the
 * insurer or the city is unknown, or the page is past the last (DS-25: paged like the listings).
 */
export const loadInsurerPage = cache(
  async (insurerSlug: string, citySlug?: string, page = 1): Promise<InsurerPageData | null> => {
    const city = citySlug ? await cachedCityBySlug(citySlug) : null;
    if (citySlug && !city) return null;
    const insurer = await cachedInsurerBySlug(insurerSlug, city ? { cityId: city.id } : {});
    if (!insurer) return null;
    const [hospitals, cities, estimateTreatments] = await Promise.all([
      cachedHospitals({
        insurerId: insurer.id,
        cityId: city?.id,
        limit: INSURER_PAGE_SIZE,
        offset: (page - 1) * INSURER_PAGE_SIZE,
      }),
      cachedCities(),
      cachedEstimateTreatments(),
    ]);
    const pages = Math.max(1, Math.ceil(hospitals.total / INSURER_PAGE_SIZE));
    if (page > pages) return null;
    // None here: the nearest cities whose page for the insurer lists a hospital, counted alike.
    const nearest =
      city && hospitals.total === 0
        ? await cachedNearestCities(city.id, { kind: "insurer-hospitals", insurerId: insurer.id })
        : null;
    return {
      nearest,
      insurer,
      city,
      hospitals,
      page,
      pages,
      cities: cities.filter((c) => c.popularRank !== null),
      estimateTreatments,
    };
  },
);
