import "server-only";
import { cache } from "react";
import type { City, HospitalSummary, Insurer, Page } from "@/src/lib/catalog/types";
import {
  cachedCities,
  cachedCityBySlug,
  cachedEstimateTreatments,
  cachedHospitals,
  cachedInsurerBySlug,
  cachedInsurers,
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
  /** The hospitals that accept it (in the city, when there is one), cashless ones first. */
  hospitals: Page<HospitalSummary>;
  /** The popular cities, for the insurer's city pages. */
  cities: City[];
  /** The treatments its coverage check offers (those with an itemised estimate). */
  estimateTreatments: { slug: string; name: string; nameHi: string | null }[];
}

/** An insurer's page, all India or in one city; null when the insurer or the city is unknown. */
export const loadInsurerPage = cache(
  async (insurerSlug: string, citySlug?: string): Promise<InsurerPageData | null> => {
    const city = citySlug ? await cachedCityBySlug(citySlug) : null;
    if (citySlug && !city) return null;
    const insurer = await cachedInsurerBySlug(insurerSlug, city ? { cityId: city.id } : {});
    if (!insurer) return null;
    const [hospitals, cities, estimateTreatments] = await Promise.all([
      cachedHospitals({ insurerId: insurer.id, cityId: city?.id, limit: 20 }),
      cachedCities(),
      cachedEstimateTreatments(),
    ]);
    return {
      insurer,
      city,
      hospitals,
      cities: cities.filter((c) => c.popularRank !== null),
      estimateTreatments,
    };
  },
);
