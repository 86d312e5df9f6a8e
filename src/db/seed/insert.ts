import "server-only";
import { getTableColumns, getTableName, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

/** Rows per INSERT statement; keeps parameters well under PostgreSQL's 65,535 limit. */
export const DEFAULT_CHUNK_SIZE = 500;

/** The columns the rows give values for (by their TypeScript key), minus the conflict target. */
function providedColumns(
  table: PgTable,
  target: readonly PgColumn[],
  rows: readonly object[],
): [key: string, column: PgColumn][] {
  const keys = new Set(rows.flatMap((row) => Object.keys(row)));
  return Object.entries(getTableColumns(table)).filter(
    ([key, column]) => keys.has(key) && !target.includes(column),
  );
}

/**
 * `SET col = excluded.col` for every column the rows give, and `updated_at = now()` when the table
 * has one the rows leave out. Columns the rows leave out keep their values.
 */
function excludedSet(table: PgTable, provided: [string, PgColumn][]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of provided) set[key] = sql.raw(`excluded."${column.name}"`);
  const columns = getTableColumns(table);
  if ("updatedAt" in columns && !("updatedAt" in set)) set.updatedAt = sql`now()`;
  return set;
}

/**
 * Only rows whose given values differ are updated: an unchanged row keeps its `updated_at`
 * (the sitemap's lastmod), and a re-run of the seed writes nothing.
 */
function changedWhere(table: PgTable, provided: [string, PgColumn][]): SQL | undefined {
  if (provided.length === 0) return undefined;
  const name = getTableName(table);
  const current = provided.map(([, c]) => `"${name}"."${c.name}"`).join(", ");
  const incoming = provided.map(([, c]) => `excluded."${c.name}"`).join(", ");
  return sql.raw(`row(${current}) is distinct from row(${incoming})`);
}

export interface InsertOptions {
  /** Primary-key (or unique) columns that identify a row. */
  target: PgColumn | readonly PgColumn[];
  /** 'update' overwrites an existing row that differs; 'nothing' keeps it. */
  onConflict: "update" | "nothing";
  chunkSize?: number;
  /** Columns (TypeScript keys) an update leaves as they are: inserted, never overwritten. */
  keep?: readonly string[];
}

function targetColumns(target: InsertOptions["target"]): readonly PgColumn[] {
  return Array.isArray(target) ? (target as readonly PgColumn[]) : [target as PgColumn];
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
  const target = targetColumns(options.target);
  const size = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size) as T["$inferInsert"][];
    const insert = db.insert(table).values(chunk);
    const provided = providedColumns(table, target, chunk).filter(
      ([key]) => !options.keep?.includes(key),
    );
    if (options.onConflict === "update" && provided.length > 0) {
      await insert.onConflictDoUpdate({
        target: [...target],
        set: excludedSet(table, provided),
        setWhere: changedWhere(table, provided),
      });
    } else {
      await insert.onConflictDoNothing({ target: [...target] });
    }
  }
  return rows.length;
}

/**
 * Makes a link table hold exactly `rows` for the given parents: links no longer in the data are
 * deleted, new and changed ones upserted, unchanged ones left alone. Links of other parents (the
 * scale seed's) are not touched.
 */
export async function syncLinks<T extends PgTable>(
  db: Database,
  table: T,
  link: { parent: PgColumn; parentIds: readonly number[]; key: readonly PgColumn[] },
  rows: readonly T["$inferInsert"][],
): Promise<number> {
  const columns = Object.entries(getTableColumns(table));
  const keyEntries = link.key.map((column) => {
    const entry = columns.find(([, c]) => c === column);
    if (!entry) throw new Error(`syncLinks: a key column is not in ${getTableName(table)}`);
    return entry;
  });
  const keyOf = (row: Record<string, unknown>) =>
    JSON.stringify(keyEntries.map(([key]) => row[key]));
  const wanted = new Set(rows.map((row) => keyOf(row as Record<string, unknown>)));
  const existing = link.parentIds.length
    ? await db
        .select(Object.fromEntries(keyEntries) as Record<string, PgColumn>)
        .from(table as PgTable)
        .where(inArray(link.parent, [...link.parentIds]))
    : [];
  const stale = existing.filter((row) => !wanted.has(keyOf(row)));
  // A join with the stale keys, not `(a, b) in ((…), …)`: PGlite (0.5) aborted at commit after
  // such a delete of a few hundred keys, planned as a BitmapOr of as many index scans, had run
  // in the seed's transaction (a reseed after the data changed who performs what).
  const t = sql.identifier(getTableName(table));
  const names = keyEntries.map(([, column]) => sql.identifier(column.name));
  const matches = names.map((name) => sql`${t}.${name} = stale.${name}`);
  for (let start = 0; start < stale.length; start += DEFAULT_CHUNK_SIZE) {
    const tuples = stale.slice(start, start + DEFAULT_CHUNK_SIZE).map(
      (row) =>
        sql`(${sql.join(
          keyEntries.map(([key, column]) => sql`${row[key]}::${sql.raw(column.getSQLType())}`),
          sql`, `,
        )})`,
    );
    await db.execute(sql`
      delete from ${t} using (values ${sql.join(tuples, sql`, `)}) as stale(${sql.join(names, sql`, `)})
      where ${sql.join(matches, sql` and `)}`);
  }
  return insertChunked(db, table, rows, { target: link.key, onConflict: "update" });
}

/**
 * Before rows are upserted by id: a row holding a slug that the data gives to another id gets
 * `{slug}-moved-{id}` instead. Regenerated sample data can move a name from one id to another,
 * and the upsert would otherwise stop at the unique slug; a renamed row the data still has gets
 * its new slug from the upsert itself.
 */
export async function releaseSlugs(
  db: Database,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  rows: readonly { id: number; slug: string }[],
): Promise<void> {
  // Written out in full: the subquery's own columns are also called id and slug.
  const t = sql.identifier(getTableName(table));
  const id = sql`${t}.${sql.identifier(table.id.name)}`;
  const slug = sql`${t}.${sql.identifier(table.slug.name)}`;
  for (let start = 0; start < rows.length; start += DEFAULT_CHUNK_SIZE) {
    const values = rows
      .slice(start, start + DEFAULT_CHUNK_SIZE)
      .map((row) => sql`(${row.id}::integer, ${row.slug}::text)`);
    await db.execute(sql`
      update ${t} set ${sql.identifier(table.slug.name)} = ${slug} || '-moved-' || ${id}
      from (values ${sql.join(values, sql`, `)}) as wanted(id, slug)
      where ${slug} = wanted.slug and ${id} <> wanted.id`);
  }
}
