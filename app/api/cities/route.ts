import { getDb } from "@/src/db";
import { listCities } from "@/src/server/catalog";
import { withApi } from "@/src/server/http/api";

// GET /api/cities – every city, the spec's popular ones first in their fixed order
export const GET = withApi(async () => {
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
});
