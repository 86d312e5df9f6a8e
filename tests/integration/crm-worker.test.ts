import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as createleadcrm } from "@/app/api/lead/createleadcrm/route";
import type { DbHandle } from "@/src/db/client";
import { crmOutbox, leads } from "@/src/db/schema";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import type { CrmConfig } from "@/src/server/crm/config";
import { clearDeliveredPayloads, requeueDead } from "@/src/server/crm/outbox";
import { verifyCrmSignature } from "@/src/server/crm/signature";
import { type CrmWorker, runCrmPass, startCrmWorker } from "@/src/server/crm/worker";
import { createLead } from "@/src/server/leads/service";
import { createTestDb } from "../fixtures/db";
import { startFakeCrm } from "./crm-fake-server";
import { minimalLead } from "./lead-fixtures";

const SECRET = "test-crm-secret-0123456789";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

const workers: CrmWorker[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await Promise.all(closers.splice(0).map((c) => c()));
});

function config(overrides: Partial<CrmConfig> = {}): CrmConfig {
  return {
    url: undefined,
    secret: SECRET,
    graceMs: 0,
    pollMs: 20,
    maxAttempts: 50,
    backoffBaseMs: 25,
    backoffMaxMs: 200,
    timeoutMs: 2000,
    leaseMs: 30_000,
    batchSize: 10,
    ...overrides,
  };
}

async function newLeads(n: number, graceMs = 0, name = "CRM patient"): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const input = leadRequestSchema.parse(
      minimalLead({ NameData: `${name} ${i}`, MobileNoData: `8${String(i).padStart(9, "0")}` }),
    );
    const lead = await createLead(handle.db, input, {
      defaultConsentVersion: "test",
      crmGraceMs: graceMs,
      ip: "127.0.0.1",
    });
    ids.push(lead.id);
  }
  return ids;
}

async function statusOf(ids: number[]) {
  return handle.db
    .select({
      leadId: crmOutbox.leadId,
      status: crmOutbox.status,
      attempts: crmOutbox.attempts,
      lastError: crmOutbox.lastError,
    })
    .from(crmOutbox)
    .where(inArray(crmOutbox.leadId, ids));
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("timed out waiting");
}

