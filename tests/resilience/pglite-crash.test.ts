import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "@/src/db/client";
import { crmOutbox } from "@/src/db/schema";
import { startFakeCrm } from "../integration/crm-fake-server";
import {
  failureSummary,
  leadBody,
  postLead,
  replayAll,
  type SentLead,
  startLeadLoad,
} from "./lead-load";
import { logEntries, progress, type RunningServer, startServer, waitUntil } from "./server";
import { storedFigures } from "./stored";

/**
 * OP-6, embedded database: the production server (`npm start`, PGlite) is killed with
 * SIGKILL while 16 clients post leads, then started again; the CRM is down for all of it and
 * comes up at the end. Figures are printed (docs/operations.md "Resilience figures").
 */
const PORT = Number(process.env.RESILIENCE_PORT ?? 3300);
const CLIENTS = 16;
const BEFORE_KILL = 300; // leads answered before the kill
const AFTER_RESTART = 300; // and after the restart

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-resilience-"));
const dataDir = path.join(tmp, "db");
const logFile = path.join(tmp, "server.log");
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.process.exitCode === null && server.process.signalCode === null) await server.kill();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("embedded database: crash under load, CRM outage", () => {
  it("[OP-6] SIGKILL under lead load, restart: every lead answered 200 is stored exactly once and replays answer its id; the CRM, down all along, then gets every lead exactly once", async () => {
    const crm = await startFakeCrm({ down: true, port: PORT + 1 });
    const env = {
      CRM_WEBHOOK_URL: crm.url,
      CRM_WEBHOOK_SECRET: "resilience-crm-secret-0123456789",
      CRM_GRACE_MS: "0",
      CRM_POLL_MS: "200",
      CRM_BACKOFF_BASE_MS: "200",
      CRM_BACKOFF_MAX_MS: "1000",
      CRM_MAX_ATTEMPTS: "100000",
    };
    const start = async () => {
      const server = await startServer({ port: PORT, pgliteDir: dataDir, logFile, env });
      servers.push(server);
      return server;
    };
    let load: ReturnType<typeof startLeadLoad> | undefined;
    try {
      const phases: Record<string, number> = {};
      let mark = performance.now();
      const phase = (name: string) => {
        const now = performance.now();
        phases[name] = Math.round(now - mark);
        mark = now;
        progress(`${name} done in ${phases[name]} ms (${load?.answered() ?? 0} answered)`);
      };
      const first = await start();
      phase("firstStart");
      const traffic = startLeadLoad({ baseUrl: first.baseUrl, clients: CLIENTS, tag: "kill" });
      load = traffic;
      await waitUntil(async () => traffic.answered() >= BEFORE_KILL, 120_000);
      const answeredAtKill = traffic.answered();
      phase("loadBeforeKill");
      const killedAt = performance.now();
      await first.kill();
      const second = await start();
      const restartMs = performance.now() - killedAt;
      phase("killAndRestart");
      await waitUntil(async () => traffic.answered() >= answeredAtKill + AFTER_RESTART, 120_000);
      const sent = await traffic.stop();
      phase("loadAfterRestart");
      const replay = await replayAll(second.baseUrl, sent, CLIENTS);
      phase("replays");
      const answeredIds = sent.flatMap((lead) => (lead.id === undefined ? [] : [lead.id]));

      // The CRM was down all along; now it comes back and gets every lead.
      const refusedWhileDown = crm.state.refused;
      crm.state.down = false;
      const upAt = performance.now();
      const deliveredIds = () => new Set(crm.state.accepted.map((d) => d.leadId));
      await waitUntil(async () => answeredIds.every((id) => deliveredIds().has(id)), 180_000);
      const deliveryMs = performance.now() - upAt;
      phase("crmDelivery");

      // A graceful stop with leads in flight: each is answered 200, or never reached the server.
      const burst = Array.from({ length: 24 }, (_, n) => ({
        key: `sigterm-${n}-${Date.now()}`,
        ...leadBody("term", n),
      }));
      const burstAnswers = burst.map((lead) => postLead(second.baseUrl, lead.key, lead.body));
      await new Promise((r) => setTimeout(r, 30));
      const termAt = performance.now();
      const exitCode = await second.terminate();
      const stopMs = performance.now() - termAt;
      const burstResults = await Promise.all(burstAnswers);
      const burstStatuses = burstResults.map((a) => a.status);
      const termSent: SentLead[] = burst.map((lead, i) => ({
        ...lead,
        id: burstResults[i]?.id,
        tries: 1,
        failures: new Map(),
      }));
      phase("sigterm");

      // The directory is released (lock file gone): this process opens it and counts.
      const lockReleased = !fs.existsSync(path.join(dataDir, "vaidya.lock"));
      const handle = openPglite(dataDir);
      const figures = await storedFigures(handle.db, "kill", sent);
      const termFigures = await storedFigures(handle.db, "term", termSent);
      const outbox = await handle.db
        .select({ id: crmOutbox.leadId, status: crmOutbox.status })
        .from(crmOutbox)
        .where(inArray(crmOutbox.leadId, answeredIds));
      const held = await handle.db
        .select({ id: crmOutbox.leadId })
        .from(crmOutbox)
        .where(eq(crmOutbox.status, "delivering"));
      await handle.close();
      phase("count");

      // Every lead answered 200, before and after the kill, has a log line naming it (OP-5):
      // "lead created", or "lead replayed" when the first request committed it and was killed
      // before writing its line, so that only the replay after the restart answered it.
      const logged = new Set(
        logEntries(logFile)
          .filter((entry) => entry.msg === "lead created" || entry.msg === "lead replayed")
          .map((entry) => entry.leadId),
      );
      const notLogged = [...sent, ...termSent].filter(
        (lead) => lead.id !== undefined && !logged.has(lead.id),
      ).length;
      const perLead = new Map<number, number>();
      for (const d of crm.state.accepted) perLead.set(d.leadId, (perLead.get(d.leadId) ?? 0) + 1);
      const deliveredTwice = [...perLead.values()].filter((n) => n > 1).length;

      const report = {
        leadsSent: figures.sent,
        answered200: figures.answered,
        stored: figures.stored,
        storedOnceUnderAnsweredId: figures.answeredStoredOnce,
        lost: figures.lost,
        duplicated: figures.duplicated,
        postsIncludingRetries: sent.reduce((n, lead) => n + lead.tries, 0),
        failedPostsByStatus: failureSummary(sent),
        answeredBeforeKill: answeredAtKill,
        restartMsKillToReady: Math.round(restartMs),
        replays: `${replay.sameId}/${replay.replayed} answered their first id`,
        answered200WithoutLogLine: notLogged,
        crm: {
          refusedWhileDown,
          deliveries: crm.state.accepted.length,
          distinctLeadsDelivered: perLead.size,
          deliveredTwice,
          msFromUpToAllDelivered: Math.round(deliveryMs),
        },
        sigterm: {
          exitCode,
          stopMs: Math.round(stopMs),
          burst: burstStatuses.join(" "),
          stored: termFigures.stored,
          duplicated: termFigures.duplicated,
          lockReleased,
          deliveriesLeftHeld: held.length,
        },
        phasesMs: phases,
      };
      console.log(`Resilience, PGlite + SIGKILL:\n${JSON.stringify(report, null, 2)}`);

      expect(figures.answered).toBe(figures.sent);
      expect(answeredAtKill).toBeGreaterThanOrEqual(BEFORE_KILL);
      expect(figures.lost).toBe(0);
      expect(figures.duplicated).toBe(0);
      expect(figures.keyMismatch).toBe(0);
      expect(figures.answeredStoredOnce).toBe(figures.answered);
      expect(figures.stored).toBe(figures.answered);
      expect(figures.withoutOutbox).toBe(0);
      expect(replay.other).toEqual([]);
      expect(notLogged).toBe(0);
      // While the server was down, leads went unanswered (0) and were sent again; nothing else.
      expect(Object.keys(failureSummary(sent)).filter((status) => status !== "0")).toEqual([]);
      // CRM: every lead delivered exactly once, recorded as delivered.
      expect(refusedWhileDown).toBeGreaterThan(0);
      expect(deliveredTwice).toBe(0);
      for (const id of answeredIds) expect(perLead.get(id)).toBe(1);
      expect(outbox.filter((row) => row.status !== "delivered")).toEqual([]);
      // SIGTERM: exit 0, directory released; every burst lead answered 200 or never taken (0),
      // none half-done (5xx); no delivery left held under a lease.
      expect(exitCode).toBe(0);
      expect(lockReleased).toBe(true);
      expect(burstStatuses.every((status) => status === 200 || status === 0)).toBe(true);
      expect(termFigures.stored).toBe(termFigures.answered);
      expect(termFigures.lost).toBe(0);
      expect(termFigures.duplicated).toBe(0);
      expect(held).toEqual([]);
    } finally {
      load?.abort();
      await crm.close();
    }
  });
});
