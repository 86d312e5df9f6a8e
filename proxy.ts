import { type NextRequest, NextResponse } from "next/server";
import { contentSecurityPolicy } from "@/src/config/security-headers";
import { privateAnswer } from "@/src/lib/http/answers";

const dev = process.env.NODE_ENV !== "production";

/**
 * Next.js's proxy (the Next 16 name of middleware; Node.js runtime), on the console's and the
 * patients' pages only: their answers are never stored or indexed, and a console address whose
 * query holds a control character is refused with 400 (src/lib/http/answers.ts). Those pages
 * render per request anyway, so the proxy's cost (a few hundred µs) is small beside theirs.
 *
 * It runs on no other path on purpose: on a cached public page it would cost more than the page
 * itself (bench/RESULTS.md, "Supported seams"), and it cannot answer what the edge guard answers
 * (src/server/http/edge.ts): Next.js fails a TRACE and an undecodable path with a 500 before or
 * while building the proxy's request (docs/decisions/0026-supported-nextjs-seams.md).
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const answer = privateAnswer(pathname, searchParams, () => contentSecurityPolicy(dev));
  if (!answer) return NextResponse.next();
  if ("refuse" in answer) {
    const { status, body, headers } = answer.refuse;
    return new NextResponse(body, { status, headers });
  }
  return NextResponse.next({ headers: answer.headers });
}

export const config = {
  // Constants only: Next.js reads them at build time.
  matcher: [
    "/console",
    "/console/:path*",
    "/my-data",
    "/my-data/:path*",
    "/hi/my-data",
    "/hi/my-data/:path*",
    "/stop/:path+",
    "/hi/stop/:path+",
  ],
};
