import { getDb } from "@/src/db";
import { photoSchema } from "@/src/lib/lead/photo";
import { readJson, withApi } from "@/src/server/http/api";
import { saveLeadPhoto } from "@/src/server/leads/service";

// POST /api/lead/photo – stores the lead form's selfie (issue 14 item 5) with the patient's
// consent, onto the lead whose per-lead secret (issued by webleadcreate) it presents. Nothing
// reads a photo out over HTTP.
export const POST = withApi(async ({ request }) => {
  const input = photoSchema.parse(await readJson(request, 300 * 1024));
  await saveLeadPhoto(getDb(), input);
  return [{ Id: input.leadId }];
});
