import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { expect, type Page } from "@playwright/test";
import { screenshotForReview } from "./fixtures";

/** The care-team console in the browser: accounts made with the operator's own command. */
export const STAFF_PASSWORD = "monsoon ginger lantern 7";
const port = process.env.E2E_PORT ?? "3100";
const root = path.resolve(import.meta.dirname, "..", "..");
const execFileAsync = promisify(execFile);

/**
 * Runs one of the operator commands (`npm run staff|content -- …`) against the test server's
 * embedded database, which the running server holds: the command reaches it over the server's
 * local channel, as an operator's would. Asynchronous on purpose: a synchronous child blocks this
 * worker's event loop for seconds, and the next `fetch` then reuses a keep-alive socket the
 * server closed meanwhile ("other side closed").
 */
export async function operatorCommand(
  script: string,
  env: NodeJS.ProcessEnv,
  args: string[],
): Promise<string> {
  try {
    const { stdout } = await execFileAsync(
      path.join(root, "node_modules", ".bin", "tsx"),
      ["--conditions=react-server", script, ...args],
      { cwd: root, encoding: "utf8", env, maxBuffer: 16 * 1024 * 1024 },
    );
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${script} ${args.join(" ")}: ${failed.stderr ?? ""}${failed.stdout ?? failed.message}`,
    );
  }
}

function testServerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    PGLITE_DIR: process.env.E2E_DATA_DIR || path.join(root, "data", `e2e-${port}`),
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  return env;
}

/** `npm run staff -- …` against the test server. */
export function staffCommand(...args: string[]): Promise<string> {
  return operatorCommand("src/server/staff/cli.ts", testServerEnv(), args);
}

let counter = 0;
export function uniqueEmail(role: string): string {
  counter += 1;
  return `${role}-${Date.now().toString(36)}-${counter}@care.example`;
}

/** The code an authenticator app would show now (or `offset` seconds from now). */
export function totp(secret: string, offsetSeconds = 0): Promise<string> {
  return createOTP(base32.decode(secret)).hotp(
    Math.floor((Date.now() + offsetSeconds * 1000) / 30_000),
  );
}

/** The steps whose codes each secret has used (a code works once). */
const usedSteps = new Map<string, Set<number>>();

/**
 * A code the person has not used yet, as someone waiting for the app's next code would type:
 * of the steps the check accepts (the next, this one, the last), the first unused.
 */
export function unusedCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const used = usedSteps.get(secret) ?? new Set<number>();
  usedSteps.set(secret, used);
  const step = [now + 1, now, now - 1].find((s) => !used.has(s));
  if (step === undefined) throw new Error("every code this minute was used: wait 30 s");
  used.add(step);
  return createOTP(base32.decode(secret)).hotp(step);
}

/** Invites a person with the command, then sets the account up from the printed link. */
export async function setUpStaff(
  page: Page,
  role: string,
  options: { email?: string; cities?: string } = {},
): Promise<{ email: string; secret: string }> {
  const email = options.email ?? uniqueEmail(role);
  const output = await staffCommand(
    "add",
    email,
    role,
    ...(options.cities ? [`--cities=${options.cities}`] : []),
  );
  const link = output.match(/https?:\/\/\S+\/console\/setup\/\S+/)?.[0];
  if (!link) throw new Error(`no setup link in: ${output}`);
  await page.goto(new URL(link).pathname);
  await page.getByLabel("New password").fill(STAFF_PASSWORD);
  await page.getByLabel("The password again").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await page.getByText("Cannot scan? Type the key").click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await expect(page.getByTestId("totp-uri")).toContainText("otpauth://totp/");
  await page.getByLabel("Code from the app").fill(await unusedCode(secret));
  await page.getByRole("button", { name: "Finish setup" }).click();
  // The setup page's own URL is under /console too: wait until it is left.
  await page.waitForURL((url) => !url.pathname.startsWith("/console/setup/"));
  return { email, secret };
}

/** Signs in at /console/login with the password, then a code not used before (a code works once). */
export async function signIn(page: Page, who: { email: string; secret: string }): Promise<void> {
  await page.goto("/console/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Code").fill(await unusedCode(who.secret));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== "/console/login");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/**
 * Full-page screenshots of a console page at phone (390×844) and desktop (1280) widths, into
 * E2E_SHOTS_DIR or test-results/{port}/{folder}, for a person to look at; the page is left at
 * phone width.
 */
export async function shootBothWidths(page: Page, folder: string, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR ?? path.join(root, "test-results", port, folder);
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshotForReview(page, {
      path: path.join(dir, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** `npm run content -- …` against the test server. */
export function contentCommand(...args: string[]): Promise<string> {
  return operatorCommand("src/server/content-editing/cli.ts", testServerEnv(), args);
}
