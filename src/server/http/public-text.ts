import "server-only";
import { isDatabaseUnavailable } from "@/src/db/errors";
import { logError, logger, safeErrorFields } from "@/src/server/log";
import { type PublicCache, publicCacheControl, SHORT_PUBLIC_CACHE } from "./api";
import { createMemo } from "./memo";

/** What the memo keeps for a 404 (a body of ours never starts with a NUL). */
const NOT_FOUND = "\u0000not found";

/**
 * A public text answer (sitemaps, robots.txt): the handler sees only the URL and returns the
 * body, or null for 404. Success is publicly cacheable and sets no cookie; a 404 is kept a
 * minute at most, other errors are `private, no-store` so that a CDN never keeps them. Rendered at request time, never at build time.
 */
export function publicText(
  handler: (url: URL) => Promise<string | null>,
  { contentType, cache }: { contentType: string; cache: PublicCache },
): (request: Request) => Promise<Response> {
  const cacheControl = publicCacheControl(cache);
  const memo = cache.memoSeconds ? createMemo(cache.memoSeconds * 1000) : undefined;
  return async (request) => {
    const url = new URL(request.url);
    try {
      const compute = async () => (await handler(url)) ?? NOT_FOUND;
      const body = memo ? await memo(url.pathname, compute) : await compute();
      if (body === NOT_FOUND) {
        // A 404 is kept a minute at most (AP-44): a child that comes to exist is seen then.
        return new Response("Not found\n", {
          status: 404,
          headers: {
            "Content-Type": "text/plain; charset=utf-8",
            "Cache-Control": SHORT_PUBLIC_CACHE,
          },
        });
      }
      return new Response(body, {
        headers: { "Content-Type": contentType, "Cache-Control": cacheControl },
      });
    } catch (error) {
      // An unreachable database is a 503 that crawlers retry later, not a failure of ours.
      const unavailable = isDatabaseUnavailable(error);
      if (unavailable)
        logger.warn({ err: safeErrorFields(error) }, "database unavailable: answered 503");
      else logError(error, "public text answer failed");
      return new Response("Temporarily unavailable\n", {
        status: unavailable ? 503 : 500,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "private, no-store",
          ...(unavailable ? { "Retry-After": "1" } : {}),
        },
      });
    }
  };
}

/**
 * Sitemaps and robots.txt: an hour at the CDN, a day of stale answers while it refreshes. No
 * in-process memo: crawlers ask rarely, and a changed article shows in its lastmod at once.
 */
export const CRAWLER_CACHE: PublicCache = {
  sMaxAge: 3600,
  staleWhileRevalidate: 86_400,
  maxAge: 300,
};
