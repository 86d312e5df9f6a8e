/**
 * /chat and /chat/ai (CH-1 to CH-4): the shell rules of spec §2 over HTTP; in the browser, a
 * guided conversation that answers from the catalogue and ends in a lead with its transcript
 * (delivered to the CRM), "talk to a person now" in view at every step, the assistant that
 * answers the patient's own questions, screenshots at phone width, axe.
 */
import { expect, type Page, test } from "@playwright/test";
import en from "../../src/lib/i18n/messages/en/chat.json" with { type: "json" };
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { deliveryFor, randomMobile, useOwnClientIp } from "./lead-support";

test.describe("/chat over HTTP", () => {
  test("[SH-10][SH-12][SH-14] /chat and /chat/ai: no header, footer or app banner, noindex; other paths 404", async ({
    request,
  }) => {
    for (const [path, title] of [
      ["/chat", en.title],
      ["/chat/ai", en.titleAi],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain(en.talkToPerson);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(html).not.toContain('data-testid="site-header"');
      expect(html).not.toContain('data-testid="site-footer"');
      expect(html).not.toContain('data-testid="app-banner"');
    }
    const hindi = await request.get("/hi/chat");
    expect(hindi.status()).toBe(200);
    expect(await hindi.text()).toContain("केयर असिस्टेंट");
    expect((await request.get("/chat/other")).status()).toBe(404);
  });
});

/** The "talk to a person now" links are on screen and tappable. */
async function expectPersonInView(page: Page) {
  const person = page.getByTestId("chat-person");
  for (const link of [
    person.getByRole("link", { name: /^Call / }),
    person.getByRole("link", { name: "WhatsApp" }),
  ]) {
    await expect(link).toBeInViewport();
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
}

const log = (page: Page) => page.getByRole("log", { name: en.log });

test.describe("/chat in the browser", () => {
  test.use({ viewport: PHONE });

  test("[SH-10][SH-15][CH-1][CH-3] a guided conversation answers the cost and ends in a lead with the transcript", async ({
    page,
  }, testInfo) => {
    await useOwnClientIp(page);
    await page.goto("/chat");
    await expect(log(page)).toContainText(en.greeting);
    // Spec §2: no site header, footer or app banner; floating buttons hidden on /chat (the
    // person links are there instead): none of them is rendered.
    for (const part of ["site-header", "site-footer", "app-banner", "floating-buttons"])
      await expect(page.getByTestId(part), part).toHaveCount(0);
    await expectPersonInView(page);
    await screenshotForReview(page, { path: testInfo.outputPath("chat-phone-start.png") });

    await page.getByRole("button", { name: en.needs.cost }).click();
    await expect(log(page)).toContainText(en.askTopic.cost);
    await page.getByLabel(en.topicLabel).fill("knee replacment");
    await page.getByRole("button", { name: en.send }).click();
    await expect(log(page)).toContainText(en.askCity);
    await page.getByLabel(en.cityLabel).selectOption({ label: "Mumbai" });
    // The catalogue's answer: the treatment, its cost in Mumbai in rupees, stay and recovery.
    await expect(log(page)).toContainText("Here is what our guide says about Knee Replacement");
    await expect(log(page)).toContainText(/Cost in Mumbai: about ₹[\d,]+ to ₹[\d,]+/);
    await expect(log(page).getByRole("link", { name: en.readMore }).first()).toHaveAttribute(
      "href",
      "/treatment/knee-replacement",
    );
    await expectPersonInView(page);

    await page.getByRole("button", { name: en.insuranceAnswers.government }).click();
    await page.getByRole("button", { name: en.callTimes.Evening }).click();
    await expect(log(page)).toContainText(en.askContact);
    // The form's own check, with the spec's messages, before anything is sent.
    await page.getByTestId("chat-submit").click();
    await expect(page.getByText("Please Enter Name")).toBeVisible();
    await expect(page.getByText("Please Only Enter a Valid Mobile Number")).toBeVisible();
    const mobile = randomMobile();
    await page.getByLabel(en.nameLabel).fill("Kavita Rao");
    await page.getByLabel(en.mobileLabel).fill(mobile);
    await expectPersonInView(page);
    await screenshotForReview(page, {
      path: testInfo.outputPath("chat-phone-contact.png"),
      fullPage: true,
    });
    await page.getByTestId("chat-submit").click();
    await expect(log(page)).toContainText(`Thank you, Kavita Rao.`);
    await expect(log(page)).toContainText(mobile);

    const delivery = await deliveryFor(mobile);
    expect(delivery.json.lead).toMatchObject({
      name: "Kavita Rao",
      city: "Mumbai",
      procedure: "Knee Replacement",
      IsInsurance: "Yes",
      insuranceType: "Govt.",
      Callback_Input: "Evening",
      leadFormVariant: "0",
    });
    const message = String(delivery.json.lead.message);
    expect(message).toContain("Patient: Cost of a treatment");
    expect(message).toContain("Patient: knee replacment");
    expect(message).toContain("Patient: Mumbai");
    // The name and number are the lead's own fields, not part of the transcript.
    expect(message).not.toContain(mobile);
    await screenshotForReview(page, { path: testInfo.outputPath("chat-phone-sent.png") });
  });

  test("[CH-4][SH-35] /chat/ai answers the patient's own questions, in Hinglish too, then arranges the call; axe finds nothing", async ({
    page,
  }, testInfo) => {
    await page.goto("/chat/ai");
    await expect(log(page)).toContainText(en.greetingAi);
    await page.getByLabel(en.topicLabel).fill("bawaseer ka ilaj");
    await page.getByRole("button", { name: en.send }).click();
    await page.getByLabel(en.cityLabel).selectOption({ label: "Pune" });
    await expect(log(page)).toContainText(/Piles|Haemorrhoid/);
    await expect(log(page)).toContainText(en.askMore);
    // Another question in the same conversation.
    await page.getByLabel(en.topicLabel).fill("lasik");
    await page.getByRole("button", { name: en.send }).click();
    await expect(log(page)).toContainText(/Cost in Pune: about ₹/);
    await expectNoAxeViolations(page);
    await screenshotForReview(page, { path: testInfo.outputPath("chat-ai-phone.png") });
    await page.getByRole("button", { name: en.goOn }).click();
    await expect(log(page)).toContainText(en.askInsurance);
    await expect(page.getByRole("button", { name: en.insuranceAnswers.private })).toBeInViewport();
    // At desktop width the conversation is a centred column, the reply area on screen.
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole("button", { name: en.insuranceAnswers.unsure })).toBeInViewport();
    await screenshotForReview(page, { path: testInfo.outputPath("chat-ai-desktop.png") });
  });
});
