import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openPglite } from "./client";
import { LOCK_FILE, lockDataDir } from "./lock";

/**
 * Backup and restore of the embedded database (docs/operations.md "Backup and restore"): the
 * whole PGlite data directory as one gzipped tar file, made and read by PGlite itself
 * (`dumpDataDir` / `loadDataDir`), so a copy is consistent. Both open the directory, so both take
 * its lock and refuse while the server runs (stop it first: SIGTERM closes it cleanly).
 */
function clientOf(handle: ReturnType<typeof openPglite>): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

/** Writes a backup of `dataDir` to `file` (written beside it first, then renamed). */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new Error(`${dataDir} holds no database`);
  }
  const handle = openPglite(dataDir);
  try {
    const client = clientOf(handle);
    // dumpDataDir before the database is ready waits on nothing and the process just exits.
    await client.waitReady;
    const dump = await client.dumpDataDir("gzip");
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return { bytes: bytes.length };
  } finally {
    await handle.close();
  }
}

/**
 * Restores a backup into `dataDir`, which must be empty or absent; with `replace`, an existing
 * directory is first moved aside to `<dataDir>.before-restore-<time>` (kept, never deleted).
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  options: { replace?: boolean; now?: Date } = {},
): Promise<{ movedAside?: string }> {
  const backup = fs.readFileSync(file);
  let movedAside: string | undefined;
  const hasData = fs.existsSync(dataDir) && fs.readdirSync(dataDir).some((f) => f !== LOCK_FILE);
  if (hasData) {
    if (!options.replace) {
      throw new Error(`${dataDir} already holds a database: pass --replace to move it aside`);
    }
    // Refuses (DirectoryLockedError) while a live server holds the directory.
    const release = lockDataDir(dataDir);
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
    movedAside = `${dataDir}.before-restore-${stamp}`;
    fs.renameSync(dataDir, movedAside);
    release();
    fs.rmSync(path.join(movedAside, LOCK_FILE), { force: true });
  }
  const handle = openPglite(dataDir, { loadDataDir: new Blob([backup]) });
  try {
    await handle.db.execute("select 1");
  } finally {
    await handle.close();
  }
  return { movedAside };
}
