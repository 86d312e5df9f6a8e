import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { type CrmOutboxKind, crmOutbox, leads, partnerEnquiries } from "@/src/db/schema";
import { PRUNE_BATCH, repeatInBatches } from "@/src/db/prune";
import { type ContactRules, contactDecision } from "@/src/lib/privacy/contact-rules";
import { logger } from "@/src/server/log";
import { backoffMs, type CrmConfig } from "./config";
import { CRM_HEADERS, signCrmBody } from "./signature";

/**
 * How each kind of outbox entry is delivered: the event name, the body's id and record keys, the
 * CRM's idempotency key prefix and the id header. One worker delivers every kind.
 */
export const OUTBOX_KINDS = {
  lead: {
    event: "lead.created",
    idKey: "leadId",
    recordKey: "lead",
    idempotencyPrefix: "lead",
    idHeader: CRM_HEADERS.leadId,
  },
  partner_enquiry: {
    event: "partner_enquiry.created",
    idKey: "enquiryId",
    recordKey: "enquiry",
    idempotencyPrefix: "partner-enquiry",
    idHeader: CRM_HEADERS.enquiryId,
  },
  // A patient's privacy change about a lead (src/server/privacy/events.ts): the event name is in
  // the payload; several per lead, so their idempotency key is the outbox row's own id.
  lead_event: {
    event: "lead.privacy",
    idKey: "leadId",
    recordKey: "change",
    idempotencyPrefix: "lead-event",
    idHeader: CRM_HEADERS.leadId,
  },
} as const satisfies Record<
  CrmOutboxKind,
  { event: string; idKey: string; recordKey: string; idempotencyPrefix: string; idHeader: string }
>;

export interface ClaimedEntry {
  /** The outbox row's own id. */
  id: number;
  kind: CrmOutboxKind;
  /** The id of what it delivers: the lead's, or the partner enquiry's. */
  refId: number;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
  browserPayloadAt: Date | null;
  /** It came from an IP over the per-IP soft limit (possible spam; still delivered). */
  throttled: boolean;
  claimToken: string;
  /**
   * A lead's consents and contact rules as they are at delivery time (not when it was queued),
   * so a purpose withdrawn before delivery is never passed on as allowed.
   */
  privacy?: Record<string, unknown> | null;
}

const dbNow = sql`now()`;

/** A lead's privacy state as the CRM receives it (the same keys as the privacy events). */
const privacyJson = sql`json_build_object(
  'consents', json_build_object('call', ${leads.consentCall}, 'whatsapp', ${leads.consentWhatsapp},
    'marketing', ${leads.consentMarketing}),
  'contactRules', ${leads.contactRules},
  'erased', ${leads.erasedAt} is not null)`;
const msFromNow = (ms: number) =>
  sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

/**
 * Claims up to `batchSize` due entries for this worker: pending (or waiting for a CRM to be
 * configured) entries whose time has come, and deliveries whose lease ran out (a worker died
 * mid-delivery). `FOR UPDATE SKIP LOCKED` hands each row to exactly one of any number of
 * concurrent workers; the lease then keeps the others off it until this worker reports back.
 */
export async function claimDue(
  db: Database,
  config: Pick<CrmConfig, "batchSize" | "leaseMs">,
): Promise<ClaimedEntry[]> {
  const claimToken = randomUUID();
  const due = db
    .select({ id: crmOutbox.id })
    .from(crmOutbox)
    .where(
      or(
        and(
          inArray(crmOutbox.status, ["pending", "unconfigured"]),
          lte(crmOutbox.nextAttemptAt, dbNow),
        ),
        and(eq(crmOutbox.status, "delivering"), lte(crmOutbox.lockedUntil, dbNow)),
      ),
    )
    .orderBy(asc(crmOutbox.nextAttemptAt))
    .limit(config.batchSize)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(crmOutbox)
    .set({
      status: "delivering",
      claimToken,
      lockedUntil: msFromNow(config.leaseMs),
      attempts: sql`${crmOutbox.attempts} + 1`,
      updatedAt: dbNow,
    })
    .where(inArray(crmOutbox.id, due))
    .returning({
      id: crmOutbox.id,
      kind: crmOutbox.kind,
      refId: sql<number>`coalesce(${crmOutbox.leadId}, ${crmOutbox.partnerEnquiryId}, ${crmOutbox.eventLeadId})`,
      payload: crmOutbox.payload,
      attempts: crmOutbox.attempts,
      createdAt: crmOutbox.createdAt,
      browserPayloadAt: crmOutbox.browserPayloadAt,
      // One lookup per row, in the table of its kind.
      throttled: sql<boolean>`coalesce(case when ${crmOutbox.kind} = 'lead'
        then (select ${leads.throttled} from ${leads} where ${leads.id} = ${crmOutbox.leadId})
        when ${crmOutbox.kind} = 'lead_event' then false
        else (select ${partnerEnquiries.throttled} from ${partnerEnquiries}
          where ${partnerEnquiries.id} = ${crmOutbox.partnerEnquiryId}) end, false)`,
      privacy: sql<Record<string, unknown> | null>`case when ${crmOutbox.kind} = 'lead'
        then (select ${privacyJson} from ${leads} where ${leads.id} = ${crmOutbox.leadId}) end`,
    });
  // Only delivered entries lose their payload (clearDeliveredPayloads); they are never claimed.
  return rows.map((r) => ({
    ...r,
    refId: Number(r.refId),
    payload: r.payload ?? {},
    throttled: r.throttled === true,
    claimToken,
  }));
}

