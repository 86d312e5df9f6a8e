/**
 * The patient's choices followed across the site: the chosen city on every page that shows a
 * city's cost, doctors or hospitals (cached pages, the same HTML for everyone, the city applied
 * in the browser or by linking to the city's own page), and the buttons and forms that start
 * from what the page and the patient already said (treatment, city, insurer), in the browser.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import chat from "../../src/lib/i18n/messages/en/chat.json" with { type: "json" };
import chatHi from "../../src/lib/i18n/messages/hi/chat.json" with { type: "json" };
import type { CityPicks } from "../../src/lib/catalog/types";
import { expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { choose, deliveryFor, randomMobile, useOwnClientIp } from "./lead-support";

const PUNE = { cityid: 484, cityname: "Pune", type: "other" };
const HYDERABAD = { cityid: 267, cityname: "Hyderabad", type: "popular" };
const LUCKNOW = { cityid: 321, cityname: "Lucknow", type: "other" };

const SHOTS = path.join("test-results", "visitor-choices-screens");

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await screenshotForReview(page, { path: path.join(SHOTS, `${name}.png`) });
}

/** The city chosen in an earlier visit (as the Location modal keeps it), before the page opens. */
async function chooseCityBefore(page: Page, city: typeof PUNE) {
  await page.goto("/privacy");
  await page.evaluate((c) => {
    localStorage.setItem("selectedCity", JSON.stringify(c));
    localStorage.setItem(
      "sessionLocation",
      JSON.stringify({ time: new Date().toISOString(), city: c }),
    );
  }, city);
}

