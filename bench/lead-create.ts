/**
 * Lead creation under load: 32 concurrent clients call `POST /lead/v1/admin/webleadcreate`
 * (the real route handler, in this process: zod validation, the per-IP limit, the lead, its
 * Idempotency-Key and its CRM outbox row in one transaction) and we report p50/p95/p99 latency
 * and throughput, then check that the leads stored equal the 200 answers.
 *
 *   npx tsx --conditions=react-server bench/lead-create.ts --db pglite
 *   npx tsx --conditions=react-server bench/lead-create.ts --db postgres          # throwaway PG 15
 *   npx tsx --conditions=react-server bench/lead-create.ts --db postgres --url postgres://…
 *   options: --requests 4000 --concurrency 32 --warmup 300
 *
 * Or against a running server on this machine: --target http://127.0.0.1:3000 (loopback only;
 * the stored count is then read from the database that server uses, given with --db/--url).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { count } from "drizzle-orm";
import { startPgCluster } from "@/tests/fixtures/pg-cluster";

// High enough that 32 clients are never refused; the limit's upsert still runs on every request.
process.env.LEAD_IP_LIMIT ??= "100000000";
process.env.LOG_LEVEL ??= "silent";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i++) {
  const key = process.argv[i] ?? "";
  if (key.startsWith("--")) {
    const next = process.argv[i + 1];
    if (next && !next.startsWith("--")) {
      args.set(key.slice(2), next);
      i++;
    } else args.set(key.slice(2), "true");
  }
}
const dbKind = (args.get("db") ?? "pglite") as "pglite" | "postgres";
const requests = Number(args.get("requests") ?? 4000);
const concurrency = Number(args.get("concurrency") ?? 32);
const warmup = Number(args.get("warmup") ?? 300);
const target = args.get("target");
if (target && !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(target)) {
  throw new Error("--target must be a loopback URL");
}

function lead(i: number) {
  return {
    NameData: `Bench Patient ${i}`,
    MobileNoData: `9${String(100_000_000 + i).slice(-9)}`,
    countryCode: "91",
    CityData: "Mumbai",
    ProcedureNameData: "Cataract Surgery",
    IsInsurance: "Yes",
    insuranceType: "Private",
    LeadTier: 1,
    leadFormVariant: "3",
    PageTypeData: "Home",
    PageNameData: "Home",
    PageLanguage: "en",
    lead_channeldata: "Website",
    attribution: { source: "google", medium: "cpc", gclid: `G-${i}` },
    consentVersion: "2026-11-22",
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main() {
  const { openPglite, openPostgres } = await import("@/src/db/client");
  const { runMigrations } = await import("@/src/db/migrate");
  const { setDbHandleForTests } = await import("@/src/db");
  const { leads, crmOutbox } = await import("@/src/db/schema");

  let stopPg: (() => void) | undefined;
  let pgliteDir: string | undefined;
  let handle: Awaited<ReturnType<typeof openPglite>>;
  if (dbKind === "postgres") {
    let url = args.get("url");
    if (!url) {
      // Default settings, fsync on (a throwaway local cluster, as in scripts/test-pg.mjs).
      const pg = await startPgCluster();
      url = pg.url;
      stopPg = pg.remove;
    }
    handle = openPostgres(url, Number(args.get("pool") ?? 10));
  } else {
    pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-bench-pglite-"));
    handle = openPglite(pgliteDir);
  }
  await runMigrations(handle);
  setDbHandleForTests(handle);
  const { POST } = await import("@/app/lead/v1/admin/webleadcreate/route");

  let sequence = 0;
  async function one(i: number): Promise<{ ms: number; status: number }> {
    const body = JSON.stringify(lead(i));
    const headers = {
      "content-type": "application/json",
      applicationtype: "website",
      "idempotency-key": randomUUID(),
      "x-forwarded-for": `10.0.${(i % concurrency) >> 8}.${(i % concurrency) & 255}`,
    };
    const started = performance.now();
    let status: number;
    if (target) {
      const response = await fetch(`${target}/lead/v1/admin/webleadcreate`, {
        method: "POST",
        headers,
        body,
      });
      await response.json();
      status = response.status;
    } else {
      const response = await POST(
        new Request("http://localhost/lead/v1/admin/webleadcreate", {
          method: "POST",
          headers,
          body,
        }),
      );
      await response.json();
      status = response.status;
    }
    return { ms: performance.now() - started, status };
  }

  async function run(total: number) {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          const r = await one(sequence++);
          latencies.push(r.ms);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      }),
    );
    return { latencies, statuses, seconds: (performance.now() - started) / 1000 };
  }

  const warm = await run(warmup);
  const result = await run(requests);
  const [stored] = await handle.db.select({ n: count() }).from(leads);
  const [outbox] = await handle.db.select({ n: count() }).from(crmOutbox);
  const ok = (warm.statuses.get(200) ?? 0) + (result.statuses.get(200) ?? 0);
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const summary = {
    db: handle.kind,
    target: target ?? "in-process route handler",
    date: new Date().toISOString().slice(0, 10),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    concurrency,
    requests,
    warmup,
    ok200: result.statuses.get(200) ?? 0,
    statuses: Object.fromEntries(result.statuses),
    seconds: Number(result.seconds.toFixed(2)),
    throughput: Number(((result.statuses.get(200) ?? 0) / result.seconds).toFixed(1)),
    p50: Number(percentile(sorted, 50).toFixed(2)),
    p95: Number(percentile(sorted, 95).toFixed(2)),
    p99: Number(percentile(sorted, 99).toFixed(2)),
    max: Number((sorted.at(-1) ?? 0).toFixed(2)),
    storedLeads: stored?.n ?? 0,
    outboxRows: outbox?.n ?? 0,
    all200Stored: (stored?.n ?? 0) === ok && (outbox?.n ?? 0) === ok,
  };
  console.log(JSON.stringify(summary, null, 2));
  fs.mkdirSync(path.join(import.meta.dirname, "out"), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, "out", `lead-create-${handle.kind}.json`),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  await handle.close();
  stopPg?.();
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
  if (!summary.all200Stored) {
    console.error(`stored ${summary.storedLeads} leads for ${ok} answers of 200`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
