import { getDb } from "@/src/db";
import { listCities } from "@/src/server/catalog";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";

// GET /api/cities – every city, the spec's popular ones first in their fixed order. Public: the
// same for everyone (the search API, GET /api/search/entities, is to use CATALOGUE_CACHE too).
export const GET = withApi(
  async () => {
    const cities = await listCities(getDb());
    return cities.map((c) => ({
      CityId: c.id,
      CityName: c.name,
      Type: c.popularRank === null ? "other" : "popular",
      slug: c.slug,
      state: c.state,
      latitude: c.latitude,
      longitude: c.longitude,
      webIconPrimary: c.iconPrimary,
      webIconSecondary: c.iconSecondary,
    }));
  },
  { cache: CATALOGUE_CACHE },
);
