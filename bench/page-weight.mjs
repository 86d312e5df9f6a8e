#!/usr/bin/env node
// First-load JavaScript of pages (SH-42: ≤ 150 KB gzip on the home page, a city listing, a
// treatment page and an article, ≤ 160 KB on every other public page).
// Loads each page in Chromium, collects every script it fetches before the network is idle,
// and sums their gzip sizes (level 9, as a CDN would serve them).
// Usage: [LIST=1] node bench/page-weight.mjs http://localhost:3000 / /treatment/knee-replacement …
// LIST=1 also prints every script of each page with its gzip size, largest first, marking the
// scripts the HTML references (script tags and preloads) apart from those fetched later.
import zlib from "node:zlib";
import { launchChromium } from "./chromium.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const browser = await launchChromium();
const rows = [];
for (const path of paths.length ? paths : ["/"]) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // a redirect or aborted request has no body
    }
  });
  const doc = await page.goto(base + path, { waitUntil: "networkidle" });
  const html = await doc.body();
  let raw = 0;
  let gzip = 0;
  let gzipInHtml = 0;
  const listed = [];
  for (const [url, body] of scripts) {
    const zipped = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    const file = new URL(url).pathname;
    const inHtml = html.includes(file);
    if (inHtml) gzipInHtml += zipped;
    listed.push({ file, gzip: zipped, inHtml });
  }
  if (process.env.LIST) {
    console.log(`${path}:`);
    for (const { file, gzip: size, inHtml } of listed.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${(size / 1024).toFixed(1).padStart(6)} KB  ${inHtml ? "html " : "later"}  ${file}`,
      );
    }
  }
  rows.push({
    path,
    scripts: scripts.size,
    "JS raw KB": (raw / 1024).toFixed(1),
    "JS gzip KB": (gzip / 1024).toFixed(1),
    // The scripts the HTML names; the rest came later (a link's prefetch of its route's code).
    "of which HTML KB": (gzipInHtml / 1024).toFixed(1),
    "HTML gzip KB": (zlib.gzipSync(html, { level: 9 }).length / 1024).toFixed(1),
  });
  await page.close();
}
await browser.close();
console.table(rows);
