import "server-only";
import pino, { type DestinationStream, type LoggerOptions } from "pino";

/**
 * JSON logs. Never log personal data: mask mobile numbers with `maskMobile` (a lead is
 * health-related personal data).
 *
 * Every line is written to stdout synchronously, before the call returns: pino's
 * default destination buffers lines and writes them later, so a crash (SIGKILL, out of memory)
 * lost the "lead created" lines of leads already answered 200. One write(2) per line costs a few
 * microseconds; we log a handful of lines per request, never per row.
 *
 * Errors go through `safeErrorFields` under any of the keys `err` and `error` (and when passed
 * as the first argument), so even a raw `logger.error({ err })` carries no bound parameters.
 */
export const loggerOptions: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "vaidya" },
  redact: {
    paths: [
      "mobile",
      "mobileNo",
      "MobileNoData",
      "otp",
      "token",
      "*.mobile",
      "*.mobileNo",
      "*.otp",
      "*.token",
    ],
    censor: "[redacted]",
  },
  serializers: { err: serializeError, error: serializeError },
};

/** A logger with our options writing to `destination` (tests read what it would write). */
export function createLogger(destination: DestinationStream): pino.Logger {
  return pino(loggerOptions, destination);
}

export const logger = createLogger(pino.destination({ fd: 1, sync: true }));

/** Writes out anything still held (nothing with the synchronous destination; kept for shutdown). */
export function flushLog(): void {
  logger.flush();
}

/** 98765 43210 -> ******3210 */
export function maskMobile(mobile: string): string {
  return mobile.length <= 4 ? "****" : `${"*".repeat(mobile.length - 4)}${mobile.slice(-4)}`;
}

/**
 * Logs an unexpected error without the values bound to its SQL (see `safeErrorFields`).
 */
export function logError(error: unknown, msg: string, context: Record<string, unknown> = {}): void {
  logger.error({ ...context, err: safeErrorFields(error) }, msg);
}

function serializeError(value: unknown): unknown {
  return value instanceof Error ? safeErrorFields(value) : value;
}

/** How far down `cause` we look, and how many stack frames and query characters we keep. */
const MAX_CAUSES = 4;
const MAX_FRAMES = 7;
const MAX_QUERY_CHARS = 2000;
/** Bound values shorter than this are not looked for in messages: "1" would mangle any text. */
const MIN_REDACTED_VALUE = 3;

/**
 * What we log of an error. A failed query's values are patients' names, numbers, addresses and
 * searches: drizzle's DrizzleQueryError puts them in its message ("Failed query: …\nparams: …",
 * which the stack repeats) and in `params`, and PostgreSQL's messages quote the value they
 * could not read (`invalid input syntax for type integer: "…"`). So we keep:
 * - the class and the driver's error code;
 * - the SQL text (`query`, placeholders only, never the values);
 * - the database's own message of the failure, with every bound value and quoted input taken
 *   out (`dbMessage`);
 * - the stack's frames ("at …" lines) only, never the message lines the stack starts with.
 * Other errors' messages are left out: they may quote input (JSON.parse does).
 */
export function safeErrorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const chain = causeChain(error);
  const cause = chain[1];
  const bound = boundValuesOf(chain);
  const query = chain.map(queryTextOf).find((text) => text !== undefined);
  const dbError = chain.find((e) => isSqlState(codeOf(e)));
  return {
    type: error.name,
    code: codeOf(error) ?? (cause ? codeOf(cause) : undefined),
    causeType: cause?.name,
    ...(query === undefined ? {} : { query: query.slice(0, MAX_QUERY_CHARS) }),
    ...(dbError ? { dbMessage: withoutBoundValues(dbError.message, bound) } : {}),
    stack: framesOf(error, bound),
  };
}

