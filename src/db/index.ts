import "server-only";
import { env } from "@/src/config/env";
import { type Database, type DbHandle, openFromEnv } from "./client";

/**
 * The server process's one database handle. With PGlite the server owns the data directory
 * (it holds the lock), so build workers and CLI tasks never open it at the same time.
 */
const globalForDb = globalThis as unknown as { vaidyaDb?: DbHandle };

export function getDbHandle(): DbHandle {
  if (!globalForDb.vaidyaDb) globalForDb.vaidyaDb = openFromEnv(env());
  return globalForDb.vaidyaDb;
}

export function getDb(): Database {
  return getDbHandle().db;
}

/** Lets tests run the real handlers against their own database. */
export function setDbHandleForTests(handle: DbHandle | undefined): void {
  globalForDb.vaidyaDb = handle;
}

export type { Database, DbHandle };
