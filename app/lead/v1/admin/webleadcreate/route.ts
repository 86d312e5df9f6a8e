import { env } from "@/src/config/env";
import { getDb } from "@/src/db";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { otpDeps } from "@/src/server/auth/runtime";
import { readJson, withApi } from "@/src/server/http/api";
import {
  defaultConsentVersion,
  idempotencyKeyOf,
  LEAD_BODY_LIMIT,
  LEAD_RATE_RULE,
  leadIpLimits,
  TOO_MANY_LEADS,
} from "@/src/server/leads/http";
import { createLead, findReplay } from "@/src/server/leads/service";
import { requestHash } from "@/src/server/leads/tokens";
import { verifyOtp } from "@/src/server/otp";
import { enforce } from "@/src/server/ratelimit";

// POST /lead/v1/admin/webleadcreate – create a lead (stored, with its CRM outbox entry, before
// the answer); answers data:[{Id, surveyToken}]
export const POST = withApi(async ({ request, visitorId, ip }) => {
  const key = idempotencyKeyOf(request);
  const input = leadRequestSchema.parse(await readJson(request, LEAD_BODY_LIMIT));
  const db = getDb();
  // Over the soft limit the lead is kept and flagged; only the hard ceiling answers 429.
  const rate = await enforce(db, LEAD_RATE_RULE(), ip, new Date(), TOO_MANY_LEADS);
  const throttled = rate.consumed > leadIpLimits().soft;
  let mobileVerified = false;
  if (input.otp) {
    // A retry of a verified lead answers that lead (its OTP is already used up).
    const replay = key ? await findReplay(db, key, requestHash(input)) : undefined;
    if (replay) return [{ Id: replay.id, surveyToken: replay.surveyToken }];
    await verifyOtp(otpDeps(), {
      countryCode: input.countryCode,
      mobile: input.MobileNoData,
      code: input.otp,
      ip,
    });
    mobileVerified = true;
  }
  const lead = await createLead(db, input, {
    ip: ip === "unknown" ? undefined : ip,
    userAgent: request.headers.get("user-agent") ?? undefined,
    visitorId,
    idempotencyKey: key,
    mobileVerified,
    throttled,
    defaultConsentVersion: defaultConsentVersion(),
    crmGraceMs: env().CRM_GRACE_MS,
  });
  return [{ Id: lead.id, surveyToken: lead.surveyToken }];
});
