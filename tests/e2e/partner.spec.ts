/**
 * /partner-with-us (PE-1 to PE-6): the page and its form over HTTP; in the browser, the
 * form's own check (messages, nothing sent), a submitted enquiry stored apart from patient leads
 * and delivered to the CRM as a partner enquiry, screenshots at phone and desktop width, axe.
 */
import { expect, type Page, test } from "@playwright/test";
import en from "../../src/lib/i18n/messages/en/partner.json" with { type: "json" };
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { crmDeliveries } from "./lead-support";

const PATH = "/partner-with-us";
const ENQUIRY_API = "/api/partner/enquiry";

/** The enquiry form (the header has its own "City" button). */
const form = (page: Page) => page.locator("main form");

function watchEnquiries(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(ENQUIRY_API)) sent.push(r.url());
  });
  return sent;
}

test.describe("/partner-with-us over HTTP", () => {
  test("[SH-22][SH-24][PE-1] 200 with its text, the enquiry form's fields and consent line, in the simple shell", async ({
    request,
  }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Partner with Vaidya<\/h1>/);
    expect(html).toContain("Who we work with");
    for (const label of Object.values(en.labels)) {
      expect(html).toContain(label);
    }
    for (const kind of Object.values(en.kinds)) expect(html).toContain(`>${kind}</option>`);
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('href="/terms-conditions"');
    // Simple page: the app ribbon; the header's search bar as on every page (SH-29).
    expect(html).toMatch(
      /data-testid="ribbon" data-ribbon="app"[^>]*>(?:<a [^>]*>)?Download Our App for Free</,
    );
    expect(html).toContain('data-testid="search-bar"');
  });

  test("[PE-2] the API refuses a bad enquiry with the field's message and a 400", async ({
    request,
  }) => {
    const response = await request.post(ENQUIRY_API, {
      headers: { "content-type": "application/json" },
      data: {
        organisation: "Clinic",
        contactName: "Asha",
        mobile: "12345",
        email: "a@b.in",
        city: "Pune",
        kind: "clinic",
        consent: true,
      },
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toContain(en.errors.mobile);
  });
});

test.describe("/partner-with-us in the browser", () => {
  test("[PE-6] an empty submit shows every required field's message, focuses the first and sends nothing", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const sent = watchEnquiries(page);
    await page.goto(PATH);
    await page.getByRole("button", { name: en.submit }).click();
    await expect(form(page).getByRole("alert")).toHaveText(en.errorSummary);
    for (const key of [
      "organisation",
      "contactName",
      "mobile",
      "email",
      "city",
      "kind",
      "consent",
    ] as const) {
      await expect(page.getByText(en.errors[key], { exact: true })).toBeVisible();
    }
    await expect(form(page).getByLabel(en.labels.organisation)).toBeFocused();
    await expect(form(page).getByLabel(en.labels.mobile)).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
    await screenshotForReview(page, {
      path: "test-results/partner-errors-390.png",
      fullPage: true,
    });
    await page.setViewportSize(DESKTOP);
    await screenshotForReview(page, {
      path: "test-results/partner-errors-1440.png",
      fullPage: true,
    });
    await expectNoAxeViolations(page, "main");
  });

  test("[PE-6] a filled form is stored once, thanked with its reference, and delivered to the CRM as a partner enquiry", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const sent = watchEnquiries(page);
    await page.goto(PATH);
    await screenshotForReview(page, { path: "test-results/partner-form-1440.png", fullPage: true });
    const organisation = `Browser Test Hospital ${Date.now()}`;
    await form(page).getByLabel(en.labels.organisation).fill(organisation);
    await form(page).getByLabel(en.labels.contactName).fill("Dr. Kavita Rao");
    await form(page).getByLabel(en.labels.mobile).fill("98450 12345");
    await form(page).getByLabel(en.labels.email).fill("kavita@hospital.example.in");
    await form(page).getByLabel(en.labels.city).fill("Mysuru");
    await form(page).getByLabel(en.labels.kind).selectOption("hospital");
    await form(page).getByLabel(en.labels.message).fill("Orthopaedics and cardiology.");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: en.submit }).click();
    const success = page.getByTestId("partner-success");
    await expect(success).toContainText(en.successTitle);
    await expect(success.getByRole("heading", { name: en.successTitle })).toBeFocused();
    const reference = Number(/(\d+)\.?$/.exec((await success.textContent()) ?? "")?.[1]);
    expect(reference).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);

    // Delivered by the outbox worker as a partner enquiry, never as a patient lead.
    await expect
      .poll(
        async () =>
          (await crmDeliveries()).find((d) => d.body.includes(organisation))?.json.event ?? "",
        { timeout: 20_000 },
      )
      .toBe("partner_enquiry.created");
    const delivery = (await crmDeliveries()).find((d) => d.body.includes(organisation));
    const body = JSON.parse(delivery?.body ?? "{}");
    expect(body.enquiryId).toBe(reference);
    expect(body.enquiry).toMatchObject({ organisation, mobile: "9845012345", kind: "hospital" });
    expect(body.lead).toBeUndefined();

    await page.setViewportSize(PHONE);
    await screenshotForReview(page, { path: "test-results/partner-done-390.png", fullPage: true });
  });

  test("[PE-1] at phone width every field is on screen, full width and tappable", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(PATH);
    await screenshotForReview(page, { path: "test-results/partner-form-390.png", fullPage: true });
    for (const label of [en.labels.organisation, en.labels.mobile, en.labels.kind]) {
      const box = await form(page).getByLabel(label).boundingBox();
      expect(box, label).not.toBeNull();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThan(PHONE.width * 0.7);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    }
    const submit = await page.getByRole("button", { name: en.submit }).boundingBox();
    expect(submit?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});
