import { getDb } from "@/src/db";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";
import { insurerOptions } from "@/src/server/leads/options";

// GET /api/lead/insurers – insurers and government schemes for the lead form's insurer field.
// Public: the same for everyone.
export const GET = withApi(async () => insurerOptions(getDb()), { cache: CATALOGUE_CACHE });
