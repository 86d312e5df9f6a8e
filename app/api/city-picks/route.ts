import { getDb } from "@/src/db";
import { getCityPicks } from "@/src/server/catalog";
import { AppError } from "@/src/server/http/errors";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";
import { apiText } from "@/src/server/http/messages";
import { intParam } from "@/src/server/leads/query";

// GET /api/city-picks?cityId=&treatmentId=&departmentId= – the doctors and hospitals a treatment,
// department or listing page shows for one city. Public: those pages are one cached page for
// everyone, carrying the default city's; the browser asks here for the visitor's city's.
export const GET = withApi(
  async ({ url }) => {
    const cityId = intParam(url, "cityId");
    if (cityId === undefined || cityId <= 0) throw new AppError(400, [apiText("cityIdRequired")]);
    const positive = (name: string) => {
      const value = intParam(url, name);
      if (value !== undefined && value <= 0) {
        throw new AppError(400, [apiText("positiveNumber", { name })]);
      }
      return value;
    };
    const picks = await getCityPicks(getDb(), {
      cityId,
      treatmentId: positive("treatmentId"),
      departmentId: positive("departmentId"),
    });
    if (!picks) throw new AppError(404, [apiText("cityNotFound")]);
    return picks;
  },
  { cache: CATALOGUE_CACHE },
);