/** With no CRM configured, due entries say so and wait (they are delivered once one is). */
export async function markUnconfigured(db: Database): Promise<number> {
  const rows = await db
    .update(crmOutbox)
    .set({
      status: "unconfigured",
      lastError: "No CRM webhook configured (CRM_WEBHOOK_URL is not set)",
      updatedAt: dbNow,
    })
    .where(and(eq(crmOutbox.status, "pending"), lte(crmOutbox.nextAttemptAt, dbNow)))
    .returning({ id: crmOutbox.id });
  return rows.length;
}

export interface DeliveryResult {
  ok: boolean;
  status?: number;
  error?: string;
  /** Aborted because this process is shutting down: not the CRM's fault, not a try. */
  stopped?: boolean;
}

/**
 * The JSON body of an entry's delivery. A lead's keeps its documented shape (docs/leads.md "CRM
 * delivery"); a partner enquiry's names it `enquiryId` / `enquiry` (no browser confirmation).
 */
export function deliveryBody(entry: ClaimedEntry, now: Date = new Date()): Record<string, unknown> {
  const kind = OUTBOX_KINDS[entry.kind];
  if (entry.kind === "lead_event") {
    const { event, ...change } = entry.payload;
    return {
      event: typeof event === "string" ? event : kind.event,
      leadId: entry.refId,
      createdAt: entry.createdAt.toISOString(),
      attempt: entry.attempts,
      change,
    };
  }
  return {
    event: kind.event,
    [kind.idKey]: entry.refId,
    createdAt: entry.createdAt.toISOString(),
    attempt: entry.attempts,
    ...(entry.kind === "lead" ? { browserConfirmed: entry.browserPayloadAt !== null } : {}),
    throttled: entry.throttled,
    [kind.recordKey]: entry.payload,
    ...(entry.kind === "lead" && entry.privacy
      ? { privacy: { ...entry.privacy, contact: contactAnswer(entry.privacy, now) } }
      : {}),
  };
}

/**
 * The contact decision (DP-29) at delivery time, for the CRM (DP-32): whether anyone may contact
 * the patient at all, what may be done now, why not, and when their hours open, so a CRM that
 * dials or messages follows the same rules as the console.
 */
function contactAnswer(privacy: Record<string, unknown>, now: Date) {
  const consents = (privacy.consents ?? {}) as Record<string, unknown>;
  const decision = contactDecision(
    {
      consentCall: consents.call === true,
      consentWhatsapp: consents.whatsapp === true,
      erased: privacy.erased === true,
      rules: (privacy.contactRules as ContactRules | null) ?? null,
    },
    now,
  );
  return {
    decidedAt: now.toISOString(),
    reachable: decision.reachable,
    allowedNow: decision.allowedNow,
    refusals: Object.fromEntries(
      Object.entries(decision.refusals).filter(([, why]) => why !== undefined),
    ),
    opensAt: decision.opensAt?.toISOString() ?? null,
  };
}

/**
 * One signed POST of one entry to the CRM webhook. Never throws. `stop` aborts it (shutdown):
 * the result then says `stopped`, and the caller hands the entry back instead of counting a try.
 */
export async function deliverEntry(
  entry: ClaimedEntry,
  config: Pick<CrmConfig, "url" | "secret" | "timeoutMs">,
  fetchImpl: typeof fetch = fetch,
  stop?: AbortSignal,
): Promise<DeliveryResult> {
  if (!config.url) return { ok: false, error: "no CRM webhook configured" };
  const kind = OUTBOX_KINDS[entry.kind];
  const body = JSON.stringify(deliveryBody(entry));
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    "content-type": "application/json",
    [CRM_HEADERS.idempotency]: `${kind.idempotencyPrefix}-${entry.kind === "lead_event" ? entry.id : entry.refId}`,
    [kind.idHeader]: String(entry.refId),
    [CRM_HEADERS.kind]: entry.kind,
    [CRM_HEADERS.attempt]: String(entry.attempts),
    [CRM_HEADERS.timestamp]: timestamp,
  };
  if (config.secret) headers[CRM_HEADERS.signature] = signCrmBody(config.secret, timestamp, body);
  try {
    const response = await fetchImpl(config.url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: stop
        ? AbortSignal.any([stop, AbortSignal.timeout(config.timeoutMs)])
        : AbortSignal.timeout(config.timeoutMs),
    });
    await response.body?.cancel().catch(() => {});
    return response.ok
      ? { ok: true, status: response.status }
      : { ok: false, status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      ...(stop?.aborted ? { stopped: true } : {}),
    };
  }
}

