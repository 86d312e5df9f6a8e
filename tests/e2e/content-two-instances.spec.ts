import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { operatorCommand, STAFF_PASSWORD, totp } from "./console-support";

/**
 * Two `next start` processes on one throwaway PostgreSQL 15 (the build the browser tests use):
 * a cost published in the console of one shows on the other within 15 s, and one published by
 * `npm run content` on both.
 */
const root = path.resolve(import.meta.dirname, "..", "..");
const pgBin = process.env.PG_BIN || "/usr/lib/postgresql/15/bin";
const distDir = process.env.NEXT_DIST_DIR || ".next-e2e";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
    server.on("error", reject);
  });
}

const isRoot = process.getuid?.() === 0;
function pg(cmd: string, args: string[]) {
  const bin = path.join(pgBin, cmd);
  const [c, a] = isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const r = spawnSync(c, a, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${cmd}: ${r.stderr}${r.stdout}`);
}

let base = "";
let databaseUrl = "";
const children: ChildProcess[] = [];
const instances: string[] = [];

function appEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    SMS_PROVIDER: "capture",
    SMS_CAPTURE_FILE: path.join(base, "sms.jsonl"),
    CRM_WEBHOOK_URL: `http://127.0.0.1:9/crm`,
    CRM_WEBHOOK_SECRET: "two-instance-crm-secret-0123456789",
    // A bare `next start` in production names its own secrets (DP-24), the same on both.
    OTP_HMAC_SECRET: "two-instance-otp-secret-0123456789abcdef",
    STAFF_AUTH_SECRET: "two-instance-staff-secret-0123456789abcdef",
  };
  delete env.PGLITE_DIR;
  return env;
}

async function startInstance(): Promise<string> {
  const port = await freePort();
  const log = fs.openSync(path.join(base, `instance-${port}.log`), "a");
  const child = spawn(
    path.join(root, "node_modules", ".bin", "next"),
    ["start", "-p", String(port)],
    {
      cwd: root,
      env: appEnv(port),
      // Each instance's output in its own file: when this test fails, the log says why.
      stdio: ["ignore", log, log],
    },
  );
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/cities`)).ok) return url;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance on ${port} did not start`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  base = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-2pg-"));
  const dataDir = path.join(base, "data");
  const sockDir = path.join(base, "sock");
  fs.mkdirSync(dataDir);
  fs.mkdirSync(sockDir);
  if (isRoot) execFileSync("chown", ["-R", "postgres:postgres", base]);
  fs.chmodSync(base, 0o777);
  const port = await freePort();
  pg("initdb", ["-D", dataDir, "--auth=trust", "-U", "postgres", "-E", "UTF8", "--locale=C"]);
  pg("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(base, "server.log"),
    "-o",
    `-p ${port} -k ${sockDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-w",
    "start",
  ]);
  databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await operatorCommand("src/db/cli/seed.ts", appEnv(3000), ["--if-empty"]);
  instances.push(await startInstance(), await startInstance());
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from this pattern; none are needed.
test.afterEach(({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !base) return;
  for (const name of fs.readdirSync(base).filter((f) => f.startsWith("instance-"))) {
    const text = fs.readFileSync(path.join(base, name), "utf8");
    process.stdout.write(`--- ${name} (last 4,000 characters)\n${text.slice(-4000)}\n`);
  }
});

test.afterAll(() => {
  for (const child of children) child.kill("SIGTERM");
  if (base) {
    try {
      pg("pg_ctl", ["-D", path.join(base, "data"), "-m", "immediate", "stop"]);
    } catch {}
    fs.rmSync(base, { recursive: true, force: true });
  }
});

async function waitFor(url: string, text: string, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await (await fetch(url)).text()).includes(text)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not show ${text} within ${withinMs} ms`);
}

const PAGE = "/lucknow/treatment/knee-replacement";

test("[CE-11] a cost published on one instance shows on the other within 15 s; one published by npm run content on both", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [a = "", b = ""] = instances;
  // Both instances have the page cached.
  for (const url of [a, b]) {
    await fetch(`${url}${PAGE}`);
    expect((await fetch(`${url}${PAGE}`)).headers.get("x-nextjs-cache")).toBe("HIT");
  }

  // An editor on instance A publishes a cost.
  const email = `editor-2i-${Date.now().toString(36)}@care.example`;
  const added = await operatorCommand("src/server/staff/cli.ts", appEnv(Number(new URL(a).port)), [
    "add",
    email,
    "editor",
  ]);
  const link = added.match(/https?:\/\/\S+\/console\/setup\/\S+/)?.[0] ?? "";
  await page.goto(link);
  await page.getByLabel("New password").fill(STAFF_PASSWORD);
  await page.getByLabel("The password again").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText("Cannot scan? Type the key").click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page.getByLabel("Code from the app").fill(await totp(secret));
  await page.getByRole("button", { name: "Finish setup" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/console/setup/"));
  await page.goto(`${a}/console/content/treatments/knee-replacement/costs/lucknow`);
  await page.getByLabel("Minimum").fill("188800");
  await page.getByLabel("Maximum").fill("299900");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("done")).toContainText("Published");

  const onA = await waitFor(`${a}${PAGE}`, "₹1,88,800", 5000);
  const onB = await waitFor(`${b}${PAGE}`, "₹1,88,800", 15_000);

  // A publish from the command line (no instance made it) reaches both.
  const csv = path.join(base, "costs.csv");
  fs.writeFileSync(
    csv,
    "treatment,city,min_cost,avg_cost,max_cost\nknee-replacement,lucknow,177700,,288800\n",
  );
  expect(
    await operatorCommand("src/server/content-editing/cli.ts", appEnv(3000), [
      "import",
      "costs",
      csv,
      "--publish",
    ]),
  ).toContain("1 published");
  const cliA = await waitFor(`${a}${PAGE}`, "₹1,77,700", 15_000);
  const cliB = await waitFor(`${b}${PAGE}`, "₹1,77,700", 15_000);
  process.stdout.write(
    `[CE-11] console publish: own instance ${onA} ms, other ${onB} ms; command line: ${cliA} ms and ${cliB} ms\n`,
  );
});
