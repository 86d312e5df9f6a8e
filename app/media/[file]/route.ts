import { getDb } from "@/src/db";
import { parseMediaFile } from "@/src/lib/content-editing/images";
import { readVariant } from "@/src/server/content-editing/images";

export const dynamic = "force-dynamic";

/**
 * GET /media/{hash}-{width}.webp: a stored photo variant. The hash names the bytes, so a URL's
 * answer never changes: browsers and CDNs keep it for a year without asking again
 * (docs/decisions/0022-images-in-the-database.md). Unknown files are a short-lived 404.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const parsed = parseMediaFile((await params).file);
  const row = parsed ? await readVariant(getDb(), parsed.hash, parsed.width) : null;
  if (!row) {
    return new Response("Not found.\n", {
      status: 404,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "public, max-age=60",
      },
    });
  }
  return new Response(new Uint8Array(row.data), {
    headers: {
      "content-type": row.contentType,
      "content-length": String(row.data.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
