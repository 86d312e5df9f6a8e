import "server-only";
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Database } from "@/src/db";
import { auditLog } from "@/src/db/schema";

/**
 * The audit trail's one writer. Entries are never changed or deleted by the application (the
 * table refuses it: migration 0021); admins read them at /console/audit.
 */
export type AuditAction =
  | "staff.sign_in"
  | "staff.sign_in_failed"
  /** Failures for emails with no account: a summary at 10, 100, 1,000, 10,000 addresses an hour. */
  | "staff.sign_in_failures_unknown"
  /** An account's wrong passwords across addresses passed 20 in an hour (an alert). */
  | "staff.sign_in_throttled"
  /** 10 wrong codes in a row locked the account's second factor for 15 minutes (an alert). */
  | "staff.two_factor_locked"
  | "staff.sign_out"
  | "staff.setup"
  | "staff.added"
  | "staff.disabled"
  | "staff.reset"
  | "staff.updated"
  | "lead.viewed"
  | "lead.photo_viewed"
  | "lead.updated"
  | "lead.note_added"
  | "lead.assigned"
  | "lead.crm_retried"
  | "leads.exported"
  | "queue.updated"
  | "content.draft_saved"
  | "content.submitted"
  | "content.signed_off"
  | "content.sign_off_refused"
  /** A reviewer sent a medical change back to its editor, with the reason. */
  | "content.sent_back"
  | "content.published"
  | "content.reverted"
  | "content.discarded"
  | "content.imported"
  | "content.exported"
  | "content.reviewer_linked"
  | "content.fact_rechecked"
  | "privacy.erasure_requested"
  | "privacy.lead_erased"
  | "privacy.photos_deleted"
  | "privacy.consent_recorded";

export interface AuditEntry {
  action: AuditAction;
  actorId?: string | null;
  actorEmail?: string | null;
  recordType?: string;
  recordId?: string | number;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** The person an entry is about doing something: a signed-in staff member, or an operator. */
export type AuditActor = Pick<AuditEntry, "actorId" | "actorEmail" | "ip">;

/** The actor fields of an entry, from a staff member as sessions and sign-in know them. */
export function actorOf(person: {
  id: string | null;
  email: string | null;
  ip?: string | null;
}): AuditActor {
  return { actorId: person.id, actorEmail: person.email, ip: person.ip ?? null };
}

export async function recordAudit(db: Pick<Database, "insert">, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    recordType: entry.recordType ?? null,
    recordId: entry.recordId === undefined ? null : String(entry.recordId),
    ip: entry.ip ?? null,
    detail: entry.detail ?? {},
  });
}

export interface AuditFilter {
  action?: string;
  actorId?: string;
  recordType?: string;
  recordId?: string;
  from?: Date;
  to?: Date;
  /** Entries older than this id (paging backwards in time). */
  before?: number;
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(db: Database, filter: AuditFilter = {}) {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.recordType) where.push(eq(auditLog.recordType, filter.recordType));
  if (filter.recordId) where.push(eq(auditLog.recordId, filter.recordId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
}
