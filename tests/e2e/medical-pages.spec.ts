/**
 * MD-1 to MD-10: treatments, conditions, departments, tests and cost pages. Content over HTTP against
 * the production build (404s, JSON-LD, hreflang, the estimate without JavaScript; the walk
 * over every sample path is in crawl.spec.ts, with the sitemap's); the browser for the estimate's interaction, the condition filter, the lead form,
 * axe and screenshots at phone and desktop width.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { cities } from "../../src/db/seed/data/cities";
import {
  cityPriceLevels,
  hospitalCategories,
  insurerTerms,
  roomCategories,
  treatmentImplants,
  treatmentPriceItems,
} from "../../src/db/seed/data/estimate";
import { insurers } from "../../src/db/seed/data/insurers";
import { treatments } from "../../src/db/seed/data/treatments";
import { computeEstimate, LAKH } from "../../src/lib/catalog/estimate";
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { jsonLdOf } from "./server-html";

const rupees = (n: number) => `₹${new Intl.NumberFormat("en-IN").format(n)}`;

test.describe("medical pages over HTTP", () => {
  test("[MD-1] an unknown slug or city is a 404 inside the shell", async ({ request }) => {
    for (const p of [
      "/condition/no-such-condition",
      "/treatment/no-such-treatment",
      "/treatment/no-such-treatment/cost",
      "/no-such-city/treatment/knee-replacement",
      "/delhi-ncr/treatment/no-such-treatment",
      "/department/no-such-department",
      "/test/no-such-test",
      "/hi/test/no-such-test",
      "/treatment/knee-replacement/cost/pune_corporate_deluxe-room_toric_none_5",
      "/treatment/knee-replacement/cost/not-an-estimate",
    ]) {
      const response = await request.get(p);
      expect(response.status(), p).toBe(404);
      expect(await response.text(), p).toContain('data-testid="site-footer"');
    }
  });

  // The rule changed: these pages used to show the thank-you heading's names ("KNEE
  // REPLACEMENT", "Kidney Stones Transport"); a treatment page shows the catalogue's name.
  test("a treatment page shows the catalogue's name in its H1, title and crumbs; MedicalProcedure and a reviewed MedicalWebPage", async ({
    request,
  }) => {
    const knee = await (await request.get("/treatment/knee-replacement")).text();
    expect(knee).toMatch(/<h1[^>]*>Knee Replacement<\/h1>/);
    expect(knee).toMatch(/<title>Knee Replacement[^<]*\| Vaidya<\/title>/);
    expect(knee).not.toContain("KNEE REPLACEMENT");
    const kidney = await (await request.get("/treatment/kidney-stone-treatment")).text();
    expect(kidney).toMatch(/<h1[^>]*>Kidney Stone Treatment<\/h1>/);
    expect(kidney).not.toContain("Transport");
    const graph = jsonLdOf(knee);
    const webPage = graph.find((n) => n["@type"] === "MedicalWebPage");
    expect(webPage).toMatchObject({
      lastReviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reviewedBy: { "@type": "Person", name: expect.stringMatching(/^Dr\. /) },
      about: { "@type": "MedicalProcedure", name: "Knee Replacement" },
    });
    const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      "Home",
      "Treatments and surgeries",
      "Knee Replacement",
    ]);
    expect(knee).toContain('rel="canonical" href="http://127.0.0.1');
    expect(knee).toMatch(/Medically reviewed by/);
  });

  test("[MD-6] a city's treatment page shows that city's cost range and the other popular cities", async ({
    request,
  }) => {
    const html = await (await request.get("/mumbai/treatment/knee-replacement")).text();
    const mumbai = cities.find((c) => c.slug === "mumbai");
    const knee = treatments.find((t) => t.slug === "knee-replacement");
    expect(mumbai && knee).toBeTruthy();
    expect(html).toMatch(/<h1[^>]*>Knee Replacement in Mumbai: cost, hospitals and doctors<\/h1>/);
    expect(html).toContain("Cost in Mumbai");
    expect(html).toContain("Doctors who perform it in Mumbai");
    expect(html).toContain('href="/delhi-ncr/treatment/knee-replacement"');
    expect(html).not.toContain('href="/mumbai/treatment/knee-replacement"');
  });

  test("[MD-3][MD-2] a condition page puts the lay and Hindi name first, names its reviewer, MedicalCondition JSON-LD", async ({
    request,
  }) => {
    const html = await (await request.get("/condition/piles")).text();
    expect(html).toMatch(/<h1[^>]*>Piles \(बवासीर\)<\/h1>/);
    for (const heading of [
      "Types",
      "Symptoms",
      "Causes",
      "When to see a doctor",
      "How it is diagnosed",
      "Treatment options",
      "Risks of waiting",
      "Frequently asked questions",
    ]) {
      expect(html, heading).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    expect(html).toContain('href="/treatment/piles-treatment"');
    const about = jsonLdOf(html).find((n) => n["@type"] === "MedicalWebPage")?.about as Record<
      string,
      unknown
    >;
    expect(about["@type"]).toBe("MedicalCondition");
    expect(about.signOrSymptom).toContainEqual({
      "@type": "MedicalSignOrSymptom",
      name: "Bright red bleeding during stools",
    });
  });

  test("[RT-29][HI-1][HI-2][HI-4] /hi/test/{slug} is Hindi with lang and a two-way hreflang pair", async ({
    request,
  }) => {
    const hi = await (await request.get("/hi/test/hba1c")).text();
    const en = await (await request.get("/test/hba1c")).text();
    expect(hi).toMatch(/<html[^>]*lang="hi-IN"/);
    expect(en).toMatch(/<html[^>]*lang="en-IN"/);
    expect(hi).toMatch(/<h1[^>]*>एचबीए1सी/);
    expect(hi).toContain("खाली पेट रहने की ज़रूरत नहीं है");
    for (const html of [hi, en]) {
      expect(html).toMatch(/<link rel="alternate" hrefLang="hi-IN" href="[^"]*\/hi\/test\/hba1c"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="en-IN" href="[^"]*\/test\/hba1c"/);
    }
    expect(hi).toMatch(/rel="canonical" href="[^"]*\/hi\/test\/hba1c"/);
    const webPage = jsonLdOf(hi).find((n) => n["@type"] === "MedicalWebPage");
    expect(webPage).toMatchObject({ inLanguage: "hi-IN", about: { "@type": "MedicalTest" } });
    // The catalogue's preparation and sample type are in Hindi on the Hindi page.
    const mri = await (await request.get("/hi/test/mri-brain")).text();
    expect(mri).toContain("सारी धातु की चीज़ें उतार दें");
    expect(mri).not.toMatch(/<span lang="en">Remove all metal/);
  });

  test("[MD-10] a shared estimate renders its figures without JavaScript, from the database's prices", async ({
    request,
  }) => {
    const url =
      "/treatment/knee-replacement/cost/pune_corporate_single-room_titanium_star-health_5";
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The same arithmetic over the sample data the database was seeded with.
    const knee = treatments.find((t) => t.slug === "knee-replacement");
    const items = treatmentPriceItems.find((i) => i.treatmentId === knee?.id);
    const city = cityPriceLevels.find(
      (c) => c.cityId === cities.find((x) => x.slug === "pune")?.id,
    );
    const hospital = hospitalCategories.find((h) => h.slug === "corporate");
    const room = roomCategories.find((r) => r.slug === "single-room");
    const implant = treatmentImplants.find(
      (i) => i.treatmentId === knee?.id && i.slug === "titanium",
    );
    const star = insurers.find((i) => i.slug === "star-health");
    const terms = insurerTerms.find((t) => t.insurerId === star?.id);
    if (!items || !city || !hospital || !room || !implant || !terms) throw new Error("sample data");
    const expected = computeEstimate({
      items,
      cityFactor: city.factor,
      hospitalFactor: hospital.factor,
      room,
      implantPrice: implant.price,
      insurer: terms,
      sumInsured: 5 * LAKH,
    });
    const cell = (testId: string) =>
      new RegExp(`data-testid="${testId}"[^>]*>([^<]+)<`).exec(html)?.[1];
    expect(cell("estimate-total")).toBe(rupees(expected.total));
    expect(cell("estimate-insurer")).toBe(rupees(expected.insurerPays));
    expect(cell("estimate-patient")).toBe(rupees(expected.patientPays));
    expect(html).toContain("This is an estimate, not a quote");
    expect(html).toMatch(/Prices last checked on \d+ \w+ \d{4}/);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toMatch(/rel="canonical" href="[^"]*\/treatment\/knee-replacement\/cost"/);
  });

  test("[MD-7] the cost page: min, average and max by city, cost drivers, exclusions, EMI", async ({
    request,
  }) => {
    const html = await (await request.get("/treatment/knee-replacement/cost")).text();
    expect(html).toMatch(/<h1[^>]*>Knee Replacement cost in India<\/h1>/);
    const rows = html.match(/<tr><th scope="row"/g) ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(cities.length);
    for (const text of [
      "What drives the cost",
      "a room upgrade raises the room rent and also the surgeon, theatre and medicine charges",
      "What insurance usually does not pay",
      "No-cost EMI",
      "Calculate Treatment Cost Now",
      "Calculate Monthly EMI",
    ]) {
      expect(html, text).toContain(text);
    }
  });
});

/* ---- In the browser ---- */

