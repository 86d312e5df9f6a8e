import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { leads } from "@/src/db/schema";
import { siteConfig } from "@/src/config/site";
import { withCallbackPromise } from "@/src/lib/callback-promise";
import { format, getMessages } from "@/src/lib/i18n";
import { logger, maskMobile, safeErrorFields } from "@/src/server/log";
import type { SmsSender } from "@/src/server/sms";
import { stopPath } from "./links";

/**
 * The one confirmation SMS after a lead: that we received it, when to expect a call, and the
 * stop link. Its wording is a fixed template with two variables ({id}, {link}), as a DLT
 * registration needs: the callback promise in it is filled from the one setting
 * (`siteConfig.callback`, TY-10) and is the same in every SMS of a deployment. The link stops
 * contact about this request only, and the SMS says so (DP-27). Hindi for leads made on Hindi pages.
 */
export function confirmationText(leadId: number, siteUrl: string, language: string | null) {
  const locale = language === "hi" ? "hi" : "en";
  const link = `${siteUrl.replace(/\/$/, "")}${stopPath(leadId, locale)}`;
  const template = withCallbackPromise(
    getMessages(locale).privacy.sms.confirmation,
    siteConfig.callback,
    locale,
  );
  return format(template, { id: leadId, link });
}

const BATCH = 20;

/**
 * Sends the due confirmation SMS (run by the CRM worker's loop, never in the patient's request).
 * A purpose withdrawn is never used: a lead whose "call" consent is off (stopped) or that is
 * erased gets no SMS ("skipped"). Each row is claimed with SKIP LOCKED and marked before sending,
 * so two instances never send one twice; a provider failure is marked "failed" (no retry storm).
 */
export async function sendDueConfirmations(
  db: Database,
  sms: SmsSender,
  siteUrl: string,
): Promise<{ sent: number; skipped: number; failed: number }> {
  const result = { sent: 0, skipped: 0, failed: 0 };
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: leads.id,
        mobile: leads.MobileNoData,
        countryCode: leads.countryCode,
        consentCall: leads.consentCall,
        erasedAt: leads.erasedAt,
        language: leads.PageLanguage,
        rules: leads.contactRules,
      })
      .from(leads)
      .where(eq(leads.confirmationSms, "pending"))
      .orderBy(leads.id)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    const skip = rows.filter((r) => !r.consentCall || r.erasedAt || r.rules?.doNotContact);
    const send = rows.filter((r) => !skip.includes(r));
    if (skip.length > 0) {
      await tx
        .update(leads)
        .set({ confirmationSms: "skipped" })
        .where(
          inArray(
            leads.id,
            skip.map((r) => r.id),
          ),
        );
    }
    if (send.length > 0) {
      await tx
        .update(leads)
        .set({ confirmationSms: "sent" })
        .where(
          inArray(
            leads.id,
            send.map((r) => r.id),
          ),
        );
    }
    result.skipped = skip.length;
    return send;
  });
  for (const row of claimed) {
    try {
      await sms.send({
        to: `+${row.countryCode}${row.mobile}`,
        text: confirmationText(row.id, siteUrl, row.rules?.language ?? row.language),
      });
      result.sent++;
    } catch (error) {
      result.failed++;
      await db.update(leads).set({ confirmationSms: sql`'failed'` }).where(eq(leads.id, row.id));
      logger.warn(
        { err: safeErrorFields(error), leadId: row.id, mobileMasked: maskMobile(row.mobile) },
        "lead confirmation SMS failed",
      );
    }
  }
  return result;
}
