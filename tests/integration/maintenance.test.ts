import { eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/src/db/client";
import {
  batchDeleteRowsSql,
  batchDeleteSql,
  deleteInBatches,
  repeatInBatches,
} from "@/src/db/prune";
import {
  leadIdempotencyKeys,
  otpCodes,
  rateLimits,
  searchMisses,
  sessions,
  staffSignInFailures,
  users,
} from "@/src/db/schema";
import { otpDeps } from "@/src/server/auth/runtime";
import {
  createSession,
  pruneSessions,
  sessionsToPrune,
  userForToken,
} from "@/src/server/auth/sessions";
import { clearPayloadsSql } from "@/src/server/crm/outbox";
import { type CrmWorker, startCrmWorker } from "@/src/server/crm/worker";
import { idempotencyKeysToPrune } from "@/src/server/leads/service";
import { runMaintenance } from "@/src/server/maintenance";
import { otpCodesToPrune, pruneOtpCodes, sendOtp } from "@/src/server/otp";
import { consume, rateLimitsToSweep, sweepExpired } from "@/src/server/ratelimit";
import { missDay, pruneSearchMisses, searchMissesToPrune } from "@/src/server/search/misses";
import { signInFailuresToPrune } from "@/src/server/staff/throttle";
import { createTestDb } from "../fixtures/db";
import { installTestRuntime, T0 } from "./auth-support";
import { createLeadRequest, minimalLead } from "./lead-fixtures";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date(T0);
const at = (offsetMs: number) => new Date(T0 + offsetMs);

let handle: DbHandle;
let runtime: ReturnType<typeof installTestRuntime>;
beforeAll(async () => {
  handle = await createTestDb();
  runtime = installTestRuntime();
});
afterAll(async () => {
  runtime.restore();
  await handle.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function insertCode(phoneKey: string, createdAt: Date): Promise<number> {
  const [row] = await handle.db
    .insert(otpCodes)
    .values({
      phoneKey,
      codeHash: "x".repeat(64),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 10 * 60_000),
    })
    .returning({ id: otpCodes.id });
  return row?.id ?? 0;
}

async function codesOf(phoneKey: string) {
  const rows = await handle.db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(eq(otpCodes.phoneKey, phoneKey));
  return rows.map((r) => r.createdAt.getTime() - T0).sort((a, b) => a - b);
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const rows = await handle.db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `${prefix}%`));
  return rows.map((r) => r.key).sort();
}

async function newUser(mobile: string): Promise<number> {
  const [row] = await handle.db
    .insert(users)
    .values({ countryCode: "91", mobile })
    .returning({ id: users.id });
  return row?.id ?? 0;
}

