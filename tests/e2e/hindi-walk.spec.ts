/**
 * The Hindi walk over HTTP (no browser), against the production build: a fixed sample of Hindi
 * URLs of every page type (the Hindi URLs of every sitemap child, spread, plus the page types the
 * sitemap leaves out) answers 200 with lang="hi-IN", names itself as canonical, pairs with its
 * English page both ways with x-default, and shows its visible text in Devanagari.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { ROUTES, routeFor } from "../../src/lib/page-registry";
import { spread } from "./http-walk";
import { devanagariShare, headLinks, htmlLang } from "./hindi-text";

/** Hindi URLs taken from each sitemap child (all of the static `pages` child). */
const PER_CHILD = 16;

/** The share of the visible words in Devanagari every Hindi page must reach, of every type. */
const MIN_RATIO = 0.85;

/** Hindi pages the sitemap does not list (not indexed or per query), one or two of each. */
const UNLISTED = [
  "/hi/search?q=%E0%A4%98%E0%A5%81%E0%A4%9F%E0%A4%A8%E0%A4%BE",
  "/hi/doctors/filter/speciality-cardiology",
  "/hi/delhi-ncr/doctors/filter/gender-female",
  "/hi/hospitals/filter/speciality-orthopaedics",
  "/hi/delhi-ncr/hospitals/filter/speciality-orthopaedics_ayushman-yes",
  "/hi/treatment/knee-replacement/cost/pune_corporate_single-room_titanium_star-health_5",
  "/hi/reviews/filter/page-2",
  "/hi/hospitals/insurance/star-health/page/2",
  "/hi/thankyou",
  "/hi/chat",
  // Compare pages are out of the sitemap (DS-34).
  "/hi/compare/doctors/dr-rashmi-bora-delhi-ncr-vs-dr-anand-sethi-delhi-ncr",
  "/hi/compare/hospitals/prerna-super-speciality-hospital-delhi-ncr-vs-vasundhara-super-speciality-hospital-delhi-ncr",
];

/**
 * Routes with no Hindi page in the sample data: the Hindi blog's 12 posts fit its first page, and
 * no city has more than 20 hospitals for one insurer, so a city's insurer page has no page 2
 * (DS-25; its numbered pages are checked by tests/integration/insurer-paging.test.tsx).
 */
const NO_SAMPLE_PAGE = new Set(["blog-page", "city-insurer-page"]);

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);

async function hindiSample(request: APIRequestContext): Promise<string[]> {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const children = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => m[1] as string,
  );
  const sample: string[] = [];
  for (const child of children) {
    const hindi = locs(await (await request.get(child)).text()).filter(
      (p) => p === "/hi" || p.startsWith("/hi/"),
    );
    sample.push(...(child.endsWith("/pages.xml") ? hindi : spread(hindi, PER_CHILD)));
  }
  return [...new Set([...sample, ...UNLISTED])];
}

interface Page {
  path: string;
  routeId: string;
  status: number;
  html: string;
}

async function fetchAll(request: APIRequestContext, paths: string[]): Promise<Page[]> {
  const pages: Page[] = [];
  for (let i = 0; i < paths.length; i += 4) {
    const batch = paths.slice(i, i + 4);
    const answers = await Promise.all(batch.map((p) => request.get(p, { maxRedirects: 0 })));
    for (const [j, r] of answers.entries()) {
      const path = batch[j] as string;
      const bare = path.split("?")[0]?.replace(/^\/hi(?=\/|$)/, "") || "/";
      pages.push({ path, routeId: routeFor(bare).id, status: r.status(), html: await r.text() });
    }
  }
  return pages;
}

test.describe.configure({ mode: "serial" });

let pages: Page[] = [];

