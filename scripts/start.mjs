#!/usr/bin/env node
// `npm start`: build when there is no build yet, apply migrations, load the sample data into an
// empty database, then serve the production build on PORT (default 3000).
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const port = process.env.PORT || "3000";
// Production requires SITE_URL (the public origin in canonical links and the sitemap); a first
// run on a laptop gets this machine's address instead of a start-up error.
if (!process.env.SITE_URL) {
  process.env.SITE_URL = `http://localhost:${port}`;
  console.log(`SITE_URL is not set: using ${process.env.SITE_URL} (set it to the public origin).`);
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
