import { getDb } from "@/src/db";
import { LeadError, readLeadPhoto } from "@/src/server/console/leads";
import { photoLinkValid } from "@/src/server/console/photo-link";
import { clientOf } from "@/src/server/ratelimit/client-ip";
import { resolveStaff } from "@/src/server/staff/session";

export const dynamic = "force-dynamic";

/**
 * A lead's selfie: a signed link of a few minutes, made for this person, plus their session and
 * the lead's scope; each view is in the audit trail. Anything wrong is a plain 404.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id: raw } = await params;
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  const db = getDb();
  const result = await resolveStaff(
    db,
    new Headers(request.headers),
    clientOf(request).address ?? null,
  );
  if (!result.staff) return new Response("Sign in first.\n", { status: 401 });
  const url = new URL(request.url);
  const notFound = () => new Response("Not found.\n", { status: 404 });
  if (
    !id ||
    !photoLinkValid(id, result.staff.id, url.searchParams.get("exp"), url.searchParams.get("sig"))
  ) {
    return notFound();
  }
  try {
    const photo = await readLeadPhoto(db, result.staff, id);
    if (!photo) return notFound();
    return new Response(new Uint8Array(photo.data), {
      headers: {
        "content-type": photo.contentType,
        "cache-control": "private, no-store",
        "content-disposition": "inline",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (e) {
    if (e instanceof LeadError)
      return e.status === 403 ? new Response("Forbidden.\n", { status: 403 }) : notFound();
    throw e;
  }
}
