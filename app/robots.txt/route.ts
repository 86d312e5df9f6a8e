import { robotsTxt } from "@/src/server/sitemap";
import { CRAWLER_CACHE, publicText } from "@/src/server/http/public-text";

// GET /robots.txt – crawl rules and the sitemap's address (src/server/sitemap.ts).
export const GET = publicText(async () => robotsTxt(), {
  contentType: "text/plain; charset=utf-8",
  cache: CRAWLER_CACHE,
});
