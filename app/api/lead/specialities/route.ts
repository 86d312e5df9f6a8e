import { getDb } from "@/src/db";
import { withApi } from "@/src/server/http/api";
import { specialityOptions } from "@/src/server/leads/options";
import { intParam } from "@/src/server/leads/query";

// GET /api/lead/specialities?hospitalId= – departments that hospital offers (all without one)
export const GET = withApi(async ({ request }) => {
  const hospitalId = intParam(new URL(request.url), "hospitalId");
  return specialityOptions(getDb(), hospitalId);
});
