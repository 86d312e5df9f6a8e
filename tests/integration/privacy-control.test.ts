import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { auditLog, consentLedger, crmOutbox, leadPhotos, leads } from "@/src/db/schema";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { createLead } from "@/src/server/leads/service";
import { CareTeamConsentError, recordCareTeamConsent } from "@/src/server/privacy/care-team";
import { personalDataLeft, requestErasure } from "@/src/server/privacy/erasure";
import { erasureDoneText, runRetention } from "@/src/server/privacy/retention";
import { createCaptureSender } from "@/src/server/sms";
import { addStaff } from "@/src/server/staff/accounts";
import { runStaffCommand } from "@/src/server/staff/commands";
import { createTestDb } from "../fixtures/db";
import { minimalLead } from "./lead-fixtures";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

let n = 0;
async function newLead(mobile: string, extra: Record<string, unknown> = {}) {
  n++;
  const input = leadRequestSchema.parse(
    minimalLead({ NameData: `Control patient ${n}`, MobileNoData: mobile, ...extra }),
  );
  const { id } = await createLead(handle.db, input, {
    defaultConsentVersion: "test",
    crmGraceMs: 0,
  });
  return id;
}

const rowOf = async (id: number) =>
  (await handle.db.select().from(leads).where(eq(leads.id, id)))[0];

async function staff(role: string, cities: string[] = []) {
  n++;
  const added = await addStaff(handle.db, {
    email: `${role}-${n}-${Date.now()}@care.example`,
    role,
    cities,
  });
  return {
    id: added.id,
    email: added.email,
    role: added.role,
    cities,
    ip: "203.0.113.9",
  };
}

describe("erasure request", () => {
  it("[DP-18] runs in one transaction: a failure on the second request leaves the first untouched and writes no audit entry", async () => {
    const mobile = "7388800001";
    const first = await newLead(mobile);
    const second = await newLead(mobile);
    // The ledger refuses the second request's row (as a database failure half-way would).
    await handle.db.execute(
      sql.raw(`CREATE FUNCTION fail_second_ledger() RETURNS trigger AS $$
        BEGIN IF NEW.lead_id = ${second} THEN RAISE EXCEPTION 'ledger down'; END IF; RETURN NEW; END
        $$ LANGUAGE plpgsql`),
    );
    await handle.db.execute(
      sql.raw(
        "CREATE TRIGGER fail_second_ledger BEFORE INSERT ON consent_ledger FOR EACH ROW EXECUTE FUNCTION fail_second_ledger()",
      ),
    );
    try {
      await expect(
        requestErasure(handle.db, { countryCode: "91", mobile }, 7, new Date()),
      ).rejects.toThrow();
    } finally {
      await handle.db.execute(sql.raw("DROP TRIGGER fail_second_ledger ON consent_ledger"));
      await handle.db.execute(sql.raw("DROP FUNCTION fail_second_ledger()"));
    }
    expect(await rowOf(first)).toMatchObject({ consentCall: true, eraseDueAt: null });
    expect(await rowOf(second)).toMatchObject({ consentCall: true, eraseDueAt: null });
    const ledger = await handle.db
      .select()
      .from(consentLedger)
      .where(eq(consentLedger.leadId, first));
    expect(ledger.map((l) => l.action)).toEqual(["given"]);
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "privacy.erasure_requested"));
    expect(audits.filter((a) => String(a.recordId).includes(String(first)))).toHaveLength(0);

    // Without the failure, both are stopped and due at once.
    const { leadIds } = await requestErasure(
      handle.db,
      { countryCode: "91", mobile },
      7,
      new Date(),
    );
    expect(leadIds).toEqual([first, second]);
    expect((await rowOf(second))?.eraseDueAt).not.toBeNull();
  });
});

describe("the patient is told when the erasure is done", () => {
  it("[DP-15] one SMS per number after the erasure, in the lead's language; the number is then kept nowhere", async () => {
    const mobile = "7388800002";
    const hindi = "7388800003";
    const a = await newLead(mobile);
    const b = await newLead(mobile);
    const h = await newLead(hindi, { PageLanguage: "hi" });
    const now = new Date();
    await requestErasure(handle.db, { countryCode: "91", mobile }, 7, now);
    await requestErasure(handle.db, { countryCode: "91", mobile: hindi }, 7, now);

    const sms = createCaptureSender();
    const result = await runRetention(handle.db, new Date(now.getTime() + 60_000), { sms });
    expect(result.erasuresDone).toBeGreaterThanOrEqual(3);
    // (The first test's number is erased in this run too.)
    expect(result.patientsTold).toBe(sms.messages.length);
    expect(sms.messages.length).toBeGreaterThanOrEqual(2);
    const toMobile = sms.messages.filter((m) => m.to === `+91${mobile}`);
    const toHindi = sms.messages.filter((m) => m.to === `+91${hindi}`);
    expect(toMobile).toHaveLength(1);
    expect(toMobile[0]?.text).toBe(erasureDoneText([a, b], "en"));
    expect(toMobile[0]?.text).toContain("we have erased your data");
    expect(toHindi).toHaveLength(1);
    expect(toHindi[0]?.text).toBe(erasureDoneText([h], "hi"));
    expect(toHindi[0]?.text).toContain("मिटा दिया");

    // The number is gone from the lead rows, the outbox, the ledger and the audit trail.
    for (const number of [mobile, hindi]) {
      const like = `%${number}%`;
      const found = (await handle.db.execute(
        sql`SELECT
              (SELECT count(*) FROM ${leads} WHERE ${leads.MobileNoData} = ${number})::int AS leads,
              (SELECT count(*) FROM ${crmOutbox} WHERE ${crmOutbox.payload}::text LIKE ${like})::int AS outbox,
              (SELECT count(*) FROM ${consentLedger} WHERE ${consentLedger.phoneKey} LIKE ${like})::int AS ledger,
              (SELECT count(*) FROM ${auditLog} WHERE ${auditLog.detail}::text LIKE ${like})::int AS audit`,
      )) as unknown as { rows: Record<string, number>[] };
      expect(found.rows[0]).toEqual({ leads: 0, outbox: 0, ledger: 0, audit: 0 });
    }

    // A second run tells nobody again; a run without an SMS adapter sends nothing.
    const again = createCaptureSender();
    await runRetention(handle.db, new Date(now.getTime() + 120_000), { sms: again });
    expect(again.messages).toHaveLength(0);
  });

  it("[DP-15] a failing SMS provider does not undo the erasure", async () => {
    const mobile = "7388800004";
    const id = await newLead(mobile);
    await requestErasure(handle.db, { countryCode: "91", mobile }, 7, new Date());
    const failing = {
      provider: "down",
      send: async () => {
        throw new Error("provider down");
      },
    };
    const result = await runRetention(handle.db, new Date(Date.now() + 60_000), { sms: failing });
    expect(result.patientsTold).toBe(0);
    expect(await rowOf(id)).toMatchObject({ MobileNoData: "", erasedBy: "patient" });
  });
});

