import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { leads } from "@/src/db/schema";
import type { Consents, Purpose } from "@/src/lib/privacy/purposes";
import { changeConsents, consentsOf, LeadUnavailableError } from "./consents";
import { leadOfStopToken } from "./links";

export interface StopResult {
  leadId: number;
  /** The purposes this tap withdrew (empty: all were already off). */
  stopped: Purpose[];
  consents: Consents;
}

/** Null for a forged, altered or unknown link, and for an erased request. */
async function leadOf(db: Database, token: string): Promise<number | null> {
  const leadId = leadOfStopToken(token);
  if (leadId === undefined) return null;
  const [lead] = await db
    .select({ id: leads.id, erasedAt: leads.erasedAt })
    .from(leads)
    .where(eq(leads.id, leadId));
  return lead && !lead.erasedAt ? lead.id : null;
}

/** What a stop link's page shows before anything is done. */
export async function stopLinkState(
  db: Database,
  token: string,
): Promise<{ leadId: number; consents: Consents } | null> {
  const leadId = await leadOf(db, token);
  if (leadId === null) return null;
  const [lead] = await db
    .select({
      consentCall: leads.consentCall,
      consentWhatsapp: leads.consentWhatsapp,
      consentMarketing: leads.consentMarketing,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  return lead ? { leadId, consents: consentsOf(lead) } : null;
}

/**
 * The stop link: withdraws every consent of this one request at once (call, WhatsApp, tips).
 * `undo` gives back what the last stop took (call always: it was given with the form; the
 * optional ones only if the patient had them before, as the page passes them back).
 */
export async function stopByLink(
  db: Database,
  token: string,
  now: Date,
): Promise<StopResult | null> {
  const leadId = await leadOf(db, token);
  if (leadId === null) return null;
  try {
    const { consents, changed } = await changeConsents(
      db,
      leadId,
      { call: false, whatsapp: false, marketing: false },
      "stop_link",
      now,
      "lead.stopped",
    );
    return { leadId, stopped: changed, consents };
  } catch (error) {
    if (error instanceof LeadUnavailableError) return null;
    throw error;
  }
}

export async function undoStopByLink(
  db: Database,
  token: string,
  restore: Purpose[],
  now: Date,
): Promise<StopResult | null> {
  const leadId = await leadOf(db, token);
  if (leadId === null) return null;
  const wanted: Partial<Consents> = { call: true };
  for (const p of restore) wanted[p] = true;
  try {
    const { consents, changed } = await changeConsents(
      db,
      leadId,
      wanted,
      "stop_link",
      now,
      "lead.resumed",
    );
    return { leadId, stopped: changed, consents };
  } catch (error) {
    if (error instanceof LeadUnavailableError) return null;
    throw error;
  }
}
