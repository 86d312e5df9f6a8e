import "server-only";
import { env } from "@/src/config/env";
import { type Database, type DbHandle, openFromEnv } from "./client";

/**
 * The server process's one database handle. With PGlite the server owns the data directory
 * (it holds the lock), so build workers and CLI tasks never open it at the same time.
 */
const globalForDb = globalThis as unknown as { vaidyaDb?: DbHandle; vaidyaDbClosed?: boolean };

export function getDbHandle(): DbHandle {
  // After a shutdown closed it, a straggling request must not open the database again.
  if (globalForDb.vaidyaDbClosed) throw new Error("the database was closed (shutting down)");
  if (!globalForDb.vaidyaDb) globalForDb.vaidyaDb = openFromEnv(env());
  return globalForDb.vaidyaDb;
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