async function picksIn(page: Page, query: string): Promise<CityPicks> {
  const response = await page.request.get(`/api/city-picks?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: CityPicks }).data;
}

/** The treatment's cost range in a city, from the public cost page's table. */
async function costIn(page: Page, slug: string, city: string): Promise<string> {
  const html = await (await page.request.get(`/treatment/${slug}/cost`)).text();
  const row = new RegExp(
    `>${city}</a></th><td[^>]*>(₹[\\d,]+)</td><td[^>]*>₹[\\d,]+</td><td[^>]*>(₹[\\d,]+)</td>`,
  ).exec(html);
  if (!row) throw new Error(`no cost row for ${city}`);
  return `${row[1]} – ${row[2]}`;
}

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
});

test.describe("the chosen city on cached pages", () => {
  test("Pune chosen in the Location modal: the home page's Knee Replacement card opens Pune's page, with Pune's cost", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByTestId("header-city").click();
    const location = page.getByTestId("location-modal");
    // Pune is not among the popular tiles: it is in the modal's list of other cities.
    await location.getByTestId("location-other").selectOption({ label: "Pune" });
    await location.getByTestId("location-save").click();
    await page.waitForEvent("load");
    const card = page
      .getByTestId("home-treatments")
      .getByRole("link", { name: /Knee Replacement/ });
    await expect(card).toHaveAttribute("href", "/pune/treatment/knee-replacement");
    await card.click();
    await page.waitForURL("**/pune/treatment/knee-replacement");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Pune");
    const fact = page.getByTestId("city-cost");
    await expect(fact).toContainText("Cost in Pune");
    await expect(fact).toContainText(await costIn(page, "knee-replacement", "Pune"));
  });

  test("/treatment/knee-replacement: one cached HTML with Delhi NCR's figures; with Pune chosen, Pune's cost, EMI, doctors and hospitals, Pune first in the cost table, and Pune's page offered at the top", async ({
    page,
  }) => {
    const response = await page.request.get("/treatment/knee-replacement");
    expect(response.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    const html = await response.text();
    expect(html).toContain("Cost in Delhi NCR");
    expect(html).toContain("Doctors who perform it in Delhi NCR");
    expect(html).not.toContain('data-testid="city-page-offer"');

    await chooseCityBefore(page, PUNE);
    await page.setViewportSize(PHONE);
    await page.goto("/treatment/knee-replacement");
    const offer = page.getByTestId("city-page-offer");
    await expect(offer).toContainText("Your city: Pune");
    const link = offer.getByRole("link", { name: /in Pune: cost, doctors and hospitals/ });
    await expect(link).toHaveAttribute("href", "/pune/treatment/knee-replacement");
    await expect(link).toBeInViewport();
    await expect(page.getByTestId("city-cost")).toContainText("Cost in Pune");
    await expect(page.getByTestId("city-cost")).toContainText(
      await costIn(page, "knee-replacement", "Pune"),
    );
    const picks = await picksIn(page, "cityId=484&treatmentId=1&departmentId=1");
    const doctors = page.getByTestId("city-doctors");
    await expect(doctors).toHaveAttribute("data-city", "484");
    await expect(
      page.getByRole("heading", { name: "Doctors who perform it in Pune" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Hospitals in Pune" })).toBeVisible();
    if (picks.doctors.items.length > 0) {
      await expect(doctors.getByRole("heading", { level: 3 })).toHaveText(
        picks.doctors.items.map((d) => d.name),
      );
    }
    await expect(page.getByTestId("city-hospitals").getByRole("heading", { level: 3 })).toHaveText(
      picks.hospitals.items.map((h) => h.name),
    );
    // Pune is not a popular city: its row joins the table, first, marked as the patient's.
    const first = page.getByTestId("cost-table").locator("tbody tr").first();
    await expect(first).toContainText("Pune");
    await expect(first).toContainText("Your city");
    await expect(page.getByTestId("city-emi")).toBeVisible();
    await shoot(page, "treatment-pune-390");
    await page.getByTestId("treatment-facts").scrollIntoViewIfNeeded();
    await shoot(page, "treatment-pune-facts-390");
    await page.setViewportSize({ width: 360, height: 740 });
    await offer.scrollIntoViewIfNeeded();
    await shoot(page, "treatment-pune-360");
    await page.getByTestId("city-doctors").scrollIntoViewIfNeeded();
    await shoot(page, "treatment-pune-doctors-360");
    await expectNoAxeViolations(page);
  });

  test("Hyderabad chosen: the piles treatment's page and its estimate start from Hyderabad; a shared estimate keeps its own city", async ({
    page,
  }) => {
    await chooseCityBefore(page, HYDERABAD);
    await page.goto("/treatment/piles-treatment");
    await expect(page.getByTestId("city-cost")).toContainText("Cost in Hyderabad");
    await page.goto("/treatment/piles-treatment/cost");
    const estimate = page.getByTestId("estimate");
    await expect(estimate.getByLabel("City")).toHaveValue("hyderabad");
    await expect(estimate.getByTestId("estimate-link")).toHaveAttribute(
      "href",
      /^\/treatment\/piles-treatment\/cost\/hyderabad_/,
    );
    await expect(estimate.getByRole("heading", { level: 3 })).toContainText("Hyderabad");
    const first = page.getByTestId("cost-table").locator("tbody tr").first();
    await expect(first).toContainText("Hyderabad");
    await expect(first).toContainText("Your city");
    // A shared link shows what was shared.
    await page.goto(
      "/treatment/piles-treatment/cost/pune_multi-speciality_single-room_none_none_5",
    );
    await expect(page.getByTestId("estimate").getByLabel("City")).toHaveValue("pune");
  });

  test("Lucknow chosen: /department/gynaecology shows Lucknow's doctors and hospitals, not Delhi NCR's", async ({
    page,
  }) => {
    await chooseCityBefore(page, LUCKNOW);
    await page.goto("/department/gynaecology");
    await expect(page.getByRole("heading", { name: "Top doctors in Lucknow" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Top hospitals in Lucknow" })).toBeVisible();
    await expect(page.getByText("Top doctors in Delhi NCR")).toHaveCount(0);
    const gynaecology = await picksIn(page, "cityId=321&departmentId=6");
    const doctors = page.getByTestId("city-doctors");
    await expect(doctors).toHaveAttribute("data-city", "321");
    if (gynaecology.doctors.items.length === 0) {
      await expect(doctors).toHaveText("No doctors listed in Lucknow yet.");
    } else {
      await expect(doctors.getByRole("heading", { level: 3 })).toHaveText(
        gynaecology.doctors.items.map((d) => d.name),
      );
    }
    // A speciality with Lucknow doctors lists them.
    const proctology = await picksIn(page, "cityId=321&departmentId=4");
    expect(proctology.doctors.items.length).toBeGreaterThan(0);
    await page.goto("/department/proctology");
    await expect(page.getByTestId("city-doctors").getByRole("heading", { level: 3 })).toHaveText(
      proctology.doctors.items.map((d) => d.name),
    );
  });

  test("/doctors and /hospitals with Pune chosen list Pune's first, with a link to all of Pune's", async ({
    page,
  }) => {
    await chooseCityBefore(page, PUNE);
    const picks = await picksIn(page, "cityId=484");
    for (const [kind, list, title] of [
      ["doctors", picks.doctors, "Doctors in Pune"],
      ["hospitals", picks.hospitals, "Hospitals in Pune"],
    ] as const) {
      await page.goto(`/${kind}`);
      const first = page.getByTestId("first-in-city");
      await expect(first.getByRole("heading", { name: title })).toBeVisible();
      const cards = first.locator("[data-doctor-id], [data-hospital-id]");
      await expect(cards).toHaveCount(list.items.length);
      const ids = await cards.evaluateAll((items) =>
        items.map((li) =>
          Number(li.getAttribute("data-doctor-id") ?? li.getAttribute("data-hospital-id")),
        ),
      );
      expect(ids).toEqual(list.items.map((x) => x.id));
      await expect(
        first.getByRole("link", { name: `See all ${list.total} in Pune →` }),
      ).toHaveAttribute("href", `/pune/${kind}`);
      // Before the all-India list.
      const order = await page.evaluate(() => {
        const a = document.querySelector('[data-testid="first-in-city"]');
        const b = document.querySelector('[data-testid="listing"]');
        return a && b ? a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      });
      expect(order).toBeTruthy();
    }
  });
});

test.describe("buttons and forms that remember the patient's choice", () => {
  test("[MK-22] Book Appointment on the knee page: Treatment and the page's city preselected, and the stored lead carries them", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/pune/treatment/knee-replacement");
    await page.getByRole("button", { name: "Book Appointment" }).first().click();
    const modal = page.getByRole("dialog");
    await expect(modal.getByRole("combobox", { name: "Treatment" })).toHaveValue(
      "Knee Replacement",
    );
    await expect(modal.getByRole("combobox", { name: "City" })).toHaveValue("Pune");
    const mobile = randomMobile();
    await modal.getByLabel("Full name").fill("Asha Kulkarni");
    await modal.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
    await modal.getByRole("button", { name: "Submit" }).click();
    const delivery = await deliveryFor(mobile);
    expect(delivery.json.lead).toMatchObject({
      name: "Asha Kulkarni",
      city: "Pune",
      procedure: "Knee Replacement",
    });
  });

  test("[MK-20] Check Your Coverage after choosing Star Health: the form has the treatment and Star Health already, and the lead carries both", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/treatment/knee-replacement/cost");
    const estimate = page.getByTestId("estimate");
    await estimate.getByLabel("Insurer").selectOption({ label: "Star Health Insurance" });
    // The estimate's coverage-check button (its one lead button once an insurer is chosen).
    await estimate.locator("[data-lead-trigger]").click();
    const modal = page.getByRole("dialog");
    await expect(modal.getByRole("combobox", { name: "Treatment" })).toHaveValue(
      "Knee Replacement",
    );
    await expect(modal.getByRole("radio", { name: "Private Insurance" })).toBeChecked();
    await expect(modal.getByRole("combobox", { name: "Which insurer?" })).toHaveValue(
      "Star Health Insurance",
    );
    await expect(modal.getByRole("combobox", { name: "City" })).toHaveValue("Delhi NCR");
    await shoot(page, "coverage-form-390");
    await page.setViewportSize({ width: 360, height: 740 });
    await shoot(page, "coverage-form-360");
    await expectNoAxeViolations(page, '[data-testid="lead-modal"]');
    const mobile = randomMobile();
    await modal.getByLabel("Full name").fill("Ravi Menon");
    await modal.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
    const create = page.waitForRequest("**/lead/v1/admin/webleadcreate");
    await modal.getByRole("button", { name: "Submit" }).click();
    expect((await create).postDataJSON()).toMatchObject({
      LeadTypeData: "Insurance Coverage Check",
      ProcedureNameData: "Knee Replacement",
      insuranceType: "Private",
      InsuranceNameData: "Star Health Insurance",
    });
    const delivery = await deliveryFor(mobile);
    expect(delivery.json.lead).toMatchObject({
      procedure: "Knee Replacement",
      IsInsurance: "Yes",
      insuranceType: "Private",
      InsuranceName: "Star Health Insurance",
    });
  });

  test("'Private insurance' asks which insurer, and the lead carries the answer", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByRole("button", { name: "Book Appointment" }).first().click();
    const modal = page.getByRole("dialog");
    const mobile = randomMobile();
    await modal.getByLabel("Full name").fill("Meera Iyer");
    await modal.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
    await choose(modal, "City", "Mumbai");
    await choose(modal, "Treatment or condition", "Cataract Surgery");
    await modal.getByText("Yes", { exact: true }).first().click();
    await expect(modal.getByRole("combobox", { name: "Which insurer?" })).toHaveCount(0);
    await modal.getByText("Govt.(Ayushman,CGHS,ECHS etc.)").click();
    await expect(modal.getByRole("combobox", { name: "Which insurer?" })).toHaveCount(0);
    await modal.getByText("Private Insurance").click();
    await choose(modal, "Which insurer?", "HDFC ERGO");
    await modal.getByRole("button", { name: "Submit" }).click();
    const delivery = await deliveryFor(mobile);
    expect(delivery.json.lead).toMatchObject({
      insuranceType: "Private",
      InsuranceName: "HDFC ERGO",
    });
  });

  test("[MK-18][MK-19][MK-20][MK-21] on the cost page the cost and coverage buttons go to the estimate; elsewhere WhatsApp names the intent, the treatment and the city", async ({
    page,
  }) => {
    await chooseCityBefore(page, PUNE);
    await page.setViewportSize(PHONE);
    await page.goto("/treatment/knee-replacement/cost");
    const estimate = page.getByTestId("estimate");
    await page.getByRole("link", { name: "Calculate Treatment Cost Now" }).click();
    await expect(estimate.getByLabel("City")).toBeFocused();
    await expect(estimate.getByLabel("City")).toBeInViewport();
    await page.getByRole("link", { name: "Check Your Coverage" }).click();
    await expect(estimate.getByLabel("Insurer")).toBeFocused();
    // No EMI calculator on this page: a WhatsApp message about the EMI of this treatment in Pune.
    const emi = page.getByRole("link", { name: "Calculate Monthly EMI" });
    const emiText = new URL((await emi.getAttribute("href")) ?? "").searchParams.get("text");
    expect(emiText).toMatch(/pay for knee replacement in Pune in monthly EMIs/i);

    await page.goto("/treatment/knee-replacement");
    const textOf = async (name: string) => {
      const link = page.getByRole("link", { name }).first();
      await expect(link).toHaveAttribute("href", /Pune/);
      return new URL((await link.getAttribute("href")) ?? "").searchParams.get("text");
    };
    expect(await textOf("Get Cost Now")).toMatch(
      /^Hi Vaidya, please tell me the cost of knee replacement in Pune\.$/i,
    );
    expect(await textOf("Check Your Coverage")).toMatch(
      /please check whether my health insurance covers knee replacement in Pune/i,
    );
    expect(await textOf("Calculate Monthly EMI")).toMatch(/EMI/);

    // In Hindi, with the city's Hindi name ("Get Cost Now" in Hindi: "अभी ख़र्च जानें").
    await page.goto("/hi/test/hba1c");
    const hindi = page.getByRole("link", { name: "अभी ख़र्च जानें" }).first();
    await expect(hindi).toHaveAttribute("href", /%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87/);
    const hindiText = new URL((await hindi.getAttribute("href")) ?? "").searchParams.get("text");
    expect(hindiText).toMatch(/^नमस्ते Vaidya, कृपया पुणे में .+ का ख़र्च बताइए।$/);
  });

  test("the care assistant does not ask for a city the question names, in English and in Hindi", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const log = page.getByRole("log", { name: chat.log });
    await page.goto("/chat");
    await page.getByRole("button", { name: chat.needs.cost }).click();
    await page.getByLabel(chat.topicLabel).fill("piles treatment cost in Hyderabad");
    await page.getByRole("button", { name: chat.send }).click();
    await expect(log).toContainText(
      "Your question names Hyderabad, so the answer is for Hyderabad.",
    );
    await expect(log).toContainText(/Cost in Hyderabad: about ₹[\d,]+ to ₹[\d,]+/);
    await expect(log).toContainText(chat.askInsurance);
    await expect(log).not.toContainText(chat.askCity);
    await expect(page.getByLabel(chat.cityLabel)).toHaveCount(0);

    await page.goto("/hi/chat/ai");
    const hindiLog = page.getByRole("log", { name: chatHi.log });
    await page.getByLabel(chatHi.topicLabel).fill("हैदराबाद में बवासीर का इलाज");
    await page.getByRole("button", { name: chatHi.send }).click();
    await expect(hindiLog).toContainText("Hyderabad में खर्च");
    await expect(hindiLog).not.toContainText(chatHi.askCity);
  });
});
