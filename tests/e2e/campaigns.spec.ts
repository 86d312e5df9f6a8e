/**
 * Campaign pages and the surgery funnel (MK-26 to MK-29): the bare shell of spec §2,
 * the marketing claims, a lead's way to the marketing thank-you page with its attribution, the
 * PDF variant's message, and the funnel's steps in the browser history.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { displayPhone, pagePhone } from "../../src/config/site";
import { MARKETING_CLAIMS } from "../../src/db/seed/data/campaigns";
import { expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { choose, deliveryFor, randomMobile, useOwnClientIp } from "./lead-support";
import { byTag, byTestId, oneByTestId, textOf } from "./server-html";

const MARKETING = "/marketing/womens-health";
const CAMPAIGN = "/campaign/knee-replacement-cost";
const PDF = "/marketing/piles-guide";
const FUNNEL = "/find-hospital-doctor-for-surgery";

async function expectBareShell(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("site-header")).toHaveCount(0);
  await expect(page.getByTestId("site-footer")).toHaveCount(0);
  await expect(page.getByTestId("footer-extra")).toHaveCount(0);
  await expect(page.getByTestId("app-banner")).toHaveCount(0);
  await expect(page.getByTestId("search-bar")).toHaveCount(0);
}

async function fillContact(form: Locator, name: string, mobile: string) {
  await form.getByLabel("Full name").fill(name);
  await form.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
}

// Browser tests speak from their own address; the tests over HTTP send no lead and need none.
const ownClientIp = () =>
  test.beforeEach(async ({ page }) => {
    await useOwnClientIp(page);
  });

test.describe("over HTTP: what the server HTML holds", () => {
  test("[MK-26] an unknown campaign is a 404 inside the bare shell", async ({ request }) => {
    for (const url of ["/marketing/no-such-campaign", "/campaign/womens-health"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(byTestId(await response.text(), "site-header"), url).toHaveLength(0);
    }
  });

  test("[MK-1][MK-2][MK-3][MK-4][MK-5] /marketing/womens-health shows the spec's five claims word for word", async ({
    request,
  }) => {
    const claims = oneByTestId(await (await request.get(MARKETING)).text(), "campaign-claims");
    expect(byTag(claims, "li").map(textOf)).toEqual([...MARKETING_CLAIMS]);
    expect(MARKETING_CLAIMS.map((c) => c.toLowerCase()).join("; ")).toBe(
      "only certified experienced female doctors; 100% confidential and safe; no parental or spousal consent required; all adult women, married or unmarried, can avail; early discharge and quick recovery",
    );
  });
});

test.describe("bare shell (spec §2)", () => {
  ownClientIp();
  for (const [url, ids] of [
    [MARKETING, "[SH-7][SH-13]"],
    [CAMPAIGN, "[SH-8]"],
    [FUNNEL, "[SH-6]"],
  ] as const) {
    test(`${ids} ${url}: no header, footer, extra footer block or app banner; noindex; axe clean`, async ({
      page,
    }, info) => {
      await page.setViewportSize(PHONE);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expectBareShell(page);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await screenshotForReview(page, {
        path: info.outputPath(`${url.replaceAll("/", "_")}-phone.png`),
        fullPage: true,
      });
      await expectNoAxeViolations(page);
      expect(errors, "no script error (a hydration mismatch included)").toEqual([]);
    });
  }
});

test.describe("marketing page", () => {
  ownClientIp();

  test("[MK-28] on a phone the form's card keeps the page's margins on both sides", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(MARKETING);
    await expect(page.getByTestId("lead-form")).toBeVisible();
    const card = await page.locator("#campaign-form").boundingBox();
    const claims = await page.getByTestId("campaign-claims").boundingBox();
    expect(card && claims).toBeTruthy();
    if (!card || !claims) return;
    // The same 16px gutters as the text above it, not a card stretched to its content's width.
    expect(card.x).toBeCloseTo(claims.x, 0);
    expect(card.x + card.width).toBeCloseTo(PHONE.width - card.x, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  });

  test("[TY-3][TY-4][TY-5][TY-6][MK-27] a lead lands on the marketing thank-you page without the mobile in the URL, with utm, gclid and campaign stored", async ({
    page,
  }) => {
    const mobile = randomMobile();
    await page.goto(
      `${MARKETING}?utm_source=facebook&utm_medium=paid-social&utm_campaign=wh-nov&gclid=E2E-WH-GCLID`,
    );
    const form = page.getByTestId("lead-form");
    await fillContact(form, "Kavya Rao", mobile);
    await choose(form, "City", "Mumbai");
    // The campaign's treatment is preselected.
    await form.getByText("No", { exact: true }).first().click();
    const created = page.waitForRequest("**/lead/v1/admin/webleadcreate");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL("**/thankyou?**");
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      isquicksurvey: "1",
      isplanfeature: "1",
      department: "Gynaecology",
      source: "Marketing",
    });
    expect(page.url()).not.toContain(mobile);
    // The number is shown from this tab's session instead.
    await expect(page.getByText(displayPhone(mobile))).toBeVisible();
    await expect(page.getByTestId("marketing-claims")).toBeVisible();

    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body.PageTypeData).toBe("Marketing");
    expect(body.PageDepartment).toBe("Gynaecology");
    expect(body.ProcedureNameData).toBe("Vaginal Tightening");
    expect(body.attribution).toMatchObject({
      utm_source: "facebook",
      utm_medium: "paid-social",
      utm_campaign: "wh-nov",
      gclid: "E2E-WH-GCLID",
      campaign: "marketing/womens-health",
      landingPage: MARKETING,
    });
    // Stored: the CRM delivery is built from the stored row.
    const delivery = await deliveryFor(mobile);
    expect(delivery.json.lead).toMatchObject({
      GCLID: "E2E-WH-GCLID",
      utm_campaign: "wh-nov",
      utm_source: "facebook",
      utm_medium: "paid-social",
    });
  });

  test("[MK-6][MK-9] the PDF variant's lead shows the spec's PDF message with the page phone", async ({
    page,
  }) => {
    await page.goto(PDF);
    const form = page.getByTestId("lead-form");
    await fillContact(form, "Ravi Kumar", randomMobile());
    await choose(form, "City", "Delhi NCR");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL("**/thankyou?**");
    expect(new URL(page.url()).searchParams.get("pdf")).toBe("1");
    await expect(page.getByTestId("pdf-message")).toHaveText(
      `Your details are submitted. You will receive the pdf file on your whatsapp number.If you wish to discuss your condition / query with our medical experts, please call ${displayPhone(pagePhone("Marketing", 3))}`,
    );
  });
});

