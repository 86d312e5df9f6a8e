import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { env } from "@/src/config/env";
import { cookieValue, SESSION_COOKIE } from "@/src/lib/auth/credentials";
import { defaultLocale, type Locale } from "@/src/lib/i18n";
import type { Envelope } from "@/src/lib/api/contracts/envelope";
import { MAX_INT4 } from "@/src/lib/int-range";
import { clearedAuthCookies } from "@/src/server/auth/cookies";
import { authRuntime } from "@/src/server/auth/runtime";
import { type SessionUser, userForToken } from "@/src/server/auth/sessions";
import { isDatabaseUnavailable } from "@/src/db/errors";
import { logError, logger, safeErrorFields } from "@/src/server/log";
import { clientOf } from "@/src/server/ratelimit/client-ip";
import { requestLimitStore } from "@/src/server/ratelimit/request-limits";
import { type LimitRule, retryAfterSeconds, tooManyRequests } from "@/src/server/ratelimit";
import { AppError, type ErrorText, STATUS_TEXT } from "./errors";
import { createMemo } from "./memo";
import { apiText, authText, localeOf, textIn } from "./messages";
import { readBodyBytes } from "./body";

/** Every answer's envelope, {"status":{"code","message"},"data","error":[]}: its contract. */
export type { Envelope };

export const VISITOR_COOKIE = "visitorid";
const ONE_YEAR_SECONDS = 31_536_000;
const VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export function envelope<T>(data: T, code = 200, errors: string[] = []): Envelope<T> {
  return {
    status: { code, message: errors[0] ?? STATUS_TEXT[code] ?? "Error" },
    data,
    error: errors,
  };
}

/** The visitor id from the cookie or the `visitorid` header, if it looks like one of ours. */
export function visitorIdOf(request: Request): string | undefined {
  const value =
    cookieValue(request.headers.get("cookie") ?? "", VISITOR_COOKIE) ??
    request.headers.get(VISITOR_COOKIE) ??
    "";
  return VISITOR_ID_PATTERN.test(value) ? value : undefined;
}

export interface ApiContext {
  request: Request;
  visitorId: string;
  /**
   * The client's rate-limit key: its IPv4 address or IPv6 /64, "unknown" without an address
   * (src/server/ratelimit/client-ip.ts: the socket, or the configured proxies' X-Forwarded-For).
   */
  ip: string;
  /** The client's network (IPv4 /24, IPv6 /48) for per-network limits; "unknown". */
  network: string;
  /** The client's address, only when it parses as one (what a lead stores as its `ip`). */
  address?: string;
  /** The `cityid` header that logged-in browsers send (AP-4), when it is a positive integer. */
  cityId?: number;
  /** The locale of the answer's messages (./messages `localeOf`: English unless asked for Hindi). */
  locale: Locale;
  /** The logged-in caller, when the handler asked for `auth` and the request has a live session. */
  user?: SessionUser;
}

export interface AuthedApiContext extends ApiContext {
  user: SessionUser;
}

/** A per-client limit of a route: every request counts; over it the answer is 429 + Retry-After. */
export interface ApiRateLimit extends LimitRule {
  /**
   * Count in this instance's memory on every database (src/server/ratelimit/request-limits.ts):
   * for routes answered from the instance's own memory, where each instance guards its own CPU.
   */
  perInstance?: boolean;
  /** What the 429 says, given the wait in seconds (default: "Too many requests…"). */
  message?: (retryAfterSeconds: number) => ErrorText;
}

export interface ApiOptions {
  /**
   * 'required': answer 401 unless the request carries a live session (Authorization: Bearer
   * <token>, else the httpOnly session cookie); 'optional': resolve the caller when there is one.
   */
  auth?: "required" | "optional";
  /** Count every request against this per-IP bucket; over it the answer is 429 + Retry-After. */
  rateLimit?: ApiRateLimit;
  /**
   * Refuse (403) requests a browser sends from another site: `Sec-Fetch-Site: cross-site`, or
   * without that header an `Origin` other than the request's own. For calls that change state
   * without a JSON body (`readJson` refuses cross-site requests itself): logout, visitor link.
   */
  sameSiteOnly?: boolean;
  /** Public answers take `PublicApiOptions` (and a `PublicApiContext`) instead. */
  cache?: never;
}

