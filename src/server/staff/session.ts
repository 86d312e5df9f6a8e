import "server-only";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { type Database, getDb } from "@/src/db";
import { staffSessions } from "@/src/db/schema";
import { env } from "@/src/config/env";
import { can, type StaffAction, type StaffRoleName } from "@/src/lib/console/permissions";
import { DEFAULT_IDLE_MINUTES, parseIdleMinutes } from "@/src/lib/console/session-idle";
import { peerHeader } from "@/src/server/http/edge";
import { type ClientAddress, clientAddressOf, proxyConfig } from "@/src/server/ratelimit/client-ip";
import { STAFF_ABSOLUTE_SECONDS, staffAuth } from "./auth";

/** The signed-in staff member of a console request, as every check and audit entry sees them. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRoleName;
  /** Lower-case city names an agent works; empty = all. */
  cities: string[];
  sessionId: string;
  ip: string | null;
}

/** Last activity is written at most once a minute, not on every request. */
const TOUCH_AFTER_MS = 60_000;

export async function requestClient(): Promise<ClientAddress> {
  const h = await headers();
  return clientAddressOf(h.get(peerHeader()) ?? undefined, h.get("x-forwarded-for"), proxyConfig());
}

export type SessionRejection = "none" | "idle" | "expired" | "disabled" | "setup";

/** The idle limit of a role's sessions, in seconds (CS-104: `STAFF_IDLE_MINUTES` or the defaults). */
export function idleSecondsFor(role: StaffRoleName): number {
  const parsed = parseIdleMinutes(env().STAFF_IDLE_MINUTES);
  return (parsed.ok ? parsed.minutes : DEFAULT_IDLE_MINUTES)[role] * 60;
}

/**
 * The session rules on top of better-auth's: a disabled account or one without its second
 * factor has no console; the role's idle limit without a request (CS-104), or 12 hours since
 * sign-in, end the session (it is deleted, so the cookie is worthless).
 */
export function sessionRejection(
  session: { createdAt: Date; updatedAt: Date },
  user: { role: StaffRoleName; banned?: boolean | null; twoFactorEnabled?: boolean | null },
  now: Date,
): SessionRejection | null {
  if (user.banned) return "disabled";
  if (!user.twoFactorEnabled) return "setup";
  if (now.getTime() - session.createdAt.getTime() > STAFF_ABSOLUTE_SECONDS * 1000) return "expired";
  if (now.getTime() - session.updatedAt.getTime() > idleSecondsFor(user.role) * 1000) return "idle";
  return null;
}

export async function resolveStaff(
  db: Database,
  requestHeaders: Headers,
  ip: string | null,
  now = new Date(),
): Promise<{ staff: StaffMember } | { staff: null; why: SessionRejection }> {
  const found = await staffAuth(db).api.getSession({ headers: requestHeaders });
  if (!found) return { staff: null, why: "none" };
  const { session, user } = found as unknown as {
    session: { id: string; token: string; createdAt: Date; updatedAt: Date };
    user: {
      id: string;
      email: string;
      name: string;
      role: StaffRoleName;
      cities?: string[];
      banned?: boolean;
      twoFactorEnabled?: boolean;
    };
  };
  const why = sessionRejection(session, user, now);
  if (why) {
    if (why !== "setup") await db.delete(staffSessions).where(eq(staffSessions.id, session.id));
    return { staff: null, why };
  }
  if (now.getTime() - new Date(session.updatedAt).getTime() > TOUCH_AFTER_MS) {
    await db.update(staffSessions).set({ updatedAt: now }).where(eq(staffSessions.id, session.id));
  }
  return {
    staff: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      cities: user.cities ?? [],
      sessionId: session.id,
      ip,
    },
  };
}

/**
 * The staff member of this request, or null (not signed in, idle, disabled…). Once per request:
 * the layout and the page both ask.
 */
export const currentStaff = cache(
  async (): Promise<{ staff: StaffMember } | { staff: null; why: SessionRejection }> => {
    const h = await headers();
    const client = await requestClient();
    return resolveStaff(getDb(), new Headers(h), client.address ?? null);
  },
);

/**
 * Every console page and action starts here: signed in, or off to the login page; allowed to
 * do `action`, or the console's 404 (like a lead outside a person's scope, a section outside
 * their role is not confirmed to exist). Route handlers answer 403 themselves. Next.js's
 * `forbidden()` would give a 403 page, but its switch (experimental.authInterrupts) is global
 * and puts its default 403 and 401 markup in every patient page's payload (about 4 KB).
 */
export async function requireStaff(action?: StaffAction): Promise<StaffMember> {
  const result = await currentStaff();
  if (!result.staff) {
    redirect(result.why === "none" ? "/console/login" : `/console/login?why=${result.why}`);
  }
  if (action && !can(result.staff.role, action)) notFound();
  return result.staff;
}
