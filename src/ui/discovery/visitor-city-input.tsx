"use client";

import { useVisitorCity } from "@/src/ui/account/visitor-city";

/**
 * The visitor's city as a form's `city` field (the coverage check on an all-India insurer page):
 * the estimate it leads to is then made for their city, not the default one. Nothing on the
 * server or before the city is known, so the cached HTML is the same for everyone.
 */
export function VisitorCityInput() {
  const city = useVisitorCity();
  return city?.slug ? <input type="hidden" name="city" value={city.slug} /> : null;
}
