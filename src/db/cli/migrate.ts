/**
 * `npm run db:migrate`: applies the committed SQL migrations to the database the environment
 * names (DATABASE_URL, else the PGlite directory PGLITE_DIR). With PGlite it takes the
 * directory's lock and refuses while the server holds it
 * (docs/decisions/0002-pglite-default-postgresql-production.md).
 */
import "server-only";
import { env } from "../../config/env";
import { openFromEnv } from "../client";
import { DirectoryLockedError } from "../lock";
import { runMigrations } from "../migrate";

async function main(): Promise<void> {
  const vars = env();
  const started = performance.now();
  const handle = openFromEnv(vars);
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  const where =
    handle.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${vars.PGLITE_DIR}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Migrations applied to ${where} in ${seconds} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof DirectoryLockedError ? error.message : error);
  process.exitCode = 1;
});
