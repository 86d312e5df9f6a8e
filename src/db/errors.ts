/**
 * Errors that say the database cannot be reached right now, not that a query is wrong: the
 * server is down or restarting, a connection died, no connection could be had. The API answers
 * these with 503 + Retry-After (which the lead form retries with the same Idempotency-Key)
 * instead of a 500.
 */
const UNAVAILABLE_CODES = new Set([
  // Node sockets
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // PostgreSQL: connection exceptions (08…), shutdown and start-up (57P0…), too many connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** node-postgres's own messages for a connection that died or never came. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|the database was closed)/;

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
  cause?: unknown;
}

/** An error and the causes it wraps, outermost first (drivers and Drizzle wrap up to a few deep). */
function* causeChain(error: unknown): Generator<ErrorShape> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    yield current as ErrorShape;
    current = (current as ErrorShape).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message, errors } of causeChain(error)) {
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    // Connecting to every address of a host failed: an AggregateError of ECONNREFUSED.
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
  }
  return false;
}

/**
 * Failures that happen before a statement reaches the database: no connection could be had
 * (refused, no such host, the server starting up or out of connections, the pool closed). The
 * statement certainly did not run. Any other unavailability (a connection reset or terminated
 * while a statement ran, the server shutting down under it) leaves its outcome unknown: it may
 * have committed before the answer was lost.
 */
const CONNECT_CODES = new Set([
  "ECONNREFUSED",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "08001",
  "08004",
  "57P03",
  "53300",
]);
const CONNECT_MESSAGES =
  /^(timeout exceeded when trying to connect|Cannot use a pool after calling end|the database was closed)/;

export function isConnectFailure(error: unknown): boolean {
  for (const { code, message, errors } of causeChain(error)) {
    if (typeof code === "string") {
      if (CONNECT_CODES.has(code)) return true;
      if (UNAVAILABLE_CODES.has(code)) return false;
    }
    if (typeof message === "string" && CONNECT_MESSAGES.test(message)) return true;
    if (Array.isArray(errors) && errors.length > 0) return errors.every((e) => isConnectFailure(e));
  }
  return false;
}
