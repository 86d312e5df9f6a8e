import "server-only";
import diagnostics from "node:diagnostics_channel";
import type http from "node:http";
import { closeDbHandle } from "@/src/db";
import { stopCrmWorker } from "@/src/server/crm/start";
import { flushLog, logger, safeErrorFields } from "@/src/server/log";
import { markShuttingDown } from "./readiness";

/**
 * Graceful shutdown (docs/operations.md "Stopping"): on SIGTERM or SIGINT the
 * server stops accepting connections, finishes the requests in flight (at most `drainMs`), then
 * the CRM worker stops and hands back the deliveries it holds, the database is closed (PGlite
 * writes out and releases its directory), the log is flushed and the process exits 0.
 *
 * `next start` does not hand its HTTP server to the app, so requests are followed through Node's
 * `http.server.request.start` diagnostics channel, which names the server of each request.
 */
export interface ShutdownOptions {
  /** Longest wait for requests in flight before their connections are cut. */
  drainMs: number;
  /** What runs once no request is in flight (worker, database, log). */
  cleanup: () => Promise<void>;
  /** Called as the shutdown begins (readiness answers 503 from then on). */
  onBegin?: () => void;
  exit: (code: number) => void;
}

export interface GracefulShutdown {
  /** Requests being served now. */
  inFlight: () => number;
  /** Starts the shutdown once; later calls return the same promise. */
  shutdown: (reason: string) => Promise<void>;
  /** Stops following requests (tests). */
  dispose: () => void;
}

const REQUEST_START = "http.server.request.start";

export function createGracefulShutdown(options: ShutdownOptions): GracefulShutdown {
  const servers = new Set<http.Server>();
  const inFlight = new Set<http.ServerResponse>();
  let started: Promise<void> | undefined;

  const onRequest = (message: unknown) => {
    const { server, response } = message as {
      server: http.Server;
      response: http.ServerResponse;
    };
    servers.add(server);
    inFlight.add(response);
    // 'close' follows both a finished answer and a client that went away.
    response.once("close", () => inFlight.delete(response));
    // A keep-alive client must not send its next request down a connection about to close.
    if (started) response.setHeader("Connection", "close");
  };
  diagnostics.subscribe(REQUEST_START, onRequest);

  const drained = (deadline: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (inFlight.size === 0 || Date.now() >= deadline) resolve();
        else setTimeout(check, 20);
      };
      check();
    });

  const run = async (reason: string) => {
    const began = Date.now();
    options.onBegin?.();
    logger.info(
      { reason, inFlight: inFlight.size },
      "shutdown: no new connections; finishing the requests in flight",
    );
    for (const server of servers) {
      server.close();
      server.closeIdleConnections();
    }
    await drained(began + options.drainMs);
    const cut = inFlight.size;
    for (const server of servers) server.closeAllConnections();
    let code = 0;
    try {
      await options.cleanup();
    } catch (error) {
      code = 1;
      logger.error({ err: safeErrorFields(error) }, "shutdown: clean-up failed");
    }
    logger.info({ reason, ms: Date.now() - began, cut }, "shutdown complete");
    flushLog();
    options.exit(code);
  };

  return {
    inFlight: () => inFlight.size,
    shutdown: (reason) => {
      started ??= run(reason);
      return started;
    },
    dispose: () => diagnostics.unsubscribe(REQUEST_START, onRequest),
  };
}

/** Requests get this long to finish; then the CRM worker this long to hand back its deliveries. */
export const DRAIN_MS = 20_000;
export const CRM_STOP_GRACE_MS = 3_000;

const installed = globalThis as unknown as { vaidyaShutdown?: GracefulShutdown };

/**
 * Installs this process's SIGTERM/SIGINT handling (instrumentation.ts, production only). Next.js's
 * own handler is removed: it exits (143) as soon as the connections are closed, before the
 * outbox leases and the database are released.
 */
export function installGracefulShutdown(): void {
  if (installed.vaidyaShutdown) return;
  const graceful = createGracefulShutdown({
    drainMs: DRAIN_MS,
    onBegin: markShuttingDown,
    cleanup: async () => {
      await stopCrmWorker(CRM_STOP_GRACE_MS);
      await closeDbHandle();
    },
    exit: (code) => process.exit(code),
  });
  installed.vaidyaShutdown = graceful;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void graceful.shutdown(signal));
  }
}
