/**
 * `npm run db:seed [-- --scale N]`: migrates, then loads the sample data (idempotent), and with
 * --scale also N synthetic entities for load tests; with --if-empty only into an empty database. Uses DATABASE_URL, else the PGlite directory
 * PGLITE_DIR; with PGlite it takes the directory's lock and refuses while the server holds it.
 */
import "server-only";
import { env } from "../../config/env";
import { openFromEnv } from "../client";
import { DirectoryLockedError } from "../lock";
import { runMigrations } from "../migrate";
import { countRows, seedDatabase } from "../seed";
import { cities } from "../schema";
import { seedScale } from "../seed/scale";

function parseScale(args: readonly string[]): number | undefined {
  const index = args.findIndex((a) => a === "--scale" || a.startsWith("--scale="));
  if (index === -1) return undefined;
  const arg = args[index] as string;
  const raw = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[index + 1];
  const n = Number(raw?.replace(/[_,]/g, ""));
  if (!raw || !Number.isInteger(n) || n < 0) {
    throw new Error(`--scale needs a whole number, e.g. --scale 100000 (got ${raw ?? "nothing"})`);
  }
  return n;
}

async function main(): Promise<void> {
  const scale = parseScale(process.argv.slice(2));
  const vars = env();
  const started = performance.now();
  const handle = openFromEnv(vars);
  const where =
    handle.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${vars.PGLITE_DIR}`;
  try {
    console.log(`Seeding ${where}`);
    await runMigrations(handle);
    // `npm start` passes --if-empty: sample data goes only into a database that has none, so a
    // restart never rewrites data an operator has changed.
    if (process.argv.includes("--if-empty")) {
      const [existing] = await handle.db.select({ id: cities.id }).from(cities).limit(1);
      if (existing) {
        console.log("The database already has data: sample data not loaded.");
        return;
      }
    }
    const summary = await seedDatabase(handle.db, { log: (m) => console.log(m) });
    if (scale !== undefined && scale > 0) {
      console.log(`Scale seed: ${scale} synthetic entities`);
      await seedScale(handle.db, scale, { log: (m) => console.log(m) });
    }
    const counts = scale ? await countRows(handle.db) : summary.counts;
    console.log("\nRows now in the database:");
    for (const [table, count] of Object.entries(counts)) {
      console.log(`  ${table.padEnd(20)} ${String(count).padStart(8)}`);
    }
  } finally {
    await handle.close();
  }
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof DirectoryLockedError ? error.message : error);
  process.exitCode = 1;
});
