/**
 * The walks over the sitemap's URLs, against the production build, in one place so that each URL
 * is fetched once in a run: the crawler's walk (the index, its children and their URLs answer
 * 200; robots.txt names the sitemap) and the medical pages' acceptance walk (every department,
 * condition, treatment, cost and test page, and every treatment in every popular city). Both
 * check the same thing of a URL: 200, without following a redirect.
 *
 * Why the crawler fetches a sample: with the sample data the sitemap lists about 3,900 URLs
 * (some 1,400 doctor profiles in two languages), and fetching them all took five of the browser run's sixteen
 * minutes on a 2-core machine. Every URL of a child sitemap comes from one route pattern and is
 * drawn by one view, so the crawler fetches every static page and, of each entity child, an even
 * spread of up to PER_CHILD URLs over both locales and both ends of the list: every route
 * pattern and locale in the sitemap is fetched, and the walk stays over 200 URLs. The medical
 * children are walked in full by their own acceptance test below, so the crawler leaves them to
 * it instead of fetching them twice.
 *
 * The file's name sorts it early, so its two long tests start early in a run instead of being
 * the last ones a single worker is left with.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { failing, spread } from "./http-walk";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
const pathOf = (loc: string) => new URL(loc).pathname;

/** URLs fetched of each entity child by the crawler (all of the static `pages` child). */
const PER_CHILD = 12;

/** Child sitemaps the medical acceptance test walks in full, with the four index pages. */
const MEDICAL_CHILDREN = ["department", "condition", "treatment", "cost", "test", "city-treatment"];
const MEDICAL_INDEXES = ["/departments", "/condition", "/treatment", "/test"];

/** The <loc> paths of a child sitemap. */
async function sitemapPaths(request: APIRequestContext, child: string): Promise<string[]> {
  const xml = await (await request.get(`/sitemaps/${child}.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
}

test("the sitemap index's children answer 200, and so do all of their static pages and a spread of each entity child's URLs (the crawler's walk)", async ({
  request,
}) => {
  test.setTimeout(600_000);
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
  const children = locs(await index.text());
  expect(children.length).toBeGreaterThan(0);
  const names = children.map((child) => /\/sitemaps\/([a-z0-9-]+)\.xml$/.exec(child)?.[1]);
  expect(names).toContain("pages");
  // The children the medical walk fetches are in the index: leaving them to it skips nothing.
  for (const name of MEDICAL_CHILDREN) expect(names, name).toContain(name);

  const sample: string[] = [];
  for (const [i, child] of children.entries()) {
    const response = await request.get(child);
    expect(response.status(), child).toBe(200);
    const urls = locs(await response.text()).map(pathOf);
    expect(urls.length, child).toBeGreaterThan(0);
    sample.push(...(names[i] === "pages" ? urls : spread(urls, PER_CHILD)));
  }
  expect(sample.length).toBeGreaterThanOrEqual(200);
  const walkedByMedical = new Set(MEDICAL_INDEXES);
  for (const name of MEDICAL_CHILDREN) {
    for (const path of await sitemapPaths(request, name)) walkedByMedical.add(path);
  }
  const own = sample.filter((path) => !walkedByMedical.has(path));
  expect(own.length).toBeGreaterThan(0);
  expect(await failing(request, own, 200)).toEqual([]);
});

test("[MD-1] every department, condition, treatment, cost and test page, and every treatment × popular city, answers 200", async ({
  request,
}) => {
  test.setTimeout(900_000);
  const paths = [...MEDICAL_INDEXES];
  for (const child of MEDICAL_CHILDREN) {
    const listed = await sitemapPaths(request, child);
    expect(listed.length, child).toBeGreaterThan(0);
    // Every page is listed in both languages; the Hindi ones are walked by a spread of their own
    // (tests/e2e/hindi-walk.spec.ts), except the tests' Hindi pages, which this walk has always
    // fetched.
    paths.push(...listed.filter((p) => !p.startsWith("/hi/") || p.startsWith("/hi/test/")));
  }
  // 15 departments, 80 conditions, 80 treatments and their cost pages, 40 tests in two
  // languages, 80 treatments × 6 popular cities.
  expect(paths.length).toBe(4 + 15 + 80 + 80 + 80 + 40 + 40 + 480);
  expect(paths.filter((p) => p.startsWith("/hi/test/"))).toHaveLength(40);
  expect(await failing(request, paths, 200)).toEqual([]);
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
