import { getDb } from "@/src/db";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";
import { conditionOptions } from "@/src/server/leads/options";
import { intParam } from "@/src/server/leads/query";

// GET /api/lead/conditions?departmentId= – condition options (DiseaseName) for lead forms.
// Public: the same for everyone.
export const GET = withApi(
  async ({ url }) => conditionOptions(getDb(), intParam(url, "departmentId")),
  { cache: CATALOGUE_CACHE },
);
