/**
 * TL-1 to TL-7 and MK-30 in the browser against the production build: the BMI and EMI
 * calculators show their result before anything personal is asked, and their leads are stored
 * with their mode, variant and figures; the second-opinion page's variant-4 form; the coverage
 * check on an insurer's page; the app-download links and the data layer (held 10 s, no
 * personal data). axe on each page, screenshots at 390×844 (test-results/calculators-screens, with
 * `npm run test:screens`).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { siteConfig } from "../../src/config/site";
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { deliveryFor, fillHomeLead, randomMobile, useOwnClientIp } from "./lead-support";

const SHOTS = path.join("test-results", "calculators-screens");

async function shot(target: Page | Locator, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await screenshotForReview(target, { path: path.join(SHOTS, `${name}.png`) });
}

/** Nothing on the page asks for a name or a mobile number yet. */
async function expectNoPersonalFields(page: Page) {
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveCount(0);
  await expect(page.getByLabel("Full name")).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
});

test("[LF-1][LM-16][MK-7][TL-4] BMI at 390×844: the result comes first, then a BMI lead stored with its mode, variant 3 and the BMI", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/tools/bmi-calculator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "BMI calculator with Asian cut-offs",
  );
  await shot(page, "bmi-form-phone");
  const bmi = page.getByTestId("bmi");
  await bmi.getByRole("button", { name: "Calculate" }).click();
  await expect(bmi.getByText("Please enter your height")).toBeVisible();
  await expect(bmi.getByText("Please enter your weight")).toBeVisible();
  await expect(page.getByTestId("bmi-result")).toHaveCount(0);

  await bmi.getByLabel("Height (cm)").fill("165");
  await bmi.getByLabel("Weight (kg)").fill("92");
  await bmi.getByLabel(/weight-related condition/).check();
  await bmi.getByRole("button", { name: "Calculate" }).click();
  const result = page.getByTestId("bmi-result");
  await expect(result.getByTestId("bmi-value")).toHaveText("Your BMI is 33.8 kg/m²");
  await expect(result.getByTestId("bmi-class")).toHaveText("Obese (25 and above)");
  await expect(result.getByTestId("bmi-bariatric")).toHaveAttribute(
    "data-bariatric",
    "withCondition",
  );
  // The figure is on screen and nothing personal has been asked.
  await expectNoPersonalFields(page);
  await expectNoAxeViolations(page);
  await result.scrollIntoViewIfNeeded();
  await shot(page, "bmi-result-phone");

  const trigger = result.getByRole("button", { name: "Talk to a weight-loss expert" });
  await expect(trigger.locator('[data-icon="calculator"]')).toHaveCount(1);
  await trigger.click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByTestId("lead-form")).toHaveAttribute("data-variant", "3");
  await expect(modal.getByRole("heading", { name: "Get a call about your BMI" })).toBeVisible();
  // [MK-7][MK-14] the app download sits beside the form too, on the site config's short link.
  await expect(modal.getByRole("link", { name: "Get the app" })).toHaveAttribute(
    "href",
    siteConfig.appShortLink,
  );
  const mobile = randomMobile();
  await fillHomeLead(modal, { name: "Ravi Kumar", mobile });
  const create = page.waitForRequest("**/lead/v1/admin/webleadcreate");
  await modal.getByRole("button", { name: "Submit" }).click();
  const body = (await create).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    LeadTypeData: "BMI",
    PageTypeData: "BMI_Calculator",
    leadFormVariant: "3",
    bmi: 33.8,
    height: 165,
    weight: 92,
  });
  await page.waitForURL("**/thankyou?isquicksurvey=1");
  // Stored: the outbox delivers it from the database row.
  const delivery = await deliveryFor(mobile);
  expect(delivery.json.lead).toMatchObject({
    phoneno: mobile,
    leadFormVariant: "3",
    BMI_kg_m2: 33.8,
    height: 165,
    weight: 92,
  });
});

test("[LF-1][TL-5] EMI: a worked example in the server's HTML; ₹1,00,000 at 12% for 12 months is ₹8,885; a loan enquiry stored with variant 3 and the figures", async ({
  page,
  request,
}) => {
  // Before any script: the page's own HTML already shows a result and no personal field.
  const html = await (await request.get("/services/medical-loan")).text();
  expect(html).toMatch(/data-testid="emi-monthly"[^>]*>₹17,770</);
  expect(html).not.toContain('data-testid="lead-form"');

  await page.setViewportSize(DESKTOP);
  await page.goto("/services/medical-loan");
  const emi = page.getByTestId("emi");
  await emi.getByLabel("Loan amount (₹)").fill("1,00,000");
  await emi.getByLabel("Tenure (months)").fill("0");
  await emi.getByRole("button", { name: "Calculate" }).click();
  await expect(
    emi.getByText("Please enter a whole number of months between 1 and 120"),
  ).toBeVisible();
  await expect(page.getByTestId("emi-result")).toHaveCount(0);
  await emi.getByLabel("Interest rate (% a year)").fill("12");
  await emi.getByLabel("Tenure (months)").fill("12");
  await emi.getByRole("button", { name: "Calculate" }).click();
  const result = page.getByTestId("emi-result");
  await expect(result.getByTestId("emi-monthly")).toHaveText("₹8,885");
  await expect(result.getByTestId("emi-interest")).toHaveText("₹6,619");
  await expect(result.getByTestId("emi-total")).toHaveText("₹1,06,619");
  await expect(result.getByTestId("emi-no-cost")).toContainText("₹8,333 a month for 12 months");
  await expectNoPersonalFields(page);
  await expectNoAxeViolations(page);
  await shot(page, "emi-desktop");
  await page.setViewportSize(PHONE);
  await result.scrollIntoViewIfNeeded();
  await shot(page, "emi-result-phone");

  await result.getByRole("button", { name: "Ask about a medical loan" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByTestId("lead-form")).toHaveAttribute("data-variant", "3");
  const mobile = randomMobile();
  await fillHomeLead(modal, { name: "Sunita Rao", mobile });
  const create = page.waitForRequest("**/lead/v1/admin/webleadcreate");
  await modal.getByRole("button", { name: "Submit" }).click();
  const remark =
    "EMI calculator: ₹1,00,000 at 12% a year for 12 months = ₹8,885 a month, total interest ₹6,619 (no-cost EMI ₹8,333 a month)";
  expect((await create).postDataJSON()).toMatchObject({
    LeadTypeData: "EMI Calculator",
    PageTypeData: "Medical_Loan",
    leadFormVariant: "3",
    Remark: remark,
  });
  const delivery = await deliveryFor(mobile);
  expect(delivery.json.lead).toMatchObject({ leadFormVariant: "3", Remark: remark });
});

test("[TL-6] /services/second-opinion says what a second opinion includes and opens the variant-4 form", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/services/second-opinion");
  await expect(page.getByRole("heading", { name: "What a second opinion includes" })).toBeVisible();
  await expect(page.locator("#includes li")).toHaveCount(5);
  await expectNoAxeViolations(page);
  await shot(page, "second-opinion-phone");
  await page.getByRole("button", { name: "Get a free second opinion" }).first().click();
  const modal = page.getByRole("dialog");
  await expect(modal).toHaveAttribute("data-variant", "4");
  await expect(modal.getByRole("combobox", { name: "Speciality" })).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="lead-modal"]');
});

