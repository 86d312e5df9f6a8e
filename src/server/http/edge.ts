import "server-only";
import { randomBytes } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { securityHeadersFor } from "@/src/config/security-headers";
import { isDatabaseUnavailable } from "@/src/db/errors";
import {
  allowedMethods,
  isApiPath,
  isConsolePath,
  isMalformedPath,
  NOT_FOUND_CACHE_CONTROL,
} from "@/src/lib/http/answers";
import { getMessages } from "@/src/lib/i18n";

/**
 * What our HTTP server does to a request before Next.js sees it (installed once per process by
 * instrumentation.ts, through Node's `http.server.request.start` diagnostics channel, which runs
 * synchronously before the server's request handler). It never routes or rewrites: a request
 * reaches Next.js with the method, path and headers it was sent with (plus the peer stamp of 1),
 * or is refused outright (3). What it does is what Next.js's own proxy.ts cannot do, or cannot
 * afford on every cached page (docs/decisions/0026-supported-nextjs-seams.md, with the measures):
 *
 * 1. It stamps the socket's address on the request, under a header name made of random bytes
 *    at start-up (`peerHeader()`), so that route handlers can read the TCP peer — `next start`
 *    exposes no socket to them or to proxy.ts, and the `X-Forwarded-For` it fills in keeps any
 *    value a client sent (src/server/ratelimit/client-ip.ts decides whom to believe).
 * 2. It sets the security headers of every answer (src/config/security-headers.ts), HSTS only
 *    behind HTTPS: five `setHeader` calls, where proxy.ts on every page cost several times a
 *    cached page's whole answer.
 * 3. It refuses what Next.js would fail with a 500: methods no route of ours serves (405; `TRACE`
 *    cannot even become the Request that proxy.ts and route handlers are given) and paths whose
 *    escapes do not decode (400; Next.js fails them before proxy.ts runs). Pages answer GET and
 *    HEAD; the API paths any method a route may export, and Next.js answers 405 itself for the
 *    ones a route does not export.
 * 4. It adjusts a page's answer once its status is known, as its headers are written (no proxy
 *    sees an answer's status): a cacheable 404 gets a short shared lifetime
 *    (`NOT_FOUND_CACHE_CONTROL`: Next.js gives a not-found render the page's own `revalidate`, an
 *    hour, so a CDN would hide a doctor added a minute later for that long), and a page that
 *    failed because the database cannot be reached answers 503 with `Retry-After` instead of
 *    Next.js's 500 (`noteRequestError`, from instrumentation.ts's `onRequestError`), so that a
 *    CDN and a crawler retry instead of keeping an error.
 *
 * The console's and the patients' pages get their private, no-store answers from proxy.ts.
 */

export {
  API_PREFIXES,
  allowedMethods,
  isPatientDataPath,
  NOT_FOUND_CACHE_CONTROL,
  PATIENT_DATA_CACHE_CONTROL,
} from "@/src/lib/http/answers";

const state = globalThis as unknown as {
  vaidyaPeerHeader?: string;
  vaidyaRequestHeader?: string;
  vaidyaEdgeGuard?: boolean;
  vaidyaPagesInFlight?: Map<string, ServerResponse>;
};

/** The header that carries the socket's address: random per process, so no client can send it. */
export function peerHeader(): string {
  state.vaidyaPeerHeader ??= `x-vaidya-peer-${randomBytes(12).toString("hex")}`;
  return state.vaidyaPeerHeader;
}

/** The header that numbers a page request, so that an error report can find its response. */
function requestHeader(): string {
  state.vaidyaRequestHeader ??= `x-vaidya-request-${randomBytes(12).toString("hex")}`;
  return state.vaidyaRequestHeader;
}

/** Page responses not yet finished, by request number (instrumentation's errors name them). */
function pagesInFlight(): Map<string, ServerResponse> {
  state.vaidyaPagesInFlight ??= new Map();
  return state.vaidyaPagesInFlight;
}

let requestCount = 0;

/** Seconds a client should wait before asking again while the database is unreachable. */
export const DATABASE_DOWN_RETRY_AFTER = "5";

const databaseDown = Symbol("database unreachable");

/**
 * Called by instrumentation.ts's `onRequestError` (Next.js awaits it before it answers): a page
 * whose render failed because the database cannot be reached is marked, and its 500 becomes a
 * 503 as its headers are written.
 */
