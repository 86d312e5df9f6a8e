import { formRedirect } from "@/src/lib/catalog/review-filters";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { withApiGuards } from "@/src/server/http/api";

// GET /api/listings/filter?kind=doctors&city=…&speciality=…&gender=… – the listings' filter form
// and /reviews' (kind=reviews&treatment=…&city=…), with no JavaScript needed: a 303 to the
// page's own path for that choice, a cached page
// (src/lib/catalog/listing-filters.ts). The same for everyone, so a CDN may keep it.
export const GET = withApiGuards((_request, url) => {
  const to = formRedirect(url.searchParams);
  if ("invalid" in to) {
    const m = getMessages(url.searchParams.get("lang") === "hi" ? "hi" : "en").discovery;
    return new Response(format(m.badFilter, { fields: to.invalid.join(", ") }), {
      status: 400,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=300, s-maxage=3600",
      },
    });
  }
  return new Response(null, {
    status: 303,
    headers: { Location: to.location, "Cache-Control": "public, max-age=300, s-maxage=86400" },
  });
});
