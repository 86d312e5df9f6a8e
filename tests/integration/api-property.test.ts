import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createleadcrm } from "@/app/api/lead/createleadcrm/route";
import { POST as survey } from "@/app/api/lead/survey/route";
import { POST as webleadcreate } from "@/app/lead/v1/admin/webleadcreate/route";
import { POST as login } from "@/app/users/v1/user/login/route";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import { crmOutbox, leadIdempotencyKeys, leads, sessions, users } from "@/src/db/schema";
import { hostileInput, hostileJsonText } from "../fixtures/hostile";
import { fileDbAndRuntime } from "./auth-support";
import { minimalLead } from "./lead-fixtures";

/**
 * Route-level properties (SC-8): hostile bodies through the real handlers on a real
 * database: never a 5xx, never a partial write. Fewer runs than the validators' 10,000 (each
 * run is a request and a few counts on the database: 1,000 leads take about as long as the
 * whole validator suite); the validators and the JSON reader themselves get 10,000 each in
 * tests/unit/validators-property.test.ts and tests/unit/json-reader-property.test.ts.
 */
const LEAD_RUNS = 1_000;
const OTHER_RUNS = 300;

const file = fileDbAndRuntime();
beforeAll(() => {
  // Before the file's first env() call: the per-IP limit is not under test here.
  vi.stubEnv("LEAD_IP_LIMIT", "100000000");
});
afterAll(() => {
  vi.unstubAllEnvs();
});

type Handler = (request: Request) => Promise<Response>;

async function post(handler: Handler, path: string, body: string, headers = {}) {
  const response = await handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", applicationtype: "website", ...headers },
      body,
    }),
  );
  await response.arrayBuffer();
  return response.status;
}

async function counts() {
  const db = file.handle.db;
  const [l] = await db.select({ n: count() }).from(leads);
  const [o] = await db.select({ n: count() }).from(crmOutbox);
  const [k] = await db.select({ n: count() }).from(leadIdempotencyKeys);
  const [u] = await db.select({ n: count() }).from(users);
  const [s] = await db.select({ n: count() }).from(sessions);
  return {
    leads: l?.n ?? 0,
    outbox: o?.n ?? 0,
    keys: k?.n ?? 0,
    users: u?.n ?? 0,
    sessions: s?.n ?? 0,
  };
}

const LEAD_BASES = [
  minimalLead(),
  minimalLead({
    leadFormVariant: "3",
    ProcedureNameData: "Cataract Surgery",
    IsInsurance: "Yes",
    insuranceType: "Private",
    attribution: { source: "google", gclid: "G-1" },
  }),
  minimalLead({ leadFormVariant: "5", EmailIdData: "a@example.com", QueryData: "Knee pain" }),
];
const LEAD_KEYS = [
  ...new Set([
    ...LEAD_BASES.flatMap((base) => Object.keys(base)),
    "EmailIdData",
    "IsActiveData",
    "captchascore",
    "LeadTier",
    "otp",
    "hospitalid",
    "consentVersion",
  ]),
];

/** Lead bodies: valid ones with fields replaced (as JSON), and hostile JSON text. */
const leadBodies = fc.oneof(
  { weight: 3, arbitrary: hostileInput(LEAD_BASES, LEAD_KEYS).map((v) => JSON.stringify(v) ?? "") },
  { weight: 1, arbitrary: hostileJsonText },
);

describe("the API holds for hostile bodies (fast-check, route level)", { timeout: 600_000 }, () => {
  it(`[SC-8] webleadcreate, ${LEAD_RUNS} bodies: never a 5xx; a 200 stores the lead, its key and its outbox row with well-formed text, anything else stores nothing`, async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(leadBodies, async (body) => {
        const before = await counts();
        const status = await post(webleadcreate, "/lead/v1/admin/webleadcreate", body, {
          "idempotency-key": randomUUID(),
        });
        const after = await counts();
        if (status >= 500) throw new Error(`answered ${status}`);
        const added = status === 200 ? 1 : 0;
        stored += added;
        expect(after).toEqual({
          ...before,
          leads: before.leads + added,
          outbox: before.outbox + added,
          keys: before.keys + added,
        });
        if (status === 200) {
          const [row] = await file.handle.db
            .select({ name: leads.NameData, payload: crmOutbox.payload })
            .from(leads)
            .innerJoin(crmOutbox, eq(crmOutbox.leadId, leads.id))
            .where(eq(leads.id, await lastLeadId()));
          if (!row?.name.isWellFormed() || !JSON.stringify(row.payload).isWellFormed()) {
            throw new Error("a stored string is not well-formed");
          }
        }
      }),
      { numRuns: LEAD_RUNS },
    );
    // The generator reaches the store, not only the validator.
    expect(stored).toBeGreaterThan(LEAD_RUNS / 20);
  });

  it(`[SC-8] createleadcrm, survey, signup and login, ${OTHER_RUNS} bodies each: never a 5xx, nothing half-written`, async () => {
    const before = await counts();
    const routes: [Handler, string][] = [
      [createleadcrm, "/api/lead/createleadcrm?leadId=1"],
      [survey, "/api/lead/survey"],
      [signup, "/users/v1/user/signup"],
      [login, "/users/v1/user/login"],
    ];
    for (const [handler, path] of routes) {
      await fc.assert(
        fc.asyncProperty(hostileJsonText, async (body) => {
          const status = await post(handler, path, body);
          if (status >= 500) throw new Error(`${path} answered ${status}`);
        }),
        { numRuns: OTHER_RUNS },
      );
    }
    // No lead, key, user or session came out of garbage.
    const after = await counts();
    expect({ ...after }).toEqual({ ...before });
  });
});

async function lastLeadId(): Promise<number> {
  const [row] = await file.handle.db
    .select({ id: leads.id })
    .from(leads)
    .orderBy(sql`${leads.id} desc`)
    .limit(1);
  return row?.id ?? 0;
}
