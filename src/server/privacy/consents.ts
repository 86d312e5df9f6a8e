import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { consentLedger, leads } from "@/src/db/schema";
import type { ContactRules } from "@/src/lib/privacy/contact-rules";
import {
  type ConsentChannel,
  type Consents,
  NOTICE_VERSION,
  PURPOSES,
  type Purpose,
} from "@/src/lib/privacy/purposes";
import { otpSecret } from "@/src/server/otp/config";
import { phoneKeyOf } from "@/src/server/otp/crypto";
import { enqueuePrivacyEvent, type PrivacyEvent } from "./events";

/** The ledger's name for a number: its HMAC, so the ledger outlives the number's erasure. */
export function ledgerPhoneKey(countryCode: string, mobile: string): string {
  return phoneKeyOf(otpSecret(), countryCode, mobile);
}

/** The ledger rows of a new lead's consents (the form's). */
export function formLedgerRows(
  consents: Consents,
  countryCode: string,
  mobile: string,
  noticeVersion: string,
) {
  const phoneKey = ledgerPhoneKey(countryCode, mobile);
  return PURPOSES.filter((p) => consents[p]).map((purpose) => ({
    phoneKey,
    purpose,
    action: "given" as const,
    noticeVersion,
    channel: "form" as const,
  }));
}

export interface LeadPrivacyState {
  id: number;
  consents: Consents;
  contactRules: ContactRules | null;
  erased: boolean;
  eraseDueAt: Date | null;
}

export function consentsOf(row: {
  consentCall: boolean;
  consentWhatsapp: boolean;
  consentMarketing: boolean;
}): Consents {
  return { call: row.consentCall, whatsapp: row.consentWhatsapp, marketing: row.consentMarketing };
}

const COLUMN = {
  call: "consentCall",
  whatsapp: "consentWhatsapp",
  marketing: "consentMarketing",
} as const satisfies Record<Purpose, keyof typeof leads.$inferSelect>;

/** The lead is gone or erased (nothing to change). */
export class LeadUnavailableError extends Error {}

/**
 * Sets some consents of one lead, in one transaction: the lead's columns, a ledger row for each
 * purpose that really changes (given or withdrawn), and one privacy event for the CRM. A change
 * to the state it already has writes nothing. Answers the lead's consents afterwards and which
 * purposes changed.
 */
export async function changeConsents(
  db: Database,
  leadId: number,
  wanted: Partial<Consents>,
  channel: ConsentChannel,
  now: Date,
  event?: PrivacyEvent,
): Promise<{ consents: Consents; changed: Purpose[] }> {
  return db.transaction((tx) => changeConsentsIn(tx, leadId, wanted, channel, now, event));
}

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** `changeConsents` inside a transaction the caller holds (erasure, the console). */
export async function changeConsentsIn(
  tx: Tx,
  leadId: number,
  wanted: Partial<Consents>,
  channel: ConsentChannel,
  now: Date,
  event?: PrivacyEvent,
): Promise<{ consents: Consents; changed: Purpose[] }> {
  const [lead] = await tx
    .select({
      consentCall: leads.consentCall,
      consentWhatsapp: leads.consentWhatsapp,
      consentMarketing: leads.consentMarketing,
      countryCode: leads.countryCode,
      mobile: leads.MobileNoData,
      erasedAt: leads.erasedAt,
      contactRules: leads.contactRules,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (!lead || lead.erasedAt) throw new LeadUnavailableError();
  const before = consentsOf(lead);
  const changed = PURPOSES.filter((p) => wanted[p] !== undefined && wanted[p] !== before[p]);
  const after = { ...before };
  for (const p of changed) after[p] = wanted[p] as boolean;
  if (changed.length === 0) return { consents: after, changed };
  await tx
    .update(leads)
    .set(Object.fromEntries(changed.map((p) => [COLUMN[p], after[p]])))
    .where(eq(leads.id, leadId));
  const phoneKey = ledgerPhoneKey(lead.countryCode, lead.mobile);
  await tx.insert(consentLedger).values(
    changed.map((purpose) => ({
      leadId,
      phoneKey,
      purpose,
      action: after[purpose] ? ("given" as const) : ("withdrawn" as const),
      noticeVersion: NOTICE_VERSION,
      channel,
      at: now,
    })),
  );
  await enqueuePrivacyEvent(
    tx,
    leadId,
    event ?? "lead.consent_changed",
    { consents: after, contactRules: lead.contactRules ?? null, channel },
    now,
  );
  return { consents: after, changed };
}

/** Every ledger row of a lead, oldest first (My data, the console, tests). */
export async function ledgerOf(db: Database, leadId: number) {
  return db
    .select()
    .from(consentLedger)
    .where(eq(consentLedger.leadId, leadId))
    .orderBy(consentLedger.at, consentLedger.id);
}
