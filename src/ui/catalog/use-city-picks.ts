"use client";

import { useEffect, useState } from "react";
import type { CityPicks } from "@/src/lib/catalog/types";
import type { CityOption } from "@/src/lib/lead/options";
import { useVisitorCity } from "@/src/ui/account/visitor-city";
import { loadOnce } from "@/src/ui/lead-form/remote";

/** The visitor's city when the page should follow it (known, and not the page's own). */
export function useOtherCity(pageCityId: number, follow: boolean): CityOption | null {
  const visitor = useVisitorCity();
  return follow && visitor && visitor.CityId !== pageCityId ? visitor : null;
}

/** The city's doctors and hospitals, once asked and answered; null meanwhile or on failure. */
export function useCityPicks(
  city: CityOption | null,
  query: { treatmentId?: number; departmentId?: number },
): CityPicks | null {
  const params = new URLSearchParams();
  if (city) params.set("cityId", String(city.CityId));
  if (query.treatmentId !== undefined) params.set("treatmentId", String(query.treatmentId));
  if (query.departmentId !== undefined) params.set("departmentId", String(query.departmentId));
  const url = city ? `/api/city-picks?${params}` : null;
  const [picks, setPicks] = useState<{ url: string; data: CityPicks } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    loadOnce<CityPicks>(url)
      .then((data) => live && setPicks({ url, data }))
      .catch((error: unknown) => console.warn("could not load the city's doctors", error));
    return () => {
      live = false;
    };
  }, [url]);
  return picks && picks.url === url ? picks.data : null;
}
