import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/** Rows deleted per statement by the periodic prune. */
export const PRUNE_BATCH = 5000;

/**
 * The statement `deleteInBatches` repeats: deletes up to `batch` rows of `table` that match
 * `where`, found through an index on the filter, by primary key. Exported so tests can check
 * its plan.
 */
export function batchDeleteSql(
  table: PgTable,
  key: PgColumn,
  where: SQL,
  batch = PRUNE_BATCH,
): SQL {
  return sql`delete from ${table} where ${key} in (
    select ${key} from ${table} where ${where} limit ${batch})
    returning 1 as deleted`;
}

/**
 * `batchDeleteSql` for a table whose key spans several columns: the rows are picked by their
 * physical address (`ctid`, stable within the one statement), which a TID scan finds directly.
 */
export function batchDeleteRowsSql(table: PgTable, where: SQL, batch = PRUNE_BATCH): SQL {
  return sql`delete from ${table} where ctid = any(array(
    select ctid from ${table} where ${where} limit ${batch}))
    returning 1 as deleted`;
}

/**
 * Deletes every row of `table` matching `where`, `batch` rows per statement, so a backlog (the
 * first prune after a long pause) never holds locks on many rows for long. Answers the count.
 */
export async function deleteInBatches(
  db: Database,
  table: PgTable,
  key: PgColumn,
  where: SQL,
  batch = PRUNE_BATCH,
): Promise<number> {
  return repeatInBatches(db, batchDeleteSql(table, key, where, batch), batch);
}

/**
 * Runs a statement that changes at most `batch` rows and returns one row per change, until it
 * changes fewer than `batch`. Answers the total.
 */
export async function repeatInBatches(
  db: Database,
  statement: SQL,
  batch = PRUNE_BATCH,
): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(statement)) as unknown as { rows: unknown[] };
    total += result.rows.length;
    if (result.rows.length < batch) return total;
  }
}
