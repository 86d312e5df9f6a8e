import { getDb } from "@/src/db";
import { crmPayloadSchema } from "@/src/lib/lead/crm-payload";
import { AppError } from "@/src/server/http/errors";
import { readJson, withApi } from "@/src/server/http/api";
import { leadTokenOf } from "@/src/server/leads/http";
import { intParam } from "@/src/server/leads/query";
import { LEAD_NOT_FOUND, recordBrowserCrmPayload } from "@/src/server/leads/service";

// POST /api/lead/createleadcrm?leadId= – merges the browser's CRM payload (spec §7) into the
// lead's outbox entry and makes it due now; idempotent; needs the lead's secret (X-Lead-Token)
export const POST = withApi(async ({ request }) => {
  const leadId = intParam(new URL(request.url), "leadId");
  if (leadId === undefined || leadId <= 0) throw new AppError(400, ["leadId is required"]);
  const payload = crmPayloadSchema.parse(await readJson(request));
  const token = leadTokenOf(request);
  if (!token) throw new AppError(404, [LEAD_NOT_FOUND]);
  await recordBrowserCrmPayload(getDb(), leadId, token, payload);
  return [{ Id: leadId }];
});
