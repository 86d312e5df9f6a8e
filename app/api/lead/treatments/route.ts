import { getDb } from "@/src/db";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";
import { treatmentOptions } from "@/src/server/leads/options";
import { intParam } from "@/src/server/leads/query";

// GET /api/lead/treatments?departmentId= – [[treatments…]] of a department ('Other' appended);
// departmentId -1 (the default) lists every treatment. Public: the same for everyone.
export const GET = withApi(
  async ({ url }) => [await treatmentOptions(getDb(), intParam(url, "departmentId") ?? -1)],
  { cache: CATALOGUE_CACHE },
);
