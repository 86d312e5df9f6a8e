import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { staffSignInFailures } from "@/src/db/schema";

/**
 * Slows password and code guessing without letting a stranger lock a colleague out: failures
 * are counted per (account, client address) pair. The first 5 cost nothing; each one after
 * doubles the wait before the next attempt from that pair (2 s, 4 s, … at most 15 minutes).
 * The colleague at their own address keeps their own count. A success clears the pair.
 */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 15 * 60;

export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES + 1), MAX_DELAY_SECONDS);
}

export function throttleKey(email: string, clientKey: string): string {
  return `${email.trim().toLowerCase()}|${clientKey}`;
}

/** Seconds the pair must still wait, 0 when it may try now. */
export async function waitSeconds(db: Database, key: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ blockedUntil: staffSignInFailures.blockedUntil })
    .from(staffSignInFailures)
    .where(eq(staffSignInFailures.key, key));
  if (!row?.blockedUntil) return 0;
  return Math.max(0, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000));
}

export async function recordFailure(db: Database, key: string, now = new Date()): Promise<number> {
  const [row] = await db
    .insert(staffSignInFailures)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: staffSignInFailures.key,
      set: { failures: sql`${staffSignInFailures.failures} + 1`, lastFailureAt: now },
    })
    .returning({ failures: staffSignInFailures.failures });
  const failures = row?.failures ?? 1;
  const delay = delayAfter(failures);
  if (delay > 0) {
    await db
      .update(staffSignInFailures)
      .set({ blockedUntil: new Date(now.getTime() + delay * 1000) })
      .where(eq(staffSignInFailures.key, key));
  }
  return failures;
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, key));
}
