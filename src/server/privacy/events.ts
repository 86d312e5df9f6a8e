import "server-only";
import type { Database } from "@/src/db";
import { crmOutbox } from "@/src/db/schema";

/** What the CRM is told when a patient changes how we may use their data. */
export type PrivacyEvent =
  | "lead.consent_changed"
  | "lead.contact_rules_changed"
  | "lead.stopped"
  | "lead.resumed"
  | "lead.erased"
  | "lead.details_corrected";

type Tx = Pick<Database, "insert">;

/**
 * Queues a privacy event for the CRM through the outbox (same transaction as the change, so the
 * CRM hears of every change, in order, at least once). The body carries the patient's current
 * consents and contact rules, never the personal fields.
 */
export async function enqueuePrivacyEvent(
  tx: Tx,
  leadId: number,
  event: PrivacyEvent,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx.insert(crmOutbox).values({
    kind: "lead_event",
    eventLeadId: leadId,
    payload: { event, ...detail },
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
}
