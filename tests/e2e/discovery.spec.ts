/**
 * Doctors and hospitals (DS-1 to DS-11): listings, profiles and insurance pages over HTTP against the
 * production build, and in the browser at phone width the acceptance path: filter a city's
 * doctors by gender and insurer without typing a URL, open a profile, send its lead form (the
 * doctor's id stored with the lead), come back; axe on every page type.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, PHONE } from "./fixtures";
import { choose, deliveryFor, randomMobile, useOwnClientIp } from "./lead-support";
import { canonicalPathOf, htmlOf, jsonLdOfType, slugLinks } from "./server-html";

const CITY = "delhi-ncr";

test.describe("doctor and hospital pages over HTTP", () => {
  test("[DS-1] every page type answers 200 for the sample data, and 404 inside the shell for unknown names", async ({
    request,
  }) => {
    const listing = await htmlOf(request, `/${CITY}/hospitals`);
    const hospital = slugLinks(listing, "/hospital/")[0];
    const doctor = slugLinks(await htmlOf(request, `/${CITY}/doctors`), "/doctor/")[0];
    expect(hospital && doctor).toBeTruthy();
    for (const path of [
      "/doctors",
      "/hospitals",
      `/${CITY}/doctors`,
      `/${CITY}/hospitals`,
      `/${CITY}/doctors/orthopaedics`,
      `/${CITY}/hospitals/orthopaedics`,
      `/${CITY}/doctors/filter/gender-female`,
      `/${CITY}/hospitals/filter/speciality-orthopaedics_ayushman-yes`,
      "/doctors/filter/speciality-cardiology",
      "/hospitals/insurance",
      "/hospitals/insurance/star-health",
      "/hospitals/insurance/ayushman-bharat-pm-jay",
      `/${CITY}/hospitals/insurance/ayushman-bharat-pm-jay`,
      doctor as string,
      hospital as string,
    ]) {
      await htmlOf(request, path);
    }
    for (const path of [
      "/atlantis/doctors",
      "/atlantis/hospitals/orthopaedics",
      `/${CITY}/doctors/astrology`,
      `/${CITY}/hospitals/astrology`,
      `/${CITY}/doctors/filter/gender-robot`,
      `/${CITY}/doctors/filter/locality-atlantis`,
      `/${CITY}/doctors/filter/page-999`,
      `/${CITY}/doctors/filter/sort-relevance`,
      `/${CITY}/doctors/filter/speciality-orthopaedics`,
      `/${CITY}/doctors/filter/speciality-astrology_gender-male`,
      `/${CITY}/doctors/orthopaedics/filter/gender-male`,
      "/doctor/dr-nobody",
      "/hospital/no-such-hospital",
      "/hospitals/insurance/acme-insurance",
      "/atlantis/hospitals/insurance/star-health",
    ]) {
      expect(await htmlOf(request, path, 404), path).toContain('data-testid="site-footer"');
    }
  });

  test("[DS-1] a city's listing shows only that city's doctors, labelled and explained", async ({
    request,
  }) => {
    const page = await htmlOf(request, `/${CITY}/doctors`);
    expect(page).toContain('data-testid="sorted-by"');
    expect(page).toMatch(/Sorted by relevance/);
    const doctors = slugLinks(page, "/doctor/");
    expect(doctors.length).toBe(20);
    for (const path of doctors) {
      const ld = jsonLdOfType(await htmlOf(request, path), "Physician");
      expect((ld?.address as Record<string, string> | undefined)?.addressRegion, path).toBe(
        "Delhi NCR",
      );
    }
    // Sponsored cards say so.
    const sponsoredCards = page
      .split('data-doctor-id="')
      .filter((card) => card.includes("Sponsored"));
    expect(sponsoredCards.length).toBeGreaterThan(0);
  });

  test("[DS-7] profile JSON-LD parses with name, address and specialty; a rating only with reviews", async ({
    request,
  }) => {
    const listing = await htmlOf(request, `/${CITY}/doctors`);
    const cards = listing.split('data-doctor-id="').slice(1);
    const withReviews = cards.find((c) => /\d+ reviews/.test(c));
    const without = cards.find((c) => c.includes("No reviews yet"));
    for (const [card, rated] of [
      [withReviews, true],
      [without, false],
    ] as const) {
      const path = /href="(\/doctor\/[a-z0-9-]+)"/.exec(card ?? "")?.[1] as string;
      const page = await htmlOf(request, path);
      const ld = jsonLdOfType(page, "Physician") as Record<string, unknown>;
      expect(ld.name).toMatch(/^Dr\. /);
      expect(ld.medicalSpecialty).toBeTruthy();
      expect(ld.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN" });
      expect("aggregateRating" in ld, path).toBe(rated);
      expect(jsonLdOfType(page, "BreadcrumbList")).toBeTruthy();
      expect(page).toContain('property="og:title"');
      expect(canonicalPathOf(page)).toBe(path);
      expect(page).toContain('data-testid="facts-checked"');
      expect(page).toContain("Report an error on this page");
      expect(page).toContain("How we verify");
    }
    const hospitalPath = slugLinks(
      await htmlOf(request, `/${CITY}/hospitals`),
      "/hospital/",
    )[0] as string;
    const hospital = await htmlOf(request, hospitalPath);
    const ld = jsonLdOfType(hospital, "Hospital") as Record<string, unknown>;
    expect(ld.name).toBeTruthy();
    expect(ld.address).toMatchObject({ addressRegion: "Delhi NCR", addressCountry: "IN" });
    expect(Array.isArray(ld.medicalSpecialty) && ld.medicalSpecialty.length > 0).toBe(true);
    expect(hospital).toContain("openstreetmap.org");
  });

  test("[DS-3] filters without JavaScript: the form's GET redirects to a cached page of its own", async ({
    request,
  }) => {
    const form = await request.get(
      `/api/listings/filter?kind=doctors&city=${CITY}&speciality=&gender=female&insurer=star-health&sort=relevance`,
      { maxRedirects: 0 },
    );
    expect(form.status()).toBe(303);
    const location = form.headers().location as string;
    expect(location).toBe(`/${CITY}/doctors/filter/gender-female_insurer-star-health`);
    const first = await request.get(location);
    expect(first.status()).toBe(200);
    const again = await request.get(location);
    expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(again.headers()["set-cookie"]).toBeUndefined();
    const page = await again.text();
    expect(page).toMatch(/Doctors in Delhi NCR: Female, Star Health Insurance/);
    expect(canonicalPathOf(page)).toBe(location);
    // The unfiltered listing is a cached page too.
    await request.get(`/${CITY}/doctors`);
    expect((await request.get(`/${CITY}/doctors`)).headers()["x-nextjs-cache"]).toBe("HIT");
  });

  test("[DS-4] a sort alone is canonical to the base; pages beyond the first are followable and canonical to themselves", async ({
    request,
  }) => {
    const sorted = await htmlOf(request, `/${CITY}/doctors/filter/sort-fee`);
    expect(canonicalPathOf(sorted)).toBe(`/${CITY}/doctors`);
    const base = await htmlOf(request, `/${CITY}/doctors`);
    expect(base).toContain(`href="/${CITY}/doctors/filter/page-2"`);
    const second = await htmlOf(request, `/${CITY}/doctors/filter/page-2`);
    expect(canonicalPathOf(second)).toBe(`/${CITY}/doctors/filter/page-2`);
    expect(second).toContain(`rel="prev"`);
    expect(slugLinks(second, "/doctor/")).not.toEqual(slugLinks(base, "/doctor/"));
  });

  test("[DS-4] an empty result offers nearby cities and the lead form, and is not indexed", async ({
    request,
  }) => {
    const page = await htmlOf(
      request,
      `/${CITY}/doctors/filter/gender-female_experience-20_fee-0-500_accreditation-jci`,
    );
    expect(page).toContain("No match here yet");
    expect(page).toContain("Find me a surgeon");
    expect(page).toMatch(/href="\/[a-z-]+\/doctors"/);
    expect(page).toMatch(/<meta name="robots" content="noindex/);
  });

  test("[DS-6] insurance: grouped insurers, the PM-JAY page in plain words, a city's accepting hospitals", async ({
    request,
  }) => {
    const index = await htmlOf(request, "/hospitals/insurance");
    expect(index.indexOf("Government schemes")).toBeLessThan(
      index.indexOf("Private health insurers"),
    );
    expect(index).toContain('href="/hospitals/insurance/ayushman-bharat-pm-jay"');
    const pmjay = await htmlOf(request, `/${CITY}/hospitals/insurance/ayushman-bharat-pm-jay`);
    expect(pmjay).toContain('data-insurance-kind="ayushman"');
    expect(pmjay).toMatch(/₹5 lakh/);
    expect(pmjay).toContain("Who is eligible");
    expect(pmjay).toContain("Check my coverage");
    const hospitals = slugLinks(pmjay, "/hospital/");
    expect(hospitals.length).toBeGreaterThan(0);
    const profile = await htmlOf(request, hospitals[0] as string);
    expect(profile).toContain("Ayushman Bharat PM-JAY: SAMPLE-");
    const star = await htmlOf(request, "/hospitals/insurance/star-health");
    expect(star).toContain('data-insurance-kind="private"');
    expect(star).toContain("Reimbursement, step by step");
  });
});

test.describe("doctor and hospital pages in the browser", () => {
  test.use({ viewport: PHONE });
  async function filterBy(page: Page, choices: Record<string, string>) {
    await page.getByText(/^Filters/).click();
    const form = page.getByRole("form", { name: "Filters" });
    for (const [label, option] of Object.entries(choices)) {
      await form.getByLabel(label, { exact: true }).selectOption({ label: option });
    }
    await form.getByRole("button", { name: "Show results" }).click();
  }

  test("[DS-2][DS-5] at 390×844: filter by gender and insurer, open a profile, send its lead form with the doctor's id, come back", async ({
    page,
  }) => {
    await useOwnClientIp(page);
    const mobile = randomMobile();
    await page.goto(`/${CITY}/doctors`);
    await filterBy(page, { Gender: "Female", "Insurance accepted": "Star Health Insurance" });
    await page.waitForURL(`**/${CITY}/doctors/filter/gender-female_insurer-star-health`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Doctors in Delhi NCR: Female, Star Health Insurance",
    );
    const card = page.getByTestId("listing").locator("[data-doctor-id]").first();
    const doctorId = Number(await card.getAttribute("data-doctor-id"));
    const name = (await card.getByRole("heading").textContent()) ?? "";
    const box = await card.boundingBox();
    expect(box && box.width <= PHONE.width).toBe(true);
    await card.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Book appointment" }).click();
    const modal = page.getByRole("dialog");
    await expect(modal.getByTestId("lead-form")).toBeVisible();
    await modal.getByLabel("Full name").fill("Kavya Menon");
    await modal.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
    await choose(modal, "City", "Delhi NCR");
    // The speciality list is the doctor's hospital's (/api/lead/specialities?hospitalId=).
    for (const field of ["Speciality", "Treatment"]) {
      await modal.getByRole("combobox", { name: field }).click();
      await modal.getByRole("listbox").getByRole("option").first().click();
    }
    await modal.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL("**/thankyou?isquicksurvey=1");
    const delivery = await deliveryFor(mobile);
    expect(delivery.json.lead).toMatchObject({ doctorid: doctorId, leadFormVariant: "2" });
    expect(Number(delivery.json.lead.hospitalid)).toBeGreaterThan(0);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("[DS-11] report an error stores the note and thanks the visitor", async ({ page }) => {
    await useOwnClientIp(page);
    await page.goto(`/${CITY}/hospitals`);
    await page
      .getByTestId("listing")
      .locator("[data-hospital-id]")
      .first()
      .getByRole("link")
      .click();
    await page.getByText("Report an error on this page").click();
    await page
      .getByLabel("What is wrong?")
      .fill("The emergency phone number on this page is out of date.");
    const answer = page.waitForResponse("**/api/report-error");
    await page.getByRole("button", { name: "Send report" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole("status")).toHaveText("Thank you. Our care team will check it.");
    await expectNoAxeViolations(page);
  });

  for (const path of [
    "/doctors",
    "/hospitals",
    `/${CITY}/doctors`,
    `/${CITY}/hospitals/orthopaedics`,
    `/${CITY}/doctors/filter/gender-female_experience-20_fee-0-500_accreditation-jci`,
    "/hospitals/insurance",
    "/hospitals/insurance/star-health",
    `/${CITY}/hospitals/insurance/ayushman-bharat-pm-jay`,
  ]) {
    test(`[SH-35] axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test("[DS-5][SH-35] the folded filters open on a phone, fit it and pass axe", async ({
    page,
  }) => {
    await page.goto(`/${CITY}/hospitals`);
    await page.getByText(/^Filters/).click();
    const apply = page.getByRole("button", { name: "Show results" });
    await apply.scrollIntoViewIfNeeded();
    const box = await apply.boundingBox();
    expect(box && box.height >= 44 && box.x + box.width <= PHONE.width).toBe(true);
    await expectNoAxeViolations(page);
  });
});
