import { getDb } from "@/src/db";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { readJson, withApi } from "@/src/server/http/api";
import { idempotencyKeyOf, LEAD_BODY_LIMIT } from "@/src/server/leads/http";
import { submitLead } from "@/src/server/leads/submit";

// POST /lead/v1/admin/webleadcreate – create a lead (stored, with its CRM outbox entry, before
// the answer); answers data:[{Id, surveyToken}]
export const POST = withApi(async ({ request, visitorId, ip, network, address }) => {
  const idempotencyKey = idempotencyKeyOf(request);
  const input = leadRequestSchema.parse(await readJson(request, LEAD_BODY_LIMIT));
  const lead = await submitLead(getDb(), input, {
    idempotencyKey,
    ip,
    network,
    address,
    userAgent: request.headers.get("user-agent") ?? undefined,
    visitorId,
  });
  return [{ Id: lead.id, surveyToken: lead.surveyToken }];
});
