import { authRuntime } from "@/src/server/auth/runtime";
import { readJson, withApi } from "@/src/server/http/api";
import { consentBody, parseBody, privacyError } from "@/src/server/privacy/http";
import { setMyConsent } from "@/src/server/privacy/my-data";

// POST /api/privacy/consent – gives or withdraws one consent of one of the caller's requests.
export const POST = withApi(
  async ({ request, user }) => {
    const body = parseBody(consentBody, await readJson(request));
    const rt = authRuntime();
    const consents = await setMyConsent(rt.db, user, body.leadId, body.purpose, body.given, rt.now);
    if (!consents) throw privacyError(404);
    return { consents };
  },
  { auth: "required" },
);
