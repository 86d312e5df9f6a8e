import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { crmOutbox, leadEvents, leadNotes, leads, leadWork, staffUsers } from "@/src/db/schema";
import { isCloseReason, isLeadStatus } from "@/src/lib/console/lead-filters";
import { can } from "@/src/lib/console/permissions";
import { contactDecision } from "@/src/lib/privacy/contact-rules";
import { actorOf, recordAudit } from "@/src/server/staff/audit";
import { recomputeDue } from "./due";
import { LeadError, type Scoped, workInScope } from "./scope";

/** Working a lead: status, notes, taking and assigning it, retrying its CRM delivery. */

export interface LeadWorkChange {
  status?: string;
  closeReason?: string | null;
  /** null clears it; undefined leaves it. */
  nextCallAt?: Date | null;
  note?: string;
}

export const NOTE_MAX = 2000;

/**
 * Status, next call time and a note. Closed needs a reason (and only closed has one); the first
 * move out of "new" stamps the first contact, once: it stops the service-level clock.
 */
export async function updateLeadWork(
  db: Database,
  staff: Scoped,
  id: number,
  change: LeadWorkChange,
  now = new Date(),
): Promise<void> {
  if (!can(staff.role, "lead.work")) throw new LeadError(403, "Not allowed.");
  const work = await workInScope(db, staff, id);
  const set: Partial<typeof leadWork.$inferInsert> = {};
  const detail: Record<string, unknown> = {};
  if (change.status !== undefined && change.status !== work.status) {
    if (!isLeadStatus(change.status)) throw new LeadError(400, "Unknown status.");
    set.status = change.status;
    detail.status = { from: work.status, to: change.status };
  }
  const status = set.status ?? work.status;
  if (status === "closed") {
    const reason = change.closeReason ?? work.closeReason;
    if (!isCloseReason(reason)) throw new LeadError(400, "Choose why the lead is closed.");
    if (reason !== work.closeReason) {
      set.closeReason = reason;
      detail.closeReason = reason;
    }
  } else if (work.closeReason) {
    set.closeReason = null;
  }
  // coalesce: two colleagues saving at once still stamp it once.
  const stampFirstContact = Boolean(set.status && set.status !== "new" && !work.firstContactAt);
  if (change.nextCallAt !== undefined) {
    const before = work.nextCallAt ? new Date(work.nextCallAt).getTime() : null;
    const after = change.nextCallAt ? change.nextCallAt.getTime() : null;
    if (after !== null && !Number.isFinite(after)) throw new LeadError(400, "Not a time.");
    if (before !== after) {
      set.nextCallAt = change.nextCallAt;
      detail.nextCallAt = change.nextCallAt?.toISOString() ?? null;
    }
  }
  const note = change.note?.trim() ?? "";
  if (note.length > NOTE_MAX)
    throw new LeadError(400, `A note has at most ${NOTE_MAX} characters.`);
  if (!Object.keys(set).length) {
    if (note) await addLeadNote(db, staff, id, note);
    return;
  }
  // The change, its story (CS-110), its due time (CS-106) and its audit entry: all or none.
  await db.transaction(async (tx) => {
    await tx
      .update(leadWork)
      .set({
        ...set,
        ...(stampFirstContact
          ? {
              firstContactAt: sql`coalesce(${leadWork.firstContactAt}, ${now.toISOString()}::timestamptz)`,
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(leadWork.leadId, id));
    const events: (typeof leadEvents.$inferInsert)[] = [];
    if (detail.status || detail.closeReason) {
      events.push({
        leadId: id,
        at: now,
        kind: "status",
        by: "staff",
        actorId: staff.id,
        detail: {
          from: work.status,
          to: set.status ?? work.status,
          ...(set.closeReason ? { closeReason: set.closeReason } : {}),
        },
      });
    }
    if ("nextCallAt" in detail) {
      events.push({
        leadId: id,
        at: now,
        kind: "callback",
        by: "staff",
        actorId: staff.id,
        detail: { nextCallAt: detail.nextCallAt },
      });
    }
    if (events.length) await tx.insert(leadEvents).values(events);
    await recomputeDue(tx, [id]);
    await recordAudit(tx, {
      ...actorOf(staff),
      action: "lead.updated",
      recordType: "lead",
      recordId: id,
      detail,
    });
    if (note) await insertNote(tx, staff, id, note);
  });
}

/** A note and its audit entry (its place in the story is written by migration 0034's trigger). */
async function insertNote(
  db: Pick<Database, "insert">,
  staff: Scoped,
  id: number,
  text: string,
): Promise<void> {
  const [row] = await db
    .insert(leadNotes)
    .values({ leadId: id, authorId: staff.id, body: text })
    .returning({ id: leadNotes.id });
  await recordAudit(db, {
    ...actorOf(staff),
    action: "lead.note_added",
    recordType: "lead",
    recordId: id,
    detail: { noteId: row?.id, length: text.length },
  });
}

export async function addLeadNote(
  db: Database,
  staff: Scoped,
  id: number,
  body: string,
): Promise<void> {
  if (!can(staff.role, "lead.work")) throw new LeadError(403, "Not allowed.");
  await workInScope(db, staff, id);
  const text = body.trim();
  if (!text) throw new LeadError(400, "The note is empty.");
  if (text.length > NOTE_MAX)
    throw new LeadError(400, `A note has at most ${NOTE_MAX} characters.`);
  await insertNote(db, staff, id, text);
}

/** An agent takes an unassigned lead of their scope; two at once: the first wins. */
export async function takeLead(db: Database, staff: Scoped, id: number): Promise<void> {
  if (!can(staff.role, "lead.take")) throw new LeadError(403, "Not allowed.");
  const work = await workInScope(db, staff, id);
  if (work.assigneeId === staff.id) return;
  if (work.assigneeId) throw new LeadError(409, "Someone else has taken this lead.");
  const taken = await db
    .update(leadWork)
    .set({ assigneeId: staff.id, updatedAt: new Date() })
    .where(and(eq(leadWork.leadId, id), isNull(leadWork.assigneeId)))
    .returning({ id: leadWork.leadId });
  if (!taken.length) throw new LeadError(409, "Someone else has taken this lead.");
  await db.insert(leadEvents).values({
    leadId: id,
    kind: "assigned",
    by: "staff",
    actorId: staff.id,
    detail: { from: null, to: staff.id, taken: true },
  });
  await recordAudit(db, {
    ...actorOf(staff),
    action: "lead.assigned",
    recordType: "lead",
    recordId: id,
    detail: { from: null, to: staff.id, taken: true },
  });
}

/** Who a supervisor may assign leads to: active agents and supervisors. */
export async function assignableStaff(db: Database) {
  return db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
    })
    .from(staffUsers)
    .where(
      and(
        inArray(staffUsers.role, ["agent", "supervisor"]),
        eq(staffUsers.banned, false),
        eq(staffUsers.twoFactorEnabled, true),
      ),
    )
    .orderBy(asc(staffUsers.name));
}

/** A supervisor assigns a lead to an active agent or supervisor, or to nobody (null). */
export async function assignLead(
  db: Database,
  staff: Scoped,
  id: number,
  assigneeId: string | null,
): Promise<void> {
  if (!can(staff.role, "lead.assign")) throw new LeadError(403, "Not allowed.");
  const work = await workInScope(db, staff, id);
  if (assigneeId) {
    const [target] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(
        and(
          eq(staffUsers.id, assigneeId),
          inArray(staffUsers.role, ["agent", "supervisor"]),
          eq(staffUsers.banned, false),
        ),
      );
    if (!target) throw new LeadError(400, "Leads go to active agents and supervisors only.");
  }
  if (work.assigneeId === assigneeId) return;
  await db.transaction(async (tx) => {
    await tx
      .update(leadWork)
      .set({ assigneeId, updatedAt: new Date() })
      .where(eq(leadWork.leadId, id));
    await tx.insert(leadEvents).values({
      leadId: id,
      kind: "assigned",
      by: "staff",
      actorId: staff.id,
      detail: { from: work.assigneeId, to: assigneeId },
    });
    await recordAudit(tx, {
      ...actorOf(staff),
      action: "lead.assigned",
      recordType: "lead",
      recordId: id,
      detail: { from: work.assigneeId, to: assigneeId },
    });
  });
}

/** A dead letter goes back to the queue, due now, with a fresh count of attempts. */
export async function retryCrmDelivery(db: Database, staff: Scoped, id: number): Promise<void> {
  if (!can(staff.role, "lead.work")) throw new LeadError(403, "Not allowed.");
  await workInScope(db, staff, id);
  const [before] = await db
    .select({ attempts: crmOutbox.attempts, lastError: crmOutbox.lastError })
    .from(crmOutbox)
    .where(and(eq(crmOutbox.leadId, id), eq(crmOutbox.status, "dead")));
  if (!before) throw new LeadError(409, "Only a failed delivery can be retried.");
  const moved = await db
    .update(crmOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(crmOutbox.leadId, id), eq(crmOutbox.status, "dead")))
    .returning({ id: crmOutbox.id });
  if (!moved.length) throw new LeadError(409, "Only a failed delivery can be retried.");
  await db.insert(leadEvents).values({
    leadId: id,
    kind: "crm",
    by: "staff",
    actorId: staff.id,
    detail: { status: "retried" },
  });
  await recordAudit(db, {
    ...actorOf(staff),
    action: "lead.crm_retried",
    recordType: "lead",
    recordId: id,
    detail: { attempts: before.attempts, lastError: before.lastError },
  });
}