/**
 * A public answer: the same for everyone who asks for the URL, so a CDN or shared proxy may keep
 * it. Such a handler sees only the URL (no cookies, no caller, no visitor id, no IP), and the
 * answer carries no cookie; it cannot be combined with `auth`. A `rateLimit` counts the client's
 * requests before the handler (and the memo) and answers 429 past it; the handler still sees
 * only the URL, and the 429 is never stored by a shared cache.
 */
export interface PublicCache {
  /** Seconds a shared cache (CDN) may answer with it. */
  sMaxAge: number;
  /** Seconds a shared cache may go on answering with it while it fetches a fresh one. */
  staleWhileRevalidate: number;
  /** Seconds a browser may keep it (default 60, at most `sMaxAge`). */
  maxAge?: number;
  /**
   * Seconds this process answers a repeated URL from memory instead of calling the handler
   * (default 0: off). Bounded in size (./memo); errors are never kept.
   */
  memoSeconds?: number;
}

export interface PublicApiOptions {
  cache: PublicCache;
  rateLimit?: ApiRateLimit;
  auth?: never;
  sameSiteOnly?: never;
}

export interface PublicApiContext {
  /** The request's URL: a public answer may depend on nothing else. */
  url: URL;
}

/** Catalogue lists (cities, lead-form options; search later): the same for everyone. */
export const CATALOGUE_CACHE: PublicCache = {
  sMaxAge: 300,
  staleWhileRevalidate: 86_400,
  maxAge: 60,
  memoSeconds: 60,
};

type Handler<T> = (ctx: ApiContext) => Promise<T | Response>;
type PublicHandler<T> = (ctx: PublicApiContext) => Promise<T>;
type RouteHandler = (request: Request) => Promise<Response>;

/**
 * Private answers: never stored. `no-transform` also keeps `next start`'s compression off them:
 * Next.js streams route answers without a Content-Length, so its middleware would otherwise gzip
 * even a 60-byte answer (a new zlib stream per request: ~8 % of a lead's CPU).
 */
const PRIVATE_NO_STORE = "private, no-store, no-transform";

/**
 * The longest a shared cache or a browser may keep an error answer (any 4xx or 5xx) or a
 * redirect to a page that may not exist (AP-44, AP-45): a fixed mistake, a city or slug that
 * comes to exist, is seen within a minute.
 */
export const ERROR_CACHE_MAX_SECONDS = 60;

/**
 * An answer that may be kept a little: a CDN absorbs a burst of one made-up URL for a minute,
 * browsers ask again (as a page's 404 does, src/server/http/edge.ts).
 */
export const SHORT_PUBLIC_CACHE = `public, max-age=0, s-maxage=${ERROR_CACHE_MAX_SECONDS}`;

/** The seconds a shared cache or a browser may keep an answer with this Cache-Control, the longer. */
export function cacheLifetimeSeconds(cacheControl: string | null): number {
  const value = (cacheControl ?? "").toLowerCase();
  if (!value || /\b(?:no-store|no-cache)\b/.test(value)) return 0;
  const seconds = (name: string) =>
    Number(new RegExp(`(?:^|[\\s,])${name}=(\\d+)`).exec(value)?.[1] ?? 0);
  // stale-while-revalidate and stale-if-error let a cache go on answering with it too.
  const stale = Math.max(seconds("stale-while-revalidate"), seconds("stale-if-error"));
  const kept = Math.max(seconds("max-age"), /\bprivate\b/.test(value) ? 0 : seconds("s-maxage"));
  return kept + (kept > 0 ? stale : 0);
}

/**
 * The one rule over every answer a route builds itself: an error kept longer than
 * ERROR_CACHE_MAX_SECONDS becomes `private, no-store` (a CDN must not give everyone a 400 for an
 * hour). Answers within the minute, and every success, are left as they are.
 */
