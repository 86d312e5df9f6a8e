"use client";

import { useVisitorCity } from "@/src/ui/account/visitor-city";

/**
 * The estimate's city for the visitor (src/ui/account/visitor-city.ts): the slug of their city
 * when the estimate offers it; null without a choice, or on a shared estimate, whose link fixes
 * the city it was made for.
 */
export function useEstimateVisitorCity(
  cities: readonly { slug: string; name: string }[],
  follow: boolean,
): string | null {
  const visitor = useVisitorCity();
  if (!follow || !visitor) return null;
  const city = cities.find((c) => c.slug === visitor.slug || c.name === visitor.CityName);
  return city?.slug ?? null;
}