const SHOTS = path.join("test-results", "medical-pages-screens");

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await screenshotForReview(page, { path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

async function estimateFigures(page: Page) {
  const estimate = page.getByTestId("estimate");
  return {
    total: await estimate.getByTestId("estimate-total").textContent(),
    insurer: await estimate.getByTestId("estimate-insurer").textContent(),
    patient: await estimate.getByTestId("estimate-patient").textContent(),
    lines: await estimate.getByTestId("estimate-table").locator("tbody").textContent(),
  };
}

test.describe("the itemised estimate in the browser", () => {
  test("[MD-8][MD-9][MD-10] changing room and insurer changes the total and the shares; the shared URL shows the same figures in a fresh context without JavaScript", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/treatment/knee-replacement/cost");
    const estimate = page.getByTestId("estimate");
    const total = estimate.getByTestId("estimate-total");
    const before = await total.textContent();
    await estimate.getByLabel("Room category").selectOption({ label: "Deluxe room" });
    await expect(total).not.toHaveText(before ?? "");
    const toNumber = (s: string | null) => Number((s ?? "").replace(/[^\d]/g, ""));
    expect(toNumber(await total.textContent())).toBeGreaterThan(toNumber(before));
    await expect(estimate.getByTestId("estimate-insurer")).toHaveCount(0);
    await estimate.getByLabel("Insurer").selectOption({ label: "Star Health Insurance" });
    await estimate.getByLabel("Sum insured").selectOption({ label: "₹10 lakh" });
    await expect(estimate.getByTestId("estimate-insurer")).toBeVisible();
    const figures = await estimateFigures(page);
    expect(toNumber(figures.insurer) + toNumber(figures.patient)).toBe(toNumber(figures.total));
    expect(toNumber(figures.insurer)).toBeLessThanOrEqual(10 * LAKH);
    const href = await estimate.getByTestId("estimate-link").getAttribute("href");
    expect(href).toBe(
      "/treatment/knee-replacement/cost/delhi-ncr_multi-speciality_deluxe-room_cobalt-chrome_star-health_10",
    );

    fs.mkdirSync(SHOTS, { recursive: true });
    await screenshotForReview(estimate, { path: path.join(SHOTS, "estimate-desktop.png") });

    const fresh = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const shared = await fresh.newPage();
    await shared.goto(href ?? "");
    expect(await estimateFigures(shared)).toEqual(figures);
    await screenshotForReview(shared.getByTestId("estimate"), {
      path: path.join(SHOTS, "estimate-phone-no-js.png"),
    });
    await expect(shared.getByLabel("Room category")).toHaveValue("deluxe-room");
    await fresh.close();
  });

  test("[MD-10] without JavaScript the form leads to the estimate's URL", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/treatment/hernia-repair/cost");
    const estimate = page.getByTestId("estimate");
    await estimate.getByLabel("City").selectOption({ label: "Pune" });
    await estimate.getByLabel("Room category").selectOption({ label: "Single room" });
    await estimate.getByRole("button", { name: "Show estimate" }).click();
    await expect(page).toHaveURL(
      /\/treatment\/hernia-repair\/cost\/pune_multi-speciality_single-room_none_none_5$/,
    );
    await expect(page.getByTestId("estimate-total")).toHaveText(/^₹[\d,]+$/);
    await context.close();
  });
});