describe("CRM outbox worker", () => {
  it("delivers every lead exactly once to a CRM that is down for the first part of the run, with three workers racing", async () => {
    const crm = await startFakeCrm({ down: true });
    closers.push(crm.close);
    const ids = await newLeads(40);
    // A generous request timeout: on a busy machine an answer the CRM already accepted could
    // arrive after 2 s, and the retry would count as a second delivery. This test is about
    // claims racing, not timeouts (a timed-out delivery is retried with the same key by design).
    const cfg = config({ url: crm.url, timeoutMs: 15_000 });
    for (let i = 0; i < 3; i++) workers.push(startCrmWorker(() => handle.db, cfg));

    // Down: every try is refused and scheduled again with backoff.
    await waitFor(async () => crm.state.refused >= 40);
    expect(crm.state.accepted).toHaveLength(0);
    // More leads arrive while the CRM is still down.
    ids.push(...(await newLeads(20, 0, "Later patient")));
    crm.state.down = false;

    await waitFor(async () => (await statusOf(ids)).every((r) => r.status === "delivered"));
    const counts = new Map<number, number>();
    for (const d of crm.state.accepted) counts.set(d.leadId, (counts.get(d.leadId) ?? 0) + 1);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const d of crm.state.accepted) {
      expect(d.idempotencyKey).toBe(`lead-${d.leadId}`);
      expect(
        verifyCrmSignature(SECRET, d.timestamp ?? "", d.body, d.signature ?? ""),
        "signature",
      ).toBe(true);
      expect(d.json.event).toBe("lead.created");
      expect(d.json.lead.phoneno).toMatch(/^8\d{9}$/);
    }
    const rows = await statusOf(ids);
    expect(rows.filter((r) => r.attempts > 1).length).toBeGreaterThan(0);
  });

  it("moves a lead to the dead-letter state after the bounded number of tries", async () => {
    const crm = await startFakeCrm({ status: 500 });
    closers.push(crm.close);
    const [id = 0] = await newLeads(1, 0, "Dead letter");
    const cfg = config({ url: crm.url, maxAttempts: 3, backoffBaseMs: 5, backoffMaxMs: 10 });
    workers.push(startCrmWorker(() => handle.db, cfg));
    await waitFor(async () => (await statusOf([id]))[0]?.status === "dead");
    const [row] = await statusOf([id]);
    expect(row?.attempts).toBe(3);
    expect(row?.lastError).toBe("HTTP 500");
    expect(crm.state.refused).toBe(3);
  });

  it("with no CRM configured, keeps the lead and records that nothing is configured; delivers once one is", async () => {
    const [id = 0] = await newLeads(1, 0, "Unconfigured");
    const pass = await runCrmPass(handle.db, config({ url: undefined }));
    expect(pass.unconfigured).toBeGreaterThanOrEqual(1);
    const [row] = await statusOf([id]);
    expect(row?.status).toBe("unconfigured");
    expect(row?.lastError).toContain("No CRM webhook configured");

    const crm = await startFakeCrm();
    closers.push(crm.close);
    await runCrmPass(handle.db, config({ url: crm.url, batchSize: 100 }));
    expect((await statusOf([id]))[0]?.status).toBe("delivered");
    expect(crm.state.accepted.filter((d) => d.leadId === id)).toHaveLength(1);
  });

  it("[AP-12] waits a grace period for the browser's createleadcrm call, which merges its payload and makes the lead due at once", async () => {
    const crm = await startFakeCrm();
    closers.push(crm.close);
    const input = leadRequestSchema.parse(minimalLead({ NameData: "Grace" }));
    const lead = await createLead(handle.db, input, {
      defaultConsentVersion: "test",
      crmGraceMs: 60_000,
    });
    const cfg = config({ url: crm.url, batchSize: 100 });
    await runCrmPass(handle.db, cfg);
    expect(crm.state.accepted.find((d) => d.leadId === lead.id)).toBeUndefined();

    const call = (token: string, body: unknown) =>
      createleadcrm(
        new Request(`http://localhost/api/lead/createleadcrm?leadId=${lead.id}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-lead-token": token },
          body: JSON.stringify(body),
        }),
      );
    // Without the lead's secret nothing changes.
    const wrong = await call("x".repeat(43), { name: "Intruder", BMI_kg_m2: 99 });
    expect(wrong.status).toBe(404);
    // Unknown fields are refused.
    expect((await call(lead.surveyToken, { nope: 1 })).status).toBe(400);

    const ok = await call(lead.surveyToken, { name: "Browser name", BMI_kg_m2: 27.1 });
    expect(ok.status).toBe(200);
    const again = await call(lead.surveyToken, { name: "Browser name", BMI_kg_m2: 27.1 });
    expect(again.status).toBe(200);

    await runCrmPass(handle.db, cfg);
    const delivered = crm.state.accepted.filter((d) => d.leadId === lead.id);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.json.browserConfirmed).toBe(true);
    // The stored lead stays authoritative; the browser fills blanks.
    expect(delivered[0]?.json.lead.name).toBe("Grace");
    expect(delivered[0]?.json.lead.BMI_kg_m2).toBe(27.1);
  });

  it("delivers after the grace period when the browser's call never arrives", async () => {
    const crm = await startFakeCrm();
    closers.push(crm.close);
    const input = leadRequestSchema.parse(minimalLead({ NameData: "No browser call" }));
    const lead = await createLead(handle.db, input, {
      defaultConsentVersion: "test",
      crmGraceMs: 300,
    });
    const cfg = config({ url: crm.url, batchSize: 100 });
    await runCrmPass(handle.db, cfg);
    expect(crm.state.accepted.find((d) => d.leadId === lead.id)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 400));
    await runCrmPass(handle.db, cfg);
    const delivered = crm.state.accepted.filter((d) => d.leadId === lead.id);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.json.browserConfirmed).toBe(false);
  });

  it("takes back a delivery whose worker died mid-way once its lease has run out", async () => {
    const crm = await startFakeCrm();
    closers.push(crm.close);
    const [id = 0] = await newLeads(1, 0, "Stuck");
    await handle.db
      .update(crmOutbox)
      .set({
        status: "delivering",
        attempts: 1,
        claimToken: "dead-worker",
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(crmOutbox.leadId, id));
    await runCrmPass(handle.db, config({ url: crm.url, batchSize: 100 }));
    const [row] = await statusOf([id]);
    expect(row?.status).toBe("delivered");
    expect(row?.attempts).toBe(2);
  });

  it("leaves a delivery alone while its lease holds", async () => {
    const crm = await startFakeCrm();
    closers.push(crm.close);
    const [id = 0] = await newLeads(1, 0, "Leased");
    await handle.db
      .update(crmOutbox)
      .set({
        status: "delivering",
        claimToken: "live-worker",
        lockedUntil: sql`now() + interval '1 minute'`,
      })
      .where(eq(crmOutbox.leadId, id));
    await runCrmPass(handle.db, config({ url: crm.url, batchSize: 100 }));
    expect((await statusOf([id]))[0]?.status).toBe("delivering");
    expect(crm.state.accepted.find((d) => d.leadId === id)).toBeUndefined();
  });

  it("[OP-3] a stopping worker lets finished deliveries land and hands back the ones still waiting, at once and without counting a try", async () => {
    const ids = await newLeads(3, 0, "Shutdown");
    const [slow = 0] = ids;
    const calls: number[] = [];
    // The CRM answers two leads at once and never answers the first one.
    const fetchImpl = ((_url: string, init: RequestInit) => {
      const leadId = Number((JSON.parse(String(init.body)) as { leadId: number }).leadId);
      calls.push(leadId);
      if (leadId !== slow) return Promise.resolve(new Response("{}", { status: 200 }));
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }) as typeof fetch;
    const worker = startCrmWorker(() => handle.db, config({ url: "http://crm.invalid/x" }), {
      fetch: fetchImpl,
    });
    await waitFor(async () => ids.every((id) => calls.includes(id)));
    await waitFor(async () =>
      (await statusOf(ids)).every((r) => r.leadId === slow || r.status === "delivered"),
    );
    const started = Date.now();
    await worker.stop({ graceMs: 100 });
    expect(Date.now() - started).toBeLessThan(1500); // not the 2 s delivery timeout
    const rows = await handle.db
      .select({
        status: crmOutbox.status,
        attempts: crmOutbox.attempts,
        claimToken: crmOutbox.claimToken,
        lockedUntil: crmOutbox.lockedUntil,
        due: sql<boolean>`${crmOutbox.nextAttemptAt} <= now()`,
      })
      .from(crmOutbox)
      .where(eq(crmOutbox.leadId, slow));
    expect(rows[0]).toEqual({
      status: "pending",
      attempts: 0,
      claimToken: null,
      lockedUntil: null,
      due: true,
    });
    // Another worker delivers it straight away, without waiting for a lease to run out.
    const crm = await startFakeCrm();
    closers.push(crm.close);
    await runCrmPass(handle.db, config({ url: crm.url, batchSize: 100 }));
    expect(crm.state.accepted.filter((d) => d.leadId === slow)).toHaveLength(1);
  });
});

describe("CRM outbox payload retention (the second copy of the patient's data)", () => {
  const DAY = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

  async function payloadOf(id: number) {
    const [row] = await handle.db
      .select({ payload: crmOutbox.payload, status: crmOutbox.status })
      .from(crmOutbox)
      .where(eq(crmOutbox.leadId, id));
    return row;
  }

  it("clears the payload only of entries delivered longer ago than the retention; dead letters keep theirs and can be delivered again", async () => {
    const [old = 0, recent = 0, dead = 0, pending = 0] = await newLeads(4, 60_000, "Retention");
    await handle.db
      .update(crmOutbox)
      .set({ status: "delivered", deliveredAt: daysAgo(8) })
      .where(eq(crmOutbox.leadId, old));
    await handle.db
      .update(crmOutbox)
      .set({ status: "delivered", deliveredAt: daysAgo(6) })
      .where(eq(crmOutbox.leadId, recent));
    await handle.db
      .update(crmOutbox)
      .set({ status: "dead", attempts: 12, updatedAt: daysAgo(30), createdAt: daysAgo(30) })
      .where(eq(crmOutbox.leadId, dead));

    expect(await clearDeliveredPayloads(handle.db, daysAgo(7))).toBe(1);
    expect(await payloadOf(old)).toEqual({ payload: null, status: "delivered" });
    expect((await payloadOf(recent))?.payload).toMatchObject({ name: "Retention 1" });
    expect((await payloadOf(dead))?.payload).toMatchObject({ name: "Retention 2" });
    expect((await payloadOf(pending))?.payload).toMatchObject({ name: "Retention 3" });
    // Nothing left to clear: a second prune changes nothing.
    expect(await clearDeliveredPayloads(handle.db, daysAgo(7))).toBe(0);
    // The lead itself is untouched.
    const [lead] = await handle.db
      .select({ name: leads.NameData })
      .from(leads)
      .where(eq(leads.id, old));
    expect(lead?.name).toBe("Retention 0");

    // An operator redelivers the dead letter after an outage: with its full payload.
    const crm = await startFakeCrm();
    closers.push(crm.close);
    expect(await requeueDead(handle.db)).toBeGreaterThanOrEqual(1);
    await runCrmPass(handle.db, config({ url: crm.url, batchSize: 100 }));
    const redelivered = crm.state.accepted.filter((d) => d.leadId === dead);
    expect(redelivered).toHaveLength(1);
    expect(redelivered[0]?.json.lead.name).toBe("Retention 2");
    expect(redelivered[0]?.json.lead.phoneno).toBe("8000000002");
  });

  it("a late createleadcrm call does not bring a cleared payload back", async () => {
    const input = leadRequestSchema.parse(minimalLead({ NameData: "Late call" }));
    const lead = await createLead(handle.db, input, {
      defaultConsentVersion: "test",
      crmGraceMs: 0,
    });
    await handle.db
      .update(crmOutbox)
      .set({ status: "delivered", deliveredAt: daysAgo(10) })
      .where(eq(crmOutbox.leadId, lead.id));
    expect(await clearDeliveredPayloads(handle.db, daysAgo(7))).toBe(1);
    const response = await createleadcrm(
      new Request(`http://localhost/api/lead/createleadcrm?leadId=${lead.id}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-lead-token": lead.surveyToken },
        body: JSON.stringify({ name: "Late call", BMI_kg_m2: 22.5 }),
      }),
    );
    expect(response.status).toBe(200);
    expect((await payloadOf(lead.id))?.payload).toBeNull();
  });

  it("the worker's periodic prune clears delivered payloads after CRM_PAYLOAD_RETENTION_DAYS", async () => {
    const [id = 0] = await newLeads(1, 60_000, "Worker retention");
    await handle.db
      .update(crmOutbox)
      .set({ status: "delivered", deliveredAt: daysAgo(8) })
      .where(eq(crmOutbox.leadId, id));
    workers.push(
      startCrmWorker(() => handle.db, config(), {
        maintenance: { idempotencyTtlMs: 48 * 3_600_000, crmPayloadRetentionMs: 7 * DAY },
      }),
    );
    await waitFor(async () => (await payloadOf(id))?.payload === null);
  });
});
