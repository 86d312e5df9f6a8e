/**
 * Straight-line (great-circle) distances between places on the map, and "nearest first" orders.
 * We hold no road data, so every distance the site shows is this one and says "straight line"
 * (docs/decisions/0030-nearest-places-by-straight-line.md). One function, so "near me", the
 * nearby cities of an empty listing and the nearest places that have a treatment all agree.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The Earth's mean radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km between two points (haversine formula). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min(1, …): rounding can push h a hair above 1 for antipodal points, and asin(>1) is NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The distance as shown: whole km (5 km steps beyond 100 km, where a precise figure for a
 * straight line would promise more than it means), never 0 for two different places.
 */
export function shownKm(km: number): number {
  if (km >= 100) return Math.round(km / 5) * 5;
  return Math.max(1, Math.round(km));
}

/**
 * `items` with their distance from `from`, nearest first; ties keep the items' own order, so
 * the result does not depend on the sort's stability. `at` gives an item's position.
 */
export function nearestFirst<T>(
  from: LatLng,
  items: readonly T[],
  at: (item: T) => LatLng,
): { item: T; km: number }[] {
  return items
    .map((item, index) => ({ item, km: greatCircleKm(from, at(item)), index }))
    .sort((x, y) => x.km - y.km || x.index - y.index)
    .map(({ item, km }) => ({ item, km }));
}

/** A place with a page of its own: a city of the catalogue. */
export interface PlaceWithPage extends LatLng {
  id: number;
  name: string;
  slug: string;
}

/**
 * How many `from` has, and the `limit` nearest other places that have at least one, with their
 * shown straight-line distance and count, nearest first: the one computation behind "the
 * nearest cities that have it" on the server (src/server/catalog/nearest.ts) and in the
 * estimate (src/lib/catalog/estimate-data.ts). No `from`: none here, no nearest.
 */
export function nearestWith<P extends PlaceWithPage>(
  from: P | undefined,
  places: readonly P[],
  countOf: (place: P) => number,
  limit: number,
): {
  here: number;
  nearest: { city: { id: number; name: string; slug: string }; km: number; count: number }[];
} {
  if (!from) return { here: 0, nearest: [] };
  const others = places.filter((p) => p.id !== from.id && countOf(p) > 0);
  const nearest = nearestFirst(from, others, (p) => p)
    .slice(0, Math.max(0, limit))
    .map(({ item, km }) => ({
      city: { id: item.id, name: item.name, slug: item.slug },
      km: shownKm(km),
      count: countOf(item),
    }));
  return { here: countOf(from), nearest };
}

/**
 * A distance from the visitor ('near me', DS-37) as shown: one decimal under 10 km, where a
 * tenth tells two hospitals of one city apart ("2.3 km"), whole km to 100 km and `shownKm`'s
 * 5 km steps beyond; never 0 (0.1 km at the least).
 */
export function awayKm(km: number): number {
  if (km < 10) return Math.max(0.1, Math.round(km * 10) / 10);
  return shownKm(km);
}
