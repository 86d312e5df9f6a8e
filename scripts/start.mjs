#!/usr/bin/env node
// `npm start`: build when there is no build yet, apply migrations, load the sample data into an
// empty database, then serve the production build on PORT (default 3000).
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { installSecrets } from "./install-secrets.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const port = process.env.PORT || "3000";
// Production requires SITE_URL (the public origin in canonical links and the sitemap); a first
// run on a laptop gets this machine's address instead of a start-up error.
if (!process.env.SITE_URL) {
  process.env.SITE_URL = `http://localhost:${port}`;
  console.log(`SITE_URL is not set: using ${process.env.SITE_URL} (set it to the public origin).`);
}
// A production server refuses the development secrets published in this repository (env.ts):
// on this machine, without secrets of its own, this install gets random ones, made once and kept
// next to the embedded database (data/secrets.json, readable by its owner only).
const secretsFile = path.join(
  path.dirname(path.resolve(root, process.env.PGLITE_DIR || "data/db")),
  "secrets.json",
);
try {
  const made = installSecrets(process.env, secretsFile);
  if (made.length > 0) {
    console.log(
      `${made.join(" and ")} not set: using this install's own random secret from ${secretsFile} (a real deployment sets its own, the same on every instance).`,
    );
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(path.join(root, distDir, "BUILD_ID"))) {
  console.log(`No production build in ${distDir}: building first (takes a few minutes).`);
  run(bin("next"), ["build"]);
}

// Migrations and seeding run in their own process, which releases the embedded database
// before the server opens it (only one process may hold a PGlite directory).
run(bin("tsx"), ["--conditions=react-server", "src/db/cli/seed.ts", "--if-empty"]);

const server = spawn(bin("next"), ["start", "-p", port], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
