import { env } from "@/src/config/env";
import { getDb } from "@/src/db";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { otpDeps } from "@/src/server/auth/runtime";
import { readJson, withApi } from "@/src/server/http/api";
import { AppError } from "@/src/server/http/errors";
import {
  defaultConsentVersion,
  idempotencyKeyOf,
  LEAD_BODY_LIMIT,
  LEAD_RATE_RULE,
  leadIpLimits,
  TOO_MANY_LEADS,
} from "@/src/server/leads/http";
import { type CreatedLead, createLead, findReplay } from "@/src/server/leads/service";
import { requestHash } from "@/src/server/leads/tokens";
import { checkOtp, type OtpMatch } from "@/src/server/otp";
import { enforce } from "@/src/server/ratelimit";

const answer = (lead: CreatedLead) => [{ Id: lead.id, surveyToken: lead.surveyToken }];

// POST /lead/v1/admin/webleadcreate – create a lead (stored, with its CRM outbox entry, before
// the answer); answers data:[{Id, surveyToken}]
export const POST = withApi(async ({ request, visitorId, ip }) => {
  const key = idempotencyKeyOf(request);
  const input = leadRequestSchema.parse(await readJson(request, LEAD_BODY_LIMIT));
  const db = getDb();
  const hash = key ? requestHash(input) : "";
  // A retry gets the first request's answer before anything is counted or checked: it must not
  // use up the per-IP limit, and its OTP is already used.
  const replay = key ? await findReplay(db, key, hash) : undefined;
  if (replay) return answer(replay);

  // Over the soft limit the lead is kept and flagged; only the hard ceiling answers 429.
  const rate = await enforce(db, LEAD_RATE_RULE(), ip, new Date(), TOO_MANY_LEADS);
  const throttled = rate.consumed > leadIpLimits().soft;
  let otp: OtpMatch | undefined;
  if (input.otp) {
    try {
      otp = await checkOtp(otpDeps(), {
        countryCode: input.countryCode,
        mobile: input.MobileNoData,
        code: input.otp,
        ip,
      });
    } catch (error) {
      // The code may have been used by the first request with this key, which stored its lead
      // in the statement that used the code: a retry gets that lead, never a 400.
      const again = key && error instanceof AppError ? await findReplay(db, key, hash) : undefined;
      if (again) return answer(again);
      throw error;
    }
  }
  const lead = await createLead(db, input, {
    ip: ip === "unknown" ? undefined : ip,
    userAgent: request.headers.get("user-agent") ?? undefined,
    visitorId,
    idempotencyKey: key,
    otp,
    throttled,
    defaultConsentVersion: defaultConsentVersion(),
    crmGraceMs: env().CRM_GRACE_MS,
  });
  return answer(lead);
});
