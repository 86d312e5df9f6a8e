/**
 * The console's lead inbox at scale: N synthetic leads (default 100,000) in a fresh PGlite, or
 * in PostgreSQL when DATABASE_URL is set (a throwaway database: it writes N leads into it), then
 *   - the inbox's first page with no filter and with each single filter: p95 of 20 runs;
 *   - a search by mobile prefix and by name prefix: p95 of 20 runs;
 *   - an export of every lead, read as a stream: rows, time, peak RSS growth.
 *
 *   npx tsx --conditions=react-server bench/console-leads.ts [N]
 *
 * Record the figures in bench/RESULTS.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import type { LeadFilters } from "../src/lib/console/lead-filters";
import { exportLeadsCsv, listLeads } from "../src/server/console/leads";
import type { StaffMember } from "../src/server/staff/session";

const n = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 100_000);
const pgUrl = process.env.DATABASE_URL;
const dir = pgUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-leads-bench-"));
const handle = pgUrl ? openPostgres(pgUrl) : openPglite(dir);
const db = handle.db;
const rule = { minutes: 15, hours: "08:00-22:00" };

const supervisor: StaffMember = {
  id: "bench-supervisor",
  email: "bench@care.example",
  name: "Bench",
  role: "supervisor",
  cities: [],
  sessionId: "bench",
  ip: null,
};
const agent: StaffMember = { ...supervisor, id: "bench-agent", role: "agent", cities: ["pune"] };

function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

async function time(label: string, run: () => Promise<unknown>, runs = 20): Promise<void> {
  await run(); // warm
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  console.log(
    `| ${label} | ${p95(times).toFixed(1)} ms | ${(times.reduce((a, b) => a + b, 0) / runs).toFixed(1)} ms |`,
  );
}

try {
  console.log(
    `${pgUrl ? "PostgreSQL" : `PGlite in ${dir}`}; ${os.cpus().length} CPUs; Node ${process.version}; N=${n}`,
  );
  let t = performance.now();
  await runMigrations(handle);
  console.log(`migrations: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  // Batches of 20,000 through generate_series; the lead_work trigger fills its rows.
  for (let from = 1; from <= n; from += 20_000) {
    const to = Math.min(n, from + 19_999);
    await db.execute(sql`
      INSERT INTO leads (name, mobile, city, procedure_name, utm_source, utm_campaign, consent_version, consent_at, created_at)
      SELECT
        (ARRAY['Asha','Ravi','Meera','Arjun','Fatima','John','Priya','Vikram'])[1 + g % 8] || ' ' || g,
        (7000000000 + (g::bigint * 7919) % 2999999999)::text,
        (ARRAY['Pune','Delhi NCR','Mumbai','Bengaluru','Chennai','Hyderabad','Kolkata','Jaipur'])[1 + g % 8],
        (ARRAY['Cataract Surgery','Piles Treatment','Knee Replacement','LASIK','Hernia Repair'])[1 + g % 5],
        (ARRAY['google','facebook',NULL])[1 + g % 3],
        'campaign-' || (g % 40),
        'bench', now(), now() - (g || ' minutes')::interval
      FROM generate_series(${from}::int, ${to}::int) AS g`);
  }
  await db.execute(
    sql`UPDATE lead_work SET status = 'contacted', first_contact_at = created_at + interval '10 minutes' WHERE lead_id % 3 = 0`,
  );
  await db.execute(sql`ANALYZE`);
  console.log(`${n} leads: ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const filters: [string, LeadFilters][] = [
    ["no filter", {}],
    ["status=new", { status: "new" }],
    ["city=pune", { city: "pune" }],
    ["treatment=cataract", { treatment: "cataract" }],
    ["source=google", { source: "google" }],
    ["campaign=campaign-7", { campaign: "campaign-7" }],
    [
      "from/to one day",
      {
        from: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
        to: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
      },
    ],
    ["assignee=none", { assignee: "none" }],
    ["waiting past SLA", { overdue: true }],
    ["oldest first", { sort: "oldest" }],
    ["page 40", { page: 40 }],
  ];
  console.log("| first page (25 rows) | p95 | mean |\n|---|---|---|");
  for (const [label, f] of filters)
    await time(`supervisor, ${label}`, () => listLeads(db, supervisor, f, { rule }));
  await time("agent (city scope), no filter", () => listLeads(db, agent, {}, { rule }));
  await time("search by mobile prefix 7000", () =>
    listLeads(db, supervisor, { q: "7000" }, { rule }),
  );
  await time("search by full mobile", () =>
    listLeads(db, supervisor, { q: String(7000000000 + ((12345 * 7919) % 2999999999)) }, { rule }),
  );
  await time("search by name prefix 'meer'", () =>
    listLeads(db, supervisor, { q: "meer" }, { rule }),
  );

  // The audit insert of the export needs no staff row (actor_id has no foreign key). Run twice:
  // the first export also grows the embedded database's WebAssembly heap (its page cache, which
  // never shrinks), the second shows what the streaming itself holds.
  for (const run of ["first", "second"]) {
    const rssBefore = process.memoryUsage().rss;
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = rssBefore;
    let heapPeak = heapBefore;
    const sample = () => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      heapPeak = Math.max(heapPeak, m.heapUsed);
    };
    const sampler = setInterval(sample, 20);
    t = performance.now();
    const stream = await exportLeadsCsv(db, supervisor, {}, { rule });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
      sample();
    }
    clearInterval(sampler);
    console.log(
      `export (${run} run): ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ` +
        `${((performance.now() - t) / 1000).toFixed(1)} s; peak RSS growth ` +
        `${((peak - rssBefore) / 1e6).toFixed(1)} MB, JS heap growth ${((heapPeak - heapBefore) / 1e6).toFixed(1)} MB`,
    );
  }
} finally {
  await handle.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
