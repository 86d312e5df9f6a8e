import { getDb } from "@/src/db";
import { getPopularTreatmentCosts } from "@/src/server/catalog";
import { AppError } from "@/src/server/http/errors";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";
import { apiText } from "@/src/server/http/messages";
import { intParam } from "@/src/server/leads/query";

// GET /api/treatments/popular?cityId= – the home page's popular treatments with their cost range
// in that city. Public: the home page is one cached page for everyone, and the browser asks for
// the visitor's city's figures here.
export const GET = withApi(
  async ({ url }) => {
    const cityId = intParam(url, "cityId");
    if (cityId === undefined || cityId <= 0) throw new AppError(400, [apiText("cityIdRequired")]);
    const costs = await getPopularTreatmentCosts(getDb(), cityId);
    if (!costs) throw new AppError(404, [apiText("cityNotFound")]);
    return costs;
  },
  { cache: CATALOGUE_CACHE },
);
