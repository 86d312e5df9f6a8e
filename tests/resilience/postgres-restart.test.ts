import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "@/src/db/client";
import { type PgCluster, startPgCluster } from "../fixtures/pg-cluster";
import { failureSummary, leadBody, replayAll, type SentLead, startLeadLoad } from "./lead-load";
import { progress, ready, type RunningServer, startServer, waitUntil } from "./server";
import { type StoredFigures, storedFigures } from "./stored";

/**
 * OP-6, PostgreSQL: a throwaway PostgreSQL 15 cluster (as `npm run test:pg` makes) is
 * crashed (`pg_ctl stop -m immediate`) and started again while 16 clients post leads to one
 * production server, which is not restarted: its pool must recover by itself.
 */
const PORT = Number(process.env.RESILIENCE_PORT ?? 3300) + 2;
const CLIENTS = 16;
/** Clients that send no Idempotency-Key, alongside (AP-42, AP-43). */
const KEYLESS_CLIENTS = 4;
const BEFORE_CRASH = 300;
const AFTER_RESTART = 300;
const DOWN_MS = 2000;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-resilience-pg-"));
const logFile = path.join(tmp, "server.log");
let cluster: PgCluster | undefined;
let server: RunningServer | undefined;
/** What the keyless clients of the run sent, and how many of them the run stored. */
let keyless: { sent: SentLead[]; figures: StoredFigures } | undefined;
afterAll(async () => {
  if (server && server.process.exitCode === null && server.process.signalCode === null) {
    await server.kill();
  }
  cluster?.remove();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("PostgreSQL restarted under load", () => {
  it("[OP-6] PostgreSQL crashed and restarted mid-load: every lead answered 200 stored exactly once, replays answer their ids, the app's pool recovers without a restart", async () => {
    // fsync off as in test:pg: only the database process dies here, never the machine.
    cluster = await startPgCluster({ port: PORT + 1, fsync: false });
    server = await startServer({ port: PORT, databaseUrl: cluster.url, logFile });
    const pid = server.process.pid;
    progress("PostgreSQL and the server are up: load starts");
    const load = startLeadLoad({ baseUrl: server.baseUrl, clients: CLIENTS, tag: "pg" });
    const keylessLoad = startLeadLoad({
      baseUrl: server.baseUrl,
      clients: KEYLESS_CLIENTS,
      tag: "pgk",
      keyless: true,
    });
    await waitUntil(async () => load.answered() >= BEFORE_CRASH, 120_000);
    const answeredAtCrash = load.answered();
    progress(`${answeredAtCrash} answered: PostgreSQL crashes`);
    cluster.stop("immediate");
    const crashedAt = performance.now();
    await new Promise((r) => setTimeout(r, DOWN_MS / 2));
    const readyWhileDown = await ready(server.baseUrl);
    // A page not rendered before needs the database: 503 + Retry-After, never a 500.
    const pageWhileDown = await fetch(`${server.baseUrl}/doctor/not-rendered-yet-${Date.now()}`);
    await pageWhileDown.arrayBuffer();
    await new Promise((r) => setTimeout(r, DOWN_MS / 2));
    const answeredWhileDown = load.answered() - answeredAtCrash;
    const pgStartMs = cluster.start();
    const backAt = performance.now();
    const answeredAtBack = load.answered();
    await waitUntil(async () => load.answered() > answeredAtBack, 60_000);
    const recoveryMs = performance.now() - backAt;
    await waitUntil(async () => load.answered() >= answeredAtCrash + AFTER_RESTART, 120_000);
    const sent = await load.stop();
    const keylessSent = await keylessLoad.stop();
    const replay = await replayAll(server.baseUrl, sent, CLIENTS);
    const readyAfter = await ready(server.baseUrl);
    // A lead's answer (60 bytes) is not gzipped by next start (Cache-Control no-transform).
    const lead = leadBody("gzip", 0);
    const answer = await fetch(`${server.baseUrl}/lead/v1/admin/webleadcreate`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip" },
      body: lead.body,
    });
    await answer.arrayBuffer();
    const leadAnswerEncoding = answer.headers.get("content-encoding");
    const samePid = server.process.pid === pid && server.process.exitCode === null;
    const exitCode = await server.terminate();

    const handle = openPostgres(cluster.url, 2);
    const figures = await storedFigures(handle.db, "pg", sent);
    keyless = { sent: keylessSent, figures: await storedFigures(handle.db, "pgk", keylessSent) };
    await handle.close();
    const report = {
      leadsSent: figures.sent,
      answered200: figures.answered,
      stored: figures.stored,
      storedOnceUnderAnsweredId: figures.answeredStoredOnce,
      lost: figures.lost,
      duplicated: figures.duplicated,
      postsIncludingRetries: sent.reduce((n, lead) => n + lead.tries, 0),
      failedPostsByStatus: failureSummary(sent),
      answeredBeforeCrash: answeredAtCrash,
      answeredWhileDown,
      databaseDownMs: Math.round(backAt - crashedAt),
      postgresStartMs: Math.round(pgStartMs),
      msFromDatabaseUpToFirstLead: Math.round(recoveryMs),
      readyWhileDown,
      pageWhileDown: pageWhileDown.status,
      readyAfter,
      appRestarted: !samePid,
      replays: `${replay.sameId}/${replay.replayed} answered their first id`,
      sigtermExitCode: exitCode,
    };
    console.log(`Resilience, PostgreSQL restart:\n${JSON.stringify(report, null, 2)}`);

    expect(figures.answered).toBe(figures.sent);
    expect(figures.lost).toBe(0);
    expect(figures.duplicated).toBe(0);
    expect(figures.keyMismatch).toBe(0);
    expect(figures.answeredStoredOnce).toBe(figures.answered);
    expect(figures.stored).toBe(figures.answered);
    expect(figures.withoutOutbox).toBe(0);
    expect(replay.other).toEqual([]);
    // While the database was down the API answered 503 + Retry-After (which the lead form
    // retries), or nothing; never a 500.
    expect(Object.keys(failureSummary(sent)).filter((s) => s !== "503" && s !== "0")).toEqual([]);
    expect(samePid).toBe(true);
    expect(readyWhileDown).toBe(503);
    expect(pageWhileDown.status).toBe(503);
    expect(pageWhileDown.headers.get("retry-after")).toBe("5");
    expect(readyAfter).toBe(200);
    expect(exitCode).toBe(0);
    expect(answer.status).toBe(200);
    expect(leadAnswerEncoding).toBeNull();
  });

  it("[AP-42][AP-43] leads without an Idempotency-Key sent through the same restart, each failed one sent again with its body: none stored twice, every one answered 200 stored under its Id", () => {
    if (!keyless) throw new Error("the keyless load of the test above is missing");
    const { sent, figures } = keyless;
    console.log(
      `Resilience, PostgreSQL restart, keyless leads:\n${JSON.stringify(
        {
          leadsSent: figures.sent,
          answered200: figures.answered,
          stored: figures.stored,
          duplicated: figures.duplicated,
          lost: figures.lost,
          failedPostsByStatus: failureSummary(sent),
        },
        null,
        2,
      )}`,
    );
    expect(figures.sent).toBeGreaterThan(0);
    expect(figures.answered).toBe(figures.sent);
    expect(figures.duplicated).toBe(0);
    expect(figures.lost).toBe(0);
    expect(figures.answeredStoredOnce).toBe(figures.answered);
    expect(figures.stored).toBe(figures.answered);
    expect(figures.withoutOutbox).toBe(0);
    expect(Object.keys(failureSummary(sent)).filter((s) => s !== "503" && s !== "0")).toEqual([]);
  });

  it("[OP-4] pg_dump and pg_restore (docs/operations.md) bring back every lead into a new database", async () => {
    if (!cluster) throw new Error("the cluster of the test above is missing");
    const source = openPostgres(cluster.url, 1);
    const counts = async (url: string) => {
      const handle = openPostgres(url, 1);
      try {
        const result = (await handle.db.execute(
          "select (select count(*) from leads) as leads, (select count(*) from crm_outbox) as outbox, (select count(*) from lead_idempotency_keys) as keys",
        )) as unknown as { rows: Record<string, string>[] };
        return result.rows[0];
      } finally {
        await handle.close();
      }
    };
    const before = await counts(cluster.url);
    await source.close();
    const dump = path.join(cluster.workDir, "vaidya.dump");
    const url = cluster.url;
    cluster.run("pg_dump", ["-Fc", "-d", url, "-f", dump]);
    cluster.run("createdb", [
      "-h",
      "127.0.0.1",
      "-p",
      String(cluster.port),
      "-U",
      "postgres",
      "restored",
    ]);
    cluster.run("pg_restore", ["--no-owner", "-d", url.replace(/\/postgres$/, "/restored"), dump]);
    const after = await counts(url.replace(/\/postgres$/, "/restored"));
    expect(Number(before?.leads)).toBeGreaterThan(600);
    expect(after).toEqual(before);
  });
});
