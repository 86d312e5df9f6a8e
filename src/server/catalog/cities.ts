import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { cities, localities } from "@/src/db/schema";
import { orderCities } from "@/src/lib/catalog/cities";
import type { City, LocalityRef } from "@/src/lib/catalog/types";

const cityColumns = {
  id: cities.id,
  name: cities.name,
  slug: cities.slug,
  state: cities.state,
  latitude: cities.latitude,
  longitude: cities.longitude,
  type: cities.type,
  iconPrimary: cities.iconPrimary,
  iconSecondary: cities.iconSecondary,
  popularRank: cities.popularRank,
};

/** All cities, popular ones first in the spec's fixed order. */
export async function listCities(db: Database): Promise<City[]> {
  const rows = await db.select(cityColumns).from(cities);
  return orderCities(rows);
}

/** The city of a URL's city segment (`delhi-ncr`); null when there is none. */
export async function getCityBySlug(db: Database, slug: string): Promise<City | null> {
  const [row] = await db.select(cityColumns).from(cities).where(eq(cities.slug, slug)).limit(1);
  return row ?? null;
}

/** A city's localities by name (the locality filter of a city's listings). */
export async function listLocalities(db: Database, cityId: number): Promise<LocalityRef[]> {
  return db
    .select({ id: localities.id, name: localities.name, slug: localities.slug })
    .from(localities)
    .where(eq(localities.cityId, cityId))
    .orderBy(asc(localities.name));
}