export function capErrorCaching(response: Response): Response {
  if (response.status < 400) return response;
  if (cacheLifetimeSeconds(response.headers.get("cache-control")) > ERROR_CACHE_MAX_SECONDS) {
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  }
  return response;
}

/** The session token of a request: the Bearer header (app clients) or the session cookie. */
export function sessionTokenOf(request: Request): { token?: string; from?: "header" | "cookie" } {
  const authorization = request.headers.get("authorization");
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, from: "header" };
  const cookie = cookieValue(request.headers.get("cookie") ?? "", SESSION_COOKIE);
  return cookie ? { token: cookie, from: "cookie" } : {};
}

function cityIdOf(request: Request): number | undefined {
  const value = Number(request.headers.get("cityid"));
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_INT4 ? value : undefined;
}

/**
 * Refuses (400) a query string holding a control character in a name or a value: PostgreSQL
 * text cannot hold NUL (the statement fails, a 500), and none of them belongs in a URL we serve.
 * Tab, newline and carriage return are let through, as in JSON bodies.
 */
export function requireCleanQuery(url: URL): void {
  for (const [name, value] of url.searchParams) {
    if (CONTROL_CHARACTERS.test(name) || CONTROL_CHARACTERS.test(value)) {
      throw new AppError(400, [apiText("controlCharacters")]);
    }
  }
}

/**
 * Wraps a route handler: runs it, answers the envelope, maps AppError and zod errors to their
 * status (messages in the request's locale), logs anything unexpected once and answers a generic
 * 500, and sets the `visitorid` cookie (1 year) when the request had none. Answers are
 * `private, no-store`. Options add authentication (`ctx.user`) and a per-IP rate limit; or, with
 * `cache`, make a public answer that shared caches may keep (see `PublicCache`).
 */
export function withApi<T>(
  handler: (ctx: AuthedApiContext) => Promise<T | Response>,
  options: ApiOptions & { auth: "required" },
): RouteHandler;
export function withApi<T>(handler: PublicHandler<T>, options: PublicApiOptions): RouteHandler;
export function withApi<T>(handler: Handler<T>, options?: ApiOptions): RouteHandler;
export function withApi<T>(
  handler: Handler<T> | PublicHandler<T> | ((ctx: AuthedApiContext) => Promise<T | Response>),
  options: ApiOptions | PublicApiOptions = {},
): RouteHandler {
  if (options.cache) {
    // The types refuse this already; JavaScript callers and casts are refused here, at start-up.
    if (options.auth || options.sameSiteOnly) {
      throw new Error("withApi: a publicly cached answer cannot use auth or sameSiteOnly");
    }
    return publicApi(handler as PublicHandler<T>, options.cache, options.rateLimit);
  }
  return privateApi(handler as Handler<T>, options as ApiOptions);
}

function privateApi<T>(handler: Handler<T>, options: ApiOptions): RouteHandler {
  return async (request: Request): Promise<Response> => {
    const existingVisitor = visitorIdOf(request);
    const visitorId = existingVisitor ?? randomUUID();
    const locale = localeOf(request);
    let response: Response;
    let staleSession = false;
    try {
      requireCleanQuery(new URL(request.url));
      if (options.sameSiteOnly) requireSameSite(request);
      const client = clientOf(request);
      const ctx: ApiContext = {
        request,
        visitorId,
        ip: client.key,
        network: client.network,
        address: client.address,
        cityId: cityIdOf(request),
        locale,
      };
      if (options.rateLimit) await enforceRateLimit(options.rateLimit, ctx.ip);
      if (options.auth) {
        const { token, from } = sessionTokenOf(request);
        if (token) {
          const rt = authRuntime();
          ctx.user = (await userForToken(rt.db, token, rt.now)) ?? undefined;
          staleSession = !ctx.user && from === "cookie";
        }
        if (options.auth === "required" && !ctx.user) {
          throw new AppError(401, [authText("loginRequired")]);
        }
      }
      // With auth "required" the user is set above, which is what the narrower overload promises.
      const result = await handler(ctx);
      response = result instanceof Response ? result : Response.json(envelope(result));
    } catch (error) {
      response = errorResponse(error, locale);
    }
    // A session cookie that no longer works (revoked, expired): tell the browser to drop it.
    if (staleSession) {
      for (const c of clearedAuthCookies()) response.headers.append("Set-Cookie", c);
    }
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    if (!existingVisitor) {
      response.headers.append(
        "Set-Cookie",
        `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`,
      );
    }
    return response;
  };
}

