import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { logger } from "@/src/server/log";
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

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The visitor id from the cookie or the `visitorid` header, if it looks like one of ours. */
export function visitorIdOf(request: Request): string | undefined {
  const value = readCookie(request, VISITOR_COOKIE) ?? request.headers.get(VISITOR_COOKIE) ?? "";
  return VISITOR_ID_PATTERN.test(value) ? value : undefined;
}

export { readCookie };

export interface ApiContext {
  request: Request;
  visitorId: string;
}

type Handler<T> = (ctx: ApiContext) => Promise<T | Response>;

/**
 * Wraps a route handler: runs it, answers the envelope, maps AppError and zod errors to their
 * status, logs anything unexpected once and answers a generic 500, and sets the `visitorid`
 * cookie (1 year) when the request had none. API answers are never cached by shared caches.
 */
export function withApi<T>(handler: Handler<T>) {
  return async (request: Request): Promise<Response> => {
    const existingVisitor = visitorIdOf(request);
    const visitorId = existingVisitor ?? randomUUID();
    let response: Response;
    try {
      const result = await handler({ request, visitorId });
      response = result instanceof Response ? result : Response.json(envelope(result));
    } catch (error) {
      response = errorResponse(error);
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
  logger.error({ err: error }, "unhandled API error");
  return Response.json(envelope(null, 500, ["Something went wrong. Please try again."]), {
    status: 500,
  });
}

const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON body with a size limit; bad JSON is a 400, never a 500. */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw new AppError(415, ["Content-Type must be application/json"]);
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new AppError(413, ["Request body is too large"]);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, ["Request body is not valid JSON"]);
  }
}
