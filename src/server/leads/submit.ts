import "server-only";
import { env } from "@/src/config/env";
import type { Database } from "@/src/db";
import type { LeadRequest } from "@/src/lib/lead/schema";
import { otpDeps } from "@/src/server/auth/runtime";
import { AppError } from "@/src/server/http/errors";
import { checkOtp, type OtpDeps, type OtpMatch } from "@/src/server/otp";
import { enforce } from "@/src/server/ratelimit";
import { defaultConsentVersion, LEAD_RATE_RULE, leadIpLimits, TOO_MANY_LEADS } from "./http";
// From the module, not a local copy: the OTP race tests make this module's replay lookups miss.
import { type CreatedLead, createLead, findReplay, findUnsettledReplay } from "./service";
import { requestHash } from "./tokens";

/** What `submitLead` needs from the request besides the validated lead. */
export interface SubmitLeadRequest {
  /** The `Idempotency-Key` header, already checked for shape (`idempotencyKeyOf`). */
  idempotencyKey?: string;
  /** The client's rate-limit key (`ctx.ip`; "unknown" without an address). */
  ip: string;
  /** The client's network key (`ctx.network`). */
  network?: string;
  /** The client's address when it parses as one (`ctx.address`): stored as the lead's `ip`. */
  address?: string;
  userAgent?: string;
  visitorId?: string;
  /**
   * The request's device and OTP ticket cookies, as sent: the browser that asked for the code
   * (or logged in with the number before) gets its own checks of it, so wrong guesses from
   * others cannot use up the patient's.
   */
  device?: string;
  ticket?: string;
  /** The OTP service's clock and SMS adapter (default: the auth runtime's). */
  otp?: OtpDeps;
  now?: Date;
}

/**
 * A lead from the website (POST /lead/v1/admin/webleadcreate), docs/leads.md "Path of a lead":
 * 1. a retry whose Idempotency-Key already made a lead gets that lead, before anything is
 *    counted or checked (it must not use up the per-IP limit, and its OTP is already used);
 *    without a key, so does a retry of a body answered 503 whose lead was stored after all;
 * 2. the per-IP bucket is counted: over the soft limit the lead is kept and flagged
 *    `throttled`, over the hard ceiling the answer is 429 + Retry-After;
 * 3. a lead carrying an OTP has it checked (not yet used up);
 * 4. one statement stores the lead and its CRM outbox row (and uses the OTP up).
 * A lead without an OTP does 1, 2 and 4 in one statement (createLead with `limit`).
 * Throws AppError 400 (OTP), 422 (key reused with another body) or 429.
 */
export async function submitLead(
  db: Database,
  input: LeadRequest,
  request: SubmitLeadRequest,
): Promise<CreatedLead> {
  const key = request.idempotencyKey;
  const now = request.now ?? new Date();
  const common = {
    ip: request.address,
    userAgent: request.userAgent,
    visitorId: request.visitorId,
    idempotencyKey: key,
    defaultConsentVersion: defaultConsentVersion(),
    crmGraceMs: env().CRM_GRACE_MS,
    now,
  };
  // Without a key, step 1 is the attempt with this body that was answered 503 while its
  // outcome was unknown (the database failed mid-statement): found stored, it is the answer.
  if (!key) {
    const unsettled = await findUnsettledReplay(db, input, now);
    if (unsettled) return unsettled;
  }
  // Without an OTP, steps 1, 2 and 4 are one statement: one round trip.
  if (!input.otp) {
    return createLead(db, input, {
      ...common,
      limit: {
        rule: LEAD_RATE_RULE(),
        key: request.ip,
        soft: leadIpLimits().soft,
        message: TOO_MANY_LEADS,
      },
    });
  }
  const hash = key ? requestHash(input) : "";
  const replay = key ? await findReplay(db, key, hash) : undefined;
  if (replay) return replay;

  const rate = await enforce(db, LEAD_RATE_RULE(), request.ip, now, TOO_MANY_LEADS);
  let otp: OtpMatch | undefined;
  if (input.otp) {
    try {
      otp = await checkOtp(request.otp ?? otpDeps(), {
        countryCode: input.countryCode,
        mobile: input.MobileNoData,
        code: input.otp,
        ip: request.ip,
        network: request.network,
        device: request.device,
        ticket: request.ticket,
      });
    } catch (error) {
      // The code may have been used by the first request with this key, which stored its lead
      // in the statement that used the code: a retry gets that lead, never a 400.
      const again = key && error instanceof AppError ? await findReplay(db, key, hash) : undefined;
      if (again) return again;
      throw error;
    }
  }
  return createLead(db, input, {
    ...common,
    otp,
    throttled: rate.consumed > leadIpLimits().soft,
  });
}
