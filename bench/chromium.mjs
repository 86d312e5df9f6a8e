// The system Chromium for the benchmark scripts, started with the flags this machine needs (see
// playwright.config.ts): no sandbox as root, no GPU, no background connections to a closed network.
import { chromium } from "@playwright/test";

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
