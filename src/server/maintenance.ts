import "server-only";
import type { Database } from "@/src/db";
import { pruneSessions } from "@/src/server/auth/sessions";
import { pruneContentChanges } from "@/src/server/content-editing/changes";
import { clearDeliveredPayloads } from "@/src/server/crm/outbox";
import { pruneIdempotencyKeys } from "@/src/server/leads/service";
import { logger, safeErrorFields } from "@/src/server/log";
import { pruneOtpCodes } from "@/src/server/otp";
import { runRetention } from "@/src/server/privacy/retention";
import { sweepExpired } from "@/src/server/ratelimit";
import type { SmsSender } from "@/src/server/sms";
import { pruneSearchMisses } from "@/src/server/search/misses";
import { pruneSignInFailures } from "@/src/server/staff/throttle";

/**
 * Periodic clean-up, run by the CRM outbox worker about once an hour (src/server/crm/worker.ts),
 * never inside a user's request. Every step is an indexed statement repeated in batches
 * (src/db/prune.ts), so any number of instances may run it at once.
 */
export interface MaintenanceOptions {
  /** Idempotency-Keys of lead creation are kept this long (LEAD_IDEMPOTENCY_TTL_HOURS, ≥ 24 h). */
  idempotencyTtlMs: number;
  /** Delivered CRM outbox entries keep their payload this long (CRM_PAYLOAD_RETENTION_DAYS). */
  crmPayloadRetentionMs: number;
  /** The SMS adapter that tells a patient their erasure is done (none: no message). */
  sms?: () => SmsSender;
}

export interface MaintenanceResult {
  idempotencyKeys: number;
  otpCodes: number;
  rateLimits: number;
  sessions: number;
  crmPayloads: number;
  searchMisses: number;
  /** The privacy retention job (src/server/privacy/retention.ts): photos, old leads, erasures. */
  privacy: number;
  /** content_changes rows every instance has read (older than a day). */
  contentChanges: number;
  /** Console sign-in failure records a day after their last failure. */
  signInFailures: number;
}

/** Runs every prune step; a failing step is logged and the others still run. */
export async function runMaintenance(
  db: Database,
  options: MaintenanceOptions,
  now: Date = new Date(),
): Promise<MaintenanceResult> {
  const step = async (name: string, run: () => Promise<number>): Promise<number> => {
    try {
      return await run();
    } catch (error) {
      logger.warn({ err: safeErrorFields(error), step: name }, "maintenance step failed");
      return 0;
    }
  };
  const result: MaintenanceResult = {
    idempotencyKeys: await step("idempotency keys", () =>
      pruneIdempotencyKeys(db, new Date(now.getTime() - options.idempotencyTtlMs)),
    ),
    otpCodes: await step("otp codes", () => pruneOtpCodes(db, now)),
    rateLimits: await step("rate limits", () => sweepExpired(db, now)),
    sessions: await step("sessions", () => pruneSessions(db, now)),
    crmPayloads: await step("crm payloads", () =>
      clearDeliveredPayloads(db, new Date(now.getTime() - options.crmPayloadRetentionMs)),
    ),
    searchMisses: await step("search misses", () => pruneSearchMisses(db, now)),
    privacy: await step("privacy retention", async () => {
      const r = await runRetention(db, now, { sms: options.sms?.() });
      return r.photosDeleted + r.leadsAnonymised + r.erasuresDone;
    }),
    contentChanges: await step("content changes", () => pruneContentChanges(db, now)),
    signInFailures: await step("sign-in failures", () => pruneSignInFailures(db, now)),
  };
  logger.info({ event: "maintenance", ...result }, "periodic prune done");
  return result;
}
