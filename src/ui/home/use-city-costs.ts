"use client";

import { useEffect, useState } from "react";
import type { PopularTreatmentCosts } from "@/src/lib/catalog/types";
import { cityPreselectionOrder } from "@/src/lib/lead/city-preselect";
import type { CityOption } from "@/src/lib/lead/options";
import { matchCity } from "@/src/lib/lead/preselect";
import { useCredentials } from "@/src/ui/account/credentials-store";
import { currentCityChoice, useStoredCity } from "@/src/ui/account/selected-city";
import { visitAttribution } from "@/src/ui/lead-form/attribution-store";
import { loadOnce } from "@/src/ui/lead-form/remote";

/**
 * The visitor's city for the home page's cost figures, as the lead form would preselect it
 * (src/lib/lead/city-preselect.ts): the campaign's ?city= and the city chosen in the Location
 * modal, a profile or a city tile, whichever came later. Resolved against /api/cities (id, name
 * or slug), like the form's.
 */
export function useVisitorCity(): CityOption | null {
  const credentials = useCredentials();
  const stored = useStoredCity();
  const [city, setCity] = useState<CityOption | null>(null);
  const chosenId = credentials?.selectedCity?.cityid ?? stored?.cityid;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read whenever the choice changes
  useEffect(() => {
    const choice = currentCityChoice(credentials);
    const visit = visitAttribution(window.location.search);
    const order = cityPreselectionOrder({
      campaign: visit.attribution?.city,
      campaignAt: visit.at,
      chosen: choice?.city.cityid,
      chosenAt: choice?.at,
    });
    if (order.length === 0) return;
    let live = true;
    loadOnce<CityOption[]>("/api/cities")
      .then((cities) => {
        const match = order.map((wanted) => matchCity(cities, wanted)).find(Boolean);
        if (live && match) setCity(match);
      })
      .catch((error: unknown) => console.warn("home: could not load the city list", error));
    return () => {
      live = false;
    };
  }, [chosenId, credentials]);
  return city;
}

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
