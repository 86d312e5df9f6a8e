import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { deleteInBatches } from "@/src/db/prune";
import { sessions, users } from "@/src/db/schema";
import { CREDENTIALS_MAX_AGE_SECONDS } from "@/src/lib/auth/credentials";
import { sha256Hex } from "@/src/server/crypto";

/** Sessions last as long as the credentials cookie: 1 year (AU-16). */
export const SESSION_TTL_MS = CREDENTIALS_MAX_AGE_SECONDS * 1000;

/** Creates a session; answers the token, which only the client keeps. */
export async function createSession(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: sha256Hex(token), createdAt: now, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error("session insert returned nothing");
  return { token, sessionId: row.id, expiresAt };
}

export interface SessionUser {
  sessionId: number;
  id: number;
  countryCode: string;
  mobile: string;
  name: string | null;
  email: string | null;
  cityId: number | null;
}

/** The user of a live session (not revoked, not expired), or null. */
export async function userForToken(
  db: Database,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  if (token.length < 16 || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      countryCode: users.countryCode,
      mobile: users.mobile,
      name: users.name,
      email: users.email,
      cityId: users.cityId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Which sessions the periodic prune deletes: expired or revoked ones (each filter indexed). */
export function sessionsToPrune(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(${sessions.expiresAt} <= ${at} or ${sessions.revokedAt} <= ${at})`;
}

/**
 * Deletes sessions that can never authenticate again (expired or revoked), periodic maintenance
 * (src/server/maintenance.ts). Answers the count.
 */
export async function pruneSessions(db: Database, now: Date): Promise<number> {
  return deleteInBatches(db, sessions, sessions.id, sessionsToPrune(now));
}