test("[TL-7] an insurer's coverage check shows its answer and what it pays before the coverage-check lead form", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/hospitals/insurance/star-health");
  const check = page.getByTestId("coverage-check");
  await check.getByLabel("Treatment").selectOption({ label: "Knee Replacement" });
  await check.getByLabel("Sum insured").selectOption({ label: "₹10 lakh" });
  await shot(check, "coverage-check-phone");
  await check.getByRole("button", { name: "Check my coverage" }).click();
  await page.waitForURL(/\/treatment\/knee-replacement\/cost\/[^/]+_star-health_10$/);
  // A knee replacement waits for the policy's named-procedure period: the answer depends.
  await expect(page.getByTestId("coverage-status")).toHaveText("Depends");
  await expect(page.getByTestId("estimate-insurer")).toHaveText(/^₹[\d,]+$/);
  await expect(page.getByTestId("estimate-patient")).toHaveText(/^₹[\d,]+$/);
  await expectNoPersonalFields(page);
  const trigger = page.getByRole("button", { name: "Ask a care expert to check your policy" });
  await expect(trigger.locator('[data-icon="insuranceCheck"]')).toHaveCount(1);
  await trigger.click();
  await expect(page.getByRole("dialog").getByTestId("lead-form")).toBeVisible();
});

test("[MK-14][CN-7][MK-30] app-download links go to the site config's short and store links; events reach the data layer after 10 s, without personal data", async ({
  page,
  context,
}) => {
  // The store pages are outside: answered here, so the new tab loads nothing from the network.
  await context.route(/^https:\/\/(vaidya\.example|play\.google\.com|apps\.apple\.com)\//, (r) =>
    r.fulfill({ status: 200, contentType: "text/html", body: "<title>store</title>" }),
  );
  await page.clock.install();
  await page.goto("/privacy?mob=9876543210&name=Asha");
  const ribbon = page
    .getByTestId("ribbon")
    .getByRole("link", { name: "Download Our App for Free" });
  await expect(ribbon).toHaveAttribute("href", siteConfig.appShortLink);
  const banner = page.getByTestId("app-banner");
  await expect(banner.locator('[data-app-download="googlePlay"]')).toHaveAttribute(
    "href",
    siteConfig.storeLinks.googlePlay,
  );
  await expect(banner.locator('[data-app-download="appStore"]')).toHaveAttribute(
    "href",
    siteConfig.storeLinks.appStore,
  );
  const popup = page.waitForEvent("popup");
  await ribbon.click();
  await (await popup).close();
  // The installed clock also runs in real time, so the check before 10 s leaves room for a slow
  // machine; the exact 10 s is the unit test's (tests/unit/tracking.test.ts).
  await page.clock.fastForward(5_000);
  expect(
    await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer),
  ).toBeUndefined();
  await page.clock.fastForward(6_000);
  const layer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
  expect(layer).toEqual([
    { event: "page_view", page_path: "/privacy", page_type: "Privacy_Policy" },
    { event: "app_download", store: "short", placement: "ribbon" },
  ]);
  expect(JSON.stringify(layer)).not.toMatch(/9876543210|Asha/);
});

test("[HI-1][HI-2][HI-4] the three pages answer in Hindi too: lang hi-IN, Hindi text, hreflang pairs both ways", async ({
  request,
}) => {
  for (const [path, heading] of [
    ["/tools/bmi-calculator", "एशियाई मानकों वाला BMI कैलकुलेटर"],
    ["/services/medical-loan", "मेडिकल लोन EMI कैलकुलेटर"],
    ["/services/second-opinion", "वरिष्ठ सर्जन से दूसरी राय"],
  ] as const) {
    const hi = await request.get(`/hi${path}`);
    expect(hi.status(), path).toBe(200);
    const html = await hi.text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toMatch(new RegExp(`hrefLang="en-IN" href="[^"]*${path}"`));
    const en = await (await request.get(path)).text();
    expect(en).toMatch(new RegExp(`hrefLang="hi-IN" href="[^"]*/hi${path}"`));
  }
});
