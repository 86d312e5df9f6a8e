import "server-only";
import { randomBytes } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { securityHeadersFor } from "@/src/config/security-headers";
import { isDatabaseUnavailable } from "@/src/db/errors";
import { getMessages } from "@/src/lib/i18n";

/**
 * What our HTTP server does to a request before Next.js sees it (installed once per process by
 * instrumentation.ts, through Node's `http.server.request.start` diagnostics channel, which runs
 * synchronously before the server's request handler):
 *
 * 1. It stamps the socket's address on the request, under a header name made of random bytes
 *    at start-up (`peerHeader()`), so that route handlers can read the TCP peer — `next start`
 *    exposes no socket to them, and the `X-Forwarded-For` it fills in keeps any value a client
 *    sent (src/server/ratelimit/client-ip.ts decides whom to believe).
 * 2. It sets the security headers of every answer (src/config/security-headers.ts), HSTS only
 *    behind HTTPS.
 * 3. It shortens the shared cache lifetime of a page's 404 (`NOT_FOUND_CACHE_CONTROL`): Next.js
 *    gives a not-found render the page's own `revalidate` (an hour), so a CDN would hide a doctor
 *    added a minute later for that long.
 *    A page that failed because the database cannot be reached answers 503 with `Retry-After`
 *    instead of Next.js's 500 (`noteRequestError`, from instrumentation.ts's `onRequestError`):
 *    a CDN and a crawler then retry instead of keeping an error.
 * 4. It answers 405 to methods no route of ours serves (`TRACE` would otherwise reach a route
 *    handler as a Request that undici refuses to build: a 500 with a stack trace). Pages answer
 *    GET and HEAD; the API paths any method a route may export, and Next.js answers 405 itself
 *    for the ones a route does not export.
 */

/** Path prefixes of the route handlers (the website's backend and the product API's paths). */
export const API_PREFIXES = ["/api/", "/lead/", "/users/", "/dmg/", "/timeline/"] as const;

/**
 * The care team's console: its pages post server actions to their own path, and no answer of it
 * may be kept by any cache or indexed (`consoleAnswer`).
 */
export const CONSOLE_PREFIX = "/console";
export const CONSOLE_CACHE_CONTROL = "private, no-store";
export const CONSOLE_ROBOTS = "noindex, nofollow";

function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`);
}

const PAGE_METHODS = ["GET", "HEAD"] as const;
const CONSOLE_METHODS = ["GET", "HEAD", "POST"] as const;
const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The methods a path may be asked with at all (the `Allow` of our 405). */
export function allowedMethods(pathname: string): readonly string[] {
  if (isConsolePath(pathname)) return CONSOLE_METHODS;
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? API_METHODS : PAGE_METHODS;
}

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
  const api = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
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

/**
 * True when the path's percent-escapes do not decode (`/doctor/%E0%A4`, half a UTF-8 character)
 * or decode to a NUL.
 * Next.js fails such a path while matching its dynamic segments, with a 500 and no log line; it is
 * the client's mistake, so the guard answers 400 first.
 */
export function isMalformedPath(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    // A NUL (`%00`) is never part of a page or slug, and PostgreSQL text cannot hold one: the
    // lookup failed with a 500 and a log line carrying the raw byte.
    return decodeURIComponent(pathname).includes("\0");
  } catch {
    return true;
  }
}

/**
 * True when a console address's query holds a control character (`?city=%00`): no console link
 * or form makes one, and a page would read it into a query PostgreSQL refuses (NUL in text).
 * The console's pages check their query themselves too (src/lib/console/input.ts); this answers
 * 400 before Next.js renders anything. Tab, line feed and carriage return pass, as in the API.
 */
export function hasControlCharacterQuery(url: string): boolean {
  const start = url.indexOf("?");
  if (start < 0) return false;
  for (const [name, value] of new URLSearchParams(url.slice(start + 1))) {
    if (QUERY_CONTROL_CHARACTERS.test(name) || QUERY_CONTROL_CHARACTERS.test(value)) return true;
  }
  return false;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const QUERY_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

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
 * The `Cache-Control` of a page's 404: a CDN may absorb a burst of one made-up URL, and a slug
 * that comes to exist is seen within a minute. The server itself never stores such an answer
 * (page-cache.cjs).
 */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

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

/** A draft's page preview, the one console page that may be framed (by the console itself). */
const DRAFT_PREVIEW = /^\/console\/content\/drafts\/\d+\/preview\/?$/;

/**
 * A console answer, whatever Next.js set: never stored by a browser or a shared cache (it holds
 * patients' details), never indexed.
 */
function consoleAnswer(response: ServerResponse, pathname: string): void {
  const writeHead = response.writeHead;
  const framed = DRAFT_PREVIEW.test(pathname);
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    this.setHeader("Cache-Control", CONSOLE_CACHE_CONTROL);
    this.setHeader("X-Robots-Tag", CONSOLE_ROBOTS);
    if (framed) {
      // The draft page frames it at phone and desktop widths: our own pages only, never others.
      const csp = this.getHeader("content-security-policy");
      if (typeof csp === "string") {
        this.setHeader(
          "Content-Security-Policy",
          csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        );
      }
      this.setHeader("X-Frame-Options", "SAMEORIGIN");
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/**
 * The patient's own data pages (My data and its readable copy, the stop link's page), in both
 * languages: per-patient, so never kept by a browser or a shared cache, whatever their status
 * (a forged stop link's 404 included), and never indexed.
 */
export const PATIENT_DATA_CACHE_CONTROL = "private, no-store";
const PATIENT_DATA_PATHS = /^(?:\/hi)?\/(?:my-data(?:\/.*)?|stop\/.*)$/;

export function isPatientDataPath(pathname: string): boolean {
  return PATIENT_DATA_PATHS.test(pathname);
}

function patientDataAnswer(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    this.setHeader("Cache-Control", PATIENT_DATA_CACHE_CONTROL);
    this.setHeader("X-Robots-Tag", CONSOLE_ROBOTS);
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
    if (isConsolePath(pathname)) {
      consoleAnswer(response, pathname);
      if (hasControlCharacterQuery(url)) {
        answerItself(response, pathname, 400, getMessages("en").errors.api.controlCharacters);
        return true;
      }
      return false;
    }
    if (!pathname.startsWith("/_next/") && !API_PREFIXES.some((p) => pathname.startsWith(p))) {
      watchPageAnswer(request, response);
      if (isPatientDataPath(pathname)) patientDataAnswer(response);
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
