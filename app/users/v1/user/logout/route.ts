import en from "@/src/lib/i18n/messages/en/auth.json";
import { clearedAuthCookies } from "@/src/server/auth/cookies";
import { authRuntime } from "@/src/server/auth/runtime";
import { revokeSession } from "@/src/server/auth/sessions";
import { jsonWithCookies, withApi } from "@/src/server/http/api";

// POST /users/v1/user/logout – revoke the caller's session and clear both cookies
export const POST = withApi(
  async ({ user }) => {
    if (user) {
      const rt = authRuntime();
      await revokeSession(rt.db, user.sessionId, rt.now);
    }
    return jsonWithCookies({ message: en.server.loggedOut }, clearedAuthCookies());
  },
  { auth: "optional" },
);
