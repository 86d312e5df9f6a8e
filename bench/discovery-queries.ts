/**
 * The doctor and hospital pages' catalogue reads on the 100,000-entity scale
 * seed. Times each page's reads (median and p95 of 15 runs after 3 warm-ups, in this process, as
 * a cache MISS runs them) and prints the EXPLAIN ANALYZE plan of every SQL statement they send.
 * Record the results in bench/RESULTS.md.
 *
 *   npx tsx --conditions=react-server bench/discovery-queries.ts [dataDir] [N]
 *
 * A dataDir that already holds a seeded database is reused (the scale seed takes ~30 s); else
 * it is created, migrated and seeded with the sample data and N (default 100,000) entities.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { desc, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { type Database, pgliteExtensions } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import * as schema from "../src/db/schema";
import { seedDatabase } from "../src/db/seed";
import { seedScale } from "../src/db/seed/scale";
import {
  getDoctorBySlug,
  getHospitalBySlug,
  listDoctorLanguages,
  listDoctors,
  listHospitals,
  listPatientReviews,
  listReviewFacets,
  listReviews,
} from "../src/server/catalog";

const dir = process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-discovery-"));
const n = Number(process.argv[3] ?? 100_000);
const fresh = !fs.existsSync(path.join(dir, "PG_VERSION"));
const client = new PGlite({ dataDir: dir, extensions: pgliteExtensions });
let captured: { query: string; params: unknown[] }[] | null = null;
const db = drizzle(client, {
  schema,
  logger: { logQuery: (query, params) => captured?.push({ query, params }) },
}) as unknown as Database;

// Migrations run every time (a reused directory gets new indexes); the seeds only once.
await runMigrations({ db, kind: "pglite", close: async () => {} });
if (fresh) {
  await seedDatabase(db);
  await seedScale(db, n, { log: () => {} });
}
const [{ doctors, hospitals }] = (
  await client.query<{ doctors: number; hospitals: number }>(
    "select (select count(*)::int from doctors) as doctors, (select count(*)::int from hospitals) as hospitals",
  )
).rows as [{ doctors: number; hospitals: number }];
console.log(
  `# ${doctors} doctors, ${hospitals} hospitals; ${os.cpus().length} CPUs; Node ${process.version}\n`,
);

// The busiest city and its busiest department: the largest listings there are.
const [busiest] = await db
  .select({
    cityId: schema.doctors.cityId,
    departmentId: schema.doctors.departmentId,
    n: sql<number>`count(*)::int`,
  })
  .from(schema.doctors)
  .groupBy(schema.doctors.cityId, schema.doctors.departmentId)
  .orderBy(desc(sql`count(*)`))
  .limit(1);
const cityId = busiest?.cityId ?? 514;
const departmentId = busiest?.departmentId ?? 1;
const [star] = await db.select().from(schema.insurers).where(sql`slug = 'star-health'`);
const [doctor] = (await listDoctors(db, { cityId, limit: 1 })).items;
const [hospital] = (await listHospitals(db, { cityId, limit: 1 })).items;
const [reviewed] = (await listReviewFacets(db)).treatments;

const pages: [string, () => Promise<unknown>][] = [
  ["/doctors (all India, page 1)", () => listDoctors(db, {})],
  ["/{city}/doctors", () => listDoctors(db, { cityId })],
  ["/{city}/doctors/{speciality}", () => listDoctors(db, { cityId, departmentId })],
  [
    "/{city}/doctors/filter/gender-female_insurer-star-health",
    () => listDoctors(db, { cityId, gender: "female", insurerId: star?.id }),
  ],
  [
    "/{city}/doctors/filter/sort-fee_page-20",
    () => listDoctors(db, { cityId, sort: "fee", offset: 380 }),
  ],
  ["/{city}/hospitals", () => listHospitals(db, { cityId })],
  [
    "/{city}/hospitals/insurance/star-health",
    () => listHospitals(db, { cityId, insurerId: star?.id }),
  ],
  ["languages of a city (filter form)", () => listDoctorLanguages(db, { cityId })],
  [
    "/doctor/{slug}",
    async () => {
      const d = await getDoctorBySlug(db, doctor?.slug ?? "");
      await Promise.all([
        listReviews(db, { doctorId: d?.id }),
        listDoctors(db, { cityId, departmentId: d?.department.id, excludeId: d?.id, limit: 4 }),
      ]);
    },
  ],
  [
    "/hospital/{slug}",
    async () => {
      const h = await getHospitalBySlug(db, hospital?.slug ?? "");
      await Promise.all([
        listReviews(db, { hospitalId: h?.id }),
        listDoctors(db, { hospitalId: h?.id, limit: 100 }),
      ]);
    },
  ],
  // /reviews (the profile reads above include education, memberships, facilities and
  // the hospital's treatment costs since migration 0012).
  [
    "/reviews (page 1, with its filter options)",
    () => Promise.all([listPatientReviews(db, {}), listReviewFacets(db)]),
  ],
  [
    "/reviews/filter/treatment-…_city-… (page 1)",
    () => listPatientReviews(db, { treatmentId: reviewed?.id, cityId }),
  ],
];

const ms = (a: number[], q: number) =>
  a[Math.min(a.length - 1, Math.floor(q * a.length))]?.toFixed(1);
const plans: string[] = [];
console.log("| page | reads, median | p95 | statements |\n|---|---|---|---|");
for (const [name, read] of pages) {
  for (let i = 0; i < 3; i++) await read();
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    await read();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  captured = [];
  await read();
  const statements = captured;
  captured = null;
  console.log(`| ${name} | ${ms(times, 0.5)} ms | ${ms(times, 0.95)} ms | ${statements.length} |`);
  plans.push(`\n## ${name}\n`);
  for (const s of statements) {
    const plan = await client.query<{ "QUERY PLAN": string }>(
      `explain (analyze, costs off, buffers off) ${s.query}`,
      s.params as unknown[],
    );
    plans.push(
      "```",
      s.query.slice(0, 300) + (s.query.length > 300 ? " …" : ""),
      "",
      ...plan.rows.map((r) => r["QUERY PLAN"]),
      "```",
    );
  }
}
console.log(plans.join("\n"));
await client.close();
