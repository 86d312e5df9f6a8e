import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DbHandle, openPostgres } from "@/src/db/client";
import { type PgCluster, startPgCluster } from "../fixtures/pg-cluster";
import { growthByTable, liveRowBytes, totalGrowth } from "../fixtures/table-growth";
import { progress, type RunningServer, startServer } from "./server";

/**
 * The console's sign-in form on the production server (PostgreSQL), over real HTTP, posted the
 * way a browser without JavaScript posts it: made-up emails from many addresses must not grow
 * the database (the audit trail keeps its entries a year). The server trusts one proxy
 * (TRUST_PROXY_HOPS=1) and this test is that proxy, so X-Forwarded-For is each request's
 * address. 1,000 sign-ins from 200 addresses (the integration suite sends 2,000 from 400 with
 * the handler itself: tests/integration/console-sign-in-abuse.test.ts) may add at most 100 KB:
 * 200 small buckets and the row versions PostgreSQL keeps of the counters until vacuum reuses
 * them (one audit entry and one failure row per try, as before, added over 500 KB).
 */
const PORT = Number(process.env.RESILIENCE_PORT ?? 3300) + 30;
const SIGN_INS = 1000;
const ADDRESSES = 200;
const CLIENTS = 8;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-console-sign-in-"));
const logFile = path.join(tmp, "server.log");
let cluster: PgCluster | undefined;
let server: RunningServer | undefined;
let handle: DbHandle | undefined;
afterAll(async () => {
  await handle?.close();
  if (server && server.process.exitCode === null && server.process.signalCode === null) {
    await server.kill();
  }
  cluster?.remove();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The sign-in form as the page serves it: its action attribute and its hidden fields. */
async function loginForm(baseUrl: string): Promise<{ action: string; hidden: [string, string][] }> {
  const response = await fetch(`${baseUrl}/console/login`);
  const html = await response.text();
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error("no form on /console/login");
  const action = /\baction="([^"]*)"/.exec(form[0].slice(0, form[0].indexOf(">") + 1))?.[1] ?? "";
  const hidden: [string, string][] = [];
  for (const input of form[1]?.match(/<input\b[^>]*>/g) ?? []) {
    if (!/type="hidden"/.test(input)) continue;
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
    if (name) hidden.push([unescapeHtml(name), unescapeHtml(value)]);
  }
  return { action: unescapeHtml(action), hidden };
}

/** The tables a sign-in writes: the audit trail, the limits' buckets, the staff tables. */
const signInTables = (name: string) =>
  name === "audit_log" || name === "rate_limits" || name.startsWith("staff_");

describe("console sign-ins with made-up emails", () => {
  it("[CS-91][CS-96] 1,000 no-JavaScript sign-ins with made-up emails from 200 addresses each answer 'Wrong email or password.' and grow the database by less than 100 KB", async () => {
    cluster = await startPgCluster({ port: PORT + 1, fsync: false });
    server = await startServer({
      port: PORT,
      databaseUrl: cluster.url,
      logFile,
      env: { TRUST_PROXY_HOPS: "1", CRM_WORKER: "off" },
    });
    const baseUrl = server.baseUrl;
    handle = openPostgres(cluster.url, 2);
    const form = await loginForm(baseUrl);
    // Without JavaScript a form posts to its action: a script there does nothing.
    expect(form.action).not.toMatch(/^javascript:/i);
    expect(form.hidden.map(([name]) => name)).toContain("step");

    const signIn = async (n: number, address: string): Promise<string> => {
      const body = new FormData();
      for (const [name, value] of form.hidden) body.append(name, value);
      body.set("step", "password");
      body.append("email", `made-up-${n}-${Math.random().toString(36).slice(2)}@nowhere.example`);
      body.append("password", "guess guess 1234");
      const response = await fetch(new URL(form.action || "/console/login", baseUrl), {
        method: "POST",
        headers: { origin: baseUrl, "x-forwarded-for": address },
        body,
        redirect: "manual",
      });
      const html = await response.text();
      if (response.status !== 200) return `HTTP ${response.status}`;
      return /Wrong email or password\./.test(html) ? "wrong" : html.slice(0, 300);
    };
    const addressOf = (i: number, base: number) =>
      `198.19.${base + Math.floor(i / 200)}.${(i % 200) + 1}`;

    // A site in use: made-up sign-ins from other addresses first; then the measured run, whose
    // rows must stay small (tests/fixtures/table-growth.ts says why rows and not the files).
    for (let i = 0; i < 100; i++) expect(await signIn(i, addressOf(i, 100))).toBe("wrong");
    const before = await liveRowBytes(handle.db, signInTables);
    const started = performance.now();
    const answers = new Map<string, number>();
    let next = 0;
    const client = async () => {
      while (next < SIGN_INS) {
        const i = next++;
        const answer = await signIn(i, addressOf(i % ADDRESSES, 0));
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - started) / 1000;
    const byTable = growthByTable(before, await liveRowBytes(handle.db, signInTables));
    const grown = totalGrowth(byTable);
    const audit = (await handle.db.execute(
      sql`select count(*)::int as n from audit_log where actor_email like '%@nowhere.example'`,
    )) as unknown as { rows: { n: number }[] };
    progress(
      `${SIGN_INS} made-up sign-ins in ${seconds.toFixed(1)} s: rows +${grown} B, ` +
        `${audit.rows[0]?.n} audit entries; by table ${JSON.stringify(byTable)}`,
    );

    expect(Object.fromEntries(answers)).toEqual({ wrong: SIGN_INS });
    expect(grown).toBeLessThan(100 * 1024);
    expect(audit.rows[0]?.n).toBeLessThanOrEqual(6);
  }, 600_000);
});