test("[HI-1][HI-2] a sample of at least 200 Hindi URLs of every page type answers 200 in Hindi", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const sample = await hindiSample(request);
  expect(sample.length).toBeGreaterThanOrEqual(200);
  pages = await fetchAll(request, sample);
  // Every route with a Hindi version (the not-found page aside) is in the sample.
  const walked = new Set(pages.map((p) => p.routeId));
  const hindiRoutes = ROUTES.filter(
    (r) => r.locales.includes("hi") && r.id !== "error" && !NO_SAMPLE_PAGE.has(r.id),
  );
  expect(hindiRoutes.map((r) => r.id).filter((id) => !walked.has(id))).toEqual([]);
  expect(pages.filter((p) => p.status !== 200).map((p) => `${p.path} → ${p.status}`)).toEqual([]);
  expect(pages.filter((p) => htmlLang(p.html) !== "hi-IN").map((p) => p.path)).toEqual([]);
});

test("[HI-3] at least 85 % of each Hindi page's visible words are in Devanagari", () => {
  expect(pages.length).toBeGreaterThanOrEqual(200);
  const low: string[] = [];
  const byRoute = new Map<string, number>();
  for (const page of pages) {
    const share = devanagariShare(page.html);
    byRoute.set(page.routeId, Math.min(byRoute.get(page.routeId) ?? 1, share.ratio));
    if (share.ratio < MIN_RATIO) {
      low.push(`${page.path} ${(share.ratio * 100).toFixed(1)} % (${share.latin.join(" ")})`);
    }
  }
  const figures = [...byRoute.entries()]
    .sort((a, b) => a[1] - b[1])
    .map(([id, r]) => `${id} ${(r * 100).toFixed(1)} %`);
  test.info().annotations.push({
    type: "lowest Devanagari share per route",
    description: figures.join(", "),
  });
  const words = pages.map((p) => devanagariShare(p.html));
  const all =
    words.reduce((sum, w) => sum + w.devanagari, 0) / words.reduce((sum, w) => sum + w.words, 0);
  process.stdout.write(
    `Hindi walk: ${pages.length} pages, ${(all * 100).toFixed(1)} % of their words in Devanagari; lowest share per route: ${figures.join(", ")}\n`,
  );
  expect(low).toEqual([]);
});

test("[HI-4] each Hindi page is its own canonical and pairs with its English page both ways, with x-default", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const indexable = pages.filter(
    (p) => !/noindex/.test(/<meta name="robots"[^>]*>/.exec(p.html)?.[0] ?? ""),
  );
  expect(indexable.length).toBeGreaterThan(150);
  const bad: string[] = [];
  const checkedEnglish = new Map<string, number>();
  for (const page of indexable) {
    const path = page.path.split("?")[0] as string;
    const english = path === "/hi" ? "/" : path.slice(3);
    const links = headLinks(page.html);
    // Absolute and normalised: the home page's origin is written with or without its slash.
    const abs = (p: string | undefined) => (p ? new URL(p, baseURL).toString() : p);
    const canonical = abs(links.canonical);
    const alternates = Object.fromEntries(
      Object.entries(links.alternates).map(([k, v]) => [k, abs(v)]),
    );
    if (canonical !== abs(path)) bad.push(`${path}: canonical ${canonical}`);
    if (alternates["hi-IN"] !== abs(path)) bad.push(`${path}: hi-IN ${alternates["hi-IN"]}`);
    if (alternates["en-IN"] !== abs(english)) bad.push(`${path}: en-IN ${alternates["en-IN"]}`);
    if (alternates["x-default"] !== abs(english)) bad.push(`${path}: x-default`);
    // The way back, from two English pages of each route.
    const seen = checkedEnglish.get(page.routeId) ?? 0;
    if (seen >= 2) continue;
    checkedEnglish.set(page.routeId, seen + 1);
    const response = await request.get(english, { maxRedirects: 0 });
    const backLinks = headLinks(await response.text());
    const back = {
      canonical: abs(backLinks.canonical),
      alternates: { "hi-IN": abs(backLinks.alternates["hi-IN"]) },
    };
    if (response.status() !== 200) bad.push(`${english} → ${response.status()}`);
    if (back.alternates["hi-IN"] !== abs(path))
      bad.push(`${english}: hi-IN ${back.alternates["hi-IN"]}`);
    if (back.canonical !== abs(english)) bad.push(`${english}: canonical ${back.canonical}`);
  }
  expect(bad).toEqual([]);
});
