#!/usr/bin/env node
// `npm run test:pg`: the integration suite against a real PostgreSQL 15. Starts a throwaway
// cluster from /usr/lib/postgresql/15/bin (as the `postgres` user when run as root), on a free
// port, in a temp dir; runs the suite with TEST_DATABASE_URL; stops and removes the cluster.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const pgBin = process.env.PG_BIN || "/usr/lib/postgresql/15/bin";
if (!fs.existsSync(path.join(pgBin, "initdb"))) {
  console.error(
    `PostgreSQL 15 not found in ${pgBin}: apt-get install -y postgresql-15 (or set PG_BIN).`,
  );
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

const isRoot = process.getuid?.() === 0;
const base = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-pg-"));
const dataDir = path.join(base, "data");
const sockDir = path.join(base, "sock");
fs.mkdirSync(dataDir);
fs.mkdirSync(sockDir);
if (isRoot) execFileSync("chown", ["-R", "postgres:postgres", base]);
fs.chmodSync(base, 0o755);

const asPg = (cmd, args) =>
  isRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
function pg(cmd, args, opts = {}) {
  const [c, a] = asPg(path.join(pgBin, cmd), args);
  const r = spawnSync(c, a, { stdio: opts.quiet ? "pipe" : "inherit", encoding: "utf8" });
  if (r.status !== 0 && !opts.allowFail) {
    console.error(r.stdout ?? "", r.stderr ?? "");
    throw new Error(`${cmd} failed with ${r.status}`);
  }
  return r;
}

const port = await freePort();
let code = 1;
try {
  pg("initdb", ["-D", dataDir, "--auth=trust", "-U", "postgres", "-E", "UTF8", "--locale=C"], {
    quiet: true,
  });
  pg(
    "pg_ctl",
    [
      "-D",
      dataDir,
      "-l",
      path.join(base, "server.log"),
      "-o",
      `-p ${port} -k ${sockDir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off`,
      "-w",
      "start",
    ],
    { quiet: true },
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`Throwaway PostgreSQL 15 on 127.0.0.1:${port}`);
  const args = ["vitest", "run", "--project", "integration*", ...process.argv.slice(2)];
  const r = spawnSync(path.join(root, "node_modules", ".bin", args[0]), args.slice(1), {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  code = r.status ?? 1;
} finally {
  pg("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"], { quiet: true, allowFail: true });
  fs.rmSync(base, { recursive: true, force: true });
}
process.exit(code);