describe("the operator's erasure check", () => {
  it("[DP-21] names the personal data a lead still holds (never its values), and none after the erasure", async () => {
    const mobile = "7388800005";
    const id = await newLead(mobile);
    await handle.db.insert(leadPhotos).values({
      leadId: id,
      contentType: "image/jpeg",
      data: "AAAA",
      consentVersion: "test",
      consentAt: new Date(),
    });
    const before = await runStaffCommand(handle.db, ["erasure-check", String(id)], "http://x");
    expect(before.ok).toBe(true);
    expect(before.output).toContain("not erased");
    expect(before.output).toMatch(/name, mobile.*photo/);
    expect(before.output).not.toContain(mobile);
    await requestErasure(handle.db, { countryCode: "91", mobile }, 7, new Date());
    await runRetention(handle.db, new Date(Date.now() + 60_000));
    const after = await runStaffCommand(handle.db, ["erasure-check", String(id)], "http://x");
    expect(after.output).toBe(`Lead ${id}: erased (patient); personal data left: none.`);
    expect(await personalDataLeft(handle.db, id)).toEqual({ erasedBy: "patient", fields: [] });
    const unknown = await runStaffCommand(handle.db, ["erasure-check", "999999999"], "http://x");
    expect(unknown.ok).toBe(false);
  });
});

describe("the care team records a consent change made on a call", () => {
  it("[DP-16] writes the ledger (channel care_team), the CRM event and an audit entry naming the staff member; a no-op writes nothing", async () => {
    const id = await newLead("7388800006", { consents: { marketing: true } });
    const agent = await staff("agent", ["Delhi NCR"]);
    const r = await recordCareTeamConsent(
      handle.db,
      agent,
      id,
      { purpose: "marketing", given: "withdrawn" },
      new Date(),
    );
    expect(r).toEqual({ changed: true, purpose: "marketing", given: false });
    expect((await rowOf(id))?.consentMarketing).toBe(false);
    const ledger = await handle.db.select().from(consentLedger).where(eq(consentLedger.leadId, id));
    expect(ledger.at(-1)).toMatchObject({
      purpose: "marketing",
      action: "withdrawn",
      channel: "care_team",
    });
    const events = await handle.db
      .select({ payload: crmOutbox.payload })
      .from(crmOutbox)
      .where(eq(crmOutbox.eventLeadId, id));
    expect(events.at(-1)?.payload).toMatchObject({
      event: "lead.consent_changed",
      channel: "care_team",
    });
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "privacy.consent_recorded"));
    const mine = audits.filter((a) => a.recordId === String(id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ actorId: agent.id, actorEmail: agent.email });
    expect(mine[0]?.detail).toMatchObject({ purpose: "marketing", action: "withdrawn" });

    const again = await recordCareTeamConsent(
      handle.db,
      agent,
      id,
      { purpose: "marketing", given: "withdrawn" },
      new Date(),
    );
    expect(again.changed).toBe(false);
    expect(
      await handle.db.select().from(consentLedger).where(eq(consentLedger.leadId, id)),
    ).toHaveLength(ledger.length);
    expect(
      (
        await handle.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, "privacy.consent_recorded"))
      ).filter((a) => a.recordId === String(id)),
    ).toHaveLength(1);
  });

  it("[DP-16] refuses a role without lead work, a lead out of the agent's cities, bad input and an erased lead", async () => {
    const mobile = "7388800007";
    const id = await newLead(mobile);
    const input = { purpose: "call", given: "withdrawn" };
    const refused = async (who: Awaited<ReturnType<typeof staff>>, body = input) => {
      try {
        await recordCareTeamConsent(handle.db, who, id, body, new Date());
        return 0;
      } catch (e) {
        expect(e).toBeInstanceOf(CareTeamConsentError);
        return (e as CareTeamConsentError).status;
      }
    };
    expect(await refused(await staff("editor"))).toBe(403);
    expect(await refused(await staff("agent", ["Pune"]))).toBe(404);
    const supervisor = await staff("supervisor");
    expect(await refused(supervisor, { purpose: "pigeons", given: "withdrawn" })).toBe(400);
    expect(await refused(supervisor, { purpose: "call", given: "maybe" })).toBe(400);
    expect((await rowOf(id))?.consentCall).toBe(true);
    await requestErasure(handle.db, { countryCode: "91", mobile }, 7, new Date());
    await runRetention(handle.db, new Date(Date.now() + 60_000));
    expect(await refused(supervisor, { purpose: "call", given: "given" })).toBe(409);
  });
});
