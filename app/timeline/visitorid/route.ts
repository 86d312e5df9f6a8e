import { linkVisitor } from "@/src/server/auth";
import { authRuntime } from "@/src/server/auth/runtime";
import { withApi } from "@/src/server/http/api";

// GET /timeline/visitorid – link the visitor id (cookie or header) to the logged-in user
export const GET = withApi(
  async ({ user, visitorId }) => {
    await linkVisitor(authRuntime(), user.id, visitorId);
    return { visitorId, linked: true };
  },
  { auth: "required", sameSiteOnly: true },
);
