import { filterTargetAlwaysExists, formRedirect } from "@/src/lib/catalog/review-filters";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { SHORT_PUBLIC_CACHE, withApiGuards } from "@/src/server/http/api";

// GET /api/listings/filter?kind=doctors&city=…&speciality=…&gender=… – the listings' filter form
// and /reviews' (kind=reviews&treatment=…&city=…), with no JavaScript needed: a 303 to the
// page's own path for that choice, a cached page
// (src/lib/catalog/listing-filters.ts). The same for everyone, so a CDN may keep it: a day when
// the page always exists, else a minute like the page's 404 (AP-45); a 400 not at all (AP-44).
export const GET = withApiGuards((_request, url) => {
  const to = formRedirect(url.searchParams);
  if ("invalid" in to) {
    const m = getMessages(url.searchParams.get("lang") === "hi" ? "hi" : "en").discovery;
    return new Response(format(m.badFilter, { fields: to.invalid.join(", ") }), {
      status: 400,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  }
  return new Response(null, {
    status: 303,
    headers: {
      Location: to.location,
      "Cache-Control": filterTargetAlwaysExists(to.location)
        ? "public, max-age=300, s-maxage=86400"
        : SHORT_PUBLIC_CACHE,
    },
  });
});
