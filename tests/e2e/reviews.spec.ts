/**
 * /reviews (PC-1, PC-2): patient reviews newest first with the verified label,
 * treatment and city, filtered by treatment and city in the path (cacheable, no JavaScript
 * needed), numbered pages a crawler follows, in the sitemap. Over HTTP against the production
 * build; the browser only for the dropdowns, the layout and axe.
 */
import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { canonicalPathOf, htmlOf } from "./server-html";

const reviewsOf = (page: string) => page.split('data-testid="review"').slice(1);
const timesOf = (page: string) =>
  [...page.matchAll(/<time dateTime="([^"]+)"/gi)].map((m) => m[1] as string);
/** Whether the page has a link to `href` with this rel (attributes in any order). */
const relLink = (page: string, rel: string, href: string) =>
  [...page.matchAll(/<a [^>]*>/g)].some(
    (m) => m[0].includes(`href="${href}"`) && m[0].includes(`rel="${rel}"`),
  );
const optionsOf = (page: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, "s").exec(page)?.[1];
  return [...(select ?? "").matchAll(/<option value="([a-z0-9-]+)"[^>]*>([^<]*)/g)].map((m) => ({
    value: m[1] as string,
    label: m[2] as string,
  }));
};

test.describe("/reviews over HTTP", () => {
  test("[PC-1] newest first, 20 a page, each with date, treatment, city, the sample label; verified on some only", async ({
    request,
  }) => {
    const page = await htmlOf(request, "/reviews");
    expect(page).toContain("<h1");
    expect(page).toMatch(/<h1[^>]*>Patient reviews<\/h1>/);
    const reviews = reviewsOf(page);
    expect(reviews.length).toBe(20);
    const times = timesOf(page);
    expect([...times].sort().reverse()).toEqual(times);
    for (const review of reviews) {
      expect(review).toMatch(/for [A-Z]/);
      expect(review).toMatch(/in [A-Z]/);
      expect(review).toContain("Sample review");
      expect(review).toMatch(/href="\/(doctor|hospital)\//);
    }
    const verified = reviews.filter((r) => r.includes("Verified patient")).length;
    expect(verified).toBeGreaterThan(0);
    expect(verified).toBeLessThan(reviews.length);
    expect(canonicalPathOf(page)).toBe("/reviews");
  });

  test("[PC-1] numbered pages a crawler follows: rel=next, other reviews, canonical to themselves", async ({
    request,
  }) => {
    const first = await htmlOf(request, "/reviews");
    expect(relLink(first, "next", "/reviews/filter/page-2")).toBe(true);
    const second = await htmlOf(request, "/reviews/filter/page-2");
    expect(canonicalPathOf(second)).toBe("/reviews/filter/page-2");
    expect(relLink(second, "prev", "/reviews")).toBe(true);
    const older = timesOf(second);
    expect(older.length).toBeGreaterThan(0);
    // Page 2 starts where page 1 ends: strictly older or equal, never a repeat.
    expect((older[0] as string) <= (timesOf(first).at(-1) as string)).toBe(true);
    for (const path of [
      "/reviews/filter/page-1",
      "/reviews/filter/page-999",
      "/reviews/filter/city-pune_treatment-lasik",
      "/reviews/filter/treatment-astrology",
      "/reviews/filter/city-atlantis",
      "/reviews/filter/sort-rating",
    ]) {
      expect(await htmlOf(request, path, 404), path).toContain('data-testid="site-footer"');
    }
  });

  test("[PC-2] the GET form redirects to the filter's own path, which lists only that treatment in that city", async ({
    request,
  }) => {
    const page = await htmlOf(request, "/reviews");
    const treatment = optionsOf(page, "treatment")[0];
    const city = optionsOf(page, "city")[0];
    expect(treatment && city).toBeTruthy();
    const redirect = await request.get(
      `/api/listings/filter?kind=reviews&treatment=${treatment?.value}&city=`,
      { maxRedirects: 0 },
    );
    expect(redirect.status()).toBe(303);
    const location = redirect.headers().location as string;
    expect(location).toBe(`/reviews/filter/treatment-${treatment?.value}`);
    const filtered = await htmlOf(request, location);
    const name = (treatment?.label ?? "").replace(/ \(\d+\)$/, "");
    expect(filtered).toContain(`Patient reviews of ${name}`);
    for (const review of reviewsOf(filtered)) expect(review).toContain(`for ${name}`);
    // The count beside the option is the number of reviews the page lists.
    const count = Number(/\((\d+)\)$/.exec(treatment?.label ?? "")?.[1]);
    expect(filtered).toContain(`>${count} reviews<`);
    expect(canonicalPathOf(filtered)).toBe(location);

    const byCity = await htmlOf(request, `/reviews/filter/city-${city?.value}`);
    const cityName = (city?.label ?? "").replace(/ \(\d+\)$/, "");
    for (const review of reviewsOf(byCity)) expect(review).toContain(`in ${cityName}`);

    // A value that is no path segment even in lower case with dashes is refused (RT-35 turns
    // 'Not A City' into the segment `not-a-city`, whose page is then a 404 like any unknown city).
    const bad = await request.get("/api/listings/filter?kind=reviews&city=%3Cscript%3E", {
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);
    const spaced = await request.get("/api/listings/filter?kind=reviews&city=Not%20A%20City", {
      maxRedirects: 0,
    });
    expect(spaced.headers().location).toBe("/reviews/filter/city-not-a-city");
    expect((await request.get("/reviews/filter/city-not-a-city")).status()).toBe(404);
  });

  test("[PC-1] the sitemap lists /reviews (its filters and pages are reached by links)", async ({
    request,
    baseURL,
  }) => {
    const locs = (xml: string) =>
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    const children = locs(await (await request.get("/sitemap.xml")).text());
    const urls: string[] = [];
    for (const child of children) urls.push(...locs(await (await request.get(child)).text()));
    expect(urls).toContain(`${baseURL}/reviews`);
    expect(urls.some((u) => u.includes("/reviews/filter/"))).toBe(false);
  });
});

test.describe("/reviews in the browser", () => {
  test("[PC-2] choosing a treatment navigates at once; 'Clear filters' comes back", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/reviews");
    const form = page.getByRole("form", { name: "Filter reviews" });
    const select = form.getByLabel("Treatment", { exact: true });
    const value = await select.locator("option").nth(1).getAttribute("value");
    await select.selectOption(value as string);
    await page.waitForURL(`**/reviews/filter/treatment-${value}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Patient reviews of");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL("**/reviews");
  });

  test("[PC-2] without JavaScript the form's button filters by city", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/reviews");
    const form = page.getByRole("form", { name: "Filter reviews" });
    const select = form.getByLabel("City", { exact: true });
    const value = await select.locator("option").nth(1).getAttribute("value");
    await select.selectOption(value as string);
    await form.getByRole("button", { name: "Show reviews" }).click();
    await page.waitForURL(`**/reviews/filter/city-${value}`);
    await context.close();
  });

  for (const [name, viewport] of [
    ["390×844", PHONE],
    ["1440×900", DESKTOP],
  ] as const) {
    test(`[PC-1][SH-35] at ${name} the reviews and their labels fit the screen; axe clean`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto("/reviews");
      const first = page.getByTestId("review").first();
      const box = await first.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      const next = page.getByRole("link", { name: "Next", exact: true });
      const nextBox = await next.boundingBox();
      expect(nextBox && nextBox.height >= 44).toBe(true);
      await expectNoAxeViolations(page);
      await screenshotForReview(page, {
        path: testInfo.outputPath(`reviews-${viewport.width}.png`),
        fullPage: true,
      });
    });
  }
});
