import "server-only";
import { env } from "@/src/config/env";
import { type Database, type DbHandle, openFromEnv, openPreparedPglite } from "./client";

/**
 * The server process's one database handle. With PGlite the server owns the data directory
 * (it holds the lock), so build workers and CLI tasks never open it at the same time.
 */
const globalForDb = globalThis as unknown as { vaidyaDb?: DbHandle; vaidyaDbClosed?: boolean };

export function getDbHandle(): DbHandle {
  // After a shutdown closed it, a straggling request must not open the database again.
  if (globalForDb.vaidyaDbClosed) throw new Error("the database was closed (shutting down)");
  if (!globalForDb.vaidyaDb) {
    globalForDb.vaidyaDb =
      process.env.NEXT_PHASE === "phase-production-build" ? openForBuild() : openFromEnv(env());
  }
  return globalForDb.vaidyaDb;
}

/**
 * `next build` prerenders the pages without path parameters (`/`, `/about-us`): Next.js 16 has no
 * first-request render for a route without a parameter (docs/decisions/0026-supported-nextjs-seams.md).
 * Those renders are never served (the page cache, src/server/http/page-cache.cjs, is in memory
 * and holds nothing from the build), so each build worker reads an in-memory database of its own
 * with the sample data (about 10 s to prepare, minutes on a busy machine): the build needs no
 * database, and never opens the embedded one that a server may hold.
 */
function openForBuild(): DbHandle {
  return openPreparedPglite(async (raw) => {
    const [{ runMigrations }, { seedDatabase }] = await Promise.all([
      import("./migrate"),
      import("./seed"),
    ]);
    await runMigrations(raw);
    await seedDatabase(raw.db);
  });
}

export function getDb(): Database {
  return getDbHandle().db;
}

/** Closes the server's handle if one was opened (shutdown): PGlite releases its directory. */
export async function closeDbHandle(): Promise<void> {
  const handle = globalForDb.vaidyaDb;
  globalForDb.vaidyaDbClosed = true;
  if (!handle) return;
  globalForDb.vaidyaDb = undefined;
  await handle.close();
}

/** Lets tests run the real handlers against their own database. */
export function setDbHandleForTests(handle: DbHandle | undefined): void {
  globalForDb.vaidyaDb = handle;
  globalForDb.vaidyaDbClosed = false;
}

export type { Database, DbHandle };
