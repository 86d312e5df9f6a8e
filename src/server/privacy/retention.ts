import "server-only";
import { and, eq, inArray, isNotNull, isNull, lt, lte, notInArray } from "drizzle-orm";
import type { Database } from "@/src/db";
import { auditLog, leadPhotos, leads, leadWork } from "@/src/db/schema";
import {
  APPOINTMENT_STATUSES,
  daysBefore,
  monthsBefore,
  RETENTION,
} from "@/src/lib/privacy/retention";
import { format, getMessages } from "@/src/lib/i18n";
import { logger, maskMobile, safeErrorFields } from "@/src/server/log";
import type { SmsSender } from "@/src/server/sms";
import { eraseLead } from "./erasure";

export interface RetentionResult {
  photosDeleted: number;
  leadsAnonymised: number;
  erasuresDone: number;
  /** Numbers told by SMS that their erasure is done (one SMS per number). */
  patientsTold: number;
}

/** The erasure-done SMS: a fixed template with one variable (the request numbers). */
export function erasureDoneText(leadIds: number[], language: string | null): string {
  const locale = language === "hi" ? "hi" : "en";
  return format(getMessages(locale).privacy.sms.erased, { ids: leadIds.join(", ") });
}

const BATCH = 200;

/**
 * The retention job (daily, from the periodic maintenance): the schedule of
 * src/lib/privacy/retention.ts at the injected time `now`. Each step works in batches and writes
 * what it erased to the audit trail. OTP records and sessions are pruned by their own steps of
 * the maintenance; the audit trail is never pruned here (its table keeps entries a year).
 */
export async function runRetention(
  db: Database,
  now: Date,
  options: { sms?: SmsSender } = {},
): Promise<RetentionResult> {
  const result: RetentionResult = {
    photosDeleted: 0,
    leadsAnonymised: 0,
    erasuresDone: 0,
    patientsTold: 0,
  };

  // 1. Selfies: 30 days after the lead was closed (lead_work.updated_at of a closed lead is at or
  //    after its closing, so a photo is never deleted early).
  const photoCutoff = daysBefore(now, RETENTION.photoDaysAfterClose);
  for (;;) {
    const due = await db
      .select({ leadId: leadPhotos.leadId })
      .from(leadPhotos)
      .innerJoin(leadWork, eq(leadWork.leadId, leadPhotos.leadId))
      .where(and(eq(leadWork.status, "closed"), lt(leadWork.updatedAt, photoCutoff)))
      .limit(BATCH);
    if (due.length === 0) break;
    const ids = due.map((r) => r.leadId);
    await db.transaction(async (tx) => {
      await tx.delete(leadPhotos).where(inArray(leadPhotos.leadId, ids));
      await tx.insert(auditLog).values({
        action: "privacy.photos_deleted",
        recordType: "lead",
        recordId: ids.join(",").slice(0, 500),
        detail: { leads: ids, rule: `${RETENTION.photoDaysAfterClose} days after close` },
        at: now,
      });
    });
    result.photosDeleted += ids.length;
    if (due.length < BATCH) break;
  }

  // 2. Leads that never became an appointment: anonymised 18 months after they came in.
  const leadCutoff = monthsBefore(now, RETENTION.leadMonthsWithoutAppointment);
  for (;;) {
    const due = await db
      .select({ id: leads.id })
      .from(leads)
      .innerJoin(leadWork, eq(leadWork.leadId, leads.id))
      .where(
        and(
          isNull(leads.erasedAt),
          lt(leads.createdAt, leadCutoff),
          notInArray(leadWork.status, [...APPOINTMENT_STATUSES]),
        ),
      )
      .limit(BATCH);
    for (const row of due) {
      if (await db.transaction((tx) => eraseLead(tx, row.id, "retention", now))) {
        result.leadsAnonymised++;
      }
    }
    if (due.length < BATCH) break;
  }

  // 3. The patients' erasure requests (My data): carried out at the first run after the request;
  //    `erase_due_at` is the deadline promised to the patient (PRIVACY_ERASURE_DAYS).
  //    The patient is told when it is done, by one SMS per number. Order, so that the number is
  //    kept nowhere: (a) in the erasing transaction, read the number and language under the row
  //    lock, (b) erase and commit, (c) send one SMS from memory, (d) drop it. It is never written
  //    to a table, an outbox or a log (a failure logs the masked number only); a crash between
  //    (b) and (c) loses the message rather than keep the number.
  const told = new Map<string, { to: string; language: string | null; ids: number[] }>();
  for (;;) {
    const due = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(isNotNull(leads.eraseDueAt), isNull(leads.erasedAt), lte(leads.createdAt, now)))
      .limit(BATCH);
    for (const row of due) {
      const erased = await db.transaction(async (tx) => {
        const [lead] = await tx
          .select({
            countryCode: leads.countryCode,
            mobile: leads.MobileNoData,
            language: leads.PageLanguage,
            rules: leads.contactRules,
          })
          .from(leads)
          .where(eq(leads.id, row.id))
          .for("update");
        return lead && (await eraseLead(tx, row.id, "patient", now)) ? lead : undefined;
      });
      if (!erased) continue;
      result.erasuresDone++;
      if (!erased.mobile) continue;
      const to = `+${erased.countryCode}${erased.mobile}`;
      const entry = told.get(to) ?? {
        to,
        language: erased.rules?.language ?? erased.language,
        ids: [],
      };
      entry.ids.push(row.id);
      told.set(to, entry);
    }
    if (due.length < BATCH) break;
  }
  if (options.sms) {
    for (const entry of told.values()) {
      try {
        await options.sms.send({ to: entry.to, text: erasureDoneText(entry.ids, entry.language) });
        result.patientsTold++;
      } catch (error) {
        logger.warn(
          { err: safeErrorFields(error), leads: entry.ids, mobileMasked: maskMobile(entry.to) },
          "erasure-done SMS failed",
        );
      }
    }
  }
  told.clear();
  return result;
}
