import "server-only";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

/** Rows per INSERT statement; keeps parameters well under PostgreSQL's 65,535 limit. */
export const DEFAULT_CHUNK_SIZE = 500;

/** `SET col = excluded.col` for every column except the conflict target. */
function excludedSet(table: PgTable, target: readonly PgColumn[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (target.includes(column)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

export interface InsertOptions {
  /** Primary-key (or unique) columns that identify a row. */
  target: PgColumn | readonly PgColumn[];
  /** 'update' overwrites an existing row with the new values; 'nothing' keeps it. */
  onConflict: "update" | "nothing";
  chunkSize?: number;
}

/**
 * Multi-row inserts in chunks, idempotent through ON CONFLICT on the row's key: running the same
 * insert twice leaves the same rows. Returns the number of rows offered.
 */
export async function insertChunked<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T["$inferInsert"][],
  options: InsertOptions,
): Promise<number> {
  const target = Array.isArray(options.target)
    ? (options.target as readonly PgColumn[])
    : [options.target as PgColumn];
  const size = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const set = options.onConflict === "update" ? excludedSet(table, target) : undefined;
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size) as T["$inferInsert"][];
    const insert = db.insert(table).values(chunk);
    if (set && Object.keys(set).length > 0) {
      await insert.onConflictDoUpdate({ target: [...target], set });
    } else {
      await insert.onConflictDoNothing({ target: [...target] });
    }
  }
  return rows.length;
}
