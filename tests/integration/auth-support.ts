/**
 * Helpers for the account API tests: a controllable clock and a captured SMS outbox installed
 * into the auth runtime, and small request builders for the route handlers.
 */
import { afterAll, beforeAll } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { setAuthRuntimeForTests } from "@/src/server/auth/runtime";
import { peerHeader } from "@/src/server/http/edge";
import { createCaptureSender } from "@/src/server/sms";
import { fileDb } from "./file-db";

export const T0 = Date.parse("2026-11-22T04:30:00.000Z");

export function installTestRuntime() {
  const clock = { ms: T0 };
  const sms = createCaptureSender(undefined, () => new Date(clock.ms));
  setAuthRuntimeForTests({ now: () => new Date(clock.ms), sms });
  return {
    sms,
    clock,
    advance(ms: number) {
      clock.ms += ms;
    },
    /** The code in the latest SMS to +91<mobile>. */
    lastOtp(mobile: string, countryCode = "91"): string {
      const to = `+${countryCode}${mobile}`;
      const message = [...sms.messages].reverse().find((m) => m.to === to);
      const code = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no OTP was sent to ${to}`);
      return code;
    },
    restore() {
      setAuthRuntimeForTests(undefined);
    },
  };
}

/**
 * A fresh database (./file-db) and the test runtime for the calling test file, restored after
 * its last test. Read the fields inside tests and hooks.
 */
export function fileDbAndRuntime(): {
  handle: DbHandle;
  rt: ReturnType<typeof installTestRuntime>;
} {
  const file = fileDb() as { handle: DbHandle; rt: ReturnType<typeof installTestRuntime> };
  beforeAll(() => {
    file.rt = installTestRuntime();
  });
  afterAll(() => {
    file.rt.restore();
  });
  return file;
}

export interface EnvelopeBody<T = unknown> {
  status: { code: number; message: string };
  data: T;
  error: string[];
}

type RouteHandler = (request: Request) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  cookie?: string;
  /** The socket address the request comes from (the edge guard's stamp); fresh by default. */
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * The header that says which socket address a request came from, as the edge guard stamps it
 * under `next start` (src/server/http/edge.ts): route handlers called directly need it set.
 */
export function fromAddress(address: string): Record<string, string> {
  return { [peerHeader()]: address };
}

let ipCounter = 0;
/**
 * A fresh client address per call unless one is given, so per-IP limits stay out of the way:
 * each in its own /24, so per-network limits do too.
 */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.${1 + ((ipCounter >> 16) & 127)}`;
}

export async function call<T = unknown>(
  handler: RouteHandler,
  path: string,
  options: CallOptions = {},
): Promise<{ response: Response; body: EnvelopeBody<T> }> {
  const headers: Record<string, string> = {
    applicationtype: "website",
    ...fromAddress(options.ip ?? nextIp()),
    ...options.headers,
  };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const request = new Request(`http://localhost${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await handler(request);
  return { response, body: (await response.json()) as EnvelopeBody<T> };
}

/** Set-Cookie headers of a response, by cookie name. */
export function setCookies(response: Response): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const name = line.slice(0, line.indexOf("="));
    map.set(name, line);
  }
  return map;
}

/** The value a response's Set-Cookie gives the cookie `name`, if it sets it. */
export function cookieFrom(response: Response, name: string): string | undefined {
  const line = setCookies(response).get(name);
  return line?.slice(name.length + 1, line.indexOf(";"));
}

let mobileCounter = 0;
/** A valid, unused Indian mobile number per call. */
export function newMobile(): string {
  mobileCounter++;
  return `9${String(100_000_000 + mobileCounter * 7919).slice(-9)}`;
}
