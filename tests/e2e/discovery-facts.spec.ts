/**
 * The profile facts and the dropdowns (DS-3, DS-8, DS-9): a doctor's education and memberships, a
 * hospital's facilities and its own cost per treatment, the "Verified patient" label (over HTTP
 * against the production build), and in the browser the city and speciality dropdowns that
 * navigate at once with JavaScript while the GET form keeps working without it; layout at
 * 390×844 and 1440×900 and axe.
 */
import { type APIRequestContext, expect, type Page, type Route, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { htmlOf, sectionFrom, slugLinks, wordsOf } from "./server-html";

const CITY = "delhi-ncr";

async function firstDoctor(request: APIRequestContext): Promise<string> {
  const doctor = slugLinks(await htmlOf(request, `/${CITY}/doctors`), "/doctor/")[0];
  expect(doctor).toBeTruthy();
  return doctor as string;
}

async function firstHospital(request: APIRequestContext): Promise<string> {
  const hospital = slugLinks(await htmlOf(request, `/${CITY}/hospitals`), "/hospital/")[0];
  expect(hospital).toBeTruthy();
  return hospital as string;
}

test.describe("profile facts over HTTP", () => {
  test("[DS-8] a doctor profile lists education (degree, institution, year) and memberships", async ({
    request,
  }) => {
    for (const path of slugLinks(await htmlOf(request, `/${CITY}/doctors`), "/doctor/").slice(
      0,
      4,
    )) {
      const page = await htmlOf(request, path);
      const education = wordsOf(sectionFrom(page, "education"));
      expect(education, path).toContain("Education");
      expect(education).toContain("MBBS, ");
      // Every degree carries a year of its own.
      const years = [...education.matchAll(/· (\d{4})/g)].map((m) => Number(m[1]));
      expect(years.length).toBeGreaterThanOrEqual(2);
      expect([...years].sort((a, b) => a - b)).toEqual(years);
      const memberships = wordsOf(sectionFrom(page, "memberships"));
      expect(memberships, path).toMatch(
        /Memberships .*(Association|Society|College|Federation|Academy)/,
      );
      expect(memberships).toMatch(/member since \d{4}/);
    }
  });

  test("[DS-8] a hospital profile lists its facilities and its own cost per treatment, linking each treatment", async ({
    request,
  }) => {
    const path = await firstHospital(request);
    const page = await htmlOf(request, path);
    const facilities = wordsOf(sectionFrom(page, "facilities"));
    // Every sample hospital has a pharmacy and parking; ICU beds come with a count.
    expect(facilities).toContain("24×7 pharmacy");
    expect(facilities).toContain("Parking");
    const costs = sectionFrom(page, "treatment-costs");
    expect(wordsOf(costs)).toContain("Treatments and their cost at this hospital");
    const rows = [...costs.matchAll(/₹([\d,]+) – ₹([\d,]+)/g)].map((m) =>
      [m[1], m[2]].map((n) => Number((n as string).replaceAll(",", ""))),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const [min, max] of rows) expect(min).toBeLessThanOrEqual(max as number);
    const treatments = slugLinks(costs, "/treatment/");
    expect(treatments.length).toBe(rows.length);
    await htmlOf(request, treatments[0] as string);
  });

  test("[DS-9] profile reviews show date and treatment, the sample label always and 'Verified patient' only on some", async ({
    request,
  }) => {
    let verified = 0;
    let unverified = 0;
    const doctors = slugLinks(await htmlOf(request, `/${CITY}/doctors`), "/doctor/");
    for (const path of doctors) {
      const reviews = sectionFrom(await htmlOf(request, path), "reviews")
        .split('data-testid="review"')
        .slice(1);
      for (const review of reviews) {
        expect(review).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT/i);
        expect(wordsOf(review)).toMatch(/ for [A-Z]/);
        expect(review).toContain("Sample review");
        if (review.includes("Verified patient")) verified++;
        else unverified++;
      }
      if (verified > 0 && unverified > 0) break;
    }
    expect(verified).toBeGreaterThan(0);
    expect(unverified).toBeGreaterThan(0);
  });
});

