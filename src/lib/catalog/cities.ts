import { greatCircleKm, type LatLng, nearestFirst } from "./distance";
import type { City } from "./types";

/** Popular city ids in their fixed order (CN-3). */
export const POPULAR_CITY_IDS = [514, 477, 93, 267, 248, 568] as const;
export const DEFAULT_CITY_ID = 514;
export const DEFAULT_CITY_LABEL = "Delhi NCR";

/** Popular cities first in the fixed order, then the rest by name. */
export function orderCities<T extends Pick<City, "id" | "name">>(cities: T[]): T[] {
  const rank = (id: number) => {
    const i = (POPULAR_CITY_IDS as readonly number[]).indexOf(id);
    return i === -1 ? Number.POSITIVE_INFINITY : i;
  };
  return [...cities].sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
}

/**
 * The city's place in a path pattern a cached page hands to the browser
 * ('/{city}/treatment/lasik'), filled with the visitor's city's slug there.
 */
export const CITY_SLOT = "{city}";

export function isPopularCity(id: number): boolean {
  return (POPULAR_CITY_IDS as readonly number[]).includes(id);
}

/** Great-circle distance in km, for "Near me" matching against our own city table. */
export const distanceKm = greatCircleKm;

export function nearestCity<T extends LatLng>(point: LatLng, cities: T[]): T | undefined {
  return nearestFirst(point, cities, (c) => c)[0]?.item;
}

/**
 * A city table's rows with the visitor's city first (the rest in their order). A city the table
 * leaves out (a page that lists the popular cities only) joins it from `others` when it is the
 * visitor's, so the patient always finds their own city's row on top.
 */
export function withCityFirst<T extends { city: { id: number } }>(
  rows: readonly T[],
  cityId: number | null | undefined,
  others: readonly T[] = [],
): T[] {
  if (cityId === null || cityId === undefined) return [...rows];
  const own = rows.find((r) => r.city.id === cityId) ?? others.find((r) => r.city.id === cityId);
  return own ? [own, ...rows.filter((r) => r.city.id !== cityId)] : [...rows];
}
