import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { batchDeleteRowsSql, PRUNE_BATCH, repeatInBatches } from "@/src/db/prune";
import { searchMisses } from "@/src/db/schema";
import { logger, safeErrorFields } from "@/src/server/log";

/**
 * The zero-result log (`search_misses`): what patients looked for and did not find, counted per
 * day, for the care team to add synonyms. It is bounded whatever clients send:
 * - at most MISSES_PER_DAY distinct queries are stored a day; past that only the day's known
 *   queries are counted, so a script inventing queries adds no rows (a few more at most while
 *   concurrent requests race to the cap);
 * - each day's rows are deleted MISS_RETENTION_DAYS later by the hourly prune
 *   (src/server/maintenance.ts);
 * - queries that may hold personal data are never passed here (src/lib/search/query.ts
 *   `mayHoldPersonalData`, on the query as typed).
 * So the table holds at most about 91 × MISSES_PER_DAY rows of at most 100 characters.
 */
export const MISSES_PER_DAY = 1000;
export const MISS_RETENTION_DAYS = 90;

/** India Standard Time, UTC+5:30 all year: a day's misses are the patients' calendar day. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD, India) a miss at `now` is counted under. */
export function missDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day whose cap was last reported, per process: one warning a day is enough. */
let capReportedFor: string | undefined;

/**
 * Counts misses of one day (`YYYY-MM-DD`, India) in one statement, whatever their number: each
 * query's row goes up by its count, and new queries get rows while the day has fewer than `cap`
 * (in the order given). Answers the queries that were counted; a new query past the cap is not.
 */
export async function recordMisses(
  db: Database,
  day: string,
  misses: readonly { query: string; times: number }[],
  cap: number = MISSES_PER_DAY,
): Promise<Set<string>> {
  if (misses.length === 0) return new Set();
  const input = JSON.stringify(
    misses.map((m, order) => ({ query: m.query, times: m.times, order })),
  );
  const result = (await db.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS i(query text, times integer, "order" integer)
    ),
    counted AS (
      UPDATE search_misses m SET count = m.count + i.times
      FROM input i
      WHERE m.day = ${day}::date AND m.query = i.query
      RETURNING m.query
    ),
    room AS (
      SELECT ${cap}::integer - count(*) AS free FROM (
        SELECT 1 FROM search_misses WHERE day = ${day}::date LIMIT ${cap}
      ) AS today
    ),
    fresh AS (
      SELECT i.query, i.times, row_number() OVER (ORDER BY i."order") AS place
      FROM input i WHERE i.query NOT IN (SELECT query FROM counted)
    ),
    added AS (
      INSERT INTO search_misses (day, query, count)
      SELECT ${day}::date, f.query, f.times FROM fresh f, room WHERE f.place <= room.free
      -- Another instance stored the same query first: count these on its row.
      ON CONFLICT (day, query) DO UPDATE SET count = search_misses.count + excluded.count
      RETURNING query
    )
    SELECT query FROM counted UNION ALL SELECT query FROM added
  `)) as unknown as { rows: { query: string }[] };
  const counted = new Set(result.rows.map((r) => r.query));
  if (counted.size < misses.length && capReportedFor !== day) {
    capReportedFor = day;
    logger.warn(
      { event: "search.misses.cap", day, cap },
      "search misses: today's cap of new queries reached; only known ones are counted until tomorrow",
    );
  }
  return counted;
}

/** Counts one miss of the normalised `query` on `now`'s day. Answers whether it was counted. */
export async function recordMiss(
  db: Database,
  query: string,
  now: Date = new Date(),
  cap: number = MISSES_PER_DAY,
): Promise<boolean> {
  return (await recordMisses(db, missDay(now), [{ query, times: 1 }], cap)).has(query);
}

/**
 * Misses wait in memory and reach the table together, once every MISS_FLUSH_MS: a search request
 * never writes. On the embedded database every statement runs on the thread that serves all
 * requests; one upsert per miss (about one search in ten while patients type) cost p95 16 ms,
 * p99 63 ms of that thread. A flush is one statement per day, each distinct query once with its
 * count. At
 * most MAX_PENDING_MISSES distinct queries wait (the table keeps MISSES_PER_DAY a day anyway);
 * what a crash loses is at most MISS_FLUSH_MS of counts.
 */
export const MISS_FLUSH_MS = 5_000;
export const MAX_PENDING_MISSES = 2_000;

interface PendingMisses {
  /** Count per day and query: `YYYY-MM-DD query`. */
  counts: Map<string, number>;
  timer?: ReturnType<typeof setTimeout>;
}
const pendingOf = new WeakMap<Database, PendingMisses>();

/** Counts a miss for the next flush (see above). */
export function countMiss(db: Database, query: string, now: Date = new Date()): void {
  let pending = pendingOf.get(db);
  if (!pending) {
    pending = { counts: new Map() };
    pendingOf.set(db, pending);
  }
  const key = `${missDay(now)} ${query}`;
  const counted = pending.counts.get(key);
  if (counted === undefined && pending.counts.size >= MAX_PENDING_MISSES) return;
  pending.counts.set(key, (counted ?? 0) + 1);
  if (!pending.timer) {
    pending.timer = setTimeout(() => void flushSearchMisses(db), MISS_FLUSH_MS);
    pending.timer.unref?.();
  }
}

/** How many distinct queries wait for the next flush. */
export function pendingMisses(db: Database): number {
  return pendingOf.get(db)?.counts.size ?? 0;
}

/** Writes the misses counted so far (the timer; tests that read the table right after). */
export async function flushSearchMisses(db: Database): Promise<void> {
  const pending = pendingOf.get(db);
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.timer = undefined;
  const entries = [...pending.counts];
  pending.counts = new Map();
  const byDay = new Map<string, { query: string; times: number }[]>();
  for (const [key, times] of entries) {
    const day = key.slice(0, 10);
    const misses = byDay.get(day) ?? [];
    misses.push({ query: key.slice(11), times });
    byDay.set(day, misses);
  }
  try {
    for (const [day, misses] of byDay) await recordMisses(db, day, misses);
  } catch (error) {
    logger.warn({ err: safeErrorFields(error) }, "search misses: flush failed; counts dropped");
  }
}

/** Which misses the periodic prune deletes: days more than MISS_RETENTION_DAYS ago. */
export function searchMissesToPrune(now: Date): SQL {
  const oldestKept = missDay(new Date(now.getTime() - MISS_RETENTION_DAYS * DAY_MS));
  return sql`${searchMisses.day} < ${oldestKept}::date`;
}

/** Deletes misses older than MISS_RETENTION_DAYS (the hourly prune). Answers the count. */
export async function pruneSearchMisses(db: Database, now: Date): Promise<number> {
  return repeatInBatches(
    db,
    batchDeleteRowsSql(searchMisses, searchMissesToPrune(now)),
    PRUNE_BATCH,
  );
}
