/**
 * "The nearest cities that have it" (nearestCitiesWith, src/server/catalog/nearest.ts) on the
 * 100,000-entity scale seed: p50 and p95 of each kind of need over many treatments, departments
 * and insurers, as a cache MISS runs it (the page cache and data cache hold the answer after
 * that), and what the first read after a catalogue change pays to rebuild the per-city counts.
 * Budget: p95 ≤ 20 ms. Record the results in bench/RESULTS.md.
 *
 *   npx tsx --conditions=react-server bench/nearest.ts [dataDir] [N]
 *
 * A dataDir that already holds a seeded database is reused; else it is created, migrated and
 * seeded with the sample data and N (default 100,000) entities. The scale seed gives its
 * doctors no treatments, so this adds, once, each scale doctor's department's treatments
 * (doctor_treatments), so that the treatment counts run over the same number of rows as a real
 * catalogue of that size.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { type Database, pgliteExtensions } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import * as schema from "../src/db/schema";
import { seedDatabase } from "../src/db/seed";
import { SCALE_ID_OFFSET, seedScale } from "../src/db/seed/scale";
import type { NearestNeed } from "../src/lib/catalog/types";
import { ensureCountsCurrent, nearestCitiesWith } from "../src/server/catalog/nearest";

const dir = process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-nearest-"));
const n = Number(process.argv[3] ?? 100_000);
const fresh = !fs.existsSync(path.join(dir, "PG_VERSION"));
const client = new PGlite({ dataDir: dir, extensions: pgliteExtensions });
const db = drizzle(client, { schema }) as unknown as Database;

await runMigrations({ db, kind: "pglite", close: async () => {} });
if (fresh) {
  await seedDatabase(db);
  await seedScale(db, n, { log: () => {} });
  await client.query(
    `insert into doctor_treatments (doctor_id, treatment_id)
     select d.id, t.id from doctors d join treatments t on t.department_id = d.department_id
     where d.id >= ${SCALE_ID_OFFSET} on conflict do nothing`,
  );
  await client.query("analyze");
}
const count = async (sqlText: string) =>
  ((await client.query<{ n: number }>(sqlText)).rows[0] as { n: number }).n;
console.log(
  `# ${await count("select count(*)::int as n from doctors")} doctors, ` +
    `${await count("select count(*)::int as n from hospitals")} hospitals, ` +
    `${await count("select count(*)::int as n from doctor_treatments")} doctor treatments, ` +
    `${await count("select count(*)::int as n from hospital_insurers")} hospital insurers; ` +
    `${os.cpus().length} CPUs; load ${os.loadavg()[0]?.toFixed(1)}; Node ${process.version}\n`,
);

const ids = async (table: string) =>
  (await client.query<{ id: number }>(`select id from ${table} order by id`)).rows.map((r) => r.id);
const [cityIds, treatmentIds, departmentIds, insurerIds] = await Promise.all([
  ids("cities"),
  ids("treatments"),
  ids("departments"),
  ids("insurers"),
]);
const needs: Record<NearestNeed["kind"], NearestNeed[]> = {
  "treatment-doctors": treatmentIds.map((id) => ({ kind: "treatment-doctors", treatmentId: id })),
  "treatment-hospitals": treatmentIds.map((id) => ({
    kind: "treatment-hospitals",
    treatmentId: id,
  })),
  "speciality-doctors": departmentIds.map((id) => ({
    kind: "speciality-doctors",
    departmentId: id,
  })),
  "speciality-hospitals": departmentIds.map((id) => ({
    kind: "speciality-hospitals",
    departmentId: id,
  })),
  "insurer-cashless": insurerIds.map((id) => ({ kind: "insurer-cashless", insurerId: id })),
  "insurer-hospitals": insurerIds.map((id) => ({ kind: "insurer-hospitals", insurerId: id })),
  "pmjay-treatment": treatmentIds.map((id) => ({ kind: "pmjay-treatment", treatmentId: id })),
};

// What the first read after a catalogue change pays: the per-city counts rebuilt whole (0033).
for (let i = 0; i < 3; i++) {
  await client.query("update nearest_city_counts_version set version = version + 1");
  const t = performance.now();
  await ensureCountsCurrent(db);
  console.log(
    `rebuild of the per-city counts after a change: ${(performance.now() - t).toFixed(0)} ms`,
  );
}
console.log("");

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const all: number[] = [];
// CPU a call (process.cpuUsage, every thread of the process): on a machine shared with other
// work the wall time mostly measures how long the process waited for a core.
const allCpu: number[] = [];
for (const [kind, list] of Object.entries(needs)) {
  const times: number[] = [];
  for (let round = 0; round < 4; round++) {
    for (const [i, need] of list.entries()) {
      const cityId = cityIds[(i * 7 + round) % cityIds.length] ?? 514;
      const t = performance.now();
      const cpu = process.cpuUsage();
      await nearestCitiesWith(db, cityId, need);
      const used = process.cpuUsage(cpu);
      if (round > 0) allCpu.push((used.user + used.system) / 1000);
      // The first round warms PGlite's caches and plans; it is not counted.
      if (round > 0) times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `${kind.padEnd(20)} ${String(times.length).padStart(4)} calls  p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  );
}
all.sort((a, b) => a - b);
allCpu.sort((a, b) => a - b);
console.log(
  `\nall kinds: p50 ${pct(all, 50).toFixed(1)} ms, p95 ${pct(all, 95).toFixed(1)} ms (budget p95 ≤ 20 ms)`,
);
console.log(
  `all kinds, CPU a call: p50 ${pct(allCpu, 50).toFixed(1)} ms, p95 ${pct(allCpu, 95).toFixed(1)} ms`,
);
await client.close();
