import { getDb } from "@/src/db";
import { withApi } from "@/src/server/http/api";
import { conditionOptions } from "@/src/server/leads/options";
import { intParam } from "@/src/server/leads/query";

// GET /api/lead/conditions?departmentId= – condition options (DiseaseName) for lead forms
export const GET = withApi(async ({ request }) => {
  const departmentId = intParam(new URL(request.url), "departmentId");
  return conditionOptions(getDb(), departmentId);
});
