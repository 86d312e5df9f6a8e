import { env } from "@/src/config/env";
import { getDb } from "@/src/db";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { readJson, withApi } from "@/src/server/http/api";
import {
  defaultConsentVersion,
  idempotencyKeyOf,
  LEAD_BODY_LIMIT,
  LEAD_RATE_RULE,
  TOO_MANY_LEADS,
} from "@/src/server/leads/http";
import { createLead } from "@/src/server/leads/service";
import { clientIp } from "@/src/server/ratelimit/client-ip";
import { enforce } from "@/src/server/ratelimit";

// POST /lead/v1/admin/webleadcreate – create a lead (stored, with its CRM outbox entry, before
// the answer); answers data:[{Id, surveyToken}]
export const POST = withApi(async ({ request, visitorId }) => {
  const key = idempotencyKeyOf(request);
  const input = leadRequestSchema.parse(await readJson(request, LEAD_BODY_LIMIT));
  const e = env();
  const ip = clientIp(request, e.TRUST_PROXY_HOPS);
  const db = getDb();
  await enforce(db, LEAD_RATE_RULE(), ip, new Date(), TOO_MANY_LEADS);
  const lead = await createLead(db, input, {
    ip: ip === "unknown" ? undefined : ip,
    userAgent: request.headers.get("user-agent") ?? undefined,
    visitorId,
    idempotencyKey: key,
    defaultConsentVersion: defaultConsentVersion(),
    crmGraceMs: e.CRM_GRACE_MS,
  });
  return [{ Id: lead.id, surveyToken: lead.surveyToken }];
});