test.describe("medical pages in the browser", () => {
  test("[MD-4] the A-Z index narrows to a speciality; a condition's form is variant 3", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/condition");
    const list = page.getByTestId("condition-list");
    const all = await list.getByRole("link").count();
    expect(all).toBe(80);
    await page.getByLabel("Speciality").selectOption({ label: "Proctology" });
    await expect(page.getByRole("link", { name: "Piles (Haemorrhoids)" })).toBeVisible();
    expect(await list.getByRole("link").count()).toBeLessThan(10);
    await page.goto("/condition/piles");
    await page.getByRole("button", { name: "Book Appointment" }).first().click();
    await expect(page.getByRole("dialog").getByTestId("lead-form")).toHaveAttribute(
      "data-variant",
      "3",
    );
  });

  const PAGES: [string, string][] = [
    ["treatments", "/treatment"],
    ["treatment", "/treatment/cataract-surgery"],
    ["city-treatment", "/pune/treatment/knee-replacement"],
    ["cost", "/treatment/knee-replacement/cost"],
    ["conditions", "/condition"],
    ["condition", "/condition/piles"],
    ["departments", "/departments"],
    ["department", "/department/ophthalmology"],
    ["tests", "/test"],
    ["test", "/test/hba1c"],
    ["test-hi", "/hi/test/hba1c"],
  ];
  for (const [name, url] of PAGES) {
    test(`[SH-35] ${url} is axe clean; screenshots at 390×844 and 1440×900`, async ({ page }) => {
      for (const [size, viewport] of [
        ["phone", PHONE],
        ["desktop", DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(url);
        await expect(page.locator("h1")).toBeVisible();
        // Nothing wider than the screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${url} at ${size}`).toBeLessThanOrEqual(0);
        await shoot(page, `${name}-${size}`);
      }
      await expectNoAxeViolations(page);
    });
  }
});
