import { getDb } from "@/src/db";
import { cookieValue } from "@/src/lib/auth/credentials";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { readJson, withApi } from "@/src/server/http/api";
import { idempotencyKeyOf, LEAD_BODY_LIMIT } from "@/src/server/leads/http";
import { submitLead } from "@/src/server/leads/submit";
import { DEVICE_COOKIE, OTP_TICKET_COOKIE } from "@/src/server/otp";

// POST /lead/v1/admin/webleadcreate – create a lead (stored, with its CRM outbox entry, before
// the answer); answers data:[{Id, surveyToken}]
export const POST = withApi(async ({ request, visitorId, ip, network, address }) => {
  const idempotencyKey = idempotencyKeyOf(request);
  const input = leadRequestSchema.parse(await readJson(request, LEAD_BODY_LIMIT));
  const cookies = request.headers.get("cookie") ?? "";
  const lead = await submitLead(getDb(), input, {
    idempotencyKey,
    ip,
    network,
    address,
    userAgent: request.headers.get("user-agent") ?? undefined,
    visitorId,
    device: cookieValue(cookies, DEVICE_COOKIE),
    ticket: cookieValue(cookies, OTP_TICKET_COOKIE),
  });
  return [{ Id: lead.id, surveyToken: lead.surveyToken }];
});
