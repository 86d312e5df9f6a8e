/**
 * The sitemap seen by a crawler, against the production build (issue 12 item 4): the index, its
 * children and every URL they list answer 200; robots.txt names the sitemap.
 */
import { expect, test } from "@playwright/test";
import { failing } from "./http-walk";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);

test("every URL in the sitemap index's children answers 200 (the crawler's walk)", async ({
  request,
}) => {
  // Since issue 10 the walk renders well over a thousand pages (doctors, hospitals, city and
  // speciality listings, insurers' city pages), most of them for the first time.
  test.setTimeout(900_000);
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
  const children = locs(await index.text());
  expect(children.length).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const child of children) {
    const response = await request.get(child);
    expect(response.status(), child).toBe(200);
    urls.push(...locs(await response.text()));
  }
  expect(urls.length).toBeGreaterThanOrEqual(10);
  expect(await failing(request, urls, 200)).toEqual([]);
});

test("robots.txt names the sitemap and keeps the thank-you page out", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toContain("Disallow: /thankyou");
});
