import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import {
  choose,
  fillHomeLead,
  openHomeModal,
  randomMobile,
  crmDeliveries,
  deliveryFor,
  signatureOf,
  useOwnClientIp,
} from "./lead-support";

const MESSAGES = {
  name: "Please Enter Name",
  mobile: "Please Only Enter a Valid Mobile Number",
  city: "Please select valid city",
  treatment: "Please Select a Treatment",
  insurance: "Please select do you have an insurance",
};

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
});

test.describe("lead form modal on the home page", () => {
  test("[LM-1][LM-2][LM-3][LM-4][LM-10][LM-21] the hero 'Book Appointment' opens variant 3's modal with title and close button", async ({
    page,
  }) => {
    const modal = await openHomeModal(page);
    await expect(modal).toHaveAttribute("id", "leadFormModal3");
    await expect(modal.getByRole("heading", { name: "Book Free Appointment" })).toBeVisible();
    await expect(modal.getByRole("button", { name: "Close" })).toBeVisible();
    await expect(modal.getByTestId("lead-form")).toHaveAttribute("data-variant", "3");
  });

  test("[LF-57][LF-29][LF-30][LF-35][LF-36][LF-40] an empty submit shows each field's message and sends nothing", async ({
    page,
  }) => {
    const modal = await openHomeModal(page);
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().includes("/webleadcreate")) sent++;
    });
    await modal.getByRole("button", { name: "Submit" }).click();
    for (const message of Object.values(MESSAGES)) {
      await expect(modal.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(modal.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(modal.getByLabel("Full name")).toHaveAttribute("aria-describedby", /-name-error/);
    expect(sent).toBe(0);
    // The first invalid field takes the focus.
    await expect(modal.getByLabel("Full name")).toBeFocused();
  });

  test("[LF-56] editing a field clears its error", async ({ page }) => {
    const modal = await openHomeModal(page);
    await modal.getByRole("button", { name: "Submit" }).click();
    await expect(modal.getByText(MESSAGES.name)).toBeVisible();
    await modal.getByLabel("Full name").fill("A");
    await expect(modal.getByText(MESSAGES.name)).toHaveCount(0);
    await expect(modal.getByText(MESSAGES.mobile)).toBeVisible();
  });

  test("[LF-43][LF-69] after 'Yes' to insurance the type is asked and required", async ({
    page,
  }) => {
    const modal = await openHomeModal(page);
    await expect(modal.getByText("Insurance type")).toHaveCount(0);
    await modal.getByText("Yes", { exact: true }).first().click();
    await expect(modal.getByText("Govt.(Ayushman,CGHS,ECHS etc.)")).toBeVisible();
    await modal.getByRole("button", { name: "Submit" }).click();
    await expect(modal.getByText("Please Select an Insurance Type")).toBeVisible();
  });

  test("[LF-25][LF-26] a chosen radio option has a blue border and light-blue background; others grey", async ({
    page,
  }) => {
    const modal = await openHomeModal(page);
    const yes = modal.locator("label", { hasText: /^Yes$/ }).first();
    const no = modal.locator("label", { hasText: /^No$/ }).first();
    await yes.click();
    await expect(yes).toHaveAttribute("data-selected", "true");
    await expect(yes).toHaveCSS("border-top-color", "rgb(37, 99, 235)");
    await expect(yes).toHaveCSS("background-color", "rgb(239, 246, 255)");
    await expect(no).toHaveCSS("border-top-color", "rgb(203, 213, 225)");
    await expect(no).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });

  test("[LF-16][CN-1][CN-2][CN-3][CN-4] the city list: popular cities in fixed order, 'Other Cities', 'Other' last, within 40% of the view height", async ({
    page,
  }) => {
    const modal = await openHomeModal(page);
    await modal.getByRole("combobox", { name: "City" }).click();
    const list = modal.getByRole("listbox", { name: "City" });
    await expect(list).toBeVisible();
    const popular = list.getByRole("group", { name: "Popular Cities" }).getByRole("option");
    await expect(popular).toHaveText([
      "Delhi NCR",
      "Mumbai",
      "Bengaluru",
      "Hyderabad",
      "Chennai",
      "Kolkata",
    ]);
    await expect(list.getByRole("group", { name: "Other Cities" })).toBeVisible();
    await expect(list.getByRole("option").last()).toHaveText("Other");
    const box = await list.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.height ?? 0).toBeLessThanOrEqual((viewport?.height ?? 0) * 0.4 + 1);
    for (const text of await list.getByRole("option").allTextContents()) {
      expect(text.replace("…", "").length).toBeLessThanOrEqual(26);
    }
    // Escape closes the list, not the modal.
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(modal).toBeVisible();
  });

  test("[LF-50][LF-51][LF-52][LF-53][LF-54][LF-55] the mobile input rules", async ({ page }) => {
    const modal = await openHomeModal(page);
    const mobile = modal.getByRole("textbox", { name: "Mobile number" });
    const country = modal.getByLabel("Country code");
    await mobile.click();
    await page.keyboard.type("0");
    await expect(mobile).toHaveValue("");
    await page.keyboard.type("98e.E+-765");
    await expect(mobile).toHaveValue("98765");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.type("1");
    await expect(mobile).toHaveValue("987615");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowDown");
    await expect(mobile).toHaveValue("987615");
    await page.keyboard.press("End");
    await page.keyboard.type("43210999");
    await expect(mobile).toHaveValue("9876154321");
    // A pasted '+971…' moves the code into the selector; other codes take up to 20 digits.
    await mobile.fill("+971501234567");
    await expect(country).toHaveValue("AE");
    await expect(mobile).toHaveValue("501234567");
    await mobile.pressSequentially("12345678901234567890");
    await expect(mobile).toHaveValue("50123456712345678901");
  });

  test("[LF-21] the country selector offers every country, India first, once the patient reaches for it", async ({
    page,
  }) => {
    const modal = await openHomeModal(page);
    const country = modal.getByLabel("Country code");
    await expect(country).toHaveValue("IN");
    await country.click();
    const options = country.locator("option");
    await expect.poll(() => options.count()).toBeGreaterThanOrEqual(230);
    await expect(options.first()).toHaveText("India (+91)");
    await country.selectOption({ label: "United Kingdom (+44)" });
    await page.keyboard.press("Escape");
    // The shown code follows the choice; the number now takes up to 20 digits.
    await expect(modal.getByText("+44", { exact: true })).toBeVisible();
    const mobile = modal.getByRole("textbox", { name: "Mobile number" });
    await mobile.pressSequentially("7700900123456");
    await expect(mobile).toHaveValue("7700900123456");
  });

  test("[LM-5] the close button closes the modal", async ({ page }) => {
    const modal = await openHomeModal(page);
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
  });

  test("[LF-13] the consent line links /terms-conditions and /privacy", async ({ page }) => {
    const modal = await openHomeModal(page);
    const consent = modal.getByTestId("lead-consent");
    await expect(consent.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute(
      "href",
      "/terms-conditions",
    );
    await expect(consent.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  test("[MK-7][MK-8][MK-10][MK-12] call and WhatsApp sit beside the form", async ({ page }) => {
    const modal = await openHomeModal(page);
    const contact = modal.getByTestId("lead-contact");
    await expect(contact.getByRole("link", { name: /^Call \+91/ })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    const whatsapp = contact.getByRole("link", { name: "WhatsApp us" });
    await expect(whatsapp).toHaveAttribute(
      "href",
      /^https:\/\/api\.whatsapp\.com\/send\?phone=\d+&text=/,
    );
    const text = new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text");
    expect(text).toMatch(/Vaidya.*care expert/);
  });

  test("an axe scan of the open modal finds no violations", async ({ page }) => {
    // Three full axe runs (about 10 s each on an idle 2-core machine, the colour-contrast rule over
    // a modal on top of a page): the default 60 s left no room when CI ran two workers beside it.
    test.setTimeout(120_000);
    const modal = await openHomeModal(page);
    await expectNoAxeViolations(page, '[data-testid="lead-modal"]');
    await modal.getByRole("button", { name: "Submit" }).click();
    await expect(modal.getByText(MESSAGES.name)).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="lead-modal"]');
    await modal.getByRole("combobox", { name: "City" }).click();
    await expectNoAxeViolations(page, '[data-testid="lead-modal"]');
  });

  // Rewritten for LF-67 (a departure from the spec: docs/requirements.md LF-67): the form still stays as
  // it was with no field message and no server text, but now shows one notice under its button.
  test("[LF-66][LF-67][ER-2] on a failed create the form stays as it was, enabled, without a field message or the server's text, with one notice under the button", async ({
    page,
  }) => {
    await page.route("**/lead/v1/admin/webleadcreate", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          status: { code: 500, message: "SERVER-SIDE TEXT" },
          data: null,
          error: ["SERVER-SIDE TEXT"],
        }),
      }),
    );
    const modal = await openHomeModal(page);
    await fillHomeLead(modal, { name: "Stays Here", mobile: randomMobile() });
    await modal.getByRole("button", { name: "Submit" }).click();
    await expect(modal.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(modal.getByLabel("Full name")).toHaveValue("Stays Here");
    await expect(modal.getByTestId("field-error")).toHaveCount(0);
    await expect(modal.getByTestId("lead-failure")).toHaveCount(1);
    await expect(modal.getByTestId("lead-failure")).toContainText("Your request was not sent.");
    await expect(modal.getByText("SERVER-SIDE TEXT")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("[LF-58][LF-59][LF-60] while submitting the button reads 'Submitting...', is disabled, and a second submit is ignored", async ({
    page,
  }) => {
    let creates = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/lead/v1/admin/webleadcreate", async (route) => {
      creates++;
      await held;
      await route.continue();
    });
    const modal = await openHomeModal(page);
    await fillHomeLead(modal, { name: "Held Request", mobile: randomMobile() });
    const submit = modal.getByTestId("lead-submit");
    await submit.click();
    await expect(submit).toHaveText("Submitting...");
    await expect(submit).toBeDisabled();
    await modal
      .getByTestId("lead-form")
      .evaluate((form) => (form as HTMLFormElement).requestSubmit());
    release();
    await page.waitForURL("**/thankyou?isquicksurvey=1");
    expect(creates).toBe(1);
  });

  test("a network failure is retried with the same Idempotency-Key: one lead", async ({ page }) => {
    const keys: string[] = [];
    let calls = 0;
    await page.route("**/lead/v1/admin/webleadcreate", async (route) => {
      calls++;
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (calls === 1) await route.abort("connectionreset");
      else await route.continue();
    });
    const modal = await openHomeModal(page);
    await fillHomeLead(modal, { name: "Flaky Network", mobile: randomMobile() });
    await modal.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL("**/thankyou?isquicksurvey=1");
    expect(calls).toBe(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

test.describe("from the home page to the CRM", () => {
  test("[TY-1][TY-2][TY-7][LM-24][LF-61][LF-62][LF-63][LF-68][LF-69][AP-1][AP-2][AP-3][AP-5][AP-8][AP-12][AP-13][LF-2] a valid submission lands on /thankyou?isquicksurvey=1 with the lead stored and delivered", async ({
    page,
  }) => {
    const mobile = randomMobile();
    await page.goto("/?source=google&medium=cpc&gclid=E2E-GCLID&keyword=cataract+cost&gad=1");
    const createRequest = page.waitForRequest("**/lead/v1/admin/webleadcreate");
    const crmRequest = page.waitForRequest("**/api/lead/createleadcrm?leadId=*");
    await page.getByRole("button", { name: "Book Appointment" }).first().click();
    const modal = page.getByRole("dialog");
    await fillHomeLead(modal, { name: "Meera Iyer", mobile, city: "Chennai" });
    await modal.getByRole("button", { name: "Submit" }).click();

    await page.waitForURL("**/thankyou?isquicksurvey=1");
    expect(new URL(page.url()).search).toBe("?isquicksurvey=1");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const request = await createRequest;
    const headers = request.headers();
    expect(headers.applicationtype).toBe("website");
    expect(headers["content-type"]).toBe("application/json");
    expect(headers.visitorid).toMatch(/^[0-9a-f-]{36}$/);
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body.countryCode).toBe("91");
    expect(body.LeadTier).toBe(1);
    expect(body.IsInsurance).toBe("Yes");
    expect((await crmRequest).url()).toMatch(/leadId=\d+$/);

    const leadId = await page.evaluate(() => sessionStorage.getItem("leadId"));
    expect(Number(leadId)).toBeGreaterThan(0);
    expect(await page.evaluate(() => sessionStorage.getItem("mobileNo"))).toBe(mobile);

    // The lead is in the database: the outbox delivered it, signed, from the stored row.
    const delivery = await deliveryFor(mobile);
    expect(delivery.leadId).toBe(Number(leadId));
    expect(delivery.idempotencyKey).toBe(`lead-${leadId}`);
    expect(delivery.signature).toBe(signatureOf(delivery.timestamp ?? "", delivery.body));
    expect(delivery.json.lead).toMatchObject({
      name: "Meera Iyer",
      phoneno: mobile,
      city: "Chennai",
      procedure: "Cataract Surgery",
      IsInsurance: "Yes",
      insuranceType: "Private",
      LeadTier: 1,
      leadFormVariant: "3",
      utm_source: "google",
      utm_medium: "cpc",
      GCLID: "E2E-GCLID",
      Keyword_Text: "cataract cost",
      Country_Code: "91",
    });
    expect((await crmDeliveries()).filter((d) => d.leadId === Number(leadId))).toHaveLength(1);
  });

  test("the quick survey saves onto that lead", async ({ page }) => {
    const mobile = randomMobile();
    const modal = await openHomeModal(page);
    await fillHomeLead(modal, { name: "Survey Patient", mobile });
    await modal.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL("**/thankyou?isquicksurvey=1");
    const leadId = Number(await page.evaluate(() => sessionStorage.getItem("leadId")));
    await deliveryFor(mobile);

    const survey = page.getByTestId("quick-survey");
    await expect(survey).toBeVisible();
    // Each question is optional (TY-9): saving none asks for at least one answer, once.
    await survey.getByRole("button", { name: "Save my answers" }).click();
    await expect(survey.getByTestId("survey-message")).toHaveText(/^Choose at least one answer/);
    await survey.getByText("This month").click();
    await survey.getByText("WhatsApp", { exact: true }).click();
    await survey.getByText("Evening").click();
    const saved = page.waitForResponse("**/api/lead/survey");
    await survey.getByRole("button", { name: "Save my answers" }).click();
    const answer = (await (await saved).json()) as {
      status: { code: number };
      data: { Id: number; survey: Record<string, string> }[];
    };
    expect(answer.status.code).toBe(200);
    expect(answer.data[0]).toEqual({
      Id: leadId,
      survey: { whenTreatment: "this-month", contactChannel: "whatsapp", contactTime: "evening" },
    });
    await expect(page.getByTestId("survey-saved")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("thank-you page", () => {
  test("[MK-1][MK-2][MK-3][MK-4][MK-5][MK-6][MK-8][MK-10] the marketing variant shows the claims and the PDF message", async ({
    page,
  }) => {
    // After a submission: the PDF message confirms a request only when this tab sent one (TY-8).
    await page.addInitScript(() => sessionStorage.setItem("leadId", "1"));
    await page.goto(
      "/thankyou?isquicksurvey=1&isplanfeature=1&department=Gynaecology&source=Marketing&pdf=1",
    );
    const claims = page.getByTestId("marketing-claims");
    for (const claim of [
      "Only certified experienced female doctors",
      "100% confidential and safe",
      "No parental or spousal consent required",
      "All adult women, married or unmarried, can avail",
      "Early discharge and quick recovery",
    ]) {
      await expect(claims.getByText(claim)).toBeVisible();
    }
    await expect(page.getByTestId("pdf-message")).toHaveText(
      /^Your details are submitted\. You will receive the pdf file on your whatsapp number\.If you wish to discuss your condition \/ query with our medical experts, please call \+91 \d{5} \d{5}$/,
    );
    await expect(page.getByTestId("thankyou-call")).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await expect(page.getByTestId("thankyou-whatsapp")).toHaveAttribute(
      "href",
      /^https:\/\/api\.whatsapp\.com\/send\?phone=\d+&text=/,
    );
    await expect(page.getByTestId("site-header")).toHaveCount(0);
  });

  test("without a lead in this session there is no survey to save", async ({ page }) => {
    await page.goto("/thankyou?isquicksurvey=1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("quick-survey")).toHaveCount(0);
  });
});

test.describe("loading on demand (docs/architecture.md)", () => {
  test("the home page ships no lead form until a trigger is about to be used", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push(response.text().catch(() => ""));
      }
    });
    const hasForm = async () =>
      (await Promise.all(scripts)).some((text) =>
        text.includes("Please Only Enter a Valid Mobile Number"),
      );
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(await hasForm()).toBe(false);
    await page.getByRole("button", { name: "Book Appointment" }).first().hover();
    await expect.poll(hasForm, { message: "the form's chunk loads on hover" }).toBe(true);
  });

  test("the form's check (zod and the lead schema) loads when the form is first used, not with it", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push(response.text().catch(() => ""));
      }
    });
    // A message of zod's own (its English locale), in no other code of the site.
    const hasCheck = async () =>
      (await Promise.all(scripts)).some((text) => text.includes("Too big: expected"));
    const modal = await openHomeModal(page);
    await page.waitForLoadState("networkidle");
    expect(await hasCheck()).toBe(false);
    await modal.getByLabel("Full name").click();
    await expect
      .poll(hasCheck, { message: "the check loads on the form's first focus" })
      .toBe(true);
  });
});

test.describe("other pages", () => {
  test("[LF-79] on an info or error page the ribbon's form is variant 0 (name, mobile, city)", async ({
    page,
  }) => {
    await page.goto("/no-such-page-for-leads");
    await page.getByTestId("ribbon").click();
    const modal = page.getByRole("dialog");
    await expect(modal).toHaveAttribute("id", "leadFormModal0");
    await expect(modal.getByLabel("Full name")).toBeVisible();
    await expect(modal.getByRole("combobox", { name: "City" })).toBeVisible();
    await expect(modal.getByRole("combobox", { name: /Treatment/ })).toHaveCount(0);
    await expect(modal.getByRole("radio")).toHaveCount(0);
  });
});

test.describe("screenshots", () => {
  for (const [name, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`the open modal looks right at ${size.width}×${size.height}`, async ({ page }, info) => {
      await page.setViewportSize(size);
      const modal = await openHomeModal(page);
      await screenshotForReview(page, { path: info.outputPath(`lead-modal-${name}.png`) });
      await modal.getByRole("button", { name: "Submit" }).click();
      await screenshotForReview(page, { path: info.outputPath(`lead-modal-errors-${name}.png`) });
      await fillHomeLead(modal, { name: "Asha Verma", mobile: "9876543210" });
      await screenshotForReview(page, { path: info.outputPath(`lead-modal-filled-${name}.png`) });
      await choose(modal, "City", "Delhi NCR");
      await modal.getByRole("combobox", { name: "City" }).click();
      await screenshotForReview(page, { path: info.outputPath(`lead-modal-city-${name}.png`) });
      expect(await modal.getByRole("option").count()).toBeGreaterThan(6);
    });

    test(`the thank-you page looks right at ${size.width}×${size.height}`, async ({
      page,
    }, info) => {
      await page.setViewportSize(size);
      const modal = await openHomeModal(page);
      await fillHomeLead(modal, { name: "Asha Verma", mobile: randomMobile() });
      await modal.getByRole("button", { name: "Submit" }).click();
      await page.waitForURL("**/thankyou?isquicksurvey=1");
      await expect(page.getByTestId("quick-survey")).toBeVisible();
      await screenshotForReview(page, {
        path: info.outputPath(`thankyou-${name}.png`),
        fullPage: true,
      });
      await page.goto(
        "/thankyou?isquicksurvey=1&isplanfeature=1&department=Laser%20Vaginal%20Tightening&source=Marketing&pdf=1",
      );
      await expect(page.getByTestId("marketing-department")).toHaveText(
        "Your request: Laser V Tightening",
      );
      await screenshotForReview(page, {
        path: info.outputPath(`thankyou-marketing-${name}.png`),
        fullPage: true,
      });
    });
  }
});
