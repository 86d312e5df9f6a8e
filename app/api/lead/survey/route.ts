import { getDb } from "@/src/db";
import { surveySchema } from "@/src/lib/lead/survey";
import { readJson, withApi } from "@/src/server/http/api";
import { saveSurvey } from "@/src/server/leads/service";

// POST /api/lead/survey – saves the thank-you page's quick survey onto the lead whose per-lead
// secret (issued by webleadcreate) it presents; answers the survey as stored
export const POST = withApi(async ({ request }) => {
  const input = surveySchema.parse(await readJson(request, 4 * 1024));
  const survey = await saveSurvey(getDb(), input);
  return [{ Id: input.leadId, survey }];
});
