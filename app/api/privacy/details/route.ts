import { authRuntime } from "@/src/server/auth/runtime";
import { readJson, withApi } from "@/src/server/http/api";
import { detailsBody, parseBody } from "@/src/server/privacy/http";
import { correctMyDetails } from "@/src/server/privacy/my-data";

// POST /api/privacy/details – corrects name and city on the caller's own requests.
export const POST = withApi(
  async ({ request, user }) => {
    const body = parseBody(detailsBody, await readJson(request));
    const rt = authRuntime();
    return { updated: await correctMyDetails(rt.db, user, body, rt.now) };
  },
  { auth: "required" },
);
