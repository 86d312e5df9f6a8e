import "server-only";
import type { Env } from "@/src/config/env";

export interface CrmConfig {
  /** The CRM webhook; undefined: nothing configured, leads stay in the database. */
  url?: string;
  /** HMAC key of the signature header; unsigned deliveries when undefined. */
  secret?: string;
  /** Wait for the browser's createleadcrm call this long before delivering without it. */
  graceMs: number;
  pollMs: number;
  /** Tries before an entry goes to the dead-letter state. */
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  timeoutMs: number;
  /** How long a claim is held; longer than the timeout, so a live delivery is never retaken. */
  leaseMs: number;
  batchSize: number;
}

export function crmConfigFromEnv(e: Env): CrmConfig {
  return {
    url: e.CRM_WEBHOOK_URL,
    secret: e.CRM_WEBHOOK_SECRET,
    graceMs: e.CRM_GRACE_MS,
    pollMs: e.CRM_POLL_MS,
    maxAttempts: e.CRM_MAX_ATTEMPTS,
    backoffBaseMs: e.CRM_BACKOFF_BASE_MS,
    backoffMaxMs: e.CRM_BACKOFF_MAX_MS,
    timeoutMs: e.CRM_TIMEOUT_MS,
    leaseMs: Math.max(e.CRM_TIMEOUT_MS * 3, 30_000),
    batchSize: 20,
  };
}

/** Exponential backoff with ±20 % jitter: base · 2^(attempt-1), capped. */
export function backoffMs(
  attempt: number,
  config: Pick<CrmConfig, "backoffBaseMs" | "backoffMaxMs">,
  random: () => number = Math.random,
): number {
  const raw = Math.min(config.backoffBaseMs * 2 ** Math.max(attempt - 1, 0), config.backoffMaxMs);
  return Math.round(raw * (0.8 + 0.4 * random()));
}
