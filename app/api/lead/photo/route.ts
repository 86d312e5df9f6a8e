import { getDb } from "@/src/db";
import { photoSchema } from "@/src/lib/lead/photo";
import { readJson, withApi } from "@/src/server/http/api";
import { saveLeadPhoto } from "@/src/server/leads/photo";

// POST /api/lead/photo – stores the lead form's selfie with the patient's
// consent, onto the lead whose per-lead secret (issued by webleadcreate) it presents: decoded
// and re-encoded, limited per lead and per client address (docs/leads.md "Lead photos").
// Nothing reads a photo out over HTTP.
export const POST = withApi(async ({ request, ip }) => {
  const input = photoSchema.parse(await readJson(request, 300 * 1024));
  await saveLeadPhoto(getDb(), input, { ip });
  return [{ Id: input.leadId }];
});
