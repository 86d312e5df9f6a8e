import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** The capture SMS file the e2e server writes (scripts/e2e-server.mjs). */
export const SMS_FILE =
  process.env.SMS_CAPTURE_FILE ??
  path.join(process.cwd(), "data", `e2e-${process.env.E2E_PORT ?? 3100}-sms.jsonl`);

/** A random valid Indian mobile number, so runs and parallel tests never share one. */
export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/**
 * Each test talks to the server from its own client address, so the per-IP OTP limit (20 per
 * hour) counts one test's sends only. The e2e server has no proxy in front, so it reads the
 * address from this header (see src/server/ratelimit/client-ip.ts).
 */
export async function useOwnClientIp(page: Page): Promise<void> {
  const n = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${n()}.${n()}.${n()}` });
}

/** The OTP in the latest SMS the app "sent" to +91<mobile> (SMS_PROVIDER=capture). */
export async function otpSentTo(mobile: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(SMS_FILE)) return undefined;
        const lines = fs.readFileSync(SMS_FILE, "utf8").trim().split("\n");
        for (const line of lines.reverse()) {
          if (!line) continue;
          const sms = JSON.parse(line) as { to: string; text: string; at: string };
          if (sms.to === `+91${mobile}` && Date.parse(sms.at) >= after) {
            code = sms.text.match(/\b(\d{6})\b/)?.[1];
            return code;
          }
        }
        return undefined;
      },
      { message: `an OTP SMS to +91${mobile}` },
    )
    .toMatch(/^\d{6}$/);
  return code ?? "";
}

/** Types the code into the six OTP boxes. */
export async function typeOtp(page: Page, code: string): Promise<void> {
  await page.getByTestId("otp-box-0").click();
  await page.keyboard.type(code);
}

/** Opens the Login modal from the header and asks for an OTP to a fresh number. */
export async function requestLoginOtp(page: Page) {
  await page.goto("/");
  await page.getByTestId("header-login").click();
  const modal = page.getByTestId("login-modal");
  const mobile = randomMobile();
  const started = Date.now() - 1000;
  await modal.getByTestId("login-mobile").fill(mobile);
  await modal.getByTestId("login-get-otp").click();
  await expect(modal.getByTestId("otp-boxes")).toBeVisible();
  return { modal, mobile, started };
}

/** Logs in through the modal; answers the number. `name` set: completes personal details. */
export async function loginThroughModal(
  page: Page,
  options: { name?: string; cityId?: number } = {},
): Promise<string> {
  const mobile = randomMobile();
  const started = Date.now() - 1000;
  await page.getByTestId("header-login").click();
  const modal = page.getByTestId("login-modal");
  await modal.getByTestId("login-mobile").fill(mobile);
  await modal.getByTestId("login-get-otp").click();
  await typeOtp(page, await otpSentTo(mobile, started));
  await modal.getByTestId("login-verify").click();
  await expect(page.getByTestId("login-success")).toBeVisible();
  const personal = page.getByTestId("location-modal");
  await expect(personal).toBeVisible();
  if (options.name) {
    await personal.getByTestId("location-name").fill(options.name);
    await personal
      .locator(`input[type=radio][value="${options.cityId ?? 514}"]`)
      .check({ force: true });
    await personal.getByTestId("location-save").click();
    await expect(page.getByTestId("location-success")).toBeVisible();
    await page.waitForEvent("load");
    await expect(page.getByTestId("account-name")).toHaveText(options.name);
  }
  return mobile;
}

/** The parsed credentials cookie, or null. */
export async function credentialsCookie(page: Page): Promise<Record<string, unknown> | null> {
  const cookies = await page.context().cookies();
  const cookie = cookies.find((c) => c.name === "credentials");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}
