import "server-only";
import { getDbHandle } from "@/src/db";
import { consume, type LimitRule, type LimitState } from "./index";

/**
 * Where the per-request limits of API routes count (`withApi`'s `rateLimit`: searches a minute,
 * error reports an hour): docs/decisions/0021-request-limits-in-memory-on-pglite.md.
 *
 * - On PostgreSQL, in the `rate_limits` table, so that every app instance counts against the same
 *   buckets (docs/decisions/0008-rate-limits-and-client-ip.md).
 * - On the embedded database (PGlite), in this process's memory. PGlite runs inside the one
 *   server process that holds its data directory, so there is never a second instance to agree
 *   with; and every statement it runs holds the thread that serves all requests. Counting each
 *   search with an upsert there cost p95 22 ms (p99 89 ms) of that thread per request and capped
 *   the site at about 50 searches a second.
 *
 * - A limit marked `perInstance` counts in memory on both drivers: it guards work the instance
 *   does alone from its own memory (search answers from the instance's index and never reads the
 *   database), so each instance protecting its own CPU is the whole point, and a database write per
 *   request would cost more than the search it guards (on PostgreSQL, 200 searches/s answered at
 *   p95 25-95 ms with the upsert; see bench/RESULTS.md).
 *
 * What a restart forgets is at most a minute's (an hour's) counts of reads a client may repeat
 * anyway. Limits that guard money or writes (OTP sends, SMS budget, leads) stay in the database
 * on both drivers: they are counted in the statement that writes, and must survive a restart.
 */
export interface RequestLimitStore {
  consume(rule: LimitRule, key: string, now: Date, points?: number): Promise<LimitState>;
}

interface Bucket {
  points: number;
  /** Epoch ms at which the window ends. */
  expire: number;
}

/**
 * Fixed windows in a Map, the same algorithm and answers as the table's (./index.ts): the first
 * hit opens a window of `durationMs`; hits add points until it ends.
 *
 * Bounded whatever clients send: ended windows are dropped at most once a minute, and past
 * `maxBuckets` live keys the oldest window is dropped first (each bucket is about 150 bytes, so
 * 200,000 keys is about 30 MB). A dropped live bucket only forgets a client's count early.
 */
export class MemoryBuckets implements RequestLimitStore {
  private readonly buckets = new Map<string, Bucket>();
  private nextSweep = 0;

  constructor(private readonly maxBuckets = 200_000) {}

  get size(): number {
    return this.buckets.size;
  }

  async consume(rule: LimitRule, key: string, now: Date, points = 1): Promise<LimitState> {
    const at = now.getTime();
    this.sweep(at);
    const id = `${rule.name}:${key}`;
    let bucket = this.buckets.get(id);
    if (!bucket || bucket.expire <= at) {
      // A new window goes to the end of the Map's order, so the first entries are the oldest.
      this.buckets.delete(id);
      bucket = { points: 0, expire: at + rule.durationMs };
      this.buckets.set(id, bucket);
      if (this.buckets.size > this.maxBuckets) {
        const oldest = this.buckets.keys().next().value;
        if (oldest !== undefined) this.buckets.delete(oldest);
      }
    }
    bucket.points += points;
    return {
      allowed: bucket.points <= rule.points,
      consumed: bucket.points,
      remaining: Math.max(rule.points - bucket.points, 0),
      msBeforeNext: Math.max(bucket.expire - at, 0),
    };
  }

  /** Drops ended windows, at most once a minute (a pass over the Map). */
  private sweep(at: number): void {
    if (at < this.nextSweep) return;
    this.nextSweep = at + 60_000;
    for (const [id, bucket] of this.buckets) if (bucket.expire <= at) this.buckets.delete(id);
  }
}

const databaseBuckets: RequestLimitStore = {
  consume: (rule, key, now, points) => consume(getDbHandle().db, rule, key, now, points),
};

// One Map per process, kept across module reloads (development) and shared by route bundles.
const globalForLimits = globalThis as unknown as { vaidyaRequestLimits?: MemoryBuckets };

/** Where `limit` counts in this process (see above). */
export function requestLimitStore(limit: { perInstance?: boolean }): RequestLimitStore {
  if (!limit.perInstance && getDbHandle().kind === "postgres") return databaseBuckets;
  globalForLimits.vaidyaRequestLimits ??= new MemoryBuckets();
  return globalForLimits.vaidyaRequestLimits;
}
