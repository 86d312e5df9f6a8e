import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { otpSentTo, randomMobile, SMS_FILE, useOwnClientIp } from "./auth-support";
import en from "../../src/lib/i18n/messages/en/chat.json" with { type: "json" };
import { fakeCameraLaunchOptions } from "./camera-support";
import { setUpStaff, staffCommand } from "./console-support";
import { PHONE, screenshotForReview } from "./fixtures";
import { choose } from "./lead-support";

const SHOTS = process.env.PRIVACY_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await screenshotForReview(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The confirmation SMS the app "sent" to +91<mobile> (SMS_PROVIDER=capture, the SMS log). */
async function confirmationSms(
  mobile: string,
): Promise<{ text: string; path: string; id: number }> {
  let found: { text: string; path: string; id: number } | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(SMS_FILE)) return false;
        for (const line of fs.readFileSync(SMS_FILE, "utf8").trim().split("\n").reverse()) {
          if (!line) continue;
          const sms = JSON.parse(line) as { to: string; text: string };
          const link = sms.text.match(/https?:\/\/\S+(\/stop\/\S+)/);
          const id = sms.text.match(/request no\. (\d+)/);
          if (sms.to === `+91${mobile}` && link?.[1] && id?.[1]) {
            found = { text: sms.text, path: link[1], id: Number(id[1]) };
            return true;
          }
        }
        return false;
      },
      { message: `a confirmation SMS to +91${mobile}`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error("no confirmation SMS");
  return found;
}

