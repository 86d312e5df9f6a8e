import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/src/db";
import { auditLog, crmOutbox, leadNotes, leadPhotos, leads } from "@/src/db/schema";
import { recordAudit } from "@/src/server/staff/audit";
import { changeConsentsIn, type Tx } from "./consents";
import { enqueuePrivacyEvent } from "./events";

/**
 * Erases one lead's personal data, keeping an anonymised row for counts and the audit trail:
 * name, mobile, e-mail, free text, network and device details, survey answers, attribution and
 * the photo go; city, treatment, page, dates and status stay. The CRM outbox's copy of the
 * payload is dropped and an erase event tells the CRM to do the same. Idempotent.
 */
export async function eraseLead(
  tx: Tx,
  leadId: number,
  by: "patient" | "retention",
  now: Date,
): Promise<boolean> {
  const [erased] = await tx
    .update(leads)
    .set({
      NameData: "",
      MobileNoData: "",
      EmailIdData: null,
      QueryData: null,
      Remark: null,
      ip: null,
      userAgent: null,
      visitorId: null,
      GCLID: null,
      TBCLID: null,
      locality: null,
      height: null,
      weight: null,
      bmi: null,
      Monthly_Salary: null,
      Callback_Input: null,
      report: null,
      survey: null,
      attribution: {},
      surveyTokenHash: null,
      contactRules: null,
      consentCall: false,
      consentWhatsapp: false,
      consentMarketing: false,
      confirmationSms: null,
      erasedAt: now,
      erasedBy: by,
    })
    .where(and(eq(leads.id, leadId), isNull(leads.erasedAt)))
    .returning({ id: leads.id });
  if (!erased) return false;
  await tx.delete(leadPhotos).where(eq(leadPhotos.leadId, leadId));
  // Staff notes are free text about the patient: they go too.
  await tx.delete(leadNotes).where(eq(leadNotes.leadId, leadId));
  await tx
    .update(crmOutbox)
    .set({ payload: null, updatedAt: now })
    .where(eq(crmOutbox.leadId, leadId));
  await enqueuePrivacyEvent(tx, leadId, "lead.erased", { erasedBy: by }, now);
  await tx.insert(auditLog).values({
    action: "privacy.lead_erased",
    recordType: "lead",
    recordId: String(leadId),
    detail: { by, fields: "name, mobile, email, free text, photo, survey, notes" },
    at: now,
  });
  return true;
}

/**
 * The patient's erasure request (My data, confirmed with an OTP): every request of this number
 * stops at once (all consents withdrawn, in the ledger) and is erased by the retention job
 * within `days` days. One transaction: the consents, the due dates and the audit entry are all
 * written or none is (a failure half-way leaves no request half stopped). Answers the due time.
 */
export async function requestErasure(
  db: Database,
  phone: { countryCode: string; mobile: string },
  days: number,
  now: Date,
): Promise<{ dueAt: Date; leadIds: number[] }> {
  const dueAt = new Date(now.getTime() + days * 86_400_000);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: leads.id, eraseDueAt: leads.eraseDueAt })
      .from(leads)
      .where(
        and(
          eq(leads.countryCode, phone.countryCode),
          eq(leads.MobileNoData, phone.mobile),
          isNull(leads.erasedAt),
        ),
      )
      .orderBy(leads.id)
      .for("update");
    for (const row of rows) {
      await changeConsentsIn(
        tx,
        row.id,
        { call: false, whatsapp: false, marketing: false },
        "my_data",
        now,
      );
      await tx
        .update(leads)
        .set({ eraseDueAt: row.eraseDueAt && row.eraseDueAt < dueAt ? row.eraseDueAt : dueAt })
        .where(eq(leads.id, row.id));
    }
    await recordAudit(tx, {
      action: "privacy.erasure_requested",
      recordType: "lead",
      recordId: rows.map((r) => r.id).join(","),
      detail: { leads: rows.map((r) => r.id), dueAt: dueAt.toISOString() },
    });
    return { dueAt, leadIds: rows.map((r) => r.id) };
  });
}

/**
 * Which personal data of one lead is still stored, by name only (never the values): the
 * operator's proof that an erasure happened (`npm run staff -- erasure-check ID`, the browser
 * test). Undefined for an unknown lead.
 */
export async function personalDataLeft(
  db: Database,
  leadId: number,
): Promise<{ erasedBy: "patient" | "retention" | null; fields: string[] } | undefined> {
  const [lead] = await db
    .select({
      name: leads.NameData,
      mobile: leads.MobileNoData,
      email: leads.EmailIdData,
      message: leads.QueryData,
      remark: leads.Remark,
      ip: leads.ip,
      userAgent: leads.userAgent,
      survey: leads.survey,
      contactRules: leads.contactRules,
      erasedBy: leads.erasedBy,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return undefined;
  const { erasedBy, ...personal } = lead;
  const fields = Object.entries(personal)
    .filter(([, v]) => v !== null && v !== "")
    .map(([k]) => k);
  const photos = await db
    .select({ id: leadPhotos.leadId })
    .from(leadPhotos)
    .where(eq(leadPhotos.leadId, leadId));
  if (photos.length > 0) fields.push("photo");
  const notes = await db
    .select({ id: leadNotes.id })
    .from(leadNotes)
    .where(eq(leadNotes.leadId, leadId));
  if (notes.length > 0) fields.push("notes");
  return { erasedBy: erasedBy ?? null, fields };
}