export function noteRequestError(error: unknown, headers: Record<string, unknown>): void {
  const id = headers[requestHeader()];
  if (typeof id !== "string" || !isDatabaseUnavailable(error)) return;
  const response = pagesInFlight().get(id);
  if (response) (response as unknown as Record<symbol, boolean>)[databaseDown] = true;
}

/** The socket address stamped on a request by the edge guard, if any. */
export function peerAddressOf(request: Request): string | undefined {
  return request.headers.get(peerHeader()) ?? undefined;
}

function pathnameOf(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0] ?? "/";
  return path.startsWith("/") ? path : "/";
}

/**
 * An answer the guard gives itself, before Next.js: the API envelope on API paths, plain text
 * elsewhere; never a stack trace.
 */
function answerItself(
  res: ServerResponse,
  pathname: string,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  const api = isApiPath(pathname);
  const body = api
    ? JSON.stringify({ status: { code: status, message: text }, data: null, error: [text] })
    : `${text}\n`;
  res.writeHead(status, {
    ...headers,
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(body);
}

interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
}

/** The security headers as name/value pairs, built once per process and kind of request. */
const headerSets = new Map<string, [string, string][]>();
function securityHeaderPairs(forwardedProto: string | undefined): [string, string][] {
  const https = forwardedProto === "https" ? "https" : "http";
  let pairs = headerSets.get(https);
  if (!pairs) {
    const dev = process.env.NODE_ENV !== "production";
    pairs = securityHeadersFor(dev, https).map(({ key, value }) => [key, value]);
    headerSets.set(https, pairs);
  }
  return pairs;
}

/**
 * Adjusts a page's answer as its headers are written (its status is known then): a cacheable
 * 404 gets a short shared lifetime, and a 500 caused by an unreachable database becomes 503.
 */
function watchPageAnswer(request: IncomingMessage, response: ServerResponse): void {
  const id = String(++requestCount);
  request.headers[requestHeader()] = id;
  const inFlight = pagesInFlight();
  inFlight.set(id, response);
  response.once("close", () => inFlight.delete(id));
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (args[0] === 500 && (this as unknown as Record<symbol, boolean>)[databaseDown]) {
      args[0] = 503;
      this.setHeader("Retry-After", DATABASE_DOWN_RETRY_AFTER);
      this.setHeader("Cache-Control", "no-store");
    } else if (args[0] === 404) {
      const cacheControl = this.getHeader("cache-control");
      if (typeof cacheControl === "string" && cacheControl.includes("s-maxage")) {
        this.setHeader("Cache-Control", NOT_FOUND_CACHE_CONTROL);
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/** Handles one request at the edge; exported for tests. Answers true when it answered itself. */
export function guardRequest({ request, response, socket }: RequestStart): boolean {
  const proto = request.headers["x-forwarded-proto"];
  for (const [name, value] of securityHeaderPairs(typeof proto === "string" ? proto : undefined)) {
    response.setHeader(name, value);
  }
  const header = peerHeader();
  if (socket.remoteAddress) request.headers[header] = socket.remoteAddress;
  else delete request.headers[header];
  const url = request.url ?? "/";
  const pathname = pathnameOf(url);
  if (isMalformedPath(pathname)) {
    answerItself(response, pathname, 400, getMessages("en").errors.api.malformedUrl);
    return true;
  }
  if (allowedMethods(pathname).includes(request.method ?? "")) {
    // The console's own answers come from proxy.ts; the API's statuses are its handlers' own.
    if (!isConsolePath(pathname) && !pathname.startsWith("/_next/") && !isApiPath(pathname)) {
      watchPageAnswer(request, response);
    }
    return false;
  }
  // Next.js sees the response finished and leaves it alone.
  answerItself(response, pathname, 405, getMessages("en").errors.api.methodNotAllowed, {
    Allow: allowedMethods(pathname).join(", "),
  });
  return true;
}

/** Subscribes the guard once per process (instrumentation.ts). */
export function installEdgeGuard(): void {
  if (state.vaidyaEdgeGuard) return;
  state.vaidyaEdgeGuard = true;
  diagnostics.subscribe("http.server.request.start", (message) => {
    guardRequest(message as RequestStart);
  });
}
