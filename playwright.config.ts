import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * The system Chromium's headless shell (Debian package `chromium-headless-shell`), else the full
 * browser (package `chromium`); never a downloaded browser. `CHROME_PATH` overrides both. The shell
 * is the same engine without the browser's UI layers, the build Playwright itself runs headless
 * tests in: on this suite's pages it used half the CPU of the full browser (bench/RESULTS.md,
 * "Browser tests on the headless shell"), and the browser tests are most of CI's time. The camera
 * specs launch the full browser for its fake capture device (tests/e2e/camera-support.ts).
 */
function chromiumPath(): string {
  const candidates = process.env.CHROME_PATH
    ? [process.env.CHROME_PATH]
    : ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      `Chromium not found at ${candidates.join(" or ")}. Install it with ` +
        "`apt-get install -y chromium-headless-shell chromium` or set CHROME_PATH to a Chromium/Chrome binary.",
    );
  }
  return found;
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
