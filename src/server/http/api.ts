import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { env } from "@/src/config/env";
import { cookieValue, SESSION_COOKIE } from "@/src/lib/auth/credentials";
import authMessages from "@/src/lib/i18n/messages/en/auth.json";
import { clearedAuthCookies } from "@/src/server/auth/cookies";
import { authRuntime } from "@/src/server/auth/runtime";
import { type SessionUser, userForToken } from "@/src/server/auth/sessions";
import { logError } from "@/src/server/log";
import { clientIp } from "@/src/server/ratelimit/client-ip";
import { consume, type LimitRule, tooManyRequests } from "@/src/server/ratelimit";
import { AppError, STATUS_TEXT } from "./errors";

/** The envelope of DESIGN §4: {"status":{"code","message"},"data","error":[]}. */
export interface Envelope<T> {
  status: { code: number; message: string };
  data: T;
  error: string[];
}

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
  /** The client's IP address (X-Forwarded-For, TRUST_PROXY_HOPS from the right). */
  ip: string;
  /** The `cityid` header that logged-in browsers send (spec §7), when it is a positive integer. */
  cityId?: number;
  /** The logged-in caller, when the handler asked for `auth` and the request has a live session. */
  user?: SessionUser;
}

export interface AuthedApiContext extends ApiContext {
  user: SessionUser;
}

export interface ApiOptions {
  /**
   * 'required': answer 401 unless the request carries a live session (Authorization: Bearer
   * <token>, else the httpOnly session cookie); 'optional': resolve the caller when there is one.
   */
  auth?: "required" | "optional";
  /** Count every request against this per-IP bucket; over it the answer is 429 + Retry-After. */
  rateLimit?: LimitRule;
}

type Handler<T> = (ctx: ApiContext) => Promise<T | Response>;
type RouteHandler = (request: Request) => Promise<Response>;

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
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * Wraps a route handler: runs it, answers the envelope, maps AppError and zod errors to their
 * status, logs anything unexpected once and answers a generic 500, and sets the `visitorid`
 * cookie (1 year) when the request had none. API answers are never cached by shared caches.
 * Options add authentication (`ctx.user`) and a per-IP rate limit.
 */
export function withApi<T>(
  handler: (ctx: AuthedApiContext) => Promise<T | Response>,
  options: ApiOptions & { auth: "required" },
): RouteHandler;
export function withApi<T>(handler: Handler<T>, options?: ApiOptions): RouteHandler;
export function withApi<T>(
  handler: Handler<T> | ((ctx: AuthedApiContext) => Promise<T | Response>),
  options: ApiOptions = {},
): RouteHandler {
  return async (request: Request): Promise<Response> => {
    const existingVisitor = visitorIdOf(request);
    const visitorId = existingVisitor ?? randomUUID();
    let response: Response;
    let staleSession = false;
    try {
      const ctx: ApiContext = {
        request,
        visitorId,
        ip: clientIp(request, env().TRUST_PROXY_HOPS),
        cityId: cityIdOf(request),
      };
      if (options.rateLimit) {
        const rt = authRuntime();
        const state = await consume(rt.db, options.rateLimit, ctx.ip, rt.now);
        if (!state.allowed) {
          throw tooManyRequests(state, "Too many requests. Please try again later.");
        }
      }
      if (options.auth) {
        const { token, from } = sessionTokenOf(request);
        if (token) {
          const rt = authRuntime();
          ctx.user = (await userForToken(rt.db, token, rt.now)) ?? undefined;
          staleSession = !ctx.user && from === "cookie";
        }
        if (options.auth === "required" && !ctx.user) {
          throw new AppError(401, [authMessages.server.loginRequired]);
        }
      }
      // With auth "required" the user is set above, which is what the narrower overload promises.
      const result = await (handler as Handler<T>)(ctx);
      response = result instanceof Response ? result : Response.json(envelope(result));
    } catch (error) {
      response = errorResponse(error);
    }
    // A session cookie that no longer works (revoked, expired): tell the browser to drop it.
    if (staleSession) {
      for (const c of clearedAuthCookies()) response.headers.append("Set-Cookie", c);
    }
    response.headers.set("Cache-Control", "private, no-store");
    if (!existingVisitor) {
      response.headers.append(
        "Set-Cookie",
        `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`,
      );
    }
    return response;
  };
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return Response.json(envelope(null, error.status, error.messages), {
      status: error.status,
      headers: error.headers,
    });
  }
  if (error instanceof z.ZodError) {
    const messages = [...new Set(error.issues.map((i) => i.message))];
    return Response.json(envelope(null, 400, messages), { status: 400 });
  }
  logError(error, "unhandled API error");
  return Response.json(envelope(null, 500, ["Something went wrong. Please try again."]), {
    status: 500,
  });
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
  const tooLarge = () => new AppError(413, ["Request body is too large"]);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Reads a JSON body: application/json only (a cross-site form cannot send it without a CORS
 * preflight, which we never grant), refused outright from cross-site browser contexts, size
 * limited while streaming, and free of control characters. Bad input is a 4xx, never a 500.
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    throw new AppError(403, ["Cross-site requests are not accepted"]);
  }
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new AppError(415, ["Content-Type must be application/json"]);
  }
  const text = await readTextCapped(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, ["Request body is not valid JSON"]);
  }
  if (CONTROL_CHARACTERS.test(text) || containsControlCharacters(value)) {
    throw new AppError(400, ["Request contains characters that are not allowed"]);
  }
  return value;
}

/** JSON escapes (\u0000) survive the raw-text check, so the parsed values are checked too. */
function containsControlCharacters(value: unknown): boolean {
  if (typeof value === "string") return CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some(containsControlCharacters);
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, v]) => CONTROL_CHARACTERS.test(key) || containsControlCharacters(v),
    );
  }
  return false;
}
