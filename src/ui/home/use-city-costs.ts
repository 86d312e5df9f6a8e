"use client";

import { useEffect, useState } from "react";
import type { PopularTreatmentCosts } from "@/src/lib/catalog/types";
import type { CityOption } from "@/src/lib/lead/options";
import { loadOnce } from "@/src/ui/lead-form/remote";

/** The visitor's city (src/ui/account/visitor-city.ts): the home page's figures follow it. */
export { useVisitorCity } from "@/src/ui/account/visitor-city";

/**
 * The popular treatments' cost figures in the visitor's city, fetched from the public, cached
 * GET /api/treatments/popular when that city is not the one the cached page shows; null while
 * the page's own figures stand (default city, no choice yet, or the request failed).
 */
export function useCityCosts(
  pageCityId: number,
  city: CityOption | null,
): PopularTreatmentCosts | null {
  const wanted = city && city.CityId !== pageCityId ? city.CityId : null;
  const [costs, setCosts] = useState<PopularTreatmentCosts | null>(null);
  useEffect(() => {
    if (wanted === null) return;
    let live = true;
    loadOnce<PopularTreatmentCosts>(`/api/treatments/popular?cityId=${wanted}`)
      .then((answer) => live && setCosts(answer))
      .catch((error: unknown) => console.warn("home: could not load city costs", error));
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted !== null && costs?.city.id === wanted ? costs : null;
}