function causeChain(error: Error): Error[] {
  const chain: Error[] = [error];
  let current: unknown = error.cause;
  while (current instanceof Error && chain.length < MAX_CAUSES && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" || typeof code === "number" ? String(code) : undefined;
}

/** PostgreSQL's five-character SQLSTATE ("22003"), as opposed to Node's "ECONNREFUSED". */
function isSqlState(code: string | undefined): boolean {
  return code !== undefined && /^[0-9A-Z]{5}$/.test(code);
}

/** The SQL text a driver or drizzle attached to the error (with $1 placeholders, no values). */
function queryTextOf(error: Error): string | undefined {
  const query = (error as { query?: unknown }).query;
  return typeof query === "string" ? query : undefined;
}

/** Every value bound to the failed statement, as text: drizzle's and PGlite's `params`. */
function boundValuesOf(chain: Error[]): string[] {
  const values = new Set<string>();
  for (const error of chain) {
    const params = (error as { params?: unknown }).params;
    if (!Array.isArray(params)) continue;
    for (const param of params.flat(2)) {
      if (param === null || param === undefined) continue;
      const text =
        param instanceof Date
          ? param.toISOString()
          : typeof param === "object"
            ? JSON.stringify(param)
            : String(param);
      values.add(text);
    }
  }
  // Longest first, so that a value containing another is taken out whole.
  return [...values].sort((a, b) => b.length - a.length);
}

/**
 * PostgreSQL messages that quote the input they refused: "<problem>: "<input>"" (invalid input
 * syntax, malformed array literal, date/time out of range…) and "value "<input>" is out of range".
 */
const QUOTED_INPUT = [/(: )"(?:[^"]|"")*"$/g, /(value )"(?:[^"]|"")*"( is out of range)/g];

/** A message with drizzle's "params: …" tail cut and every bound value and quoted input out. */
export function withoutBoundValues(message: string, bound: readonly string[] = []): string {
  let text = message.replace(/\s*\bparams:[\s\S]*$/, "");
  for (const pattern of QUOTED_INPUT) {
    text = text.replace(pattern, (_match, before: string, after = "") => `${before}"…"${after}`);
  }
  return withoutValues(text, bound);
}

function withoutValues(text: string, bound: readonly string[]): string {
  let result = text;
  for (const value of bound) {
    if (value.length >= MIN_REDACTED_VALUE) result = result.split(value).join("…");
  }
  return result;
}

/**
 * The stack's frame lines only. V8 starts the stack with "<name>: <message>", and a message may
 * span lines (a bound value with a newline in it could even look like a frame), so that header
 * is cut off by its length; when the stack does not start with it (a message changed after the
 * error was made), the bound values are taken out of the frame lines too.
 */
function framesOf(error: Error, bound: readonly string[]): string | undefined {
  const { stack } = error;
  if (!stack) return undefined;
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  const known = stack.startsWith(header);
  const frames = (known ? stack.slice(header.length) : stack)
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .join("\n");
  return known ? frames : withoutValues(frames, bound);
}

type ConsoleMethod = (...args: unknown[]) => void;

/**
 * Next.js logs a page's failed render itself, with `console.error(error)`: the whole error, its
 * message with drizzle's "params: …" (the slug or text from the URL, a NUL byte and all) and its
 * stack, as raw text outside the JSON log. Installed once at server start (instrumentation.ts),
 * this sends every console.error and console.warn that carries an Error to `log` as one JSON
 * line through `safeErrorFields`, with the call's text arguments as `msg` (their bound values
 * and control characters out); calls without an Error go to the console unchanged.
 */
export function routeConsoleErrors(target: Console, log: pino.Logger = logger): void {
  const wrap = (original: ConsoleMethod, level: "error" | "warn"): ConsoleMethod => {
    return (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      if (!error) {
        original.apply(target, args);
        return;
      }
      const text = args
        .filter((arg): arg is string => typeof arg === "string")
        .map((arg) =>
          withoutBoundValues(arg)
            .replace(/\p{Cc}/gu, " ")
            .trim(),
        )
        .filter(Boolean)
        .join(" ");
      log[level]({ err: error, source: "console" }, text || "uncaught error");
    };
  };
  target.error = wrap(target.error.bind(target), "error");
  target.warn = wrap(target.warn.bind(target), "warn");
}
