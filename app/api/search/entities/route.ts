import { getDb } from "@/src/db";
import { MAX_QUERY_CHARS, parseSearchParams } from "@/src/lib/search/query";
import { AppError } from "@/src/server/http/errors";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";
import { apiText } from "@/src/server/http/messages";
import { SEARCH_RATE_LIMIT, searchEntities } from "@/src/server/search";

const ERROR_TEXT = {
  query: () => apiText("searchQueryTooLong", { max: MAX_QUERY_CHARS }),
  city: () => apiText("searchCityInvalid"),
  type: () => apiText("searchTypeInvalid"),
} as const;

// GET /api/search/entities?query=&city=1&type=R (SR-1): results grouped by ArticleType, at
// most 6 per group, blog types 5 and 6 as group 0; fewer than 3 characters answer no groups.
// Public: the same answer for everyone, cached like the other catalogue reads; what reaches us
// is counted per client (SEARCH_RATE_LIMIT: 429 past it).
export const GET = withApi(
  async ({ url }) => {
    const parsed = parseSearchParams(url.searchParams);
    if (!parsed.ok)
      throw new AppError(
        400,
        parsed.errors.map((e) => ERROR_TEXT[e]()),
      );
    return searchEntities(getDb(), parsed.params);
  },
  { cache: CATALOGUE_CACHE, rateLimit: SEARCH_RATE_LIMIT },
);
