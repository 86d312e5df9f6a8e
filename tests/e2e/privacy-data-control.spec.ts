import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { otpSentTo, randomMobile, SMS_FILE, useOwnClientIp } from "./auth-support";
import { setUpStaff, staffCommand } from "./console-support";
import { PHONE } from "./fixtures";
import { fillHomeLead } from "./lead-support";

const SHOTS = process.env.PRIVACY_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
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

test.use({ viewport: PHONE });

test("[DP-1] [DP-2] [DP-5] [DP-6] [DP-9] [DP-10] [DP-11] [DP-12] a patient on a phone stops contact with one tap, manages and erases their data; the console shows the erasure", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await useOwnClientIp(page);
  const mobile = randomMobile();
  const name = `Privacy ${Date.now().toString(36)}`;

  // 1. A lead with the "health tips" tick, from the home page's form.
  await page.goto("/");
  await page.getByRole("button", { name: "Book Appointment" }).first().click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByTestId("lead-form")).toBeVisible();
  await expect(
    modal.getByTestId("lead-consent").getByRole("link", { name: "What we keep and why" }),
  ).toHaveAttribute("href", "/data-notice");
  await expect(modal.getByTestId("lead-consent-whatsapp")).not.toBeChecked();
  await expect(modal.getByTestId("lead-consent-marketing")).not.toBeChecked();
  await fillHomeLead(modal, { name, mobile, city: "Mumbai" });
  await modal.getByTestId("lead-consent-marketing").check();
  await shot(page, "01-form-ticks");
  await modal.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL("**/thankyou?isquicksurvey=1");

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
  // A forged link is refused.
  await page.goto(`${sms.path.slice(0, -2)}xx`);
  await expect(page.getByTestId("stop-invalid")).toBeVisible();

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
  await shot(page, "03-my-data");

  // Download.
  const download = page.waitForEvent("download");
  await page.getByTestId("my-data-download").click();
  const file = await (await download).path();
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as { requests: { id: number }[] };
  expect(data.requests.map((r) => r.id)).toEqual([sms.id]);

  // WhatsApp only, 10:00-13:00.
  await page.getByTestId("rules-channel-whatsapp").check();
  await page.getByTestId("rules-from").fill("10:00");
  await page.getByTestId("rules-to").fill("13:00");
  await page.getByTestId("rules-save").click();
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
  await shot(staff, "04-console-rules");

  // 5. Erasure, confirmed with the code.
  await page.reload();
  await page.getByTestId("erase-ask").click();
  const askedAt = Date.now() - 1000;
  await page.getByTestId("erase-code").fill(await otpSentTo(mobile, askedAt));
  await page.getByTestId("erase-confirm").click();
  await expect(page.getByTestId("erase-pending")).toBeVisible();
  await shot(page, "05-erase-pending");

  // 6. The erasure job; then nothing of the patient is left, and the console says why.
  expect(staffCommand("retention")).toMatch(/[1-9]\d* erasures/);
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
});
