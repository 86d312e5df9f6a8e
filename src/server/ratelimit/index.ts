import "server-only";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { deleteInBatches } from "@/src/db/prune";
import { rateLimits } from "@/src/db/schema";
import { AppError, type ErrorText } from "@/src/server/http/errors";

/**
 * Fixed-window rate limits kept in the database, so that every app instance counts against the
 * same buckets
 * (docs/decisions/0008-rate-limits-and-client-ip.md).
 *
 * Why not rate-limiter-flexible itself: its SQL stores read the wall clock (`Date.now()`) inside
 * the library, and the OTP rules must be tested with a controllable clock (a resend inside 30 s,
 * a fourth send inside 10 minutes, windows that end) without sleeping or faking the timers that
 * the PostgreSQL and PGlite drivers depend on. This module is the same algorithm as its
 * RateLimiterDrizzle/RateLimiterPostgres stores — one row per key with points and an expiry,
 * updated by one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING` — with `now` passed in.
 * The upsert is a single statement, so concurrent hits from several instances never lose a count.
 */
export interface LimitRule {
  /** Bucket family, part of the key: 'otp-send-10m'. */
  name: string;
  /** Points allowed per window. */
  points: number;
  durationMs: number;
}

export interface LimitState {
  allowed: boolean;
  /** Points used in the current window, this hit included. */
  consumed: number;
  remaining: number;
  /** Time until the window ends (0 when no window is open). */
  msBeforeNext: number;
}

function bucketKey(rule: LimitRule, key: string): string {
  return `${rule.name}:${key}`;
}

function stateOf(rule: LimitRule, points: number, expire: Date | null, now: Date): LimitState {
  return {
    allowed: points <= rule.points,
    consumed: points,
    remaining: Math.max(rule.points - points, 0),
    msBeforeNext: expire ? Math.max(expire.getTime() - now.getTime(), 0) : 0,
  };
}

/**
 * The upsert that adds `points` to the bucket (opening a new window when the old one ended) and
 * returns its `points` and `expire`. A statement of its own (`consume`), or a CTE of a larger one
 * (lead creation counts the client's hit in the statement that stores the lead); with `onlyIf`
 * the hit is counted only when that condition holds.
 */
export function consumeStatement(
  rule: LimitRule,
  key: string,
  now: Date,
  points = 1,
  onlyIf?: SQL,
): SQL {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const newExpire = sql`${new Date(now.getTime() + rule.durationMs).toISOString()}::timestamptz`;
  const ended = sql`${rateLimits.expire} <= ${nowParam}`;
  const column = (c: { name: string }) => sql.identifier(c.name);
  return sql`insert into ${rateLimits} (${column(rateLimits.key)}, ${column(rateLimits.points)}, ${column(rateLimits.expire)})
    select ${bucketKey(rule, key)}, ${points}::integer, ${newExpire}${onlyIf ? sql` where ${onlyIf}` : sql``}
    on conflict (${column(rateLimits.key)}) do update set
      ${column(rateLimits.points)} = case when ${ended} then ${points}::integer else ${rateLimits.points} + ${points}::integer end,
      ${column(rateLimits.expire)} = case when ${ended} then ${newExpire} else ${rateLimits.expire} end
    returning ${column(rateLimits.points)} as points, ${column(rateLimits.expire)} as expire`;
}

/** A bucket's state from the `points` and `expire` a `consumeStatement` returned. */
export function limitState(
  rule: LimitRule,
  points: number,
  expire: Date | string | null,
  now: Date,
): LimitState {
  return stateOf(rule, points, expire === null ? null : new Date(expire), now);
}

/** Adds `points` to the bucket (opening a new window when the old one ended) and reports it. */
export async function consume(
  db: Database,
  rule: LimitRule,
  key: string,
  now: Date,
  points = 1,
): Promise<LimitState> {
  const result = (await db.execute(consumeStatement(rule, key, now, points))) as unknown as {
    rows: { points: number | string; expire: Date | string }[];
  };
  const row = result.rows[0];
  return limitState(
    rule,
    Number(row?.points ?? points),
    row?.expire ?? new Date(now.getTime() + rule.durationMs),
    now,
  );
}

/**
 * Counts a hit only when the bucket has room (fewer than `ceiling` points in its window, or the
 * window ended): for limits that count what was granted (SMS actually sent), not what was asked.
 * One atomic upsert whose update is skipped when the bucket is full, so concurrent hits on
 * several instances never pass the ceiling. A refused hit changes nothing and answers
 * `allowed: false` with the window's current state.
 */
