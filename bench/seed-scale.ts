/**
 * Scale-seed benchmark: loads N synthetic entities (default 100,000) into a fresh PGlite data
 * directory and prints the elapsed time and throughput. Record results in bench/RESULTS.md.
 *
 *   npx tsx --conditions=react-server bench/seed-scale.ts [N] [--memory] [--again]
 *
 * --memory uses an in-memory database instead of a temporary directory on disk;
 * --again runs the scale seed a second time to time the idempotent no-op path.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { countRows, seedDatabase } from "../src/db/seed";
import { seedScale } from "../src/db/seed/scale";

const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 100_000);
const inMemory = args.includes("--memory");
const again = args.includes("--again");

const dir = inMemory ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-bench-"));
const handle = openPglite(dir);
try {
  console.log(
    `PGlite ${inMemory ? "in memory" : `in ${dir}`}; ${os.cpus().length} CPUs; Node ${process.version}`,
  );
  let t = performance.now();
  await runMigrations(handle);
  console.log(`migrations: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  await seedDatabase(handle.db);
  console.log(`sample data: ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const result = await seedScale(handle.db, n, { log: console.log });
  console.log(
    `scale seed N=${n}: ${result.seconds.toFixed(1)} s, ` +
      `${Math.round(n / result.seconds)} entities/s, ${Math.round(result.rows / result.seconds)} rows/s ` +
      `(${result.hospitals} hospitals, ${result.doctors} doctors, ${result.articles} articles, ` +
      `${result.rows} rows with links)`,
  );
  if (again) {
    const before = await countRows(handle.db);
    const second = await seedScale(handle.db, n);
    const after = await countRows(handle.db);
    const same = JSON.stringify(before) === JSON.stringify(after);
    console.log(`second run: ${second.seconds.toFixed(1)} s; counts unchanged: ${same}`);
  }
  const counts = await countRows(handle.db);
  console.log(
    `rows: doctors ${counts.doctors}, hospitals ${counts.hospitals}, posts ${counts.blogPosts}`,
  );
} finally {
  const t = performance.now();
  await handle.close();
  console.log(`close: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
