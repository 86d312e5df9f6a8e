import "server-only";
import { env } from "@/src/config/env";
import { CONSENT_VERSION } from "@/src/lib/lead/consent";
import { AppError } from "@/src/server/http/errors";
import { apiText } from "@/src/server/http/messages";

/** `Idempotency-Key`: 1-200 visible ASCII characters (a UUID from the browser), or none. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const value = request.headers.get("idempotency-key");
  if (value === null) return undefined;
  const key = value.trim();
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw new AppError(400, [apiText("idempotencyKeyInvalid")]);
  }
  return key;
}

/** The per-lead secret the browser presents (createleadcrm). */
export function leadTokenOf(request: Request): string {
  const token = request.headers.get("x-lead-token")?.trim() ?? "";
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : "";
}

/** The notice version stored with leads whose request names none. */
export function defaultConsentVersion(): string {
  return env().LEAD_CONSENT_VERSION ?? CONSENT_VERSION;
}

/** Lead bodies may be up to this big: a 100 KB name must reach the schema and get its 400. */
export const LEAD_BODY_LIMIT = 256 * 1024;

/**
 * Per-IP lead limits per hour. Over `soft` (LEAD_IP_LIMIT) a valid lead is still stored and
 * delivered, flagged `throttled`: Indian carriers put many patients behind one public address,
 * and the form shows no message on failure (LF-67), so refusing would lose real leads. Over
 * `hard` (LEAD_IP_HARD_LIMIT, default 10 × soft) the answer is 429 + Retry-After (a flood).
 */
export function leadIpLimits(): { soft: number; hard: number } {
  const e = env();
  const soft = e.LEAD_IP_LIMIT;
  return { soft, hard: Math.max(e.LEAD_IP_HARD_LIMIT ?? soft * 10, soft) };
}

/** One bucket per client IP counts every lead request; its limit is the hard ceiling. */
export const LEAD_RATE_RULE = () => ({
  name: "lead-create-ip-1h",
  points: leadIpLimits().hard,
  durationMs: 60 * 60 * 1000,
});

export const TOO_MANY_LEADS = (seconds: number) =>
  apiText("tooManyLeads", { minutes: Math.ceil(seconds / 60) });