/** SMS of the log to +91<mobile> whose text contains `words`. */
function smsTo(mobile: string, words: string): string[] {
  if (!fs.existsSync(SMS_FILE)) return [];
  return fs
    .readFileSync(SMS_FILE, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((sms) => sms.to === `+91${mobile}` && sms.text.includes(words))
    .map((sms) => sms.text);
}

// A phone whose camera is Chromium's fake one, so the lead carries a real selfie.
test.use({
  viewport: PHONE,
  permissions: ["camera"],
  launchOptions: fakeCameraLaunchOptions("privacy"),
});

test("[DP-1] [DP-2] [DP-5] [DP-6] [DP-9] [DP-10] [DP-11] [DP-12] [DP-14] [DP-15] [DP-16] [DP-19] [DP-21] [DP-29] [DP-30] a patient on a phone sends a lead with a selfie, stops contact with one tap, manages and erases their data; name, mobile and photo leave the database and the console shows the erasure", async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await useOwnClientIp(page);
  const mobile = randomMobile();
  const name = `Privacy ${Date.now().toString(36)}`;

  // 1. A lead with a selfie and the "health tips" tick, from a campaign page's form.
  await page.goto("/campaign/hair-transplant-assessment");
  const form = page.getByTestId("lead-form");
  await expect(
    form.getByTestId("lead-consent").getByRole("link", { name: "What we keep and why" }),
  ).toHaveAttribute("href", "/data-notice");
  await expect(form.getByTestId("lead-consent-whatsapp")).not.toBeChecked();
  await expect(form.getByTestId("lead-consent-marketing")).not.toBeChecked();
  const field = page.getByTestId("selfie-field");
  await field.getByRole("button", { name: "Take a selfie" }).click();
  const overlay = page.getByRole("dialog", { name: "Take a selfie" });
  // The grey frames first ("No Face Detected"), then the drawn face: the photo has a face.
  const noFace = overlay.getByText("No Face Detected", { exact: true });
  await expect(noFace).toBeVisible({ timeout: 60_000 });
  await expect(noFace).toHaveCount(0, { timeout: 90_000 });
  await overlay.getByRole("button", { name: "Use this photo" }).click();
  await expect(field.getByRole("img", { name: "Your selfie" })).toBeVisible();
  await field.getByRole("checkbox").check();
  await form.getByLabel("Full name").fill(name);
  await form.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
  await choose(form, "City", "Delhi NCR");
  await form.getByTestId("lead-consent-marketing").check();
  await shot(page, "01-form-ticks");
  const photoSaved = page.waitForResponse("**/api/lead/photo");
  await form.getByRole("button", { name: "Submit" }).click();
  expect((await photoSaved).status()).toBe(200);
  await page.waitForURL("**/thankyou?**");

  // 2. The confirmation SMS in the SMS log, and its stop link: one tap stops everything.
  const sms = await confirmationSms(mobile);
  expect(sms.text).toContain("we received your request");
  await page.goto(sms.path);
  await expect(page.getByTestId("stop-done")).toContainText(`request no. ${sms.id}`);
  await expect(page.getByTestId("stop-list")).toContainText("Calls about this request");
  await expect(page.getByTestId("stop-list")).toContainText("Health tips and offers");
  await shot(page, "02-stopped");
  // Undo gives contact back (and the tick the stop took).
  await page.getByTestId("stop-undo").click();
  await expect(page.getByTestId("stop-undone")).toBeVisible();
  // A forged link is refused: a 404 with a clear message, kept by no cache.
  const forged = await page.goto(`${sms.path.slice(0, -2)}xx`);
  expect(forged?.status()).toBe(404);
  expect(forged?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("stop-invalid")).toBeVisible();
  await expect(page.locator("h1")).toHaveText("This link does not work");
  await shot(page, "02b-stop-forged-404");
  // The photo is in the database now.
  const before = await staffCommand("erasure-check", String(sms.id));
  expect(before).toContain("not erased");
  expect(before).toMatch(/name, mobile.*photo/);

  // 3. My data after the OTP login.
  await page.goto("/my-data");
  const started = Date.now() - 1000;
  await page.getByTestId("md-mobile").fill(mobile);
  await page.getByTestId("md-get-otp").click();
  await page.getByTestId("md-otp").fill(await otpSentTo(mobile, started));
  await page.getByTestId("md-verify").click();
  const request = page.getByTestId(`my-request-${sms.id}`);
  await expect(request).toBeVisible();
  await expect(request).toContainText(name);
  await expect(request.getByTestId("my-request-status")).toHaveText(
    "Received: our care team will call you",
  );
  await expect(page.getByTestId("my-data-readable")).toBeVisible();
  await shot(page, "03-my-data");

  // Download.
  const download = page.waitForEvent("download");
  await page.getByTestId("my-data-download").click();
  const file = await (await download).path();
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as { requests: { id: number }[] };
  expect(data.requests.map((r) => r.id)).toEqual([sms.id]);
  // The readable copy: the same data as a page to print or save as PDF.
  await page.getByTestId("my-data-readable").click();
  await page.waitForURL("**/my-data/copy");
  const copy = page.getByTestId(`copy-request-${sms.id}`);
  await expect(copy).toContainText(name);
  await expect(copy).toContainText("kept (you can ask us to delete it)");
  await expect(page.getByTestId("copy-history")).toContainText("Stop link in the SMS");
  await expect(page.getByTestId("copy-print")).toBeVisible();
  await shot(page, "03b-readable-copy");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "03c-readable-copy-desktop");
  await page.setViewportSize(PHONE);
  await page.goBack();
  await expect(request).toBeVisible();

  // WhatsApp only, 10:00-13:00, while the request allows no WhatsApp messages: nobody could then
  // reach the patient, so My data asks before saving (DP-30).
  await page.getByTestId("rules-channel-whatsapp").check();
  await page.getByTestId("rules-from").fill("10:00");
  await page.getByTestId("rules-to").fill("13:00");
  await page.getByTestId("rules-save").click();
  const confirm = page.getByTestId("unreachable-confirm");
  await expect(confirm).toContainText("we could not contact you about 1 of your requests");
  await expect(page.getByTestId("unreachable-keep")).toBeFocused();
  await shot(page, "03d-unreachable-confirm");
  await page.getByTestId("unreachable-save").click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId("my-data-note")).toHaveText("Saved.");

  // Withdraw "health tips".
  await page.getByTestId(`consent-${sms.id}-marketing`).click();
  await expect(page.getByTestId(`consent-${sms.id}-marketing`)).toHaveText("Allow");

  // 4. The console: rules beside the call button, which WhatsApp only hides.
  const staffCtx = await browser.newContext({ viewport: PHONE });
  const staff = await staffCtx.newPage();
  // Setting the account up leaves the supervisor signed in.
  await setUpStaff(staff, "supervisor");
  await staff.goto(`/console/leads/${sms.id}`);
  await expect(staff.getByTestId("contact-rules-summary")).toContainText(
    "WhatsApp only · 10:00-13:00 IST",
  );
  await expect(staff.getByTestId("call-lead")).toHaveCount(0);
  await expect(staff.getByTestId("call-hidden")).toBeVisible();
  // One contact decision (DP-29): WhatsApp only without WhatsApp consent leaves no way to reach
  // the patient, so no WhatsApp button and no first call due, and the console says why.
  await expect(staff.getByTestId("lead-unreachable")).toContainText(
    "they chose WhatsApp only, and WhatsApp messages are not allowed",
  );
  await expect(staff.getByTestId("whatsapp-lead")).toHaveCount(0);
  await expect(staff.getByTestId("first-call-due")).toHaveText(
    "No first call is due: nobody may contact this patient.",
  );
  await shot(staff, "04-console-rules");
  // The patient says on the call that WhatsApp updates are welcome: the care team records it.
  await staff.getByTestId("care-consent").locator("summary").click();
  await staff.getByTestId("care-consent-purpose").selectOption("whatsapp");
  await staff.getByTestId("care-consent-given").check();
  await staff.getByTestId("care-consent-save").click();
  await expect(staff.getByTestId("care-consent-saved")).toContainText(
    'Recorded: the patient gave "WhatsApp updates" on a call.',
  );
  await expect(staff.getByTestId("contact-rules-summary")).toContainText("WhatsApp yes");
  // Now they can be reached (by WhatsApp, in their hours): the warning is gone.
  await expect(staff.getByTestId("lead-unreachable")).toHaveCount(0);
  await expect(staff.getByTestId("first-call-due")).toContainText("First call due");
  await shot(staff, "04b-console-consent");

  // 5. Erasure, confirmed with the code.
  await page.reload();
  await page.getByTestId("erase-ask").click();
  const askedAt = Date.now() - 1000;
  await page.getByTestId("erase-code").fill(await otpSentTo(mobile, askedAt));
  await page.getByTestId("erase-confirm").click();
  await expect(page.getByTestId("erase-pending")).toBeVisible();
  // Every contact stops at once, shown without a reload.
  await expect(page.getByTestId(`consent-${sms.id}-call`)).toHaveText("Allow");
  await expect(request.getByTestId("my-request-status")).toHaveText("Stopped at your request");
  await shot(page, "05-erase-pending");

  // 6. The erasure job; then nothing of the patient is left, and the console says why.
  expect(await staffCommand("retention")).toMatch(
    /[1-9]\d* erasures \([1-9]\d* patients told by SMS\)/,
  );
  // Name, mobile and photo are gone from the database.
  expect(await staffCommand("erasure-check", String(sms.id))).toBe(
    `Lead ${sms.id}: erased (patient); personal data left: none.\n`,
  );
  // The patient was told, once, in English (the lead's language).
  expect(smsTo(mobile, "we have erased your data")).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId(`my-request-${sms.id}`)).toHaveCount(0);
  await staff.goto(`/console/leads/${sms.id}`);
  await expect(staff.getByTestId("lead-erased")).toHaveText("Erased by the patient");
  await expect(staff.getByTestId("lead-detail")).not.toContainText(mobile);
  await expect(staff.getByTestId("lead-detail")).not.toContainText(name);
  await shot(staff, "06-console-erased");
  await staffCtx.close();
});

