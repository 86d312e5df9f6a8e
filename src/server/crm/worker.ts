import "server-only";
import type { Database } from "@/src/db";
import { logger, safeErrorFields } from "@/src/server/log";
import { type MaintenanceOptions, runMaintenance } from "@/src/server/maintenance";
import type { CrmConfig } from "./config";
import {
  type ClaimedEntry,
  claimDue,
  deliverEntry,
  markUnconfigured,
  recordOutcome,
  releaseClaims,
} from "./outbox";

export interface PassResult {
  claimed: number;
  delivered: number;
  retried: number;
  dead: number;
  unconfigured: number;
  /** Deliveries aborted by a shutdown and handed back (releaseClaims). */
  released: number;
}

/**
 * One pass over the outbox: claim what is due, deliver it, record each outcome. Aborting `stop`
 * (shutdown) cuts the deliveries short and hands their entries back instead of counting a try.
 */
export async function runCrmPass(
  db: Database,
  config: CrmConfig,
  fetchImpl: typeof fetch = fetch,
  stop?: AbortSignal,
): Promise<PassResult> {
  const result: PassResult = {
    claimed: 0,
    delivered: 0,
    retried: 0,
    dead: 0,
    unconfigured: 0,
    released: 0,
  };
  if (!config.url) {
    result.unconfigured = await markUnconfigured(db);
    return result;
  }
  if (stop?.aborted) return result;
  const entries = await claimDue(db, config);
  result.claimed = entries.length;
  const handBack: ClaimedEntry[] = [];
  await Promise.all(
    entries.map(async (entry) => {
      const delivery = await deliverEntry(entry, config, fetchImpl, stop);
      if (delivery.stopped) {
        handBack.push(entry);
        return;
      }
      const outcome = await recordOutcome(db, entry, delivery, config);
      if (outcome === "delivered") result.delivered++;
      else if (outcome === "dead") result.dead++;
      else result.retried++;
    }),
  );
  if (handBack.length > 0) {
    result.released = await releaseClaims(db, [
      ...new Set(handBack.map((entry) => entry.claimToken)),
    ]);
  }
  return result;
}

export interface CrmWorker {
  /**
   * Stops polling and waits for the pass under way; deliveries still waiting for the CRM after
   * `graceMs` (default: wait for them, at most their timeout) are aborted and their entries handed
   * back to the queue at once (shutdown), instead of waiting for their lease to run out.
   */
  stop: (options?: { graceMs?: number }) => Promise<void>;
}

export interface WorkerOptions {
  fetch?: typeof fetch;
  /** With these, the worker also runs the periodic prune (src/server/maintenance.ts) hourly. */
  maintenance?: MaintenanceOptions;
  /** Run after each pass: sends the leads' due confirmation SMS (src/server/privacy). */
  afterPass?: (db: Database) => Promise<unknown>;
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
  const stopping = new AbortController();

  const tick = async () => {
    let again = false;
    try {
      const db = getDb();
      const pass = await runCrmPass(db, config, options.fetch, stopping.signal);
      again = pass.claimed >= config.batchSize;
      if (!stopped && options.afterPass) await options.afterPass(db);
      if (pass.released > 0) {
        logger.info({ released: pass.released }, "CRM deliveries handed back at shutdown");
      }
      if (!stopped && options.maintenance && Date.now() - lastPrune > PRUNE_EVERY_MS) {
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
    stop: async ({ graceMs }: { graceMs?: number } = {}) => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (graceMs !== undefined) {
        let abortTimer: NodeJS.Timeout | undefined;
        await Promise.race([
          running,
          new Promise<void>((resolve) => {
            abortTimer = setTimeout(() => {
              stopping.abort();
              resolve();
            }, graceMs);
          }),
        ]);
        clearTimeout(abortTimer);
      }
      await running;
    },
  };
}
