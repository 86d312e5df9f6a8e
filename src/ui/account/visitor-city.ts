"use client";

import { useEffect, useState } from "react";
import { cityPreselectionOrder } from "@/src/lib/lead/city-preselect";
import type { CityOption } from "@/src/lib/lead/options";
import { matchCity } from "@/src/lib/lead/preselect";
import { visitAttribution } from "@/src/ui/lead-form/attribution-store";
import { loadOnce } from "@/src/ui/lead-form/remote";
import { useCredentials } from "./credentials-store";
import { currentCityChoice, useStoredCity } from "./selected-city";

/**
 * The visitor's city on a cached page, as the lead form would preselect it
 * (src/lib/lead/city-preselect.ts): the campaign's ?city= and the city chosen in the Location
 * modal, a profile or a city tile, whichever came later. Resolved against /api/cities (id, name
 * or slug), like the form's; null on the server, before hydration and while none is known, so
 * the cached HTML (the default city's) stands until then.
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
      .catch((error: unknown) => console.warn("could not load the city list", error));
    return () => {
      live = false;
    };
  }, [chosenId, credentials]);
  return city;
}
