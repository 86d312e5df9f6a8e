import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { crmOutbox, partnerEnquiries } from "@/src/db/schema";
import { CONSENT_VERSION } from "@/src/lib/lead/consent";
import type { PartnerEnquiryInput } from "@/src/lib/partner/schema";
import { AppError } from "@/src/server/http/errors";
import { apiText } from "@/src/server/http/messages";
import { leadIpLimits, TOO_MANY_LEADS } from "@/src/server/leads/http";
import { requestHash } from "@/src/server/leads/tokens";
import { logger, maskMobile } from "@/src/server/log";
import { enforce } from "@/src/server/ratelimit";

export interface SubmitEnquiryRequest {
  /** The `Idempotency-Key` header, already checked for shape (`idempotencyKeyOf`). */
  idempotencyKey?: string;
  /** The client's rate-limit key (`ctx.ip`). */
  ip: string;
  /** The client's address when it parses as one: stored with the enquiry. */
  address?: string;
  userAgent?: string;
  visitorId?: string;
  now?: Date;
}

export interface CreatedEnquiry {
  id: number;
  /** An earlier request with the same Idempotency-Key stored it. */
  replayed: boolean;
}

/**
 * Partner enquiries count in their own per-IP bucket, with the lead limits (docs/leads.md
 * "Per-IP limits"): over the soft limit an enquiry is stored and flagged `throttled`, over the
 * hard ceiling the answer is 429 + Retry-After and nothing is written.
 */
export const PARTNER_RATE_RULE = () => ({
  name: "partner-enquiry-ip-1h",
  points: leadIpLimits().hard,
  durationMs: 60 * 60 * 1000,
});

/** The CRM's copy of an enquiry (the outbox payload). */
function crmPayload(row: typeof partnerEnquiries.$inferInsert): Record<string, unknown> {
  return {
    organisation: row.organisation,
    contactName: row.contactName,
    mobile: row.mobile,
    countryCode: row.countryCode,
    email: row.email,
    city: row.city,
    kind: row.kind,
    message: row.message ?? null,
    language: row.language,
    consentVersion: row.consentVersion,
  };
}

/** The enquiry an earlier request with this key stored, or a 422 when the body differs. */
async function findReplay(
  db: Database,
  key: string,
  hash: string,
): Promise<CreatedEnquiry | undefined> {
  const [existing] = await db
    .select({ id: partnerEnquiries.id, requestHash: partnerEnquiries.requestHash })
    .from(partnerEnquiries)
    .where(eq(partnerEnquiries.idempotencyKey, key));
  if (!existing) return undefined;
  if (existing.requestHash !== hash) throw new AppError(422, [apiText("idempotencyKeyReused")]);
  return { id: existing.id, replayed: true };
}

/**
 * Stores a validated partner enquiry and its CRM outbox entry (`kind = 'partner_enquiry'`, due at
 * once) in one transaction: both or neither. A retry with the same Idempotency-Key is answered
 * the first enquiry before the per-IP bucket is counted; a concurrent one waits on the key's
 * unique index and then finds it. Throws AppError 422 (key reused with another body) or 429.
 */
export async function submitPartnerEnquiry(
  db: Database,
  input: PartnerEnquiryInput,
  request: SubmitEnquiryRequest,
): Promise<CreatedEnquiry> {
  const key = request.idempotencyKey;
  const hash = key ? requestHash(input) : null;
  const now = request.now ?? new Date();
  if (key && hash) {
    const replay = await findReplay(db, key, hash);
    if (replay) return replay;
  }
  const rate = await enforce(db, PARTNER_RATE_RULE(), request.ip, now, TOO_MANY_LEADS);
  const { consent: _consent, ...fields } = input;
  const row = {
    ...fields,
    countryCode: "91",
    consentVersion: CONSENT_VERSION,
    consentAt: now,
    idempotencyKey: key ?? null,
    requestHash: hash,
    ip: request.address,
    userAgent: request.userAgent?.slice(0, 500),
    visitorId: request.visitorId,
    throttled: rate.consumed > leadIpLimits().soft,
    createdAt: now,
  } satisfies typeof partnerEnquiries.$inferInsert;
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(partnerEnquiries)
      .values(row)
      .onConflictDoNothing({ target: partnerEnquiries.idempotencyKey })
      .returning({ id: partnerEnquiries.id });
    if (!stored) return undefined;
    await tx.insert(crmOutbox).values({
      kind: "partner_enquiry",
      partnerEnquiryId: stored.id,
      payload: crmPayload(row),
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return stored.id;
  });
  if (id === undefined) {
    // A concurrent request with the key stored it first (now committed).
    const replay = key && hash ? await findReplay(db, key, hash) : undefined;
    if (replay) return replay;
    throw new Error("partner enquiry insert returned no row");
  }
  logger.info(
    {
      partnerEnquiryId: id,
      kind: row.kind,
      mobileMasked: maskMobile(row.mobile),
      ...(row.throttled ? { throttled: true } : {}),
    },
    "partner enquiry created",
  );
  return { id, replayed: false };
}
