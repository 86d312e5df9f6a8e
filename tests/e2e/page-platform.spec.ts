/**
 * The page platform seen from outside, against the one production build (
 * docs/architecture.md "A page request"): one URL of every registry route is cached (ISR) and
 * answers with a shared-cache policy and no cookie; unknown paths get the 404 page inside the
 * shell in the server HTML; and Next.js's own build output lists no page as rendered per request.
 * The source-level half of this guard is tests/unit/page-registry.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { type APIResponse, expect, test } from "@playwright/test";
import { cities } from "../../src/db/seed/data/cities";
import { departments } from "../../src/db/seed/data/departments";
import { hrefFor, ROUTES, type Route } from "../../src/lib/page-registry";
import { DYNAMIC_ROUTE_IDS, isAllowedDynamic, routesForAppRoute } from "./page-routes";

/* ---- One sample URL per registry route and locale ---- */

const CITY = "delhi-ncr";
/** A department slug of the sample data (src/db/seed/data/departments.ts). */
const SPECIALITY = departments[0]?.slug ?? "orthopaedics";
const INSURER = "star-health";
/** A shared itemised estimate of the cost route's treatment (MD-10). */
const ESTIMATE = "delhi-ncr_multi-speciality_twin-sharing_cobalt-chrome_star-health_5";
/** `{slug}` of each route: values of the sample data where it has them. */
const SLUGS: Record<string, string> = {
  condition: "knee-osteoarthritis",
  treatment: "knee-replacement",
  "city-treatment": "knee-replacement",
  cost: "knee-replacement",
  "cost-estimate": "knee-replacement",
  test: "complete-blood-count",
  // A post in both languages (content/blog/en and content/blog/hi).
  "blog-post": "anal-fistula-treatment",
  department: SPECIALITY,
  author: "meera-iyer",
  reviewer: "dr-imran-siddiqui",
  // The first sample doctor and hospital of Delhi NCR (a made-up slug's 404 is never cached).
  doctor: "dr-ravi-dave-delhi-ncr",
  hospital: "vasundhara-super-speciality-hospital-delhi-ncr",
  video: "preparing-for-knee-replacement",
  // Page 2 of the blog and of the reviews (page 1 is the list itself, a 404 here).
  "blog-page": "2",
  "reviews-filter": "page-2",
  // Page 2 of an insurer's hospitals across India (DS-25: more than 20 accept Star Health).
  "insurer-page": "2",
  "city-insurer-page": "2",
  // `{filters}` of the filtered listings (src/lib/catalog/listing-filters.ts).
  "doctors-filter": "gender-female",
  "city-doctors-filter": "gender-female",
  "hospitals-filter": "ayushman-yes",
  "city-hospitals-filter": "ayushman-yes",
  // Two sample doctors and two sample hospitals of Delhi NCR side by side (DS-28).
  "compare-doctors": "dr-rashmi-bora-delhi-ncr-vs-dr-anand-sethi-delhi-ncr",
  "compare-hospitals":
    "prerna-super-speciality-hospital-delhi-ncr-vs-vasundhara-super-speciality-hospital-delhi-ncr",
};
/** `{...x}` of each route: one segment. */
const REST: Record<string, string> = {
  // Sample campaigns (src/db/seed/data/campaigns.ts, MK-26).
  marketing: "womens-health",
  campaign: "knee-replacement-cost",
  chat: "ai",
  error: "no-such-page",
};

function sampleParams(route: Route): Record<string, string> {
  const params: Record<string, string> = {};
  for (const seg of route.segments) {
    if (seg.kind === "literal") continue;
    if (seg.kind === "rest") params[seg.name] = REST[route.id] ?? "sample";
    else if (seg.name === "city") params[seg.name] = CITY;
    else if (seg.name === "speciality") params[seg.name] = SPECIALITY;
    else if (seg.name === "insurer") params[seg.name] = INSURER;
    else if (seg.name === "estimate") params[seg.name] = ESTIMATE;
    else params[seg.name] = SLUGS[route.id] ?? "sample";
  }
  return params;
}

