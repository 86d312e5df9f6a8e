import { getDb } from "@/src/db";
import { sitemapIndexXml } from "@/src/lib/sitemap";
import { CRAWLER_CACHE, publicText } from "@/src/server/http/public-text";
import { sitemapChildren, sitemapUrl } from "@/src/server/sitemap";

// GET /sitemap.xml – the sitemap index: one child per kind of page (src/server/sitemap.ts).
export const GET = publicText(
  async () =>
    sitemapIndexXml((await sitemapChildren(getDb())).map((c) => ({ loc: sitemapUrl(c) }))),
  { contentType: "application/xml; charset=utf-8", cache: CRAWLER_CACHE },
);
