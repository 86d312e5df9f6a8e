import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { consentLedger, crmOutbox, leads, leadWork } from "@/src/db/schema";
import {
  addLeadNote,
  dueList,
  LeadError,
  leadTimeline,
  listLeads,
  recordContactTap,
  takeLead,
  updateLeadWork,
} from "@/src/server/console/leads";
import { deliveryBody } from "@/src/server/crm/outbox";
import { exportMyData, myRequests } from "@/src/server/privacy/my-data";
import { resolveStaff, type StaffMember } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { staffMember } from "./console-support";

let handle: DbHandle;
const db = () => handle.db;
const RULE = { minutes: 15, hours: "08:00-22:00" };
/** 11:00 IST on a fixed day: every time below is relative to it. */
const NOW = new Date("2026-11-20T05:30:00Z");
const ist = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00+05:30`);

async function asStaff(role: string): Promise<StaffMember> {
  const signed = await staffMember(db(), role, { cities: [] });
  const result = await resolveStaff(db(), signed.jar.headers(), "203.0.113.7");
  if (!result.staff) throw new Error(`not signed in: ${result.why}`);
  return result.staff;
}

let seq = 0;
async function lead(createdAt: Date, values: Partial<typeof leads.$inferInsert> = {}) {
  seq += 1;
  const [row] = await db()
    .insert(leads)
    .values({
      NameData: `Sample patient ${seq}`,
      MobileNoData: `71000${String(seq).padStart(5, "0")}`,
      CityData: "Pune",
      consentVersion: "test",
      consentAt: createdAt,
      createdAt,
      ...values,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("no lead");
  await db().update(leadWork).set({ createdAt }).where(eq(leadWork.leadId, row.id));
  return row.id;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

let agent: StaffMember;
let reachable: number;
let laterHours: number;
let nobody: number;
let late: number;
let callback: number;

beforeAll(async () => {
  handle = await createTestDb();
  agent = await asStaff("agent");
  reachable = await lead(ist("10:50"));
  laterHours = await lead(ist("10:50"), {
    contactRules: {
      channel: "call",
      from: "14:00",
      to: "18:00",
      language: "hi",
      doNotContact: false,
    },
  });
  nobody = await lead(ist("10:00"), {
    contactRules: { channel: "call", language: "en", doNotContact: true },
  });
  late = await lead(ist("09:00"));
  callback = await lead(ist("08:30"));
  await updateLeadWork(
    db(),
    agent,
    callback,
    { status: "contacted", nextCallAt: ist("16:00") },
    ist("08:40"),
  );
}, 120_000);
afterAll(async () => {
  await handle.close();
});

describe("the agent's day", () => {
  it("[CS-111][CS-107] due now lists the calls whose time has come for patients the team may contact now, late ones too", async () => {
    const now = ids(await dueList(db(), agent, "now", { now: NOW, rule: RULE }));
    expect(now).toContain(reachable);
    expect(now).toContain(late);
    expect(now).not.toContain(laterHours);
    expect(now).not.toContain(nobody);
    expect(now).not.toContain(callback);
  });

  it("[CS-111] overdue lists calls past their deadline; today lists the calls that come later today", async () => {
    expect(ids(await dueList(db(), agent, "overdue", { now: NOW, rule: RULE }))).toEqual([late]);
    const today = await dueList(db(), agent, "today", { now: NOW, rule: RULE });
    expect(ids(today)).toEqual([laterHours, callback]);
    expect(today[0]?.dueFrom.toISOString()).toBe(ist("14:00").toISOString());
    expect(today[1]?.dueKind).toBe("callback");
  });

  it("[CS-108] the clock pauses outside the patient's hours and stops for a lead nobody may contact", async () => {
    const rows = (await listLeads(db(), agent, {}, { now: NOW, rule: RULE, pageSize: 50 })).rows;
    const of = (id: number) => rows.find((r) => r.id === id);
    expect(of(laterHours)?.sla).toBe("paused");
    expect(of(laterHours)?.dueAt.toISOString()).toBe(ist("14:15").toISOString());
    expect(of(nobody)?.sla).toBe("stopped");
    expect(of(reachable)?.sla).toBe("waiting");
    expect(of(late)?.sla).toBe("overdue");
    const overdue = (await listLeads(db(), agent, { overdue: true }, { now: NOW, rule: RULE }))
      .rows;
    expect(ids(overdue)).toEqual([late]);
  });

  it("[CS-106] the stored due time follows a change of contact rules or consents, and of the schedule", async () => {
    await db()
      .update(leads)
      .set({
        contactRules: {
          channel: "call",
          from: "10:00",
          to: "12:00",
          language: "hi",
          doNotContact: false,
        },
      })
      .where(eq(leads.id, laterHours));
    await db().update(leads).set({ consentCall: false }).where(eq(leads.id, reachable));
    const now = ids(await dueList(db(), agent, "now", { now: NOW, rule: RULE }));
    expect(now).toContain(laterHours);
    expect(now).not.toContain(reachable);
    const [work] = await db().select().from(leadWork).where(eq(leadWork.leadId, reachable));
    expect(work?.dueAt).toBeNull();
    // Another service level (the schedule changed): every due time is computed again.
    const slower = { minutes: 120, hours: "08:00-22:00" };
    expect(ids(await dueList(db(), agent, "overdue", { now: NOW, rule: slower }))).toEqual([]);
    const [after] = await db().select().from(leadWork).where(eq(leadWork.leadId, late));
    expect(after?.dueAt?.toISOString()).toBe(ist("11:00").toISOString());
    expect(after?.dueRule).toBe("120@08:00-22:00");
  });
});

describe("a lead's story", () => {
  it("[CS-110][CS-112] lists each step with who and when: arrival, taking, status, callback, note, call tap, consent, CRM", async () => {
    const id = await lead(ist("09:30"), { lead_sourcedata: "google" });
    await takeLead(db(), agent, id);
    await recordContactTap(db(), agent, id, "call", NOW);
    await updateLeadWork(
      db(),
      agent,
      id,
      { status: "booked", nextCallAt: ist("17:00"), note: "Wants a Saturday slot" },
      NOW,
    );
    await db().insert(consentLedger).values({
      leadId: id,
      phoneKey: "k",
      purpose: "whatsapp",
      action: "given",
      noticeVersion: "test",
      channel: "my_data",
    });
    await db()
      .insert(crmOutbox)
      .values({ leadId: id, nextAttemptAt: NOW, payload: {} })
      .onConflictDoNothing();
    await db().update(crmOutbox).set({ status: "delivered" }).where(eq(crmOutbox.leadId, id));
    const story = await leadTimeline(db(), agent, id);
    const texts = story.map((e) => e.text);
    expect(texts[0]).toBe("Request received (source: google)");
    expect(texts).toContain("Took the lead");
    expect(texts).toContain("Tapped Call");
    expect(texts).toContain("Status: New → Appointment booked");
    expect(texts).toContain("Callback set for 20 Nov, 17:00 IST");
    expect(texts).toContain("Note: Wants a Saturday slot");
    expect(texts).toContain("WhatsApp messages allowed on My data");
    expect(texts).toContain("Delivered to the CRM");
    const status = story.find((e) => e.kind === "status");
    expect(status?.actor).toBe(agent.name);
    expect(status?.at.toISOString()).toBe(NOW.toISOString());
    // The number's story gathers its other leads too.
    const other = await lead(ist("10:40"), { MobileNoData: (await mobileOf(id)) ?? "" });
    const both = await leadTimeline(db(), agent, id, { byMobile: true });
    expect(new Set(both.map((e) => e.leadId))).toEqual(new Set([id, other]));
  });

  it("[CS-113] a call tap the contact decision does not allow now is refused with 409", async () => {
    await expect(recordContactTap(db(), agent, nobody, "call", NOW)).rejects.toMatchObject({
      status: 409,
    });
    await expect(recordContactTap(db(), agent, late, "fax", NOW)).rejects.toBeInstanceOf(LeadError);
    await addLeadNote(db(), agent, late, "Left a voicemail");
    expect((await leadTimeline(db(), agent, late)).map((e) => e.kind)).toEqual(["created", "note"]);
  });
});

describe("what the patient and the CRM are told", () => {
  it("[DP-33] My data lists the care team's notes about the patient and the remark stored with the request", async () => {
    const id = await lead(ist("09:45"), { Remark: "Estimate: ₹1,80,000 to ₹2,40,000 (sample)" });
    await addLeadNote(db(), agent, id, "Prefers a morning call");
    const mobile = (await mobileOf(id)) ?? "";
    const [request] = await myRequests(db(), { countryCode: "91", mobile });
    expect(request?.stored.remark).toBe("Estimate: ₹1,80,000 to ₹2,40,000 (sample)");
    expect(String(request?.stored.careTeamNotes)).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d IST: Prefers a morning call$/,
    );
    const copy = await exportMyData(db(), { countryCode: "91", mobile }, NOW);
    expect(copy.requests[0]?.notes.map((n) => n.text)).toEqual(["Prefers a morning call"]);
  });

  it("[DP-32] the CRM's lead delivery carries the contact decision at delivery time", () => {
    const body = deliveryBody(
      {
        id: 1,
        kind: "lead",
        refId: 7,
        payload: {},
        attempts: 1,
        createdAt: NOW,
        browserPayloadAt: null,
        throttled: false,
        claimToken: "t",
        privacy: {
          consents: { call: true, whatsapp: false, marketing: false },
          contactRules: {
            channel: "call",
            from: "14:00",
            to: "18:00",
            language: "hi",
            doNotContact: false,
          },
          erased: false,
        },
      },
      NOW,
    );
    expect((body.privacy as Record<string, unknown>).contact).toEqual({
      decidedAt: NOW.toISOString(),
      reachable: true,
      allowedNow: [],
      refusals: { call: "outside_hours", whatsapp: "no_consent", sms: "outside_hours" },
      opensAt: ist("14:00").toISOString(),
    });
  });
});

async function mobileOf(id: number) {
  const [row] = await db().select({ m: leads.MobileNoData }).from(leads).where(eq(leads.id, id));
  return row?.m;
}
