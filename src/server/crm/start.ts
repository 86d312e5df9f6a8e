import "server-only";
import { env } from "@/src/config/env";
import { getDb } from "@/src/db";
import { authRuntime } from "@/src/server/auth/runtime";
import { logger } from "@/src/server/log";
import { sendDueConfirmations } from "@/src/server/privacy/confirmation";
import { crmConfigFromEnv } from "./config";
import { type CrmWorker, startCrmWorker } from "./worker";

const globalForWorker = globalThis as unknown as { vaidyaCrmWorker?: CrmWorker };

/** Starts this process's CRM outbox worker once (instrumentation.ts), unless CRM_WORKER=off. */
export function startCrmWorkerFromEnv(): void {
  const e = env();
  if (e.CRM_WORKER === "off" || globalForWorker.vaidyaCrmWorker) return;
  const config = crmConfigFromEnv(e);
  globalForWorker.vaidyaCrmWorker = startCrmWorker(getDb, config, {
    maintenance: {
      idempotencyTtlMs: e.LEAD_IDEMPOTENCY_TTL_HOURS * 3_600_000,
      crmPayloadRetentionMs: e.CRM_PAYLOAD_RETENTION_DAYS * 86_400_000,
      sms: () => authRuntime().sms,
    },
    afterPass: (db) => sendDueConfirmations(db, authRuntime().sms, e.SITE_URL),
  });
  logger.info(
    {
      crm: config.url ? new URL(config.url).host : "not configured",
      signed: Boolean(config.secret),
    },
    "CRM outbox worker started",
  );
}

/** Stops this process's worker, if it runs (shutdown): see CrmWorker.stop. */
export async function stopCrmWorker(graceMs: number): Promise<void> {
  const worker = globalForWorker.vaidyaCrmWorker;
  if (!worker) return;
  globalForWorker.vaidyaCrmWorker = undefined;
  await worker.stop({ graceMs });
}
