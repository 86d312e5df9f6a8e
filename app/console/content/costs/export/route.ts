import { getDb } from "@/src/db";
import { can } from "@/src/lib/console/permissions";
import { exportCostsCsv, exportProfilesCsv } from "@/src/server/content-editing/csv";
import { clientOf } from "@/src/server/ratelimit/client-ip";
import { resolveStaff } from "@/src/server/staff/session";

export const dynamic = "force-dynamic";

/** Every city cost (`?what=hospitals|doctors`: every hospital or doctor) as CSV, in the import's shape. */
export async function GET(request: Request): Promise<Response> {
  const db = getDb();
  const result = await resolveStaff(
    db,
    new Headers(request.headers),
    clientOf(request).address ?? null,
  );
  if (!result.staff) return new Response("Sign in first.\n", { status: 401 });
  if (!can(result.staff.role, "content.view")) {
    return new Response("Your role may not export content.\n", { status: 403 });
  }
  const s = result.staff;
  const what = new URL(request.url).searchParams.get("what");
  const kind = what === "hospitals" ? "hospital" : what === "doctors" ? "doctor" : null;
  const actor = { id: s.id, email: s.email, role: s.role, ip: s.ip };
  const csv = kind ? await exportProfilesCsv(db, kind, actor) : await exportCostsCsv(db, actor);
  const day = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${kind ? `${kind}s` : "city-costs"}-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
