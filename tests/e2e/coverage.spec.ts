/**
 * Coverage answers in the browser against the production build: the three answers patients
 * used to be given wrongly (PM-JAY paying for a hair transplant, Star Health for LASIK and a
 * hair transplant, PM-JAY's "you pay ₹0" for piles in a twin-sharing room of a private
 * hospital) now say covered / not covered / depends, the rule, what the patient pays, and offer
 * a care expert's check with the insurer and treatment chosen. Figures are computed here with
 * the same rules over the seed's data. Screenshots at 390×844, 360×740 and 1440×900
 * (test-results/coverage-screens).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { estimateFor } from "../../src/lib/catalog/estimate-data";
import { seedEstimateData } from "../fixtures/estimate-data";
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { deliveryFor, randomMobile, useOwnClientIp } from "./lead-support";

const SMALL_PHONE = { width: 360, height: 740 };
const SIZES = [
  ["390x844", PHONE],
  ["360x740", SMALL_PHONE],
  ["1440x900", DESKTOP],
] as const;
const SHOTS = path.join("test-results", "coverage-screens");
const rupees = (n: number) => `₹${new Intl.NumberFormat("en-IN").format(n)}`;

/** The estimate's figures for a shared estimate's segment, by the same rules the page uses. */
function expected(treatment: string, segment: string) {
  const [city, hospital, room, implant, insurer, lakhs] = segment.split("_");
  const result = estimateFor(seedEstimateData(treatment), {
    city: city ?? "",
    hospital: hospital ?? "",
    room: room ?? "",
    implant: implant === "none" ? null : (implant ?? null),
    insurer: insurer === "none" ? null : (insurer ?? null),
    sumInsuredLakhs: Number(lakhs) as 5,
  });
  if (!result?.coverage) throw new Error(`no coverage for ${treatment} ${segment}`);
  return { total: result.estimate.total, coverage: result.coverage };
}

/**
 * At each size: the screen as the patient sees it with the answer scrolled to the top, and the
 * answer alone (without the sticky header and the phone's bottom bar, which would cover part of
 * a capture taller than the screen); nothing is wider than the screen.
 */
