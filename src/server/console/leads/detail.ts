import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "@/src/db";
import { crmOutbox, leadNotes, leadPhotos, leads, leadWork, staffUsers } from "@/src/db/schema";
import { can } from "@/src/lib/console/permissions";
import type { SlaRule } from "@/src/lib/console/sla";
import { actorOf, recordAudit } from "@/src/server/staff/audit";
import { slaRule } from "../sla";
import { LeadError, rowColumns, type Scoped, scopeWhere, withSla, workInScope } from "./scope";

/** One lead as the care team reads it: its page and its photo, each read in the audit trail. */

/**
 * A lead's page: everything the patient sent, how the team works it, its CRM delivery, its
 * notes and the earlier leads from the same number. Each view is in the audit trail.
 */
export async function getLeadForStaff(
  db: Database,
  staff: Scoped,
  id: number,
  options: { now?: Date; rule?: SlaRule; audit?: boolean } = {},
) {
  if (!can(staff.role, "lead.view")) throw new LeadError(403, "Not allowed.");
  const now = options.now ?? new Date();
  const rule = options.rule ?? slaRule();
  const work = await workInScope(db, staff, id);
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) throw new LeadError(404, "No such lead.");
  const { surveyTokenHash: _secret, ...patient } = lead;
  const [assignee] = work.assigneeId
    ? await db
        .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
        .from(staffUsers)
        .where(eq(staffUsers.id, work.assigneeId))
    : [];
  const [photo] = await db
    .select({ at: leadPhotos.createdAt })
    .from(leadPhotos)
    .where(eq(leadPhotos.leadId, id));
  const [crm] = await db
    .select({
      status: crmOutbox.status,
      attempts: crmOutbox.attempts,
      lastError: crmOutbox.lastError,
      lastStatus: crmOutbox.lastStatus,
      nextAttemptAt: crmOutbox.nextAttemptAt,
      deliveredAt: crmOutbox.deliveredAt,
      updatedAt: crmOutbox.updatedAt,
    })
    .from(crmOutbox)
    .where(eq(crmOutbox.leadId, id));
  const notes = await db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      author: staffUsers.name,
    })
    .from(leadNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, leadNotes.authorId))
    .where(eq(leadNotes.leadId, id))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  const scope = scopeWhere(staff);
  const related = await db
    .select(rowColumns)
    .from(leadWork)
    .innerJoin(leads, eq(leads.id, leadWork.leadId))
    .leftJoin(staffUsers, eq(staffUsers.id, leadWork.assigneeId))
    .where(
      and(
        eq(leads.MobileNoData, lead.MobileNoData),
        eq(leads.countryCode, lead.countryCode),
        ne(leads.id, id),
        scope,
      ),
    )
    .orderBy(desc(leadWork.createdAt))
    .limit(20);
  if (options.audit !== false) {
    await recordAudit(db, {
      ...actorOf(staff),
      action: "lead.viewed",
      recordType: "lead",
      recordId: id,
    });
  }
  return {
    lead: patient,
    work: withSla(
      {
        ...work,
        consentCall: lead.consentCall,
        consentWhatsapp: lead.consentWhatsapp,
        erasedAt: lead.erasedAt,
        contactRules: lead.contactRules,
      },
      rule,
      now,
    ),
    assignee: assignee ?? null,
    hasPhoto: Boolean(photo),
    crm: crm ?? null,
    notes,
    related: related.map((r) => withSla(r, rule, now)),
  };
}
export type LeadDetail = Awaited<ReturnType<typeof getLeadForStaff>>;

/** The selfie of a lead in scope, each view in the audit trail; null when it has none. */
export async function readLeadPhoto(
  db: Database,
  staff: Scoped,
  id: number,
): Promise<{ contentType: string; data: Buffer } | null> {
  if (!can(staff.role, "lead.view")) throw new LeadError(403, "Not allowed.");
  await workInScope(db, staff, id);
  const [photo] = await db
    .select({ contentType: leadPhotos.contentType, data: leadPhotos.data })
    .from(leadPhotos)
    .where(eq(leadPhotos.leadId, id));
  if (!photo) return null;
  await recordAudit(db, {
    ...actorOf(staff),
    action: "lead.photo_viewed",
    recordType: "lead",
    recordId: id,
  });
  return { contentType: photo.contentType, data: Buffer.from(photo.data, "base64") };
}
