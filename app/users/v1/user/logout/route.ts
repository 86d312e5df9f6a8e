import { getMessages } from "@/src/lib/i18n";
import { logout } from "@/src/server/auth";
import { clearedAuthCookies } from "@/src/server/auth/cookies";
import { authRuntime } from "@/src/server/auth/runtime";
import { jsonWithCookies, withApi } from "@/src/server/http/api";

// POST /users/v1/user/logout – revoke the caller's session and clear both cookies
export const POST = withApi(
  async ({ user, locale }) => {
    await logout(authRuntime(), user);
    const message = getMessages(locale).auth.server.loggedOut;
    return jsonWithCookies({ message }, clearedAuthCookies());
  },
  { auth: "optional", sameSiteOnly: true },
);