/** Counts the client's request against `limit`; past it throws the 429. */
async function enforceRateLimit(limit: ApiRateLimit, clientKey: string): Promise<void> {
  const state = await requestLimitStore(limit).consume(limit, clientKey, authRuntime().now);
  if (!state.allowed) {
    const message = limit.message?.(retryAfterSeconds(state)) ?? apiText("tooManyRequests");
    throw tooManyRequests(state, message);
  }
}

/** `public, max-age=…, s-maxage=…, stale-while-revalidate=…` of a public answer. */
export function publicCacheControl(cache: PublicCache): string {
  const maxAge = Math.min(cache.maxAge ?? 60, cache.sMaxAge);
  return `public, max-age=${maxAge}, s-maxage=${cache.sMaxAge}, stale-while-revalidate=${cache.staleWhileRevalidate}`;
}

/**
 * A public answer: the handler sees only the URL; success is publicly cacheable and never sets
 * a cookie; an error is `private, no-store` (a CDN must not keep a 400 or 500 for everyone).
 */
function publicApi<T>(
  handler: PublicHandler<T>,
  cache: PublicCache,
  rateLimit: ApiRateLimit | undefined,
): RouteHandler {
  const cacheControl = publicCacheControl(cache);
  const memo = cache.memoSeconds ? createMemo(cache.memoSeconds * 1000) : undefined;
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const answer = async (): Promise<string> => {
      const data = await handler({ url });
      // A Response could carry cookies or personal headers: public handlers answer data only.
      if (data instanceof Response) throw new Error("a public API handler returned a Response");
      return JSON.stringify(envelope(data));
    };
    try {
      requireCleanQuery(url);
      if (rateLimit) await enforceRateLimit(rateLimit, clientOf(request).key);
      const body = memo ? await memo(url.pathname + url.search, answer) : await answer();
      return new Response(body, {
        headers: { "Content-Type": "application/json", "Cache-Control": cacheControl },
      });
    } catch (error) {
      const response = errorResponse(error, localeOf(request));
      response.headers.set("Cache-Control", PRIVATE_NO_STORE);
      return response;
    }
  };
}

/** What an error answers: its status, messages in the locale and headers (Retry-After). */
function errorAnswer(
  error: unknown,
  locale: Locale,
): { status: number; messages: string[]; headers?: Record<string, string> } {
  if (error instanceof AppError) {
    const messages = error.texts.map((text) => textIn(text, locale));
    return { status: error.status, messages, headers: error.headers };
  }
  if (error instanceof z.ZodError) {
    const messages = [...new Set(error.issues.map((i) => textIn(i.message, locale)))];
    return { status: 400, messages };
  }
  if (isDatabaseUnavailable(error)) {
    // The database is restarting or unreachable: a client may retry (the lead form does).
    logger.warn({ err: safeErrorFields(error) }, "database unavailable: answered 503");
    return {
      status: 503,
      messages: [apiText("unavailable")[locale]],
      headers: { "Retry-After": "1" },
    };
  }
  logError(error, "unhandled API error");
  return { status: 500, messages: [apiText("unexpected")[locale]] };
}

export function errorResponse(error: unknown, locale: Locale = defaultLocale): Response {
  const { status, messages, headers } = errorAnswer(error, locale);
  return Response.json(envelope(null, status, messages), { status, headers });
}

/**
 * For a route that builds its own answer (a form's 303 redirect, plain text): the guards every
 * API route has (a clean query string) and the same error answers — AppError and zod errors
 * with their status, an unreachable database 503 + Retry-After, anything else logged once
 * without its bound values and a generic 500 — as plain text, `private, no-store`, for the
 * browser that sent the form. Nothing else: no envelope, no cookie, the route sets its caching
 * (an error kept more than a minute is made `private, no-store`: `capErrorCaching`).
 */
