#!/usr/bin/env node
// `npm test`: lint, types, unit, integration and browser tests, each step's time printed. The
// type check (one core: tsc) and the browser tests' production build (`next build`, mostly one
// worker once compiled) run side by side on a 2-core machine, where one after the other they
// left a core idle for minutes; the browser tests then reuse that build (E2E_SKIP_BUILD=1).
// Any failed step stops the run with its exit code, as `a && b && c` did.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const started = Date.now();
const since = () => `${Math.round((Date.now() - started) / 1000)} s`;

function run(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("exit", (code, signal) => resolve({ label, code: code ?? (signal ? 1 : 0) }));
  });
}

async function step(label, ...commands) {
  const stepStart = Date.now();
  console.log(`\n== ${label}: starting at ${since()}`);
  const results = await Promise.all(commands.map((c) => run(label, ...c)));
  const failed = results.find((r) => r.code !== 0);
  console.log(
    `== ${label}: ${failed ? "FAILED" : "done"} in ${Math.round((Date.now() - stepStart) / 1000)} s (${since()} since start)`,
  );
  if (failed) process.exit(failed.code);
}

await step("lint", [npm, ["run", "lint"]]);
await step(
  "types, and the browser tests' build",
  [npm, ["run", "typecheck"]],
  [
    process.execPath,
    ["scripts/e2e-server.mjs"],
    { E2E_BUILD_ONLY: "1", PORT: process.env.E2E_PORT ?? "3100" },
  ],
);
await step("unit", [npm, ["run", "test:unit"]]);
await step("integration", [npm, ["run", "test:integration"]]);
await step("browser", [npm, ["run", "test:e2e"], { E2E_SKIP_BUILD: "1" }]);
