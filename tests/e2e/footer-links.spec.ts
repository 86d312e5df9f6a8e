/**
 * RT-1 to RT-24: each of the 24 footer and navigation links of spec §2 answers 200 with
 * real content inside the right shell, over HTTP against the production build. Simple pages
 * (spec §2: insurance, terms, privacy, refund, about, contact, faq, editorial, thankyou, videos,
 * partner, hospitals, careers and home) show the 'Download Our App for Free' ribbon, the others
 * not; every one has the header's search bar (SH-29).
 */
import { expect, test } from "@playwright/test";
import notFound from "../../src/lib/i18n/messages/en/errors.json" with { type: "json" };

/** Spec §2 "Navigation and footer link to:", in its order. */
const LINKS = [
  "/about-us",
  "/contact-us",
  "/partner-with-us",
  "/faq",
  "/press",
  "/reviewers",
  "/authors",
  "/careers",
  "/sitemap.xml",
  "/privacy",
  "/refund-policy",
  "/terms-conditions",
  "/editorial-policy",
  "/doctors",
  "/hospitals",
  "/condition",
  "/treatment",
  "/departments",
  "/services/second-opinion",
  "/services/medical-loan",
  "/tools/bmi-calculator",
  "/blog",
  "/hi/blog",
  "/reviews",
] as const;

/** Spec §2's simple pages among the links. */
const SIMPLE: ReadonlySet<string> = new Set([
  "/about-us",
  "/contact-us",
  "/partner-with-us",
  "/faq",
  "/careers",
  "/privacy",
  "/refund-policy",
  "/terms-conditions",
  "/editorial-policy",
  "/hospitals",
]);

/** Links whose page another issue builds; each is a fixme naming why, not a silent skip. */
const NOT_BUILT_YET: Readonly<Record<string, string>> = {};

const APP_RIBBON =
  /data-testid="ribbon" data-ribbon="app"[^>]*>(?:<a [^>]*>)?Download Our App for Free</;

/** The visible text of the main element, tags and scripts removed. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** RT-1 … RT-24 are the links in the spec's order. */
const rt = (path: string) => `RT-${LINKS.indexOf(path as (typeof LINKS)[number]) + 1}`;

test("[RT-1…RT-24] the header and footer of a page link to all 24 paths", async ({ request }) => {
  expect(new Set(LINKS).size).toBe(24);
  const html = await (await request.get("/privacy")).text();
  const missing = LINKS.filter((path) => !html.includes(`href="${path}"`));
  expect(missing).toEqual([]);
});

for (const path of LINKS) {
  const pending = NOT_BUILT_YET[path];
  if (pending) {
    test.fixme(`[${rt(path)}] ${path} answers 200 with real content (fixme: ${pending})`, () => {});
    continue;
  }
  if (path === "/sitemap.xml") {
    test(`[${rt(path)}] ${path} answers 200 with a sitemap index`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("xml");
      const xml = await response.text();
      expect(xml).toContain("<sitemapindex");
      expect((xml.match(/<loc>/g) ?? []).length).toBeGreaterThan(0);
    });
    continue;
  }
  const simple = SIMPLE.has(path);
  test(`[${rt(path)}][SH-24][SH-26][SH-29] ${path} answers 200 with real content in the ${simple ? "simple" : "full"} shell`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${path.startsWith("/hi/") ? "hi" : "en"}-IN"`);
    const h1 =
      /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, "")
        .trim() ?? "";
    expect(h1, "a heading").not.toBe("");
    expect(h1).not.toBe(notFound.notFound.title);
    // Real content, not a placeholder: a page's worth of text in its main element.
    expect(mainText(html).length, "text in <main>").toBeGreaterThan(400);
    expect(html).toContain('data-testid="site-footer"');
    // The search bar is in every header now, simple pages' too (it was hidden on them).
    expect(html).toContain('data-testid="search-bar"');
    if (simple) expect(html).toMatch(APP_RIBBON);
    else expect(html).not.toMatch(APP_RIBBON);
  });
}
