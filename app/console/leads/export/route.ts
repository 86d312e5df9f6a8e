import { getDb } from "@/src/db";
import { leadFiltersProblem, parseLeadFilters } from "@/src/lib/console/lead-filters";
import { can } from "@/src/lib/console/permissions";
import { exportLeadsCsv } from "@/src/server/console/leads";
import { clientOf } from "@/src/server/ratelimit/client-ip";
import { resolveStaff } from "@/src/server/staff/session";

export const dynamic = "force-dynamic";

/** The inbox's current filters as a CSV download, streamed (supervisors). */
export async function GET(request: Request): Promise<Response> {
  const db = getDb();
  const result = await resolveStaff(
    db,
    new Headers(request.headers),
    clientOf(request).address ?? null,
  );
  if (!result.staff) return new Response("Sign in first.\n", { status: 401 });
  if (!can(result.staff.role, "lead.export")) {
    return new Response("Your role may not export leads.\n", { status: 403 });
  }
  const query = new URL(request.url).searchParams;
  const problem = leadFiltersProblem(query);
  if (problem) return new Response(`${problem}\n`, { status: 400 });
  const filters = parseLeadFilters(query);
  const stream = await exportLeadsCsv(db, result.staff, filters);
  const day = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
