import "server-only";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { deleteInBatches } from "@/src/db/prune";
import { auditLog, staffSignInFailures } from "@/src/db/schema";
import { consume, type LimitRule, peek } from "@/src/server/ratelimit";

/**
 * Slows password and code guessing without letting a stranger lock a colleague out.
 *
 * - Per account and client address: the first 5 failures cost nothing; each one after doubles
 *   the wait before the next attempt from that pair (2 s, 4 s, … at most 15 minutes). The
 *   colleague at their own address keeps their own count. A success clears the pair.
 * - Per account across addresses: after 20 failures in an hour, attempts from addresses the
 *   account has not signed in from (within 90 days) wait 2 s, 4 s, … at most 60 s. Many addresses
 *   cannot share out the guesses, while the owner at home is never slowed and elsewhere waits a
 *   minute at worst: a delay, never a lockout.
 * - Addresses with no account behind them are counted in aggregate buckets (rate_limits, swept
 *   hourly), never one row per email typed: per client address (past 30 in an hour it waits
 *   until the hour ends, for every email, or the answer would tell which accounts exist) and
 *   site-wide, counting addresses (past 10,000 addresses in an hour no new address bucket is
 *   opened, so a million addresses still store a bounded number of rows).
 */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 15 * 60;

export const ACCOUNT_FREE_FAILURES = 20;
export const ACCOUNT_MAX_DELAY_SECONDS = 60;
/** An account's count across addresses starts again after an hour without a failure. */
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** How long an address an account signed in from stays "its own" for the account-wide delay. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

/** Failures for addresses with no account, per client address and hour. */
export const UNKNOWN_PER_ADDRESS: LimitRule = { name: "su", points: 30, durationMs: 3_600_000 };
/** … and addresses site-wide: past this, no new address bucket is opened until the hour ends. */
export const UNKNOWN_SITE: LimitRule = { name: "su-all", points: 10_000, durationMs: 3_600_000 };
/** Addresses of the site-wide hour at which the audit trail gets one summary entry. */
export const UNKNOWN_AUDIT_AT = [10, 100, 1000, 10_000] as const;

/** A sign-in failure record is deleted this long after its last failure. */
export const FAILURE_RECORD_TTL_MS = 24 * 60 * 60 * 1000;

export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES + 1), MAX_DELAY_SECONDS);
}

export function accountDelayAfter(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - ACCOUNT_FREE_FAILURES + 1), ACCOUNT_MAX_DELAY_SECONDS);
}

/** The pair's key: an existing account's (lower-case) email and the client's address key. */
export function throttleKey(email: string, clientKey: string): string {
  return `${email.trim().toLowerCase()}|${clientKey}`;
}

/** The key of an account's count across all addresses. */
export function accountKey(userId: string): string {
  return `account|${userId}`;
}

function secondsUntil(until: Date | null | undefined, now: Date): number {
  if (!until) return 0;
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** Seconds the pair (or account) must still wait, 0 when it may try now. */
export async function waitSeconds(db: Database, key: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ blockedUntil: staffSignInFailures.blockedUntil })
    .from(staffSignInFailures)
    .where(eq(staffSignInFailures.key, key));
  return secondsUntil(row?.blockedUntil, now);
}

export async function recordFailure(db: Database, key: string, now = new Date()): Promise<number> {
  return countFailure(db, key, now, sql`${staffSignInFailures.failures} + 1`, delayAfter);
}

/**
 * Counts one failure of an account across addresses (one atomic upsert; the count starts again
 * after an hour without a failure) and sets the account-wide wait. Answers the count.
 */
export async function recordAccountFailure(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<number> {
  const stale = new Date(now.getTime() - ACCOUNT_WINDOW_MS);
  const next = sql`case when ${staffSignInFailures.lastFailureAt} < ${stale.toISOString()}::timestamptz
    then 1 else ${staffSignInFailures.failures} + 1 end`;
  return countFailure(db, accountKey(userId), now, next, accountDelayAfter);
}

/** One failure of `key` (an upsert whose new count is `next`), then the wait its count earns. */
async function countFailure(
  db: Database,
  key: string,
  now: Date,
  next: SQL,
  delayOf: (failures: number) => number,
): Promise<number> {
  const [row] = await db
    .insert(staffSignInFailures)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: staffSignInFailures.key,
      set: { failures: next, lastFailureAt: now },
    })
    .returning({ failures: staffSignInFailures.failures });
  const failures = row?.failures ?? 1;
  const delay = delayOf(failures);
  if (delay > 0) {
    await db
      .update(staffSignInFailures)
      .set({ blockedUntil: new Date(now.getTime() + delay * 1000) })
      .where(eq(staffSignInFailures.key, key));
  }
  return failures;
}

/**
 * Whether the account signed in from this client address within 90 days (its `staff.sign_in`
 * audit entries, found through the actor index): such an address is never slowed by the
 * account-wide wait.
 */
export async function isKnownAddress(
  db: Database,
  userId: string,
  address: string | null | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!address) return false;
  const since = new Date(now.getTime() - KNOWN_ADDRESS_MS);
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, userId),
        sql`${auditLog.at} >= ${since.toISOString()}::timestamptz`,
        eq(auditLog.action, "staff.sign_in"),
        eq(auditLog.ip, address),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, key));
}

/** Seconds a client address must wait after too many failures for unknown accounts. */
export async function unknownAccountWait(
  db: Database,
  clientKey: string,
  now = new Date(),
): Promise<number> {
  const state = await peek(db, UNKNOWN_PER_ADDRESS, clientKey, now);
  if (state.consumed < UNKNOWN_PER_ADDRESS.points) return 0;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/**
 * Counts a failure for an address with no account in the client address's bucket, and each
 * address once an hour in the site-wide bucket (one write per new address, not per failure, on
 * that one busy row). Past the site-wide cap no new address bucket is opened. Answers the
 * hour's count of addresses when this failure opened a new one, else 0.
 */
export async function recordUnknownAccountFailure(
  db: Database,
  clientKey: string,
  now = new Date(),
): Promise<number> {
  const mine = await peek(db, UNKNOWN_PER_ADDRESS, clientKey, now);
  if (mine.consumed > 0) {
    await consume(db, UNKNOWN_PER_ADDRESS, clientKey, now);
    return 0;
  }
  const site = await consume(db, UNKNOWN_SITE, "site", now);
  if (site.consumed <= UNKNOWN_SITE.points) await consume(db, UNKNOWN_PER_ADDRESS, clientKey, now);
  return site.consumed;
}

/**
 * Which failure records the hourly prune deletes: a day after the last failure, once any wait
 * has ended (a 15-minute wait at most, so always).
 */
export function signInFailuresToPrune(now: Date): SQL {
  const before = new Date(now.getTime() - FAILURE_RECORD_TTL_MS);
  return sql`${staffSignInFailures.lastFailureAt} < ${before.toISOString()}::timestamptz
    and (${staffSignInFailures.blockedUntil} is null
      or ${staffSignInFailures.blockedUntil} < ${now.toISOString()}::timestamptz)`;
}

/** Deletes failure records a day old (periodic maintenance, src/server/maintenance.ts). */
export async function pruneSignInFailures(db: Database, now = new Date()): Promise<number> {
  return deleteInBatches(
    db,
    staffSignInFailures,
    staffSignInFailures.key,
    signInFailuresToPrune(now),
  );
}
