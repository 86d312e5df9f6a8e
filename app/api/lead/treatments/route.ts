import { getDb } from "@/src/db";
import { withApi } from "@/src/server/http/api";
import { treatmentOptions } from "@/src/server/leads/options";
import { intParam } from "@/src/server/leads/query";

// GET /api/lead/treatments?departmentId= – [[treatments…]] of a department ('Other' appended);
// departmentId -1 (the default) lists every treatment
export const GET = withApi(async ({ request }) => {
  const departmentId = intParam(new URL(request.url), "departmentId") ?? -1;
  return [await treatmentOptions(getDb(), departmentId)];
});
