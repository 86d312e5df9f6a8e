import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** The system Chromium (Debian package `chromium`); never a downloaded browser. */
function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install it with \`apt-get install -y chromium\` ` +
        "or set CHROME_PATH to a Chromium/Chrome binary.",
    );
  }
  return candidate;
}

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  // The fake CRM that every lead of the run is delivered to (tests/e2e/global-setup.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  // Per port, so concurrent runs (several developers or helpers on one machine) do not wipe each other.
  outputDir: `test-results/${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  use: {
    baseURL: e2eBaseUrl,
    trace: "retain-on-failure",
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A production build on a fresh embedded database with the sample data.
    command: "node scripts/e2e-server.mjs",
    url: `${e2eBaseUrl}/api/cities`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { PORT: String(port) },
  },
});