test.describe("Hindi profiles over HTTP", () => {
  test("[HI-1][HI-2][HI-4] /hi/doctor and /hi/hospital: Hindi page, hreflang both ways, links to Hindi profiles", async ({
    request,
  }) => {
    const doctor = await firstDoctor(request);
    const hospital = await firstHospital(request);
    for (const [path, heading, linked] of [
      [doctor, "शिक्षा", "/hi/hospital/"],
      [hospital, "सुविधाएँ", "/hi/doctor/"],
    ] as const) {
      const hi = await htmlOf(request, `/hi${path}`);
      expect(hi, path).toMatch(/<html lang="hi/);
      expect(hi).toContain(heading);
      expect(hi).toMatch(new RegExp(`hrefLang="en-IN" href="[^"]*${path}"`, "i"));
      const en = await htmlOf(request, path);
      expect(en).toMatch(new RegExp(`hrefLang="hi-IN" href="[^"]*/hi${path}"`, "i"));
      // Its own links to other profiles stay in Hindi; the home crumb is the Hindi home.
      expect(slugLinks(hi, linked).length).toBeGreaterThan(0);
      expect(hi).toContain('href="/hi"');
    }
    expect(await htmlOf(request, "/hi/doctor/dr-nobody", 404)).toContain(
      'data-testid="site-footer"',
    );
  });
});

/** The listing's filter form, opened where it is folded (phones). */
async function filterForm(page: Page) {
  const form = page.getByRole("form", { name: "Filters" });
  if (!(await form.isVisible())) await page.getByText(/^Filters/).click();
  return form;
}

test.describe("dropdown navigation", () => {
  test("[RT-35][DS-3] choosing a city, then a speciality, goes straight to its lower-case-dashed path", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${CITY}/doctors`);
    let form = await filterForm(page);
    await form.getByLabel("City", { exact: true }).selectOption({ label: "Mumbai" });
    await page.waitForURL("**/mumbai/doctors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Doctors in Mumbai");
    form = await filterForm(page);
    await form.getByLabel("Speciality", { exact: true }).selectOption({ label: "Cardiology" });
    await page.waitForURL("**/mumbai/doctors/cardiology");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cardiology");
  });

  test("[RT-35] a city chosen while the scripts are still loading is followed once they run", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The page's scripts are held back, as on a slow phone: the choice comes before hydration.
    await page.route(
      (url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"),
      async (route: Route) => {
        await released;
        await route.continue();
      },
    );
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${CITY}/doctors`, { waitUntil: "domcontentloaded" });
    const form = await filterForm(page);
    await form.getByLabel("City", { exact: true }).selectOption({ label: "Mumbai" });
    expect(new URL(page.url()).pathname).toBe(`/${CITY}/doctors`);
    release();
    await page.waitForURL("**/mumbai/doctors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Doctors in Mumbai");
  });

  test("[DS-3][DS-5] at 390×844 the hospitals' speciality dropdown navigates at once, keeping the chosen filters", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/${CITY}/hospitals/filter/ayushman-yes`);
    const form = await filterForm(page);
    await form.getByLabel("Speciality", { exact: true }).selectOption({ label: "Orthopaedics" });
    await page.waitForURL(`**/${CITY}/hospitals/filter/speciality-orthopaedics_ayushman-yes`);
  });

  test("[DS-3] without JavaScript the dropdowns do nothing by themselves and the form's button goes to the path", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`/${CITY}/doctors`);
    const form = page.getByRole("form", { name: "Filters" });
    await form.getByLabel("City", { exact: true }).selectOption({ label: "Mumbai" });
    await form.getByLabel("Speciality", { exact: true }).selectOption({ label: "Cardiology" });
    expect(new URL(page.url()).pathname).toBe(`/${CITY}/doctors`);
    await form.getByRole("button", { name: "Show results" }).click();
    await page.waitForURL("**/mumbai/doctors/cardiology");
    await context.close();
  });
});

test.describe("profile facts in the browser", () => {
  for (const [name, viewport] of [
    ["390×844", PHONE],
    ["1440×900", DESKTOP],
  ] as const) {
    test(`[DS-8][SH-35] at ${name} education, memberships, facilities and the cost table fit the screen; axe clean`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      for (const [kind, path, ids] of [
        ["doctor", await firstDoctor(request), ["education", "memberships"]],
        ["hospital", await firstHospital(request), ["facilities", "treatment-costs"]],
      ] as const) {
        await page.goto(path);
        for (const id of ids) {
          const box = await page.locator(`section[aria-labelledby="${id}"]`).boundingBox();
          expect(box, `${path} #${id}`).not.toBeNull();
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(
            true,
          );
        }
        if (kind === "hospital") {
          const table = page.locator('section[aria-labelledby="treatment-costs"] table');
          const box = await table.boundingBox();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        }
        await expectNoAxeViolations(page);
        await screenshotForReview(page, {
          path: testInfo.outputPath(`${kind}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    });
  }
});
