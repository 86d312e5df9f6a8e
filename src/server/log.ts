import "server-only";
import pino from "pino";

/**
 * JSON logs. Never log personal data: mask mobile numbers with `maskMobile` (DESIGN §8).
 *
 * Every line is written to stdout synchronously, before the call returns (issue 9 L4): pino's
 * default destination buffers lines and writes them later, so a crash (SIGKILL, out of memory)
 * lost the "lead created" lines of leads already answered 200. One write(2) per line costs a few
 * microseconds; we log a handful of lines per request, never per row.
 */
export const logger = pino(
  {
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
  },
  pino.destination({ fd: 1, sync: true }),
);

/** Writes out anything still held (nothing with the synchronous destination; kept for shutdown). */
export function flushLog(): void {
  logger.flush();
}

/** 98765 43210 -> ******3210 */
export function maskMobile(mobile: string): string {
  return mobile.length <= 4 ? "****" : `${"*".repeat(mobile.length - 4)}${mobile.slice(-4)}`;
}

/**
 * Logs an unexpected error without its message or bound values: database errors (drizzle's
 * DrizzleQueryError) carry the query's parameters, which hold patients' names, numbers and
 * queries. We keep the class, the driver's error code and the stack frames.
 */
export function logError(error: unknown, msg: string, context: Record<string, unknown> = {}): void {
  logger.error({ ...context, err: safeErrorFields(error) }, msg);
}

export function safeErrorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = (error as { cause?: { code?: unknown; name?: unknown } }).cause;
  return {
    type: error.name,
    code: (error as { code?: unknown }).code ?? cause?.code,
    causeType: cause?.name,
    stack: error.stack?.split("\n").slice(1, 8).join("\n"),
  };
}