/**
 * Hands back entries this worker claimed but did not finish (shutdown): due again at once, with
 * the try it had counted taken back, so another instance (or this one after a restart) delivers
 * them without waiting for the lease to run out. Only rows still held under these claims.
 */
export async function releaseClaims(db: Database, claimTokens: string[]): Promise<number> {
  if (claimTokens.length === 0) return 0;
  const rows = await db
    .update(crmOutbox)
    .set({
      status: "pending",
      claimToken: null,
      lockedUntil: null,
      nextAttemptAt: dbNow,
      attempts: sql`greatest(${crmOutbox.attempts} - 1, 0)`,
      updatedAt: dbNow,
    })
    .where(and(eq(crmOutbox.status, "delivering"), inArray(crmOutbox.claimToken, claimTokens)))
    .returning({ id: crmOutbox.id });
  return rows.length;
}

/** Records a delivery's outcome, if this worker still holds the claim. */
export async function recordOutcome(
  db: Database,
  entry: ClaimedEntry,
  result: DeliveryResult,
  config: Pick<CrmConfig, "maxAttempts" | "backoffBaseMs" | "backoffMaxMs">,
): Promise<"delivered" | "retry" | "dead"> {
  const mine = and(
    eq(crmOutbox.id, entry.id),
    eq(crmOutbox.claimToken, entry.claimToken),
    eq(crmOutbox.status, "delivering"),
  );
  if (result.ok) {
    await db
      .update(crmOutbox)
      .set({
        status: "delivered",
        deliveredAt: dbNow,
        lockedUntil: null,
        lastStatus: result.status ?? null,
        lastError: null,
        updatedAt: dbNow,
      })
      .where(mine);
    return "delivered";
  }
  const dead = entry.attempts >= config.maxAttempts;
  await db
    .update(crmOutbox)
    .set({
      status: dead ? "dead" : "pending",
      nextAttemptAt: dead ? dbNow : msFromNow(backoffMs(entry.attempts, config)),
      lockedUntil: null,
      lastStatus: result.status ?? null,
      lastError: (result.error ?? "delivery failed").slice(0, 500),
      updatedAt: dbNow,
    })
    .where(mine);
  const who = { kind: entry.kind, [OUTBOX_KINDS[entry.kind].idKey]: entry.refId };
  if (dead) {
    logger.error(
      { ...who, attempts: entry.attempts, error: result.error },
      "CRM delivery gave up: entry moved to the dead-letter state",
    );
  } else {
    logger.warn(
      { ...who, attempts: entry.attempts, error: result.error },
      "CRM delivery failed; will retry",
    );
  }
  return dead ? "dead" : "retry";
}

/** Puts dead-lettered entries back in the queue (an operator's tool after a CRM outage). */
export async function requeueDead(db: Database): Promise<number> {
  const rows = await db
    .update(crmOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: dbNow, updatedAt: dbNow })
    .where(eq(crmOutbox.status, "dead"))
    .returning({ id: crmOutbox.id });
  return rows.length;
}

/**
 * The statement `clearDeliveredPayloads` repeats: drops the payload (the second copy of the
 * patient's data) of up to `batch` entries delivered before `before`. Only delivered entries:
 * dead letters keep theirs for an operator's redelivery. Served by
 * crm_outbox_delivered_payload_idx.
 */
export function clearPayloadsSql(before: Date, batch = PRUNE_BATCH): SQL {
  const stillHeld = sql`${crmOutbox.status} = 'delivered' and ${crmOutbox.payload} is not null`;
  return sql`update ${crmOutbox} set ${sql.identifier(crmOutbox.payload.name)} = null
    where ${crmOutbox.id} in (
      select ${crmOutbox.id} from ${crmOutbox}
      where ${stillHeld} and ${crmOutbox.deliveredAt} < ${before.toISOString()}::timestamptz
      limit ${batch})
    and ${stillHeld}
    returning 1 as cleared`;
}

/** Clears the payload of entries delivered before `before` (periodic maintenance). */
export async function clearDeliveredPayloads(db: Database, before: Date): Promise<number> {
  return repeatInBatches(db, clearPayloadsSql(before));
}