describe("periodic prune (no clean-up inside user requests)", () => {
  it("sending an OTP never deletes old codes any more", async () => {
    await insertCode("prune-send-old", at(-3 * DAY));
    vi.spyOn(Math, "random").mockReturnValue(0); // the old 2 % lottery would always fire
    await sendOtp(otpDeps(), { countryCode: "91", mobile: "9822200011", ip: "10.8.0.1" });
    expect(await codesOf("prune-send-old")).toEqual([-3 * DAY]);
  });

  it("pruneOtpCodes deletes codes sent more than a day ago and keeps the rest", async () => {
    await insertCode("prune-codes", at(-25 * HOUR));
    await insertCode("prune-codes", at(-DAY - 1));
    await insertCode("prune-codes", at(-23 * HOUR));
    await insertCode("prune-codes", at(-60_000));
    expect(await pruneOtpCodes(handle.db, NOW)).toBeGreaterThanOrEqual(2);
    expect(await codesOf("prune-codes")).toEqual([-23 * HOUR, -60_000]);
  });

  it("counting a rate-limit hit never sweeps other buckets any more", async () => {
    await handle.db
      .insert(rateLimits)
      .values({ key: "prune-hit:old", points: 3, expire: at(-5 * HOUR) });
    vi.spyOn(Math, "random").mockReturnValue(0); // the old 1 % lottery would always fire
    for (let i = 0; i < 3; i++) {
      await consume(handle.db, { name: "prune-hit", points: 10, durationMs: HOUR }, "me", NOW);
    }
    expect(await bucketKeys("prune-hit:")).toEqual(["prune-hit:me", "prune-hit:old"]);
  });

  it("sweepExpired deletes buckets whose window ended more than an hour ago", async () => {
    await handle.db.insert(rateLimits).values([
      { key: "prune-sweep:ended-2h", points: 1, expire: at(-2 * HOUR) },
      { key: "prune-sweep:ended-30m", points: 1, expire: at(-30 * 60_000) },
      { key: "prune-sweep:open", points: 1, expire: at(HOUR) },
    ]);
    expect(await sweepExpired(handle.db, NOW)).toBeGreaterThanOrEqual(1);
    expect(await bucketKeys("prune-sweep:")).toEqual(["prune-sweep:ended-30m", "prune-sweep:open"]);
  });

  it("pruneSessions deletes expired and revoked sessions and keeps live ones", async () => {
    const userId = await newUser("9822200022");
    const live = await createSession(handle.db, userId, NOW);
    const expired = await createSession(handle.db, userId, at(-400 * DAY));
    const revoked = await createSession(handle.db, userId, at(-DAY));
    await handle.db
      .update(sessions)
      .set({ revokedAt: at(-HOUR) })
      .where(eq(sessions.id, revoked.sessionId));
    expect(await pruneSessions(handle.db, NOW)).toBeGreaterThanOrEqual(2);
    const left = await handle.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [live.sessionId, expired.sessionId, revoked.sessionId]));
    expect(left.map((r) => r.id)).toEqual([live.sessionId]);
    expect((await userForToken(handle.db, live.token, NOW))?.id).toBe(userId);
  });

  it("pruneSearchMisses deletes the misses of days more than 90 days ago and keeps the rest", async () => {
    const day = (daysAgo: number) => missDay(at(-daysAgo * DAY));
    await handle.db.insert(searchMisses).values(
      [0, 1, 89, 90, 91, 200, 2000].map((daysAgo) => ({
        day: day(daysAgo),
        query: `prune-misses-${daysAgo}`,
        count: 3,
      })),
    );
    expect(await pruneSearchMisses(handle.db, NOW)).toBeGreaterThanOrEqual(3);
    const left = await handle.db
      .select({ query: searchMisses.query })
      .from(searchMisses)
      .where(like(searchMisses.query, "prune-misses-%"));
    expect(left.map((r) => r.query).sort()).toEqual([
      "prune-misses-0",
      "prune-misses-1",
      "prune-misses-89",
      "prune-misses-90",
    ]);
  });

  it("deletes a table's backlog in batches by row address when its key spans columns", async () => {
    await handle.db
      .insert(searchMisses)
      .values(Array.from({ length: 7 }, (_, i) => ({ day: "2000-01-01", query: `batch-${i}` })));
    const statement = batchDeleteRowsSql(searchMisses, sql`${searchMisses.day} = '2000-01-01'`, 3);
    expect(await repeatInBatches(handle.db, statement, 3)).toBe(7);
    expect(
      await handle.db.select().from(searchMisses).where(like(searchMisses.query, "batch-%")),
    ).toEqual([]);
  });

  it("deletes a backlog in batches until nothing matches", async () => {
    for (let i = 0; i < 7; i++) await insertCode("prune-batch", at(-2 * DAY - i));
    const deleted = await deleteInBatches(
      handle.db,
      otpCodes,
      otpCodes.id,
      sql`${otpCodes.phoneKey} = 'prune-batch'`,
      3,
    );
    expect(deleted).toBe(7);
    expect(await codesOf("prune-batch")).toEqual([]);
  });

  it("every prune delete is served by an index (no sequential scan even when the planner may not choose one)", async () => {
    const statements = {
      otp_codes: batchDeleteSql(otpCodes, otpCodes.id, otpCodesToPrune(NOW)),
      rate_limits: batchDeleteSql(rateLimits, rateLimits.key, rateLimitsToSweep(NOW)),
      sessions: batchDeleteSql(sessions, sessions.id, sessionsToPrune(NOW)),
      lead_idempotency_keys: batchDeleteSql(
        leadIdempotencyKeys,
        leadIdempotencyKeys.key,
        idempotencyKeysToPrune(NOW),
      ),
      crm_outbox: clearPayloadsSql(at(-7 * DAY)),
      search_misses: batchDeleteRowsSql(searchMisses, searchMissesToPrune(NOW)),
      staff_sign_in_failures: batchDeleteSql(
        staffSignInFailures,
        staffSignInFailures.key,
        signInFailuresToPrune(NOW),
      ),
    };
    for (const [table, statement] of Object.entries(statements)) {
      const plan = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain ${statement}`)) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((r) => Object.values(r)[0]).join("\n");
      });
      expect(plan, table).not.toMatch(/Seq Scan/);
    }
  });

  it("the CRM worker runs the whole prune (idempotency keys, codes, buckets, sessions)", async () => {
    const { body } = await createLeadRequest(minimalLead(), { "idempotency-key": "prune-worker" });
    expect(body.data?.[0]?.Id).toBeGreaterThan(0);
    await handle.db
      .update(leadIdempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 72 * HOUR) })
      .where(eq(leadIdempotencyKeys.key, "prune-worker"));
    const realNow = Date.now();
    await insertCode("prune-worker", new Date(realNow - 2 * DAY));
    await handle.db
      .insert(rateLimits)
      .values({ key: "prune-worker:old", points: 1, expire: new Date(realNow - 3 * HOUR) });
    const userId = await newUser("9822200033");
    const old = await createSession(handle.db, userId, new Date(realNow - 400 * DAY));

    const worker: CrmWorker = startCrmWorker(
      () => handle.db,
      {
        graceMs: 0,
        pollMs: 20,
        maxAttempts: 3,
        backoffBaseMs: 25,
        backoffMaxMs: 200,
        timeoutMs: 2000,
        leaseMs: 30_000,
        batchSize: 100,
      },
      { maintenance: { idempotencyTtlMs: 48 * HOUR, crmPayloadRetentionMs: 7 * DAY } },
    );
    try {
      const end = Date.now() + 30_000;
      for (;;) {
        const keys = await handle.db
          .select()
          .from(leadIdempotencyKeys)
          .where(eq(leadIdempotencyKeys.key, "prune-worker"));
        const sessionRows = await handle.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, old.sessionId));
        if (
          keys.length === 0 &&
          sessionRows.length === 0 &&
          (await codesOf("prune-worker")).length === 0 &&
          (await bucketKeys("prune-worker:")).length === 0
        ) {
          break;
        }
        if (Date.now() > end) throw new Error("the worker did not prune");
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await worker.stop();
    }
  });

  it("runMaintenance reports what each step removed", async () => {
    await insertCode("prune-report", at(-2 * DAY));
    const result = await runMaintenance(
      handle.db,
      { idempotencyTtlMs: 48 * HOUR, crmPayloadRetentionMs: 7 * DAY },
      NOW,
    );
    expect(result.otpCodes).toBeGreaterThanOrEqual(1);
    expect(Object.keys(result).sort()).toEqual([
      "contentChanges",
      "crmPayloads",
      "idempotencyKeys",
      "otpCodes",
      "privacy",
      "rateLimits",
      "searchMisses",
      "sessions",
      "signInFailures",
    ]);
  });
});
