import { getDb } from "@/src/db";
import { can } from "@/src/lib/console/permissions";
import { isImageSlot } from "@/src/lib/content-editing/images";
import { ContentError } from "@/src/server/content-editing/actor";
import {
  assertImageType,
  ImageUploadError,
  readBodyCapped,
  uploadPhoto,
} from "@/src/server/content-editing/images";
import { clientOf } from "@/src/server/ratelimit/client-ip";
import { resolveStaff } from "@/src/server/staff/session";

export const dynamic = "force-dynamic";

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "cache-control": "private, no-store" } });

/** An Origin header, when sent, names this host ("null" and malformed ones do not). */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  const host = request.headers.get("host");
  if (origin === null || host === null) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * POST /console/content/profiles/{doctor|hospital}/{slug}/photo: the photo file is the body
 * (its type the Content-Type). Saves it as a photo draft and answers its preview URL and draft;
 * a refused file answers the editor's message (413 too large, 415 not an image type, 400 not a
 * readable photo) and stores nothing.
 */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ kind: string; slug: string }> },
): Promise<Response> {
  // A route handler has no server action's Origin check: a page of another site may not post here.
  if (request.headers.get("sec-fetch-site") === "cross-site" || !sameOrigin(request)) {
    return answer(403, { error: "Uploads come from the console's own pages." });
  }
  const db = getDb();
  const result = await resolveStaff(
    db,
    new Headers(request.headers),
    clientOf(request).address ?? null,
  );
  if (!result.staff) return answer(401, { error: "Sign in again: your session has ended." });
  if (!can(result.staff.role, "content.edit")) {
    return answer(403, { error: `Your role (${result.staff.role}) may not upload photos.` });
  }
  const { kind, slug } = await params;
  if (!isImageSlot(kind) || !/^[a-z0-9-]{1,200}$/.test(slug)) {
    return answer(404, { error: "No such profile." });
  }
  const s = result.staff;
  try {
    assertImageType(request.headers.get("content-type"));
    const sent = await readBodyCapped(request);
    const saved = await uploadPhoto(
      db,
      { id: s.id, email: s.email, role: s.role, ip: s.ip },
      kind,
      slug,
      sent,
      request.headers.get("content-type"),
    );
    return answer(201, {
      draftId: saved.draft.id,
      draftHref: `/console/content/drafts/${saved.draft.id}?done=saved`,
      url: saved.draft.fields.photo,
      variants: saved.urls,
    });
  } catch (error) {
    if (error instanceof ImageUploadError || error instanceof ContentError) {
      return answer(error.status, { error: error.message });
    }
    throw error;
  }
}