test("[DP-1] [DP-13] the itemised notice and My data in Hindi", async ({ page }) => {
  await page.goto("/hi/data-notice");
  await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
  await expect(page.getByTestId("data-notice")).toContainText("डेटा संरक्षण बोर्ड");
  await shot(page, "07-notice-hi");
  await page.goto("/hi/my-data");
  await expect(page.getByTestId("my-data-login")).toContainText("लॉगिन");
  await page.goto("/data-notice");
  await expect(page.getByTestId("data-notice")).toContainText("Data Protection Board of India");
  await page.goto("/hi/my-data/copy");
  await expect(page.getByTestId("copy-login")).toContainText("लॉगिन");
});

// In a browser: a dynamic page's 404 (this one, force-dynamic) has an empty server body in
// Next.js 16 (vercel/next.js#62228); its message is drawn from the RSC payload by the script.
test("[DP-19] [DP-20] [DP-13] the forged stop link's 404 in Hindi; the notice is cached like the other static pages", async ({
  page,
  request,
}) => {
  const forged = await page.goto("/hi/stop/12-AAAAAAAAAAAAAAAA");
  expect(forged?.status()).toBe(404);
  expect(forged?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator("h1")).toHaveText("यह लिंक काम नहीं करता");
  await expect(page.getByTestId("stop-invalid")).toBeVisible();
  const privacy = (await request.get("/privacy")).headers()["cache-control"];
  expect(privacy).toMatch(/s-maxage=\d+/);
  for (const path of ["/data-notice", "/hi/data-notice"]) {
    expect((await request.get(path)).headers()["cache-control"], path).toBe(privacy);
  }
  expect((await request.get("/my-data")).headers()["cache-control"]).toBe("private, no-store");
});

test("[DP-17] the chat's consent line links the itemised notice", async ({ page }) => {
  await useOwnClientIp(page);
  await page.goto("/chat");
  await page.getByRole("button", { name: en.needs.cost }).click();
  await page.getByLabel(en.topicLabel).fill("knee replacement");
  await page.getByRole("button", { name: en.send }).click();
  await page.getByLabel(en.cityLabel).selectOption({ label: "Mumbai" });
  await page.getByRole("button", { name: en.insuranceAnswers.government }).click();
  await page.getByRole("button", { name: en.callTimes.Evening }).click();
  await expect(
    page.getByTestId("chat-consent").getByRole("link", { name: "What we keep and why" }),
  ).toHaveAttribute("href", "/data-notice");
});
