/**
 * `npm run db:backup -- FILE`: a backup of the embedded database (PGLITE_DIR) into FILE
 * (.tar.gz). `npm run db:restore -- FILE [--replace]`: restores FILE into PGLITE_DIR (moving an
 * existing database aside with --replace). Stop the server first: both refuse while it holds the
 * directory. For PostgreSQL use pg_dump / pg_restore (docs/operations.md "Backup and restore").
 */
import "server-only";
import path from "node:path";
import { env } from "../../config/env";
import { backupPglite, restorePglite } from "../backup";
import { DirectoryLockedError } from "../lock";

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const vars = env();
  if (vars.DATABASE_URL) {
    throw new Error("DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md)");
  }
  if ((command !== "backup" && command !== "restore") || !file) {
    throw new Error("usage: backup FILE | restore FILE [--replace]");
  }
  const dir = path.resolve(vars.PGLITE_DIR);
  const started = performance.now();
  if (command === "backup") {
    const { bytes } = await backupPglite(dir, path.resolve(file));
    console.log(`Backed up ${dir} to ${file} (${(bytes / 1_048_576).toFixed(1)} MB)`);
  } else {
    const { movedAside } = await restorePglite(path.resolve(file), dir, {
      replace: process.argv.includes("--replace"),
    });
    if (movedAside) console.log(`The database that was in ${dir} is now in ${movedAside}`);
    console.log(`Restored ${file} into ${dir}`);
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof DirectoryLockedError || error instanceof Error ? error.message : error,
  );
  process.exitCode = 1;
});