test.describe("surgery funnel", () => {
  ownClientIp();
  test("[MK-29] one question per screen, Back returns to the last answer, and the contact step creates a lead", async ({
    page,
  }, info) => {
    await page.setViewportSize(PHONE);
    await page.goto(FUNNEL);
    // What a search result or a shared link shows under the title (Lighthouse SEO).
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /care expert/,
    );
    const question = page.getByTestId("funnel-question");
    await expect(question).toHaveText("Which surgery or treatment do you need?");
    await page.getByRole("button", { name: "Knee Replacement" }).click();
    await expect(question).toHaveText("In which city would you like the treatment?");
    expect(new URL(page.url()).searchParams.get("step")).toBe("city");
    await page.getByRole("button", { name: "Mumbai" }).click();
    await expect(question).toHaveText("Do you have health insurance?");

    // The browser's Back: the city question again, its answer kept; Forward returns.
    await page.goBack();
    await expect(question).toHaveText("In which city would you like the treatment?");
    await expect(page.getByRole("button", { name: "Mumbai" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goForward();
    await expect(question).toHaveText("Do you have health insurance?");
    await page.getByRole("button", { name: "Yes, private insurance" }).click();

    await expect(question).toHaveText("Where should our care expert call you?");
    await expect(page.getByTestId("funnel-progress")).toHaveText("Step 4 of 4");
    // A reload keeps the answers (sessionStorage) and the step (the address).
    await page.reload();
    await expect(question).toHaveText("Where should our care expert call you?");
    await screenshotForReview(page, {
      path: info.outputPath("funnel-contact-phone.png"),
      fullPage: true,
    });

    const mobile = randomMobile();
    const form = page.getByTestId("lead-form");
    await fillContact(form, "Suresh Patel", mobile);
    const created = page.waitForRequest("**/lead/v1/admin/webleadcreate");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL("**/thankyou?**");
    expect(new URL(page.url()).searchParams.get("department")).toBe("Orthopaedics");
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      // The funnel offers the catalogue's names (it used to offer the thank-you heading's).
      ProcedureNameData: "Knee Replacement",
      CityData: "Mumbai",
      IsInsurance: "Yes",
      insuranceType: "Private",
      LeadTier: 1,
      PageTypeData: "Marketing",
    });
    const delivery = await deliveryFor(mobile);
    expect(delivery.json.lead).toMatchObject({ city: "Mumbai", insuranceType: "Private" });
  });
});
