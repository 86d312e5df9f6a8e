import "server-only";
import { and, count, desc, eq, gt, gte, lte } from "drizzle-orm";
import type { Database } from "@/src/db";
import { consentLedger, leads } from "@/src/db/schema";
import { type Consents, PURPOSES, type Purpose } from "@/src/lib/privacy/purposes";
import {
  changeConsents,
  changeConsentsIn,
  consentsOf,
  LeadUnavailableError,
  type Tx,
} from "./consents";
import { leadOfStopToken } from "./links";

/**
 * Undos one stop link may make in 24 hours. A stop and its undo each write ledger rows and a CRM
 * event, and the link travels in an SMS anyone may forward: without a cap its holder could grow
 * the ledger and the outbox without bound by tapping stop, undo, stop, undo. A stop is never
 * refused (a patient who wants no contact must always get it) and writes nothing when nothing is
 * left to withdraw, so capping the undo bounds both: per request and day at most this many undos
 * and one stop more. Counted in rows: a full stop's undo gives three purposes back, so three such
 * undos (or nine of a one-purpose stop) a day.
 */
export const UNDOS_PER_DAY = 3;
/** The cap counted in ledger rows (an undo gives back one to three purposes): bounded writes. */
const UNDONE_PURPOSES_PER_DAY = UNDOS_PER_DAY * PURPOSES.length;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An undo past UNDOS_PER_DAY: the page says so and points to My data; nothing is written. */
export class UndoLimitError extends Error {
  constructor(readonly leadId: number) {
    super(`stop link undo limit reached for lead ${leadId}`);
  }
}

export interface StopResult {
  leadId: number;
  /** The purposes this tap withdrew, or its undo gave back (empty: nothing changed). */
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

/** The stop link: withdraws every consent of this one request at once (call, WhatsApp, tips). */
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

/**
 * The stop link's undo: gives back exactly what the link's last stop withdrew, as the consent
 * ledger records it, and nothing else. Whatever the request names is not read: the link travels
 * in an SMS that can be forwarded, and its holder must never be able to opt the patient into
 * anything (an undo with no stop before it, or a second undo, changes nothing). A purpose comes
 * back only while that stop's withdrawal is still its latest row, so a choice the patient or the
 * care team made after the stop stands.
 */
export async function undoStopByLink(
  db: Database,
  token: string,
  now: Date,
): Promise<StopResult | null> {
  const leadId = await leadOf(db, token);
  if (leadId === null) return null;
  try {
    const { consents, changed } = await db.transaction(async (tx) => {
      // The lead's row first, as every consent change locks it: the ledger read below and the
      // change see one state.
      await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("update");
      const [recent] = await tx
        .select({ given: count() })
        .from(consentLedger)
        .where(
          and(
            stopLinkRows(leadId, "given"),
            gte(consentLedger.at, new Date(now.getTime() - DAY_MS)),
          ),
        );
      if ((recent?.given ?? 0) >= UNDONE_PURPOSES_PER_DAY) throw new UndoLimitError(leadId);
      const restore = await withdrawnByLastStop(tx, leadId);
      const wanted: Partial<Consents> = {};
      for (const p of restore) wanted[p] = true;
      return changeConsentsIn(tx, leadId, wanted, "stop_link", now, "lead.resumed");
    });
    return { leadId, stopped: changed, consents };
  } catch (error) {
    if (error instanceof LeadUnavailableError) return null;
    throw error;
  }
}

/** The lead's ledger rows written by its stop link: its stops' withdrawals or its undos' gifts. */
function stopLinkRows(leadId: number, action: "given" | "withdrawn") {
  return and(
    eq(consentLedger.leadId, leadId),
    eq(consentLedger.channel, "stop_link"),
    eq(consentLedger.action, action),
  );
}

/**
 * The purposes the lead's last stop withdrew that nothing has changed since. A stop's rows are
 * the lead's consecutive stop-link withdrawals (one statement, at most one per purpose); two stops
 * are always parted by a row that gave something back, since a stop of a request with nothing
 * left to withdraw writes no row.
 */
async function withdrawnByLastStop(tx: Tx, leadId: number): Promise<Purpose[]> {
  const isStop = (row: { channel: string; action: string }) =>
    row.channel === "stop_link" && row.action === "withdrawn";
  const [last] = await tx
    .select({ id: consentLedger.id })
    .from(consentLedger)
    .where(stopLinkRows(leadId, "withdrawn"))
    .orderBy(desc(consentLedger.id))
    .limit(1);
  if (!last) return [];
  const upToStop = await tx
    .select({
      purpose: consentLedger.purpose,
      channel: consentLedger.channel,
      action: consentLedger.action,
    })
    .from(consentLedger)
    .where(and(eq(consentLedger.leadId, leadId), lte(consentLedger.id, last.id)))
    .orderBy(desc(consentLedger.id))
    .limit(PURPOSES.length);
  const stopped = new Set<Purpose>();
  for (const row of upToStop) {
    if (!isStop(row)) break;
    stopped.add(row.purpose);
  }
  const changedSince = await tx
    .selectDistinct({ purpose: consentLedger.purpose })
    .from(consentLedger)
    .where(and(eq(consentLedger.leadId, leadId), gt(consentLedger.id, last.id)));
  for (const row of changedSince) stopped.delete(row.purpose);
  return PURPOSES.filter((p) => stopped.has(p));
}
