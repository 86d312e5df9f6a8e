/**
 * The console's scale benchmark: the lead inbox's first page under each filter, the search by
 * mobile number and by name, and a streamed CSV export of 100,000 rows, measured through the
 * real functions of src/server/console/leads/ (never a copy of their SQL).
 *
 *   npx tsx --conditions=react-server bench/console.ts --db=postgres [--n=1000000]
 *   npx tsx --conditions=react-server bench/console.ts --db=pglite [--n=100000]
 *   … --url=postgres://…  an already seeded database (no cluster, no seed)
 *   … --only=export --batch=N --exports=2  the export alone, N rows a batch, run twice
 *   … --runs=40 --explain  (EXPLAIN ANALYZE the statement of every case over its target)
 *
 * Leads are generated in SQL (INSERT … SELECT generate_series, 100,000 a statement) spread over
 * 180 days; the lead_work trigger of migration 0021 gives each its work row, which one UPDATE
 * then spreads over the pipeline (statuses, first contacts, assignees). Targets (bench/RESULTS.md):
 * first page p95 ≤ 100 ms, mobile search p95 ≤ 50 ms, export RSS growth ≤ 50 MB.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startPgCluster } from "@/tests/fixtures/pg-cluster";

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k = "", v = "1"] = a.replace(/^--/, "").split("=");
    return [k, v] as const;
  }),
);
const dbKind = args.get("db") === "pglite" ? "pglite" : "postgres";
const n = Number(args.get("n") ?? (dbKind === "postgres" ? 1_000_000 : 100_000));
const runs = Number(args.get("runs") ?? 40);
const url = args.get("url");
const explain = args.has("explain");
/** `--only=export`: skip the query timings (e.g. to study the export's memory). */
const only = args.get("only");
const EXPORT_ROWS = 100_000;
const DAYS = 180;
const AGENTS = 20;

const FIRST = [
  "Asha",
  "Ravi",
  "Priya",
  "Arjun",
  "Meena",
  "Suresh",
  "Kavita",
  "Rahul",
  "Anita",
  "Vikram",
  "Sunita",
  "Amit",
  "Pooja",
  "Rajesh",
  "Neha",
  "Sanjay",
  "Deepa",
  "Manoj",
  "Lakshmi",
  "Imran",
  "Fatima",
  "Gurpreet",
  "Harish",
  "Zoya",
];
const LAST = [
  "Verma",
  "Sharma",
  "Iyer",
  "Reddy",
  "Khan",
  "Patel",
  "Singh",
  "Nair",
  "Das",
  "Gupta",
  "Rao",
  "Joshi",
  "Mehta",
  "Kulkarni",
  "Banerjee",
  "Menon",
];
const CITIES = [
  "Delhi NCR",
  "Mumbai",
  "Bengaluru",
  "Hyderabad",
  "Chennai",
  "Pune",
  "Kolkata",
  "Ahmedabad",
  "Jaipur",
  "Lucknow",
];
const TREATMENTS = [
  "Cataract Surgery",
  "Knee Replacement",
  "Piles Treatment",
  "Kidney Stone Removal",
  "LASIK",
  "Hernia Repair",
  "Gallbladder Removal",
  "Hip Replacement",
  "Bariatric Surgery",
  "IVF",
  "Circumcision",
  "Varicose Veins",
  "Fistula Treatment",
  "Hair Transplant",
  "Liposuction",
  "Tonsillectomy",
  "Hysterectomy",
  "Angioplasty",
  "Spine Surgery",
  "Dental Implants",
];
const SOURCES = ["google", "facebook", "", "bing", "instagram", "youtube"];
const LEAD_SOURCES = ["website", "patientapp", "callback", "whatsapp"];

