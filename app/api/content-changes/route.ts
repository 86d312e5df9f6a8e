import { DROP_TOKEN_HEADER, isDropToken } from "@/src/server/content-editing/changes";
import { dropTags } from "@/src/server/content-editing/revalidate";

export const dynamic = "force-dynamic";

const TAG = /^catalog(:[a-z0-9@:-]{1,200})?$/;

/**
 * The content change poller's loopback call (src/server/content-editing/changes.ts): drops the
 * cache tags another instance published. Only this process knows the token; anything else is
 * a 404, as if the route did not exist.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isDropToken(request.headers.get(DROP_TOKEN_HEADER)))
    return new Response(null, { status: 404 });
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags)
    ? body.tags.filter((t): t is string => typeof t === "string" && TAG.test(t))
    : [];
  dropTags(tags);
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
