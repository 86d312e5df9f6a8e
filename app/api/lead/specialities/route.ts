import { getDb } from "@/src/db";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";
import { specialityOptions } from "@/src/server/leads/options";
import { intParam } from "@/src/server/leads/query";

// GET /api/lead/specialities?hospitalId= – departments that hospital offers (all without one).
// Public: the same for everyone.
export const GET = withApi(
  async ({ url }) => specialityOptions(getDb(), intParam(url, "hospitalId")),
  { cache: CATALOGUE_CACHE },
);