interface Sample {
  url: string;
  route: Route;
}

const SAMPLES: Sample[] = ROUTES.filter((r) => !DYNAMIC_ROUTE_IDS.has(r.id)).flatMap((route) =>
  route.locales.map((locale) => ({ url: hrefFor(route.id, sampleParams(route), locale), route })),
);
const home = ROUTES.find((r) => r.id === "home") as Route;
SAMPLES.push({ url: "/?source=patientapp", route: home });

/* ---- The build the server runs (scripts/e2e-server.mjs) ---- */

const DIST_DIR = path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || ".next-e2e");

function readManifest<T>(name: string): T {
  const file = path.join(DIST_DIR, name);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: is ${DIST_DIR} the served build?`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

/** App routes of the build's pages (`/thankyou`, `/hi/doctor/[slug]`), from app-path-routes-manifest.json. */
function builtPageRoutes(): string[] {
  const manifest = readManifest<Record<string, string>>("app-path-routes-manifest.json");
  return Object.entries(manifest)
    .filter(([entry]) => entry.endsWith("/page"))
    .map(([, route]) => route);
}

/**
 * The status a sample must answer with: 404 for the error route's made-up path, 200 for every
 * other route. Every sample value above comes from the sample data, so a profile, a listing or a
 * cost page that answers 404 is a broken page, not a missing slug; and every route must have a
 * view of its own in the build.
 */
function expectedStatus(route: Route, url: string): number {
  if (route.id === "error") return 404;
  // The Hindi blog's 12 posts fill one page: its page 2 is past the last, a 404 by design that
  // must not be stored.
  if (url === "/hi/blog/page/2") return 404;
  // No city has more than 20 hospitals for one insurer in the sample data: a city's insurer page 2
  // is past the last (DS-25), a 404 that must not be stored.
  if (route.id === "city-insurer-page") return 404;
  const hasView = builtPageRoutes().some((appRoute) =>
    routesForAppRoute(appRoute).some((r) => r.id === route.id),
  );
  expect(hasView, `${route.id}: a page in the build`).toBe(true);
  return 200;
}

/* ---- Checks ---- */

function expectShareable(response: APIResponse, label: string): void {
  const headers = response.headers();
  expect(headers["cache-control"] ?? "", `${label}: Cache-Control`).toMatch(/s-maxage=\d+/);
  expect(headers["set-cookie"], `${label}: Set-Cookie`).toBeUndefined();
}

/** React's escaping of text in server HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

function notFoundTitle(locale: "en" | "hi"): string {
  const file = path.join(process.cwd(), "src/lib/i18n/messages", locale, "errors.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { notFound: { title: string } }).notFound
    .title;
}

test.describe("every registry route is cached and shareable", () => {
  test("the sample values exist in the sample data", () => {
    expect(cities.map((c) => c.slug)).toContain(CITY);
    expect(departments.map((d) => d.slug)).toContain(SPECIALITY);
  });

  for (const { url, route } of SAMPLES) {
    test(`${url} (${route.id}): the second answer is a cache HIT with s-maxage and no Set-Cookie (a made-up slug's 404: never stored, s-maxage=60)`, async ({
      request,
    }) => {
      const first = await request.get(url, { maxRedirects: 0 });
      expect(first.status(), `${url}: status`).toBe(expectedStatus(route, url));
      expectShareable(first, `${url} (first)`);
      const second = await request.get(url, { maxRedirects: 0 });
      expect(second.status(), `${url}: same status twice`).toBe(first.status());
      if (first.status() === 404) {
        // A path no route claims: never stored by the server (a visitor could make up any
        // number of them), only shared briefly by a CDN.
        expect(["HIT", "STALE"], `${url}: x-nextjs-cache`).not.toContain(
          second.headers()["x-nextjs-cache"],
        );
        expect(second.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
      } else {
        // Other tests publish content in the same server at the same time (the content editor's
        // tests), and a publish drops the tags of every page showing that content: a MISS right
        // after one is the page being rendered again, so the answer after it must be cached.
        const cached = (r: typeof second) =>
          ["HIT", "STALE"].includes(r.headers()["x-nextjs-cache"] ?? "");
        const answer = cached(second) ? second : await request.get(url, { maxRedirects: 0 });
        expect(["HIT", "STALE"], `${url}: x-nextjs-cache`).toContain(
          answer.headers()["x-nextjs-cache"],
        );
      }
      expectShareable(second, `${url} (second)`);
    });
  }

  for (const id of DYNAMIC_ROUTE_IDS) {
    const route = ROUTES.find((r) => r.id === id);
    test(`${id} (${route?.pattern}) renders per request by design: noindex, never in a shared cache, no cookie`, async ({
      request,
    }) => {
      const url = route ? hrefFor(route.id) : "/";
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["cache-control"] ?? "").toMatch(/private|no-store/);
      expect(headers["cache-control"] ?? "").not.toMatch(/s-maxage/);
      expect(headers["x-nextjs-cache"]).toBeUndefined();
      expect(headers["set-cookie"]).toBeUndefined();
      expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
    });
  }
});