/**
 * A tap on the lead's Call or WhatsApp button, in its story (CS-110). Refused (409) when the
 * contact decision does not allow that action now (DP-29): the button was not shown, so a tap
 * from a stale page must not read as a contact.
 */
export async function recordContactTap(
  db: Database,
  staff: Scoped,
  id: number,
  via: string,
  now = new Date(),
): Promise<void> {
  if (!can(staff.role, "lead.work")) throw new LeadError(403, "Not allowed.");
  if (via !== "call" && via !== "whatsapp") throw new LeadError(400, "Say call or whatsapp.");
  await workInScope(db, staff, id);
  const [lead] = await db
    .select({
      consentCall: leads.consentCall,
      consentWhatsapp: leads.consentWhatsapp,
      erasedAt: leads.erasedAt,
      rules: leads.contactRules,
    })
    .from(leads)
    .where(eq(leads.id, id));
  if (!lead) throw new LeadError(404, "No such lead.");
  const decision = contactDecision(
    {
      consentCall: lead.consentCall,
      consentWhatsapp: lead.consentWhatsapp,
      erased: lead.erasedAt !== null,
      rules: lead.rules,
    },
    now,
  );
  if (decision.refusals[via] !== undefined) {
    throw new LeadError(409, "The patient may not be contacted this way now.");
  }
  await db
    .insert(leadEvents)
    .values({ leadId: id, at: now, kind: via, by: "staff", actorId: staff.id });
}
