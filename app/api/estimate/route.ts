import { getDb } from "@/src/db";
import { estimateUrlFor } from "@/src/server/estimate";

// GET /api/estimate?treatment=&city=&hospital=&room=&implant=&insurer=&sum= – the estimate
// form without JavaScript: 303 to the estimate's own cached URL; an unknown choice is a 400.
export async function GET(request: Request): Promise<Response> {
  const url = await estimateUrlFor(getDb(), new URL(request.url).searchParams);
  if (!url) {
    return new Response("Please choose the estimate's options from the form again.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(null, {
    status: 303,
    headers: { Location: url, "Cache-Control": "public, max-age=300, s-maxage=3600" },
  });
}
