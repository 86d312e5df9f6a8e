import { getDb } from "@/src/db";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";
import { cityOptions } from "@/src/server/leads/options";

// GET /api/cities – every city, the spec's popular ones first in their fixed order, each with its
// Hindi name beside the English one (one answer for both languages). Public: the same for
// everyone (the search API, GET /api/search/entities, is to use CATALOGUE_CACHE too).
export const GET = withApi(async () => cityOptions(getDb()), { cache: CATALOGUE_CACHE });
