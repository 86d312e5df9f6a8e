import { getDb } from "@/src/db";
import { withApiGuards } from "@/src/server/http/api";
import { estimateUrlFor } from "@/src/server/estimate";

// GET /api/estimate?treatment=&city=&hospital=&room=&implant=&insurer=&sum= – the estimate
// form without JavaScript: 303 to the estimate's own cached URL; an unknown choice is a 400.
// withApiGuards: a control character in the query is a 400, a database that is down a 503.
export const GET = withApiGuards(async (_request, url) => {
  const target = await estimateUrlFor(getDb(), url.searchParams);
  if (!target) {
    return new Response("Please choose the estimate's options from the form again.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(null, {
    status: 303,
    headers: { Location: target, "Cache-Control": "public, max-age=300, s-maxage=3600" },
  });
});
