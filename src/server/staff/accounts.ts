import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, max, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  staffAccounts,
  staffSessions,
  staffSetupTokens,
  staffTwoFactors,
  staffUsers,
} from "@/src/db/schema";
import { isStaffRole, type StaffRoleName } from "@/src/lib/console/permissions";
import { type AuditActor, recordAudit } from "./audit";
import { hashPassword, PASSWORD_PROBLEM_TEXT, passwordProblem } from "./password";

/**
 * Staff accounts: invited by an operator (`npm run staff`), finished by the person from a
 * one-time setup link (a password, then a TOTP second factor). Every change is in the audit trail.
 */
export const SETUP_LINK_HOURS = 24;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class StaffError extends Error {}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

function normaliseEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(value) || value.length > 254) {
    throw new StaffError(`Not an email address: ${email}`);
  }
  return value;
}

async function findByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${normaliseEmail(email)}`);
  return user;
}

/** A new one-time link for the person; older unused links stop working. */
async function issueSetupLink(db: Database, userId: string, now: Date): Promise<string> {
  await db
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSetupTokens.userId, userId), isNull(staffSetupTokens.usedAt)));
  const token = randomBytes(32).toString("base64url");
  await db.insert(staffSetupTokens).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * 3600_000),
  });
  return `/console/setup/${token}`;
}

/** Signs the person out everywhere and forgets their password and second factor. */
async function revokeAccess(db: Database, userId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
  await db.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, userId));
  await db.delete(staffAccounts).where(eq(staffAccounts.userId, userId));
  await db
    .update(staffUsers)
    .set({ twoFactorEnabled: false, updatedAt: new Date() })
    .where(eq(staffUsers.id, userId));
}

/** Who runs the command: a staff member from the console, or the command line (no id). */
export type Operator = AuditActor;

const COMMAND_LINE: Operator = { actorEmail: "command line" };

export async function addStaff(
  db: Database,
  input: { email: string; role: string; name?: string; cities?: string[] },
  operator: Operator = COMMAND_LINE,
  now = new Date(),
): Promise<{ id: string; email: string; role: StaffRoleName; setupPath: string }> {
  const email = normaliseEmail(input.email);
  if (!isStaffRole(input.role)) {
    throw new StaffError(
      `Unknown role: ${input.role} (agent, supervisor, editor, reviewer or admin)`,
    );
  }
  if (await findByEmail(db, email)) {
    throw new StaffError(`${email} already has an account (use reset for a new setup link)`);
  }
  const id = randomUUID();
  const name = input.name?.trim() || email.split("@")[0] || email;
  const cities = (input.cities ?? []).map((c) => c.trim().toLowerCase()).filter(Boolean);
  await db
    .insert(staffUsers)
    .values({ id, email, name, role: input.role, cities, emailVerified: true });
  const setupPath = await issueSetupLink(db, id, now);
  await recordAudit(db, {
    ...operator,
    action: "staff.added",
    recordType: "staff",
    recordId: id,
    detail: { email, role: input.role, cities },
  });
  return { id, email, role: input.role, setupPath };
}

export async function resetStaff(
  db: Database,
  emailInput: string,
  operator: Operator = COMMAND_LINE,
  now = new Date(),
): Promise<{ email: string; setupPath: string }> {
  const user = await findByEmail(db, emailInput);
  if (!user) throw new StaffError(`No staff account for ${emailInput}`);
  await revokeAccess(db, user.id);
  await db
    .update(staffUsers)
    .set({ banned: false, banReason: null, updatedAt: now })
    .where(eq(staffUsers.id, user.id));
  const setupPath = await issueSetupLink(db, user.id, now);
  await recordAudit(db, {
    ...operator,
    action: "staff.reset",
    recordType: "staff",
    recordId: user.id,
  });
  return { email: user.email, setupPath };
}

export async function disableStaff(
  db: Database,
  emailInput: string,
  operator: Operator = COMMAND_LINE,
  now = new Date(),
): Promise<{ email: string }> {
  const user = await findByEmail(db, emailInput);
  if (!user) throw new StaffError(`No staff account for ${emailInput}`);
  await db
    .update(staffUsers)
    .set({ banned: true, banReason: "disabled", updatedAt: now })
    .where(eq(staffUsers.id, user.id));
  await db.delete(staffSessions).where(eq(staffSessions.userId, user.id));
  await db
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSetupTokens.userId, user.id), isNull(staffSetupTokens.usedAt)));
  await recordAudit(db, {
    ...operator,
    action: "staff.disabled",
    recordType: "staff",
    recordId: user.id,
  });
  return { email: user.email };
}

export async function setStaffCities(
  db: Database,
  userId: string,
  cities: string[],
  operator: Operator,
): Promise<void> {
  const clean = [...new Set(cities.map((c) => c.trim().toLowerCase()).filter(Boolean))];
  const updated = await db
    .update(staffUsers)
    .set({ cities: clean, updatedAt: new Date() })
    .where(eq(staffUsers.id, userId))
    .returning({ id: staffUsers.id });
  // An id no account has (a form the console did not send) changes nothing and writes no entry.
  if (!updated.length) throw new StaffError("No such staff account.");
  await recordAudit(db, {
    ...operator,
    action: "staff.updated",
    recordType: "staff",
    recordId: userId,
    detail: { cities: clean },
  });
}

export type StaffState = "invited" | "active" | "disabled";

export interface StaffListing {
  id: string;
  email: string;
  name: string;
  role: StaffRoleName;
  cities: string[];
  state: StaffState;
  lastActiveAt: Date | null;
}

export async function listStaff(db: Database): Promise<StaffListing[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      cities: staffUsers.cities,
      banned: staffUsers.banned,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
      lastActiveAt: max(staffSessions.updatedAt),
    })
    .from(staffUsers)
    .leftJoin(staffSessions, eq(staffSessions.userId, staffUsers.id))
    .groupBy(staffUsers.id)
    .orderBy(asc(staffUsers.email));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    cities: r.cities,
    state: r.banned ? "disabled" : r.twoFactorEnabled ? "active" : "invited",
    lastActiveAt: r.lastActiveAt ? new Date(r.lastActiveAt) : null,
  }));
}

/** The person a setup link is for, while it is unused and younger than a day. */
export async function setupTarget(db: Database, token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, banned: staffUsers.banned })
    .from(staffSetupTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSetupTokens.userId))
    .where(
      and(
        eq(staffSetupTokens.tokenHash, sha256(token)),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, now),
      ),
    );
  return row && !row.banned ? row : undefined;
}

/**
 * Step 1 of a setup link: the new password (refused when short or common). Replaces any earlier
 * password and second factor of the person; the link stays valid until the code is confirmed.
 */
export async function setPasswordFromSetup(
  db: Database,
  token: string,
  password: string,
): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  const target = await setupTarget(db, token);
  if (!target) return { ok: false, message: "This setup link has expired or was already used." };
  const problem = passwordProblem(password, target.email);
  if (problem) return { ok: false, message: PASSWORD_PROBLEM_TEXT[problem] };
  await revokeAccess(db, target.id);
  await db.insert(staffAccounts).values({
    id: randomUUID(),
    accountId: target.id,
    providerId: "credential",
    userId: target.id,
    password: await hashPassword(password),
  });
  return { ok: true, email: target.email };
}

/** Step 2 done (the first code was right): the link is used up. */
export async function finishSetup(db: Database, token: string, ip: string | null): Promise<void> {
  const target = await setupTarget(db, token);
  if (!target) return;
  await db
    .update(staffSetupTokens)
    .set({ usedAt: new Date() })
    .where(eq(staffSetupTokens.tokenHash, sha256(token)));
  await recordAudit(db, {
    action: "staff.setup",
    actorId: target.id,
    actorEmail: target.email,
    recordType: "staff",
    recordId: target.id,
    ip,
  });
}
