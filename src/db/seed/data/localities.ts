import { slugify } from "../slug";
import { cities } from "./cities";

/**
 * Localities: the real neighbourhoods listed per city in cities.ts. Ids are fixed
 * (city id × 100 + position in the city's list, from 1), so the seed stays idempotent and a
 * locality keeps its id when others are added after it.
 */

export interface LocalitySeed {
  id: number;
  cityId: number;
  name: string;
  slug: string;
}

function buildLocalities(): LocalitySeed[] {
  return cities.flatMap((city) => {
    if (city.localities.length > 99) throw new Error(`${city.slug}: more than 99 localities`);
    const slugs = new Set<string>();
    return city.localities.map((name, index) => {
      const slug = slugify(name);
      if (slugs.has(slug)) throw new Error(`${city.slug}: locality slug '${slug}' repeats`);
      slugs.add(slug);
      return { id: city.id * 100 + index + 1, cityId: city.id, name, slug };
    });
  });
}

export const localities: readonly LocalitySeed[] = buildLocalities();

const byCityAndName = new Map(localities.map((l) => [`${l.cityId}:${l.name}`, l]));

/** The locality row of a hospital's locality name in its city. */
export function localityOf(cityId: number, name: string): LocalitySeed {
  const locality = byCityAndName.get(`${cityId}:${name}`);
  if (!locality) throw new Error(`Unknown locality '${name}' in city ${cityId}`);
  return locality;
}
