import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";
import { lockDataDir } from "./lock";
import { closeUpDataDir } from "./permissions";

export type Schema = typeof schema;
/** One type for both drivers: the code above this layer never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

/**
 * Every process that opens a PGlite directory must load the same extensions (drizzle-kit cannot
 * load them).
 */
export const pgliteExtensions = { pg_trgm };

/**
 * Session settings of every connection. Search (src/server/search) finds typos with pg_trgm's
 * `%>` operator, whose default threshold (0.6) misses a swapped or dropped letter in a short
 * word ("glucoma", "snhea"); 0.5 keeps them, and the ranking puts the close matches first.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  "pg_trgm.word_similarity_threshold": "0.5",
};

export function openPostgres(url: string, max = 10): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(" "),
  });
  // An idle client that dies (database restart, failover, a proxy's idle timeout) makes the pool
  // emit 'error'; unheard, that would end the process. The pool replaces the client by itself.
  pool.on("error", (error) => {
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: "idle PostgreSQL client failed",
        code: (error as { code?: string }).code,
      }),
    );
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { db, kind: "postgres", close: () => pool.end() };
}

/** Opens a PGlite database; `dataDir` undefined means in memory. */
export function openPglite(
  dataDir?: string,
  options: { lock?: boolean; loadDataDir?: Blob | File } = {},
): DbHandle {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = dataDir && options.lock !== false ? lockDataDir(dataDir) : () => {};
  // Patients' data: the directory and its files for this user only (permissions.ts), before
  // PGlite reads it and again once it has made or opened its files.
  if (dataDir) closeUpDataDir(dataDir);
  const client = new PGlite({
    dataDir: dataDir ? path.resolve(dataDir) : undefined,
    extensions: pgliteExtensions,
    loadDataDir: options.loadDataDir,
  });
  if (dataDir) void client.waitReady.then(() => closeUpDataDir(dataDir)).catch(() => {});
  // Queued before any other statement on this one connection.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    void client.exec(`SET ${name} = ${value}`);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    close: async () => {
      await client.close();
      if (dataDir) closeUpDataDir(dataDir);
      release();
    },
  };
}

/** Opens the database the environment names: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openFromEnv(vars: { DATABASE_URL?: string; PGLITE_DIR: string }): DbHandle {
  return vars.DATABASE_URL ? openPostgres(vars.DATABASE_URL) : openPglite(vars.PGLITE_DIR);
}

/**
 * An in-memory PGlite whose queries wait until `prepare` (given the raw database: migrations,
 * sample data) has run. For `next build`, whose page reads are synchronous to open but may wait.
 */
export function openPreparedPglite(prepare: (raw: DbHandle) => Promise<void>): DbHandle {
  const client = new PGlite({ extensions: pgliteExtensions });
  const raw: DbHandle = {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: "pglite",
    close: () => client.close(),
  };
  const ready = prepare(raw);
  const waiting = new Set(["query", "exec", "transaction"]);
  const gated = new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== "string" || !waiting.has(property) || typeof value !== "function") {
        return value;
      }
      return async (...args: unknown[]) => {
        await ready;
        return value.apply(target, args);
      };
    },
  });
  return { ...raw, db: drizzlePglite(gated, { schema }) as unknown as Database };
}
