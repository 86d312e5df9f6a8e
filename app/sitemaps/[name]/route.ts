import { getDb } from "@/src/db";
import { sitemapXml } from "@/src/lib/sitemap";
import { CRAWLER_CACHE, publicText } from "@/src/server/http/public-text";
import { sitemapChildUrls } from "@/src/server/sitemap";

// GET /sitemaps/{child}.xml – one child of the sitemap index; 404 for a name it does not list.
export const GET = publicText(
  async (url) => {
    const name = /^\/sitemaps\/([a-z0-9-]+)\.xml$/.exec(url.pathname)?.[1];
    const urls = name ? await sitemapChildUrls(getDb(), name) : null;
    return urls ? sitemapXml(urls) : null;
  },
  { contentType: "application/xml; charset=utf-8", cache: CRAWLER_CACHE },
);