test.describe("not-found page", () => {
  for (const [url, locale] of [
    ["/no-such-page", "en"],
    ["/hi/no-such-page", "hi"],
  ] as const) {
    test(`${url}: 404 with the shell and the message in the server HTML, not Next.js's bare error document`, async ({
      request,
    }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('data-testid="site-header"');
      expect(html).toContain(`>${escapeHtml(notFoundTitle(locale))}<`);
      expect(html).toContain('data-testid="site-footer"');
      expect(html).not.toMatch(/^\s*(<!DOCTYPE html>\s*)?<html id="__next_error__"/i);
      expect(html).not.toContain('id="__next_error__"');
    });
  }
});

test.describe("structured data", () => {
  test("the home page says what the site is (WebSite) and who runs it (Organization with a contact point)", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] as string),
    );
    const byType = new Map(blocks.map((b) => [b["@type"], b]));
    expect(byType.get("WebSite")).toMatchObject({ name: "Vaidya", inLanguage: "en-IN" });
    const organization = byType.get("Organization");
    expect(organization).toMatchObject({
      name: "Vaidya",
      contactPoint: { "@type": "ContactPoint", areaServed: "IN", telephone: "+919876543210" },
    });
    expect(new URL(organization.url).pathname).toBe("/");
    expect(new URL(organization.logo).pathname).toBe("/icons/favicon.svg");
  });
});

test.describe("what a first visit downloads", () => {
  test("[SH-36] the English home page (with ₹ prices) fetches only the Latin font and preloads no below-the-fold image", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
    });
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    await page.waitForLoadState("load");
    // The page does show prices and a Devanagari language link…
    await expect(page.getByText(/₹/).first()).toBeVisible();
    await expect(page.getByTestId("header-language")).toHaveText("हिन्दी");
    // …yet the 50 KB Devanagari files are not fetched for them (app/globals.css).
    expect(fonts.some((f) => /latin/.test(f))).toBe(true);
    expect(fonts.filter((f) => /devanagari/.test(f))).toEqual([]);
    // React preloads every eager <img>; the city icons sit below the fold and load lazily.
    expect(html).not.toMatch(/<link rel="preload" as="image"/);
  });
});

