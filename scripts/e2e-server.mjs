#!/usr/bin/env node
// The server the browser tests run against: `npm start` on a fresh embedded database in
// data/e2e-<port>, with test-friendly adapters (captured SMS, no real CRM).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT || "3100";
const dataDir = process.env.E2E_DATA_DIR || path.join(root, "data", `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  PORT: port,
  PGLITE_DIR: dataDir,
  SITE_URL: `http://127.0.0.1:${port}`,
  // The browser tests play the proxy: each test names its own client in X-Forwarded-For, so
  // that per-IP limits count its requests only (tests/e2e/*-support.ts useOwnClientIp).
  TRUSTED_PROXIES: "127.0.0.1,::1",
  SMS_PROVIDER: process.env.SMS_PROVIDER || "capture",
  SMS_CAPTURE_FILE:
    process.env.SMS_CAPTURE_FILE || path.join(dataDir, "..", `e2e-${port}-sms.jsonl`),
  LOG_LEVEL: process.env.LOG_LEVEL || "warn",
  // Leads go to a local fake CRM on PORT+1 that the lead browser tests start (tests/e2e/lead*),
  // with short timings so a delivery lands within seconds; nothing listening is just retried.
  CRM_WEBHOOK_URL: process.env.CRM_WEBHOOK_URL || `http://127.0.0.1:${Number(port) + 1}/crm`,
  CRM_WEBHOOK_SECRET: process.env.CRM_WEBHOOK_SECRET || "e2e-crm-secret-0123456789",
  CRM_GRACE_MS: process.env.CRM_GRACE_MS || "1000",
  CRM_POLL_MS: process.env.CRM_POLL_MS || "250",
  CRM_BACKOFF_BASE_MS: process.env.CRM_BACKOFF_BASE_MS || "250",
  CRM_BACKOFF_MAX_MS: process.env.CRM_BACKOFF_MAX_MS || "2000",
  CRM_MAX_ATTEMPTS: process.env.CRM_MAX_ATTEMPTS || "1000",
};
delete env.DATABASE_URL;
// Its own build folder, rebuilt every run (E2E_SKIP_BUILD=1 reuses it), so browser tests never
// run stale code and never clobber the build that `npm start` serves.
env.NEXT_DIST_DIR = process.env.NEXT_DIST_DIR || ".next-e2e";
// Types are checked by `npm run typecheck`, which `npm test` runs before these tests (next.config.ts).
env.VAIDYA_BUILD_SKIP_TYPECHECK = process.env.VAIDYA_BUILD_SKIP_TYPECHECK ?? "1";
if (
  process.env.E2E_SKIP_BUILD !== "1" ||
  !fs.existsSync(path.join(root, env.NEXT_DIST_DIR, "BUILD_ID"))
) {
  const build = spawnSync(path.join(root, "node_modules", ".bin", "next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// `npm test` builds ahead, beside the type check (scripts/test.mjs), then starts the tests.
if (process.env.E2E_BUILD_ONLY === "1") process.exit(0);
const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
  cwd: root,
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