async function shootSizes(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const panel = page.getByTestId("coverage");
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size}`).toBeLessThanOrEqual(0);
    // Below the sticky header; instant, as the site scrolls smoothly and a screenshot would
    // catch it half-way.
    await panel.evaluate((el) =>
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - 96,
        behavior: "instant",
      }),
    );
    await screenshotForReview(page, { path: path.join(SHOTS, `${name}-${size}-screen.png`) });
    await screenshotForReview(panel, {
      path: path.join(SHOTS, `${name}-${size}-answer.png`),
      style: 'header, [data-testid="floating-buttons"] { visibility: hidden; }',
    });
  }
}

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
});

test("[coverage] PM-JAY's coverage check for a hair transplant: not covered, not in its benefit packages; the patient pays the whole estimate", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/hospitals/insurance/ayushman-bharat-pm-jay");
  const check = page.getByTestId("coverage-check");
  await expect(check).toContainText("whether Ayushman Bharat PM-JAY pays for it");
  await check.getByLabel("Treatment").selectOption({ label: "Hair Transplant" });
  await check.getByRole("button", { name: "Check my coverage" }).click();
  await page.waitForURL(/\/treatment\/hair-transplant\/cost\/[^/]+_ayushman-bharat-pm-jay_5$/);
  const segment = page.url().split("/").pop() ?? "";
  const { total, coverage } = expected("hair-transplant", segment);
  expect(coverage.status).toBe("notCovered");
  const panel = page.getByTestId("coverage");
  await expect(panel).toHaveAttribute("data-status", "notCovered");
  await expect(panel.getByTestId("coverage-status")).toHaveText("Not covered");
  await expect(panel.getByTestId("coverage-rule")).toHaveText(
    "Hair Transplant is not among Ayushman Bharat PM-JAY's benefit packages.",
  );
  await expect(panel.getByTestId("estimate-insurer")).toHaveText("₹0");
  await expect(panel.getByTestId("estimate-patient")).toHaveText(rupees(total));
  await expect(page.getByTestId("estimate-total")).toHaveText(rupees(total));
  await expect(panel).not.toContainText("If the conditions above hold");
  await expect(panel.getByTestId("coverage-basis")).toHaveText(
    "The scheme's public rules; package rates are sample figures.",
  );
  // No empanelled hospital helps with a treatment outside the packages: the other options do.
  await expect(panel.getByRole("link", { name: /Hospitals in .* that accept/ })).toHaveCount(0);
  await expect(panel).toContainText("a care expert looks at your other options");
  await expectNoAxeViolations(page, '[data-testid="estimate"]');
  await shootSizes(page, "pmjay-hair-transplant");
});

test("[coverage] Star Health and LASIK or a hair transplant: not covered, the exclusion in one line, on sample terms; changing the sum insured changes nothing", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  for (const [label, slug, rule] of [
    [
      "LASIK",
      "lasik",
      "Surgery to correct glasses power is excluded unless the power is 7.5 dioptres or more.",
    ],
    [
      "Hair Transplant",
      "hair-transplant",
      "Cosmetic surgery is excluded, except reconstruction after an accident, burns or cancer.",
    ],
  ] as const) {
    await page.goto("/hospitals/insurance/star-health");
    const check = page.getByTestId("coverage-check");
    await check.getByLabel("Treatment").selectOption({ label });
    await check.getByLabel("Sum insured").selectOption({ label: "₹10 lakh" });
    await check.getByRole("button", { name: "Check my coverage" }).click();
    await page.waitForURL(new RegExp(`/treatment/${slug}/cost/[^/]+_star-health_10$`));
    const { total } = expected(slug, page.url().split("/").pop() ?? "");
    const panel = page.getByTestId("coverage");
    await expect(panel.getByTestId("coverage-status")).toHaveText("Not covered");
    await expect(panel.getByTestId("coverage-rule")).toHaveText(rule);
    await expect(panel.getByTestId("estimate-insurer")).toHaveText("₹0");
    await expect(panel.getByTestId("estimate-patient")).toHaveText(rupees(total));
    await expect(panel.getByTestId("coverage-basis")).toHaveText(
      "Sample terms: your policy may differ.",
    );
    await page
      .getByTestId("estimate")
      .getByLabel("Sum insured")
      .selectOption({ label: "₹25 lakh" });
    await expect(panel.getByTestId("coverage-status")).toHaveText("Not covered");
    await expect(panel.getByTestId("estimate-patient")).toHaveText(rupees(total));
    await page
      .getByTestId("estimate")
      .getByLabel("Sum insured")
      .selectOption({ label: "₹10 lakh" });
    await expectNoAxeViolations(page, '[data-testid="estimate"]');
    await shootSizes(page, `star-health-${slug}`);
  }
});

test("[MD-11] piles in Hyderabad with PM-JAY in a twin-sharing room of a private hospital: depends on eligibility, empanelment and the general ward; in the twin room the scheme pays nothing and the patient the whole estimate, never ₹0; a care expert's check with the scheme and treatment chosen", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/treatment/piles-treatment/cost");
  const estimate = page.getByTestId("estimate");
  await estimate.getByLabel("City").selectOption({ label: "Hyderabad" });
  await estimate
    .getByLabel("Hospital category")
    .selectOption({ label: "Multi-speciality hospital" });
  await estimate.getByLabel("Room category").selectOption({ label: "Twin sharing room" });
  await estimate.getByLabel("Insurer").selectOption({ label: "Ayushman Bharat PM-JAY" });
  const segment = "hyderabad_multi-speciality_twin-sharing_none_ayushman-bharat-pm-jay_5";
  await expect(estimate.getByTestId("estimate-link")).toHaveAttribute(
    "href",
    `/treatment/piles-treatment/cost/${segment}`,
  );
  const { total, coverage } = expected("piles-treatment", segment);
  const panel = page.getByTestId("coverage");
  await expect(panel).toHaveAttribute("data-status", "depends");
  await expect(panel.getByTestId("coverage-status")).toHaveText("Depends");
  await expect(panel.getByTestId("coverage-rule")).toHaveText(
    "Ayushman Bharat PM-JAY pays the hospital its package rate (sample: ₹12,000) and the hospital may not charge you more, if all of this holds:",
  );
  const conditions = panel.getByTestId("coverage-conditions").locator("li");
  await expect(conditions).toHaveText([
    "Your family is eligible: on the SECC 2011 or your state's lists, or you are 70 or older (Ayushman Vay Vandana card).",
    "The hospital is empanelled under Ayushman Bharat PM-JAY; many private hospitals are not.",
    "Your choice: Twin sharing room. Ayushman Bharat PM-JAY pays for the general ward only. Treated in this room outside the scheme, you pay the whole bill.",
    "Your family has not used up its ₹5,00,000 for this year (all treatments together).",
  ]);
  await expect(panel).toContainText("If the conditions above hold");
  await expect(panel.getByTestId("estimate-insurer")).toHaveText(rupees(coverage.insurerPays ?? 0));
  // PM-JAY pays for the general ward only (MD-11): the twin room is the patient's whole bill.
  await expect(panel.getByTestId("estimate-patient")).toHaveText(rupees(total));
  await expect(panel.getByTestId("estimate-otherwise")).toHaveText(rupees(total));
  await expect(page.getByTestId("estimate-total")).toHaveText(rupees(total));
  await expect(
    panel.getByRole("link", { name: "Hospitals in Hyderabad that accept Ayushman Bharat PM-JAY" }),
  ).toHaveAttribute("href", "/hyderabad/hospitals/insurance/ayushman-bharat-pm-jay");
  await expectNoAxeViolations(page, '[data-testid="estimate"]');
  await shootSizes(page, "pmjay-piles-hyderabad-twin");

  // The general ward takes the room out of the way; the other conditions stay.
  await page.setViewportSize(PHONE);
  await estimate.getByLabel("Room category").selectOption({ label: "General ward" });
  await expect(conditions.nth(2)).toHaveText(
    "You stay in the general ward: the package pays for no other room.",
  );
  await expect(panel.getByTestId("coverage-status")).toHaveText("Depends");
  await estimate.getByLabel("Room category").selectOption({ label: "Twin sharing room" });

  // The next step: a care expert checks, with the scheme, treatment and city chosen.
  const trigger = panel.getByRole("button", { name: "Ask a care expert to check your policy" });
  await expect(trigger.locator('[data-icon="insuranceCheck"]')).toHaveCount(1);
  await trigger.click();
  const modal = page.getByRole("dialog");
  await expect(
    modal.getByRole("heading", { name: "Ask a care expert to check your policy" }),
  ).toBeVisible();
  await expect(modal.getByRole("combobox", { name: "City" })).toHaveValue("Hyderabad");
  await expect(modal.getByRole("combobox", { name: "Treatment" })).toHaveValue("Piles Treatment");
  const mobile = randomMobile();
  await modal.getByLabel("Full name").fill("Lakshmi Devi");
  await modal.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
  const create = page.waitForRequest("**/lead/v1/admin/webleadcreate");
  await modal.getByRole("button", { name: "Submit" }).click();
  const remark = `Estimate: Piles Treatment, Hyderabad, Multi-speciality hospital, Twin sharing room: total ${rupees(total)}; Ayushman Bharat PM-JAY: depends (package), pays ₹0, patient pays ${rupees(total)}; if not, up to ${rupees(total)}`;
  expect((await create).postDataJSON()).toMatchObject({
    LeadTypeData: "Insurance Coverage Check",
    ProcedureNameData: "Piles Treatment",
    CityData: "Hyderabad",
    IsInsurance: "Yes",
    insuranceType: "Govt.",
    InsuranceNameData: "Ayushman Bharat PM-JAY",
    Remark: remark,
  });
  const delivery = await deliveryFor(mobile);
  expect(delivery.json.lead).toMatchObject({
    InsuranceName: "Ayushman Bharat PM-JAY",
    Remark: remark,
  });
});

test("[coverage] the shared estimate's HTML carries the answer without JavaScript; a treatment page's insurance paragraph follows its category", async ({
  request,
}) => {
  const segment = "hyderabad_multi-speciality_twin-sharing_none_ayushman-bharat-pm-jay_5";
  const html = await (await request.get(`/treatment/piles-treatment/cost/${segment}`)).text();
  const { total } = expected("piles-treatment", segment);
  expect(html).toContain('data-status="depends"');
  expect(html).toContain(`data-testid="estimate-patient">${rupees(total)}<`);
  expect(html).toContain(`data-testid="estimate-otherwise">${rupees(total)}<`);
  const hair = await (
    await request.get(
      "/treatment/hair-transplant/cost/delhi-ncr_multi-speciality_twin-sharing_none_star-health_5",
    )
  ).text();
  expect(hair).toContain('data-status="notCovered"');
  expect(hair).toContain("Sample terms: your policy may differ.");
  expect(hair).not.toContain("Insurer likely pays");
  // With no insurer chosen, the treatment page says what its category means for insurance.
  const page = await (await request.get("/treatment/hair-transplant")).text();
  expect(page).toContain(
    "Health insurance does not pay for cosmetic surgery, except reconstruction after an accident, burns or cancer. It is not among Ayushman Bharat PM-JAY&#x27;s benefit packages.",
  );
  expect(page).not.toContain("cover this treatment after their waiting periods");
});
