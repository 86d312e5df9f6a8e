import "server-only";
import type { Database } from "@/src/db";
import { logger, safeErrorFields } from "@/src/server/log";
import { type MaintenanceOptions, runMaintenance } from "@/src/server/maintenance";
import type { CrmConfig } from "./config";
import { claimDue, deliverEntry, markUnconfigured, recordOutcome } from "./outbox";

export interface PassResult {
  claimed: number;
  delivered: number;
  retried: number;
  dead: number;
  unconfigured: number;
}

/** One pass over the outbox: claim what is due, deliver it, record each outcome. */
export async function runCrmPass(
  db: Database,
  config: CrmConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<PassResult> {
  const result: PassResult = { claimed: 0, delivered: 0, retried: 0, dead: 0, unconfigured: 0 };
  if (!config.url) {
    result.unconfigured = await markUnconfigured(db);
    return result;
  }
  const entries = await claimDue(db, config);
  result.claimed = entries.length;
  await Promise.all(
    entries.map(async (entry) => {
      const outcome = await recordOutcome(
        db,
        entry,
        await deliverEntry(entry, config, fetchImpl),
        config,
      );
      if (outcome === "delivered") result.delivered++;
      else if (outcome === "dead") result.dead++;
      else result.retried++;
    }),
  );
  return result;
}

export interface CrmWorker {
  stop: () => Promise<void>;
}

export interface WorkerOptions {
  fetch?: typeof fetch;
  /** With these, the worker also runs the periodic prune (src/server/maintenance.ts) hourly. */
  maintenance?: MaintenanceOptions;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs passes every `pollMs` (at once again while passes come back full) until stopped. Any
 * number of instances may run it against one database (see claimDue).
 */
export function startCrmWorker(
  getDb: () => Database,
  config: CrmConfig,
  options: WorkerOptions = {},
): CrmWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastPrune = 0;

  const tick = async () => {
    let again = false;
    try {
      const db = getDb();
      const pass = await runCrmPass(db, config, options.fetch);
      again = pass.claimed >= config.batchSize;
      if (options.maintenance && Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await runMaintenance(db, options.maintenance);
      }
    } catch (error) {
      logger.warn({ err: safeErrorFields(error) }, "CRM outbox pass failed");
    }
    if (!stopped) {
      timer = setTimeout(schedule, again ? 0 : config.pollMs);
      timer.unref?.();
    }
  };
  const schedule = () => {
    running = tick();
  };
  timer = setTimeout(schedule, 0);
  timer.unref?.();

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