test.describe("catalogue API", () => {
  test("GET /api/cities is publicly cacheable (public, s-maxage) and sets no cookie", async ({
    request,
  }) => {
    const response = await request.get("/api/cities");
    expect(response.status()).toBe(200);
    const cacheControl = response.headers()["cache-control"] ?? "";
    expect(cacheControl).toMatch(/\bpublic\b/);
    expect(cacheControl).toMatch(/s-maxage=\d+/);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

/** Pages that show one patient's own data: never cached, never prerendered. */
const PER_PATIENT_PAGES = ["/my-data", "/my-data/copy", "/stop/[token]"];

test.describe("the build's own view", () => {
  test("Next.js classified every patient page as static or ISR (prerender manifest), none as ƒ; the care team's console and a patient's own data pages are per-person and never cached", () => {
    const prerender = readManifest<{
      routes: Record<string, unknown>;
      dynamicRoutes: Record<string, unknown>;
    }>("prerender-manifest.json");
    const prerendered = new Set([
      ...Object.keys(prerender.routes),
      ...Object.keys(prerender.dynamicRoutes),
    ]);
    const consolePages = builtPageRoutes().filter((route) => route.startsWith("/console"));
    expect(consolePages, "the console's pages").toContain("/console/leads");
    expect(consolePages.filter((route) => prerendered.has(route))).toEqual([]);
    // A patient's own data (My data after the OTP login, a request's stop link) is per person:
    // rendered on every request and never prerendered, like the console.
    const perPatient = builtPageRoutes().filter((route) =>
      PER_PATIENT_PAGES.includes(route.replace(/^\/hi(?=\/)/, "")),
    );
    expect(perPatient.sort()).toEqual(
      [
        "/hi/my-data",
        "/hi/my-data/copy",
        "/hi/stop/[token]",
        "/my-data",
        "/my-data/copy",
        "/stop/[token]",
      ].sort(),
    );
    expect(perPatient.filter((route) => prerendered.has(route))).toEqual([]);
    const pages = builtPageRoutes().filter(
      (route) =>
        route !== "/_not-found" &&
        !isAllowedDynamic(route) &&
        !route.startsWith("/console") &&
        !perPatient.includes(route),
    );
    expect(pages, "the build has pages").toContain("/about-us");
    const perRequest = pages.filter((route) => !prerendered.has(route));
    expect(perRequest, "pages rendered on every request (ƒ)").toEqual([]);
  });
});

test.describe("a patient's own data", () => {
  test("My data and a stop link answer private, no-store: no shared cache keeps them", async ({
    request,
  }) => {
    for (const url of [
      "/my-data",
      "/hi/my-data",
      "/my-data/copy",
      "/hi/my-data/copy",
      "/stop/1-AAAAAAAAAAAAAAAA",
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBeLessThan(500);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, url).toMatch(/\bprivate\b/);
      expect(cacheControl, url).toMatch(/\bno-store\b/);
      expect(response.headers()["x-nextjs-cache"], url).toBeUndefined();
    }
  });
});

test.describe("one FAQ look", () => {
  /** The FAQ rows of src/ui/page/faq-items.tsx in a page's HTML, and their "+" markers. */
  function faqRows(html: string): { rows: number; plus: number } {
    const rows = (html.match(/<details class="faq-row">/g) ?? []).length;
    const plus = (html.match(/<span aria-hidden="true" class="faq-plus">\+<\/span>/g) ?? []).length;
    return { rows, plus };
  }

  test("[SH-37] the home, condition, doctor and campaign pages draw their FAQs with one component", async ({
    request,
  }) => {
    const listing = await (await request.get("/doctors")).text();
    const doctor = listing.match(/href="(\/doctor\/[^"]+)"/)?.[1];
    expect(doctor, "a doctor profile linked from /doctors").toBeTruthy();
    for (const url of ["/", "/condition/piles", `${doctor}`, `/campaign/${REST.campaign}`]) {
      const html = await (await request.get(url)).text();
      const { rows, plus } = faqRows(html);
      expect(rows, `${url}: FAQ rows`).toBeGreaterThan(0);
      // Every row has its "+" marker that turns on open, whichever page type drew it.
      expect(plus, `${url}: one "+" per row`).toBe(rows);
    }
  });
});
