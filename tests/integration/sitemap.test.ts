import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as robotsGET } from "@/app/robots.txt/route";
import { GET as indexGET } from "@/app/sitemap.xml/route";
import { GET as childGET } from "@/app/sitemaps/[name]/route";
import { and, eq } from "drizzle-orm";
import type { DbHandle } from "@/src/db/client";
import { blogPosts } from "@/src/db/schema";
import { hrefFor, ROUTES } from "@/src/lib/page-registry";
import { entityOfRoute, sitemapRoutes } from "@/src/server/sitemap";
import { createTestDb } from "../fixtures/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

const SITE = "http://localhost:3000";
const get = (handler: (r: Request) => Promise<Response>, path: string) =>
  handler(new Request(`${SITE}${path}`));

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
}

function expectCrawlerAnswer(response: Response, type: RegExp) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(type);
  expect(response.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+/);
  expect(response.headers.get("set-cookie")).toBeNull();
}

describe("sitemap", () => {
  it("/sitemap.xml is a sitemap index whose children are our /sitemaps/*.xml, cached publicly", async () => {
    const response = await get(indexGET, "/sitemap.xml");
    expectCrawlerAnswer(response, /^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const children = locs(xml);
    expect(children).toContain(`${SITE}/sitemaps/pages.xml`);
    for (const child of children)
      expect(child).toMatch(/^http:\/\/localhost:3000\/sitemaps\/[a-z0-9-]+\.xml$/);
  });

  it("the pages child lists every built, indexable static route in each of its locales, with hreflang pairs", async () => {
    const response = await get(childGET, "/sitemaps/pages.xml");
    expectCrawlerAnswer(response, /^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = locs(xml);
    const expected = ROUTES.filter((r) => r.sitemap === "static" && r.entry.indexable).flatMap(
      (r) => r.locales.map((l) => `${SITE}${hrefFor(r.id, {}, l)}`.replace(/\/$/, "/")),
    );
    expect(urls.sort()).toEqual([...new Set(expected)].sort());
    expect(urls).toContain(`${SITE}/privacy`);
    expect(urls).toContain(`${SITE}/hi/privacy`);
    // Pages kept out of search never appear.
    expect(urls.some((u) => /thankyou|search|marketing|campaign/.test(u))).toBe(false);
    // lastmod is the content file's date; a page in two languages names both and x-default.
    expect(xml).toMatch(
      /<loc>http:\/\/localhost:3000\/privacy<\/loc><lastmod>2026-\d\d-\d\d<\/lastmod><xhtml:link rel="alternate" hreflang="en-IN" href="http:\/\/localhost:3000\/privacy"\/><xhtml:link rel="alternate" hreflang="hi-IN" href="http:\/\/localhost:3000\/hi\/privacy"\/><xhtml:link rel="alternate" hreflang="x-default"/,
    );
    expect(urls.length).toBeLessThanOrEqual(50_000);
  });

  it("articles are listed in their own language, and lastmod moves when an article changes", async () => {
    const index = await (await get(indexGET, "/sitemap.xml")).text();
    expect(locs(index)).toContain(`${SITE}/sitemaps/blog-post.xml`);
    const read = async () => (await get(childGET, "/sitemaps/blog-post.xml")).text();
    const before = await read();
    const urls = locs(before);
    expect(urls).toContain(`${SITE}/blog/anal-fistula-treatment`);
    expect(urls).toContain(`${SITE}/hi/blog/anal-fistula-treatment`);
    expect(urls.filter((u) => u.includes("/hi/blog/")).length).toBeGreaterThan(0);
    const lastmodOf = (xml: string) =>
      /<loc>http:\/\/localhost:3000\/blog\/anal-fistula-treatment<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(
        xml,
      )?.[1];
    const old = lastmodOf(before);
    expect(old).toMatch(/^\d{4}-\d\d-\d\dT/);
    await handle.db
      .update(blogPosts)
      .set({ updatedAt: new Date("2026-11-20T10:00:00Z") })
      .where(and(eq(blogPosts.slug, "anal-fistula-treatment"), eq(blogPosts.language, "en")));
    const after = lastmodOf(await read());
    expect(after).toBe("2026-11-20T10:00:00.000Z");
    expect(after).not.toBe(old);
  });

  it("an entity page in two languages is listed at both addresses, each with the hreflang pair", async () => {
    const route = ROUTES.find((r) => r.id === "test");
    expect(route?.locales).toEqual(["en", "hi"]);
    const xml = await (await get(childGET, "/sitemaps/test.xml")).text();
    const listed = locs(xml);
    const english = listed.filter((l) => l.startsWith(`${SITE}/test/`));
    const hindi = listed.filter((l) => l.startsWith(`${SITE}/hi/test/`));
    expect(english.length).toBeGreaterThan(0);
    expect(hindi.map((l) => l.replace("/hi/", "/"))).toEqual(english);
    const slug = english[0]?.split("/").at(-1);
    const pair = `<xhtml:link rel="alternate" hreflang="en-IN" href="${SITE}/test/${slug}"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${SITE}/hi/test/${slug}"/>`;
    expect(xml).toContain(`<loc>${SITE}/test/${slug}</loc>`);
    expect(xml).toContain(`<loc>${SITE}/hi/test/${slug}</loc>`);
    expect(xml.split(pair).length - 1).toBe(2);
  });

  it("a child it does not list is a 404, not an empty sitemap", async () => {
    for (const path of [
      "/sitemaps/nothing.xml",
      "/sitemaps/pages-2.xml",
      "/sitemaps/blog-post-1.xml",
      "/sitemaps/blog-post-2.xml",
    ]) {
      expect((await get(childGET, path)).status, path).toBe(404);
    }
  });

  it("a page number past any sitemap is a 404, however long (never an offset the database refuses)", async () => {
    for (const path of [
      "/sitemaps/blog-post-1000000.xml",
      "/sitemaps/test-99999999999999999999.xml",
      `/sitemaps/test-${"9".repeat(400)}.xml`,
    ]) {
      expect((await get(childGET, path)).status, path).toBe(404);
    }
  });

  it("every route with a sitemap source can be listed (a new page type cannot be forgotten)", () => {
    const routes = sitemapRoutes();
    expect(routes.map((r) => r.id)).toContain("home");
    for (const route of routes) expect(() => entityOfRoute(route), route.id).not.toThrow();
  });
});

describe("robots.txt", () => {
  it("points at the sitemap and keeps search, thank-you, campaigns and the API out (the registry's not-indexable types)", async () => {
    const response = await get(robotsGET, "/robots.txt");
    expectCrawlerAnswer(response, /^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *\n");
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
    for (const path of [
      "/api/",
      "/search",
      "/thankyou",
      "/hi/thankyou",
      "/marketing",
      "/campaign",
      "/find-hospital-doctor-for-surgery",
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});
