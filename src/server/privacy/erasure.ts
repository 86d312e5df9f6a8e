import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/src/db";
import { auditLog, crmOutbox, leadNotes, leadPhotos, leads } from "@/src/db/schema";
import { recordAudit } from "@/src/server/staff/audit";
import { changeConsents } from "./consents";
import { enqueuePrivacyEvent } from "./events";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

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
 * within `days` days. Answers the due time.
 */
export async function requestErasure(
  db: Database,
  phone: { countryCode: string; mobile: string },
  days: number,
  now: Date,
): Promise<{ dueAt: Date; leadIds: number[] }> {
  const dueAt = new Date(now.getTime() + days * 86_400_000);
  const rows = await db
    .select({ id: leads.id, eraseDueAt: leads.eraseDueAt })
    .from(leads)
    .where(
      and(
        eq(leads.countryCode, phone.countryCode),
        eq(leads.MobileNoData, phone.mobile),
        isNull(leads.erasedAt),
      ),
    );
  for (const row of rows) {
    await changeConsents(
      db,
      row.id,
      { call: false, whatsapp: false, marketing: false },
      "my_data",
      now,
    );
    await db
      .update(leads)
      .set({ eraseDueAt: row.eraseDueAt && row.eraseDueAt < dueAt ? row.eraseDueAt : dueAt })
      .where(eq(leads.id, row.id));
  }
  await recordAudit(db, {
    action: "privacy.erasure_requested",
    recordType: "lead",
    recordId: rows.map((r) => r.id).join(","),
    detail: { leads: rows.map((r) => r.id), dueAt: dueAt.toISOString() },
  });
  return { dueAt, leadIds: rows.map((r) => r.id) };
}
