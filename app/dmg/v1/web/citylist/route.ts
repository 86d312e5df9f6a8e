import { getDb } from "@/src/db";
import { DEFAULT_CITY_ID, DEFAULT_CITY_LABEL } from "@/src/lib/catalog/cities";
import { listCities } from "@/src/server/catalog";
import { withApi } from "@/src/server/http/api";

// GET /dmg/v1/web/citylist – cities (popular first, spec order) and the default city
export const GET = withApi(async () => {
  const cities = await listCities(getDb());
  return {
    results: cities.map((c) => ({
      cityid: c.id,
      cityname: c.name,
      webIconPrimary: c.iconPrimary,
      webIconSecondary: c.iconSecondary,
      type: c.popularRank === null ? "other" : "popular",
      latitude: c.latitude,
      longitude: c.longitude,
    })),
    cityId: DEFAULT_CITY_ID,
    cityName: DEFAULT_CITY_LABEL,
  };
});