const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`;

/** Rows `a`..`b` of `total`, created evenly over the last DAYS days (row `total` now). */
function insertLeadsSql(a: number, b: number, total: number): string {
  const step = (DAYS * 86_400) / total;
  return `
    INSERT INTO leads (name, mobile, city, lead_type, page_type, query, procedure_name,
      lead_source, utm_source, utm_campaign, campaign_id, consent_version, consent_at, created_at)
    SELECT
      (${arr(FIRST)})[1 + (g * 7) % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (g * 13) % ${LAST.length}],
      -- 48271 is prime to 10^9: every row its own number, 6-9 first as Indian mobiles are.
      (6 + g % 4)::text || lpad(((g::bigint * 48271) % 1000000000)::text, 9, '0'),
      (${arr(CITIES)})[1 + (g * 31) % ${CITIES.length}],
      CASE WHEN g % 20 = 0 THEN 'Chat' ELSE 'Form' END,
      CASE WHEN g % 20 = 0 THEN 'Chat' ELSE 'Treatment' END,
      CASE WHEN g % 20 = 0 THEN 'Patient: what does it cost? Bot: it depends on the hospital.' END,
      (${arr(TREATMENTS)})[1 + (g * 17) % ${TREATMENTS.length}],
      (${arr(LEAD_SOURCES)})[1 + g % ${LEAD_SOURCES.length}],
      nullif((${arr(SOURCES)})[1 + (g * 3) % ${SOURCES.length}], ''),
      'camp-' || ((g * 11) % 50),
      (1000 + (g * 11) % 50)::text,
      'v1', ts, ts
    FROM (
      SELECT g, now() - ((${total} - g) * ${step}) * interval '1 second' AS ts
      FROM generate_series(${a}, ${b}) AS g
    ) s`;
}

/** The pipeline: recent leads half new, older ones mostly worked; most worked ones assigned. */
const SPREAD_WORK_SQL = `
  UPDATE lead_work w SET
    status = v.status,
    close_reason = CASE WHEN v.status = 'closed' THEN 'not_reachable' END,
    first_contact_at = CASE WHEN v.status <> 'new' THEN w.created_at + ((w.lead_id % 40) * interval '1 minute') END,
    assignee_id = CASE WHEN v.status <> 'new' OR w.lead_id % 4 = 0
      THEN 'bench-agent-' || (w.lead_id % ${AGENTS}) END
  FROM (
    SELECT lead_id, CASE
      WHEN created_at > now() - interval '2 days' AND lead_id % 2 = 0 THEN 'new'
      WHEN lead_id % 20 < 2 THEN 'new'
      WHEN lead_id % 20 < 10 THEN 'contacted'
      WHEN lead_id % 20 < 14 THEN 'booked'
      WHEN lead_id % 20 < 15 THEN 'visited'
      WHEN lead_id % 20 < 17 THEN 'treated'
      ELSE 'closed' END AS status
    FROM lead_work
  ) v
  WHERE v.lead_id = w.lead_id`;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const ms = (v: number) => v.toFixed(1);

async function main() {
  const { openPglite, openPostgres } = await import("@/src/db/client");
  const { runMigrations } = await import("@/src/db/migrate");
  const { listLeads, exportLeadsCsv } = await import("@/src/server/console/leads");
  const { dashboardFigures } = await import("@/src/server/console/dashboard");
  type Filters = Parameters<typeof listLeads>[2];

  const loads: number[] = [];
  const loadTimer = setInterval(() => loads.push(os.loadavg()[0] ?? 0), 5_000);
  loads.push(os.loadavg()[0] ?? 0);

  let cleanup = () => {};
  let handle: Awaited<ReturnType<typeof openPglite>>;
  if (url) {
    handle = openPostgres(url, 4);
  } else if (dbKind === "postgres") {
    const pg = await startPgCluster({ fsync: false });
    cleanup = pg.remove;
    handle = openPostgres(pg.url, 4);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "queues-bench-pglite-"));
    cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
    handle = openPglite(dir);
  }
  const db = handle.db;
  const exec = async (q: string) =>
    (await db.execute(q)) as unknown as { rows: Record<string, unknown>[] };

  try {
    const seedStart = performance.now();
    if (!url) {
      await runMigrations(handle);
      await exec(`INSERT INTO staff_users (id, name, email, role)
        SELECT 'bench-agent-' || i, 'Agent ' || i, 'agent' || i || '@bench.example', 'agent'
        FROM generate_series(0, ${AGENTS - 1}) i`);
      const chunk = 100_000;
      for (let a = 1; a <= n; a += chunk) {
        const b = Math.min(n, a + chunk - 1);
        const t = performance.now();
        await exec(insertLeadsSql(a, b, n));
        console.error(`  leads ${a}-${b}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
      const t = performance.now();
      await exec(SPREAD_WORK_SQL);
      console.error(`  lead_work spread: ${((performance.now() - t) / 1000).toFixed(1)} s`);
      await exec("VACUUM ANALYZE leads");
      await exec("VACUUM ANALYZE lead_work");
    }
    const seededIn = (performance.now() - seedStart) / 1000;
    const [counted] = (await exec("SELECT count(*)::int AS n FROM leads")).rows;
    const [sample] = (
      await exec("SELECT mobile, name FROM leads ORDER BY id DESC OFFSET 1234 LIMIT 1")
    ).rows as { mobile: string; name: string }[];
    const [version] = (await exec("SELECT version() AS v")).rows as { v: string }[];
    console.log(
      `# ${url ? "postgres (given)" : dbKind}: ${counted?.n} leads, seeded in ${seededIn.toFixed(0)} s; ${os.cpus().length} CPUs; Node ${process.version}; ${version?.v.split(" on ")[0]}\n`,
    );

    const supervisor = {
      id: "bench-supervisor",
      email: "supervisor@bench.example",
      role: "supervisor" as const,
      cities: [],
      ip: null,
    };
    const agent = {
      id: "bench-agent-3",
      email: "agent3@bench.example",
      role: "agent" as const,
      cities: ["pune"],
      ip: null,
    };
    const rule = { minutes: 15, hours: "08:00-22:00" };
    const istDay = (daysAgo: number) =>
      new Date(Date.now() + 330 * 60_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

    type Case = {
      name: string;
      kind: "page" | "mobile" | "name";
      filters: Filters;
      staff?: typeof agent;
    };
    const cases: Case[] = [
      { name: "no filter (newest first)", kind: "page", filters: {} },
      { name: "status = new", kind: "page", filters: { status: "new" } },
      { name: "status = treated", kind: "page", filters: { status: "treated" } },
      { name: "city = pune", kind: "page", filters: { city: "pune" } },
      {
        name: "treatment = cataract surgery",
        kind: "page",
        filters: { treatment: "cataract surgery" },
      },
      { name: "source = google", kind: "page", filters: { source: "google" } },
      { name: "campaign = camp-7", kind: "page", filters: { campaign: "camp-7" } },
      {
        name: "date range (last 7 days)",
        kind: "page",
        filters: { from: istDay(6), to: istDay(0) },
      },
      {
        name: "date range (90 to 84 days ago)",
        kind: "page",
        filters: { from: istDay(90), to: istDay(84) },
      },
      { name: "assignee = one agent", kind: "page", filters: { assignee: "bench-agent-7" } },
      { name: "assignee = none", kind: "page", filters: { assignee: "none" } },
      { name: "waiting past SLA (overdue)", kind: "page", filters: { overdue: true } },
      {
        name: "oldest first, status = new",
        kind: "page",
        filters: { status: "new", sort: "oldest" },
      },
      { name: "page 5, no filter", kind: "page", filters: { page: 5 } },
      { name: "agent (Pune, own + unassigned)", kind: "page", filters: {}, staff: agent },
      {
        name: "mobile prefix (6 digits)",
        kind: "mobile",
        filters: { q: sample?.mobile.slice(0, 6) },
      },
      { name: "mobile (all 10 digits)", kind: "mobile", filters: { q: sample?.mobile } },
      { name: "name prefix", kind: "name", filters: { q: sample?.name.slice(0, 7) } },
    ];
    const target = (k: Case["kind"]) => (k === "mobile" ? 50 : 100);

    // The last statement each case sent, for EXPLAIN ANALYZE of the slow ones.
    const client = (db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } })
      .$client;
    let last: { text: string; params: unknown[] } | undefined;
    const query = client.query.bind(client);
    client.query = (...a: unknown[]) => {
      const q = a[0];
      const text = typeof q === "string" ? q : (q as { text?: string })?.text;
      if (text && /from "lead_work"/i.test(text))
        last = { text, params: (a[1] as unknown[]) ?? [] };
      return query(...a);
    };

    console.log("| query | rows | p50 ms | p95 ms | max ms | target p95 |");
    console.log("|---|---|---|---|---|---|");
    const slow: { c: Case; sql: { text: string; params: unknown[] } }[] = [];
    for (const c of only === "export" ? [] : cases) {
      const staff = c.staff ?? supervisor;
      let rows = 0;
      for (let i = 0; i < 3; i++) await listLeads(db, staff, c.filters, { rule });
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        const page = await listLeads(db, staff, c.filters, { rule });
        times.push(performance.now() - t);
        rows = page.rows.length;
      }
      times.sort((x, y) => x - y);
      const p95 = percentile(times, 95);
      const ok = p95 <= target(c.kind);
      console.log(
        `| ${c.name} | ${rows} | ${ms(percentile(times, 50))} | ${ok ? ms(p95) : `**${ms(p95)}**`} | ${ms(times[times.length - 1] ?? 0)} | ${target(c.kind)} ${ok ? "✓" : "✗"} |`,
      );
      if ((!ok || args.get("explain") === "all") && last) slow.push({ c, sql: last });
    }

    // The dashboard (14 days of leads; the SLA per day is computed row by row in JS).
    if (only !== "export") {
      await dashboardFigures(db, supervisor, { rule });
      const times: number[] = [];
      for (let i = 0; i < 10; i++) {
        const t = performance.now();
        await dashboardFigures(db, supervisor, { rule });
        times.push(performance.now() - t);
      }
      times.sort((x, y) => x - y);
      console.log(
        `\nDashboard (${Math.round((n * 14) / DAYS)} leads in its 14 days): p50 ${ms(percentile(times, 50))} ms, max of 10 ${ms(times[times.length - 1] ?? 0)} ms`,
      );
    }

    // The export: EXPORT_ROWS rows through the stream, peak RSS sampled while it runs.
    const exportFilters: Filters =
      n > EXPORT_ROWS ? { from: istDay(Math.ceil((DAYS * EXPORT_ROWS) / n)), to: istDay(0) } : {};
    const gc = (globalThis as { gc?: () => void }).gc;
    // `--exports=2`: a second export in the same process shows what a warm server pays.
    const exportRuns = Number(args.get("exports") ?? 1);
    for (let run = 1; run <= exportRuns; run++) {
      if (exportRuns > 1) console.log(`\nExport run ${run} of ${exportRuns}:`);
      gc?.();
      const before = process.memoryUsage();
      const rssBefore = before.rss;
      let peak = rssBefore;
      let heapPeak = before.heapUsed;
      const sampleMemory = () => {
        const m = process.memoryUsage();
        peak = Math.max(peak, m.rss);
        heapPeak = Math.max(heapPeak, m.heapUsed);
      };
      const sampler = setInterval(sampleMemory, 10);
      const t = performance.now();
      const batch = args.has("batch") ? Number(args.get("batch")) : undefined;
      const stream = await exportLeadsCsv(db, supervisor, exportFilters, { rule, batch });
      const reader = stream.getReader();
      let bytes = 0;
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        for (const b of value) if (b === 10) lines++;
        sampleMemory();
      }
      clearInterval(sampler);
      const exportMs = performance.now() - t;
      const growth = (peak - rssBefore) / 2 ** 20;
      gc?.();
      const after = process.memoryUsage();
      const mb = (v: number) => (v / 2 ** 20).toFixed(1);
      // Peak heap in use (live and not yet collected) against what is still live after a full
      // collection: a stream that held its rows would keep them past the collection.
      console.log(
        `Heap: ${mb(before.heapUsed)} MB before, peak ${mb(heapPeak)} MB while streaming, ${mb(after.heapUsed)} MB after a full GC; RSS after GC ${mb(after.rss)} MB`,
      );
      console.log(
        `\nExport (${JSON.stringify(exportFilters)}): ${lines - 1} rows, ${(bytes / 2 ** 20).toFixed(1)} MB of CSV in ${(exportMs / 1000).toFixed(1)} s (${Math.round(((lines - 1) / exportMs) * 1000)} rows/s); RSS ${(rssBefore / 2 ** 20).toFixed(0)} MB before, peak growth **${growth.toFixed(1)} MB** (target ≤ 50 MB ${growth <= 50 ? "✓" : "✗"})`,
      );
    }

    if (explain) {
      for (const { c, sql } of slow) {
        const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, sql.params)) as {
          rows: Record<string, string>[];
        };
        console.log(
          `\n## EXPLAIN ANALYZE: ${c.name}\n\n\`\`\`\n${plan.rows.map((r) => Object.values(r)[0]).join("\n")}\n\`\`\``,
        );
      }
    }
  } finally {
    clearInterval(loadTimer);
    loads.push(os.loadavg()[0] ?? 0);
    console.log(
      `\nLoad average (1 min) during the run: min ${Math.min(...loads).toFixed(1)}, mean ${(loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}`,
    );
    await handle.close();
    cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
