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
 * Counts one miss of the normalised `query` on `now`'s day, in one statement: the day's row
 * goes up by `times`, or a new row is added while the day has fewer than `cap` queries. Answers
 * whether it was counted (false: a new query past the day's cap).
 */
export async function recordMiss(
  db: Database,
  query: string,
  now: Date = new Date(),
  cap: number = MISSES_PER_DAY,
  times = 1,
): Promise<boolean> {
  const day = missDay(now);
  const result = (await db.execute(sql`
    WITH counted AS (
      UPDATE search_misses SET count = count + ${times}::integer
      WHERE day = ${day}::date AND query = ${query}
      RETURNING 1
    ),
    added AS (
      INSERT INTO search_misses (day, query, count)
      SELECT ${day}::date, ${query}, ${times}::integer
      WHERE NOT EXISTS (SELECT 1 FROM counted)
        AND (SELECT count(*) FROM (
          SELECT 1 FROM search_misses WHERE day = ${day}::date LIMIT ${cap}
        ) AS today) < ${cap}
      -- A concurrent request stored the same query first: count this one on its row.
      ON CONFLICT (day, query) DO UPDATE SET count = search_misses.count + ${times}::integer
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM counted) + (SELECT count(*) FROM added) AS n
  `)) as unknown as { rows: { n: number | string }[] };
  if (Number(result.rows[0]?.n ?? 0) > 0) return true;
  if (capReportedFor !== day) {
    capReportedFor = day;
    logger.warn(
      { event: "search.misses.cap", day, cap },
      "search misses: today's cap of new queries reached; only known ones are counted until tomorrow",
    );
  }
  return false;
}

/**
 * Misses wait in memory and reach the table together, once every MISS_FLUSH_MS: a search request
 * never writes. On the embedded database every statement runs on the thread that serves all
 * requests; one upsert per miss (about one search in ten while patients type) cost p95 16 ms,
 * p99 63 ms of that thread. Each distinct query is written once per flush with its count. At
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

/** Writes the misses counted so far (the timer; tests that read the table right after). */
export async function flushSearchMisses(db: Database): Promise<void> {
  const pending = pendingOf.get(db);
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.timer = undefined;
  const entries = [...pending.counts];
  pending.counts = new Map();
  try {
    for (const [key, times] of entries) {
      // The day's noon in India, so that missDay() gives the day back.
      const day = new Date(`${key.slice(0, 10)}T12:00:00+05:30`);
      await recordMiss(db, key.slice(11), day, MISSES_PER_DAY, times);
    }
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
