#!/usr/bin/env node
// Signs in from a setup link (bench/console-screens.ts prints one) and takes full-page screenshots
// of the dashboard and each queue at 390×844 and 1440×900, then resolves one error report through
// its button. Usage: node bench/console-shots.mjs http://127.0.0.1:3731 /console/setup/<token> [dir]
import fs from "node:fs";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { launchChromium } from "./chromium.mjs";

const [base, setupPath, dir = "bench/out/console"] = process.argv.slice(2);
fs.mkdirSync(dir, { recursive: true });
const browser = await launchChromium();
// The signed-in session is kept beside the pictures, so a second run needs no new setup link.
const state = `${dir}/session.json`;
const context = await browser.newContext({
  viewport: { width: 1440, height: 900 },
  storageState: fs.existsSync(state) ? state : undefined,
});
const page = await context.newPage();
if (!fs.existsSync(state)) {
  await page.goto(base + setupPath);
  await page.fill("input[name=password]", "correct horse battery staple 42");
  await page.fill("input[name=confirm]", "correct horse battery staple 42");
  await page.click("button[type=submit]");
  await page.waitForSelector("[data-testid=totp-secret]", { state: "attached" });
  const secret = (await page.textContent("[data-testid=totp-secret]")).replace(/\s/g, "");
  await page.fill("input[name=code]", await createOTP(base32.decode(secret)).totp());
  await page.click("button[type=submit]");
  await page.waitForURL(/\/console$/, { timeout: 60000 });
  await context.storageState({ path: state });
}
const paths = [
  "/console",
  "/console/queues/errors",
  "/console/queues/partners",
  "/console/queues/chats",
  "/console/queues/searches",
];
for (const [name, viewport] of Object.entries({
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
})) {
  await page.setViewportSize(viewport);
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "load" });
    const file = `${dir}/${p.replace(/[^a-z0-9]+/gi, "_")}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    // Anything wider than the screen makes the page scroll sideways on a phone.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`.slice(0, 120)),
    );
    if (wide.length) console.log(`  wider than ${viewport.width}px:`, wide);
    console.log(file);
  }
}
// A status change through the real server action: resolve the first open error report.
await page.setViewportSize({ width: 1440, height: 900 });
await page.goto(`${base}/console/queues/errors`);
const before = await page.locator("[data-status=new]").count();
await page.getByRole("button", { name: "Mark resolved" }).first().click();
await page.waitForTimeout(1500);
await page.reload();
const after = await page.locator("[data-status=new]").count();
console.log(`open error reports: ${before} -> ${after}`);
await page.screenshot({ path: `${dir}/errors-after-resolve-desktop.png`, fullPage: false });
await browser.close();
