import { type NextRequest, NextResponse } from "next/server";
import { shellFor, shellKey } from "@/src/lib/shell";

/**
 * Rewrites every page request to `/{shellKey}/{path}`, where the key encodes the shell parts that
 * spec §2's route rules give this path and query (src/lib/shell.ts). The layout under
 * app/[shell] renders exactly those parts, and pages stay static/ISR: a request-time switch such
 * as `?source=patientapp` selects another cached variant instead of making every page dynamic.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const url = request.nextUrl.clone();
  url.pathname = `/${shellKey(shellFor(pathname, searchParams))}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Pages only: not the API, the product API host paths, Next.js assets, the folders of public/
  // or the root files that routes of their own serve. Any other path, dotted or not, gets a shell.
  matcher: [
    "/((?!api/|lead/|users/|dmg/|timeline/|_next/|models/|icons/|images/|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$|manifest\\.webmanifest$).*)",
  ],
};
