import { authRuntime } from "@/src/server/auth/runtime";
import { readJson, withApi } from "@/src/server/http/api";
import { parseBody, rulesBody } from "@/src/server/privacy/http";
import { setMyContactRules } from "@/src/server/privacy/my-data";

// POST /api/privacy/rules – the caller's contact rules (channel, hours, language, do not contact).
export const POST = withApi(
  async ({ request, user }) => {
    const body = parseBody(rulesBody, await readJson(request));
    const rt = authRuntime();
    return { updated: await setMyContactRules(rt.db, user, body.rules, rt.now) };
  },
  { auth: "required" },
);