export function withApiGuards(
  handler: (request: Request, url: URL) => Promise<Response> | Response,
): RouteHandler {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    try {
      requireCleanQuery(url);
      return capErrorCaching(await handler(request, url));
    } catch (error) {
      const { status, messages, headers } = errorAnswer(error, localeOf(request));
      return new Response(messages.join("\n"), {
        status,
        headers: {
          ...headers,
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": PRIVATE_NO_STORE,
        },
      });
    }
  };
}

/** An envelope answer that also sets cookies (login, profile update, logout). */
export function jsonWithCookies<T>(data: T, cookies: string[]): Response {
  const response = Response.json(envelope(data));
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

const MAX_JSON_BYTES = 64 * 1024;

/**
 * C0 control characters other than tab, newline and carriage return. PostgreSQL refuses NUL in
 * text and jsonb (a 500 and possibly a half-done request), and none of them belongs in a form.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

function isJsonContentType(header: string | null): boolean {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** Reads the body as text, refusing (413) as soon as it passes `maxBytes`, before buffering it all. */
async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  const body = await readBodyBytes(
    request,
    maxBytes,
    () => new AppError(413, [apiText("bodyTooLarge")]),
  );
  return body.toString("utf8");
}

/**
 * How deeply a JSON body may nest arrays and objects. Ours nest two levels (a lead's
 * attribution); the cap keeps every walk over a parsed body (and JSON.parse itself) far from
 * the stack's limit, whatever a client sends.
 */
export const MAX_JSON_DEPTH = 16;

/** Whether the JSON text nests arrays/objects deeper than `max`, counted outside strings. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Reads a JSON body: application/json only (a cross-site form cannot send it without a CORS
 * preflight, which we never grant), refused outright from cross-site browser contexts, size
 * limited while streaming, nested at most MAX_JSON_DEPTH deep, free of control characters,
 * and with every string well-formed: a lone UTF-16 surrogate (half an emoji, from a cut in the
 * middle of one) becomes U+FFFD, which PostgreSQL's jsonb accepts. Bad input is a 4xx, never a
 * 500.
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    throw new AppError(403, [apiText("crossSite")]);
  }
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new AppError(415, [apiText("jsonOnly")]);
  }
  const text = await readTextCapped(request, maxBytes);
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError(400, [apiText("tooDeep")]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, [apiText("invalidJson")]);
  }
  if (CONTROL_CHARACTERS.test(text)) throw new AppError(400, [apiText("controlCharacters")]);
  return cleanStrings(value);
}

/**
 * Every string (keys too) made well-formed; a control character, also one written as a JSON
 * escape (\u0000) that the raw-text check cannot see, is a 400. Depth is already bounded.
 */
function cleanStrings(value: unknown): unknown {
  const clean = (text: string) => {
    if (CONTROL_CHARACTERS.test(text)) throw new AppError(400, [apiText("controlCharacters")]);
    return text.isWellFormed() ? text : text.toWellFormed();
  };
  if (typeof value === "string") return clean(value);
  if (Array.isArray(value)) return value.map(cleanStrings);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [clean(key), cleanStrings(v)]),
    );
  }
  return value;
}

/** The origin a browser names in `Origin`, compared with ours (the request's, or SITE_URL's). */
function isOwnOrigin(origin: string, request: Request): boolean {
  if (origin === new URL(request.url).origin) return true;
  return origin === new URL(env().SITE_URL).origin;
}

/**
 * Refuses (403) a request a browser sends from another site (`ApiOptions.sameSiteOnly`).
 * Browsers send `Sec-Fetch-Site`; older ones at least `Origin` on a POST; apps and other
 * non-browser clients send neither and are let through (they carry no ambient cookies of ours).
 */
export function requireSameSite(request: Request): void {
  const site = request.headers.get("sec-fetch-site");
  if (site) {
    if (site === "cross-site") throw new AppError(403, [apiText("crossSite")]);
    return;
  }
  const origin = request.headers.get("origin");
  if (origin !== null && !isOwnOrigin(origin, request)) {
    throw new AppError(403, [apiText("crossSite")]);
  }
}
