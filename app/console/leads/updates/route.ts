import { getDb } from "@/src/db";
import { can } from "@/src/lib/console/permissions";
import { newestLeadId } from "@/src/server/console/leads";
import { clientOf } from "@/src/server/ratelimit/client-ip";
import { resolveStaff } from "@/src/server/staff/session";

export const dynamic = "force-dynamic";

/** The inbox's poll: the newest lead id in the caller's scope. */
export async function GET(request: Request): Promise<Response> {
  const db = getDb();
  const result = await resolveStaff(
    db,
    new Headers(request.headers),
    clientOf(request).address ?? null,
  );
  if (!result.staff) return Response.json({ error: "signed out" }, { status: 401 });
  if (!can(result.staff.role, "lead.view"))
    return Response.json({ error: "forbidden" }, { status: 403 });
  return Response.json({ newest: await newestLeadId(db, result.staff) });
}
