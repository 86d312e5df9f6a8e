import { authRuntime } from "@/src/server/auth/runtime";
import { withApi } from "@/src/server/http/api";
import { exportMyData } from "@/src/server/privacy/my-data";

// GET /api/privacy/export – everything we hold for the logged-in number, as a JSON download.
export const GET = withApi(
  async ({ user }) => {
    const rt = authRuntime();
    const data = await exportMyData(rt.db, user, rt.now);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": 'attachment; filename="vaidya-my-data.json"',
      },
    });
  },
  { auth: "required" },
);
