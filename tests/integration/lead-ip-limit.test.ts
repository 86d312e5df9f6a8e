import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { crmOutbox, leads } from "@/src/db/schema";
import type { CrmConfig } from "@/src/server/crm/config";
import { runCrmPass } from "@/src/server/crm/worker";
import { createTestDb } from "../fixtures/db";
import { startFakeCrm } from "./crm-fake-server";
import { fromAddress } from "./auth-support";
import { createLeadRequest, leadCount, minimalLead, outboxCount } from "./lead-fixtures";

/**
 * The per-IP lead limit with small numbers: LEAD_IP_LIMIT=3 (soft: leads are kept and flagged)
 * and the default hard ceiling of 10 × that (30: 429). Carrier-grade NAT puts many patients
 * behind one address, so a lead over the soft limit must never be lost.
 */
const SOFT = 3;
const HARD = SOFT * 10;

let handle: DbHandle;
beforeAll(async () => {
  // Before the first env() call of this file (env() reads process.env once).
  vi.stubEnv("LEAD_IP_LIMIT", String(SOFT));
  vi.stubEnv("CRM_GRACE_MS", "0");
  handle = await createTestDb();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await handle.close();
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

function crmConfig(url: string): CrmConfig {
  return {
    url,
    graceMs: 0,
    pollMs: 20,
    maxAttempts: 5,
    backoffBaseMs: 25,
    backoffMaxMs: 200,
    timeoutMs: 2000,
    leaseMs: 30_000,
    batchSize: 100,
  };
}

async function flagsOf(ids: number[]) {
  const rows = await handle.db
    .select({ id: leads.id, throttled: leads.throttled })
    .from(leads)
    .where(inArray(leads.id, ids));
  return new Map(rows.map((r) => [r.id, r.throttled]));
}

describe("POST /lead/v1/admin/webleadcreate – per-IP limits", () => {
  it("over the soft limit a valid lead is stored once, flagged, answered 200 and delivered with the flag", async () => {
    const ip = "100.64.0.10"; // a carrier-grade NAT address
    const ids: number[] = [];
    for (let i = 0; i < SOFT + 2; i++) {
      const { response, body } = await createLeadRequest(
        minimalLead({ NameData: `Patient ${i}`, MobileNoData: `98000000${10 + i}` }),
        { ...fromAddress(ip), "idempotency-key": `nat-${i}` },
      );
      expect(response.status, `lead ${i + 1}`).toBe(200);
      expect(body.status.code).toBe(200);
      ids.push(body.data?.[0]?.Id ?? 0);
    }
    const flags = await flagsOf(ids);
    expect(ids.map((id) => flags.get(id))).toEqual([false, false, false, true, true]);

    // One row each, with its outbox entry; the CRM payload keys of spec §7 are unchanged.
    const [over = 0] = ids.slice(SOFT);
    const entries = await handle.db.select().from(crmOutbox).where(eq(crmOutbox.leadId, over));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.payload).not.toHaveProperty("throttled");

    const crm = await startFakeCrm();
    closers.push(crm.close);
    await runCrmPass(handle.db, crmConfig(crm.url));
    const delivered = new Map(crm.state.accepted.map((d) => [d.leadId, d.json]));
    expect(ids.map((id) => delivered.get(id)?.throttled)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(delivered.get(over)?.lead).not.toHaveProperty("throttled");
    expect(delivered.get(over)?.lead.phoneno).toBe("9800000013");
  });

  it("a retry of a flagged lead with its Idempotency-Key answers the same lead (still one row)", async () => {
    const ip = "100.64.0.11";
    for (let i = 0; i < SOFT; i++) {
      await createLeadRequest(minimalLead({ NameData: `Before ${i}` }), { ...fromAddress(ip) });
    }
    const body = minimalLead({ NameData: "Flagged retry" });
    const first = await createLeadRequest(body, {
      ...fromAddress(ip),
      "idempotency-key": "f-1",
    });
    const before = await leadCount(handle.db);
    const retry = await createLeadRequest(body, {
      ...fromAddress(ip),
      "idempotency-key": "f-1",
    });
    expect(retry.response.status).toBe(200);
    expect(retry.body.data?.[0]?.Id).toBe(first.body.data?.[0]?.Id);
    expect(await leadCount(handle.db)).toBe(before);
    expect(
      (await flagsOf([first.body.data?.[0]?.Id ?? 0])).get(first.body.data?.[0]?.Id ?? 0),
    ).toBe(true);
  });

  it("over the hard ceiling (10 × the soft limit) answers 429 with Retry-After and writes nothing", async () => {
    const ip = "100.64.0.12";
    for (let i = 0; i < HARD; i++) {
      const { response } = await createLeadRequest(minimalLead({ NameData: `Flood ${i}` }), {
        ...fromAddress(ip),
      });
      expect(response.status, `lead ${i + 1}`).toBe(200);
    }
    const leadsBefore = await leadCount(handle.db);
    const outboxBefore = await outboxCount(handle.db);
    const { response, body } = await createLeadRequest(minimalLead({ NameData: "One too many" }), {
      ...fromAddress(ip),
      "idempotency-key": "flood-over",
    });
    expect(response.status).toBe(429);
    expect(body.status.code).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(body.error[0]).toContain("Too many requests from this network");
    expect(await leadCount(handle.db)).toBe(leadsBefore);
    expect(await outboxCount(handle.db)).toBe(outboxBefore);
    // Another address is not affected.
    const other = await createLeadRequest(minimalLead(), { ...fromAddress("100.64.0.13") });
    expect(other.response.status).toBe(200);
  });
});
