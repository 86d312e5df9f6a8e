import { getDb } from "@/src/db";
import { crmPayloadSchema } from "@/src/lib/lead/crm-payload-schema";
import { readJson, withApi } from "@/src/server/http/api";
import { leadTokenOf } from "@/src/server/leads/http";
import { leadIdParam } from "@/src/server/leads/query";
import { recordBrowserCrmPayload } from "@/src/server/leads/service";

// POST /api/lead/createleadcrm?leadId= – merges the browser's CRM payload (AP-15) into the
// lead's outbox entry and makes it due now; idempotent; needs the lead's secret (X-Lead-Token)
export const POST = withApi(async ({ request }) => {
  const leadId = leadIdParam(new URL(request.url));
  const payload = crmPayloadSchema.parse(await readJson(request));
  await recordBrowserCrmPayload(getDb(), leadId, leadTokenOf(request), payload);
  return [{ Id: leadId }];
});