export async function take(
  db: Database,
  rule: LimitRule,
  key: string,
  now: Date,
  ceiling = rule.points,
): Promise<LimitState> {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const newExpire = sql`${new Date(now.getTime() + rule.durationMs).toISOString()}::timestamptz`;
  const ended = sql`${rateLimits.expire} <= ${nowParam}`;
  const column = (c: { name: string }) => sql.identifier(c.name);
  const result = (await db.execute(
    sql`insert into ${rateLimits} (${column(rateLimits.key)}, ${column(rateLimits.points)}, ${column(rateLimits.expire)})
      values (${bucketKey(rule, key)}, 1, ${newExpire})
      on conflict (${column(rateLimits.key)}) do update set
        ${column(rateLimits.points)} = case when ${ended} then 1 else ${rateLimits.points} + 1 end,
        ${column(rateLimits.expire)} = case when ${ended} then ${newExpire} else ${rateLimits.expire} end
      where ${ended} or ${rateLimits.points} < ${ceiling}::integer
      returning ${column(rateLimits.points)} as points, ${column(rateLimits.expire)} as expire`,
  )) as unknown as { rows: { points: number | string; expire: Date | string }[] };
  const row = result.rows[0];
  if (!row) {
    const full = await peek(db, rule, key, now);
    return { ...full, allowed: false, remaining: 0 };
  }
  const state = limitState(rule, Number(row.points), row.expire, now);
  return { ...state, allowed: true };
}

/**
 * Hands back a hit that `take` granted, when a later step refused the request after all (so a
 * cap that counts granted sends never counts one that was not sent). Only inside the window the
 * hit was counted in.
 */
export async function giveBack(
  db: Database,
  rule: LimitRule,
  key: string,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`update ${rateLimits} set ${sql.identifier(rateLimits.points.name)} = ${rateLimits.points} - 1
      where ${rateLimits.key} = ${bucketKey(rule, key)} and ${rateLimits.points} > 0
        and ${rateLimits.expire} > ${now.toISOString()}::timestamptz`,
  );
}

/** The bucket's state without counting a hit. */
export async function peek(
  db: Database,
  rule: LimitRule,
  key: string,
  now: Date,
): Promise<LimitState> {
  const [row] = await db
    .select({ points: rateLimits.points, expire: rateLimits.expire })
    .from(rateLimits)
    .where(eq(rateLimits.key, bucketKey(rule, key)));
  if (!row || row.expire.getTime() <= now.getTime()) return stateOf(rule, 0, null, now);
  return stateOf(rule, row.points, row.expire, now);
}

/** The states of several buckets without counting a hit, in one statement; in the given order. */
export async function peekMany(
  db: Database,
  buckets: readonly { rule: LimitRule; key: string }[],
  now: Date,
): Promise<LimitState[]> {
  if (buckets.length === 0) return [];
  const keys = buckets.map((b) => bucketKey(b.rule, b.key));
  const rows = await db
    .select({ key: rateLimits.key, points: rateLimits.points, expire: rateLimits.expire })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return buckets.map((b, i) => {
    const row = byKey.get(keys[i] as string);
    if (!row || row.expire.getTime() <= now.getTime()) return stateOf(b.rule, 0, null, now);
    return stateOf(b.rule, row.points, row.expire, now);
  });
}

/** Forgets a bucket. */
export async function resetLimit(db: Database, rule: LimitRule, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, bucketKey(rule, key)));
}

/** Which buckets the periodic prune deletes: windows that ended more than an hour ago. */
export function rateLimitsToSweep(now: Date): SQL {
  const before = new Date(now.getTime() - 3_600_000);
  return sql`${rateLimits.expire} < ${before.toISOString()}::timestamptz`;
}

/**
 * Deletes buckets whose window ended more than an hour ago (periodic maintenance, never in a
 * request: src/server/maintenance.ts). Answers the count.
 */
export async function sweepExpired(db: Database, now: Date): Promise<number> {
  return deleteInBatches(db, rateLimits, rateLimits.key, rateLimitsToSweep(now));
}

/** Seconds for a Retry-After header: whole seconds, at least 1. */
export function retryAfterSeconds(state: Pick<LimitState, "msBeforeNext">): number {
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/** A 429 answer with Retry-After, so that clients know when to come back. */
export function tooManyRequests(state: LimitState, message: ErrorText): AppError {
  return new AppError(429, [message], { "Retry-After": String(retryAfterSeconds(state)) });
}

/**
 * Counts a hit and throws a 429 when the bucket is over its limit. `message` receives the wait
 * in seconds.
 */
export async function enforce(
  db: Database,
  rule: LimitRule,
  key: string,
  now: Date,
  message: (retryAfter: number) => ErrorText,
): Promise<LimitState> {
  const state = await consume(db, rule, key, now);
  if (!state.allowed) throw tooManyRequests(state, message(retryAfterSeconds(state)));
  return state;
}
