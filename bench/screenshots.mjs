#!/usr/bin/env node
// Takes full-page screenshots of pages at phone (390×844) and desktop (1440×900) width, to look
// at what we build. Usage: node bench/screenshots.mjs http://localhost:3000 / /some-page …
// Writes PNGs to bench/out/screenshots/.
import fs from "node:fs";
import path from "node:path";
import { launchChromium } from "./chromium.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = path.join(import.meta.dirname, "out", "screenshots");
fs.mkdirSync(out, { recursive: true });
const browser = await launchChromium();
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
for (const p of paths.length ? paths : ["/"]) {
  for (const [name, viewport] of Object.entries(viewports)) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, "_") || "home"}-${name}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
    await page.close();
  }
}
await browser.close();
