import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import {
  auditLog,
  crmOutbox,
  doctors,
  errorReports,
  hospitals,
  leads,
  leadWork,
  partnerEnquiries,
  searchMisses,
} from "@/src/db/schema";
import { ConsoleForbiddenError } from "@/src/server/console/access";
import { dashboardFigures, slaKeptPercent } from "@/src/server/console/dashboard";
import {
  listChatQuestions,
  listErrorReports,
  listPartnerEnquiries,
  listSearchMisses,
  markErrorReport,
  markPartnerEnquiry,
  queueCounts,
} from "@/src/server/console/queues";
import { resolveStaff, type StaffMember } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { staffMember } from "./console-support";

let handle: DbHandle;
let supervisor: StaffMember;
let agent: StaffMember;
let admin: StaffMember;
const db = () => handle.db;

async function signedIn(role: string): Promise<StaffMember> {
  const member = await staffMember(db(), role);
  const resolved = await resolveStaff(db(), member.jar.headers(), "198.51.100.77");
  if (!resolved.staff) throw new Error(`not signed in: ${resolved.why}`);
  return resolved.staff;
}

beforeAll(async () => {
  handle = await createTestDb();
  supervisor = await signedIn("supervisor");
  agent = await signedIn("agent");
  admin = await signedIn("admin");
  // The queues under test start empty (the sample data may hold a few).
  await db().delete(errorReports);
  await db().delete(partnerEnquiries);
}, 60_000);
afterAll(async () => {
  await handle.close();
});

const auditOf = (recordType: string, recordId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))));

const consent = { consentVersion: "test", consentAt: new Date() };

describe("work queues", () => {
  it("[CS-70] an agent (and an admin) is refused every queue, listing and marking alike", async () => {
    for (const who of [agent, admin]) {
      await expect(listErrorReports(db(), who)).rejects.toBeInstanceOf(ConsoleForbiddenError);
      await expect(listPartnerEnquiries(db(), who)).rejects.toBeInstanceOf(ConsoleForbiddenError);
      await expect(listChatQuestions(db(), who)).rejects.toBeInstanceOf(ConsoleForbiddenError);
      await expect(listSearchMisses(db(), who)).rejects.toBeInstanceOf(ConsoleForbiddenError);
      await expect(queueCounts(db(), who)).rejects.toBeInstanceOf(ConsoleForbiddenError);
      await expect(markErrorReport(db(), who, 1, "fixed")).rejects.toMatchObject({ status: 403 });
      await expect(markPartnerEnquiry(db(), who, 1, "closed")).rejects.toMatchObject({
        status: 403,
      });
    }
    await expect(
      dashboardFigures(db(), agent, { rule: { minutes: 15, hours: "08:00-22:00" } }),
    ).rejects.toBeInstanceOf(ConsoleForbiddenError);
  });

  it("[CS-71] [CS-75] error reports: named entity and page, open first; resolving records who, when and the audit entry", async () => {
    const [doctor] = await db()
      .select({ id: doctors.id, name: doctors.name })
      .from(doctors)
      .limit(1);
    const [hospital] = await db()
      .select({ id: hospitals.id, name: hospitals.name })
      .from(hospitals)
      .limit(1);
    if (!doctor || !hospital) throw new Error("the sample data has doctors and hospitals");
    const at = (iso: string) => new Date(iso);
    const inserted = await db()
      .insert(errorReports)
      .values([
        {
          entityKind: "doctor",
          entityId: doctor.id,
          pagePath: "/doctor/a",
          message: "Old phone number",
          createdAt: at("2026-01-01T10:00:00Z"),
        },
        {
          entityKind: "hospital",
          entityId: hospital.id,
          pagePath: "/hospital/b",
          message: "Closed on Sundays",
          status: "fixed",
          createdAt: at("2026-03-01T10:00:00Z"),
        },
        {
          entityKind: "hospital",
          entityId: hospital.id,
          pagePath: "/hospital/b",
          message: "Wrong address",
          createdAt: at("2026-02-01T10:00:00Z"),
        },
        {
          entityKind: "doctor",
          entityId: 987_654,
          pagePath: "/doctor/gone",
          message: "Retired",
          status: "checked",
          createdAt: at("2026-01-15T10:00:00Z"),
        },
      ])
      .returning({ id: errorReports.id });
    const [oldOpen, fixed, newOpen, checked] = inserted.map((r) => r.id);
    const list = await listErrorReports(db(), supervisor);
    expect(list.total).toBe(4);
    expect(list.items.map((r) => r.id)).toEqual([newOpen, checked, oldOpen, fixed]);
    expect(list.items[0]).toMatchObject({
      entityKind: "hospital",
      entityName: hospital.name,
      pagePath: "/hospital/b",
      message: "Wrong address",
      status: "new",
    });
    expect(list.items.find((r) => r.id === oldOpen)?.entityName).toBe(doctor.name);
    expect(list.items.find((r) => r.id === checked)?.entityName).toBeNull();
    expect((await queueCounts(db(), supervisor)).errors).toBe(3);

    const now = new Date("2026-11-26T09:00:00Z");
    expect(await markErrorReport(db(), supervisor, newOpen as number, "fixed", now)).toBe(true);
    expect(await markErrorReport(db(), supervisor, oldOpen as number, "rejected", now)).toBe(true);
    const [row] = await db()
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, newOpen as number));
    expect(row).toMatchObject({ status: "fixed", handledBy: supervisor.id, handledAt: now });
    const [entry] = await auditOf("error_report", newOpen as number);
    expect(entry).toMatchObject({
      action: "queue.updated",
      actorId: supervisor.id,
      actorEmail: supervisor.email,
      ip: "198.51.100.77",
      detail: { from: "new", to: "fixed" },
    });
    expect((await auditOf("error_report", oldOpen as number))[0]?.detail).toEqual({
      from: "new",
      to: "rejected",
    });
    // Now only the checked one is open, so it leads the list.
    expect((await listErrorReports(db(), supervisor)).items[0]?.id).toBe(checked);
    // Reopening clears who handled it; an unknown id changes nothing.
    await markErrorReport(db(), supervisor, newOpen as number, "new");
    const [reopened] = await db()
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, newOpen as number));
    expect(reopened).toMatchObject({ status: "new", handledBy: null, handledAt: null });
    expect(await markErrorReport(db(), supervisor, 99_999_999, "fixed")).toBe(false);
    await expect(
      markErrorReport(db(), supervisor, checked as number, "deleted" as "fixed"),
    ).rejects.toThrow(/Unknown status/);
  });

  it("[CS-71] error reports are paged 25 at a time", async () => {
    await db()
      .insert(errorReports)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          entityKind: "doctor",
          entityId: 1,
          pagePath: `/doctor/p${i}`,
          message: `note ${i}`,
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        })),
      );
    const first = await listErrorReports(db(), supervisor);
    const second = await listErrorReports(db(), supervisor, { page: 2 });
    expect(first.items).toHaveLength(25);
    expect(second.items).toHaveLength(first.total - 25);
    const ids = new Set([...first.items, ...second.items].map((r) => r.id));
    expect(ids.size).toBe(first.total);
  });

  it("[CS-72] [CS-75] partner enquiries: new first, then contacted, then closed; marking is audited", async () => {
    const base = {
      contactName: "Dr Rao",
      mobile: "9876500001",
      email: "rao@clinic.example",
      city: "Pune",
      kind: "clinic" as const,
      ...consent,
    };
    const rows = await db()
      .insert(partnerEnquiries)
      .values([
        {
          ...base,
          organisation: "Closed Clinic",
          status: "closed",
          createdAt: new Date("2026-05-01T00:00:00Z"),
        },
        { ...base, organisation: "Old New Clinic", createdAt: new Date("2026-01-01T00:00:00Z") },
        {
          ...base,
          organisation: "Talking Clinic",
          status: "contacted",
          createdAt: new Date("2026-04-01T00:00:00Z"),
        },
        {
          ...base,
          organisation: "Fresh Clinic",
          message: "We have 40 beds",
          createdAt: new Date("2026-03-01T00:00:00Z"),
        },
      ])
      .returning({ id: partnerEnquiries.id });
    const list = await listPartnerEnquiries(db(), supervisor);
    expect(list.items.map((p) => p.organisation)).toEqual([
      "Fresh Clinic",
      "Old New Clinic",
      "Talking Clinic",
      "Closed Clinic",
    ]);
    expect(list.items[0]).toMatchObject({ message: "We have 40 beds", mobile: "9876500001" });
    expect((await queueCounts(db(), supervisor)).partners).toBe(2);
    const fresh = rows[3]?.id as number;
    await markPartnerEnquiry(db(), supervisor, fresh, "contacted");
    await markPartnerEnquiry(db(), supervisor, fresh, "closed");
    const [row] = await db().select().from(partnerEnquiries).where(eq(partnerEnquiries.id, fresh));
    expect(row?.status).toBe("closed");
    expect(row?.handledAt).toBeInstanceOf(Date);
    const trail = await auditOf("partner_enquiry", fresh);
    expect(trail.map((e) => e.detail)).toEqual([
      { from: "new", to: "contacted" },
      { from: "contacted", to: "closed" },
    ]);
    expect(trail.every((e) => e.action === "queue.updated" && e.actorId === supervisor.id)).toBe(
      true,
    );
    // Marking with the status it has is no change and writes nothing.
    await markPartnerEnquiry(db(), supervisor, fresh, "closed");
    expect(await auditOf("partner_enquiry", fresh)).toHaveLength(2);
  });

  it("[CS-73] chat questions: the chat leads with their transcript, newest first, linked by lead id", async () => {
    const made = await db()
      .insert(leads)
      .values([
        {
          NameData: "Chat One",
          MobileNoData: "9000000001",
          LeadTypeData: "Chat",
          QueryData: "Patient: knee pain cost?",
          CityData: "Pune",
          createdAt: new Date("2031-01-01T00:00:00Z"),
          ...consent,
        },
        {
          NameData: "Chat Two",
          MobileNoData: "9000000002",
          LeadTypeData: "Chat",
          QueryData: "Patient: cataract in Delhi",
          createdAt: new Date("2031-01-02T00:00:00Z"),
          ...consent,
        },
        {
          NameData: "Form Lead",
          MobileNoData: "9000000003",
          LeadTypeData: "Form",
          QueryData: "not a chat",
          createdAt: new Date("2031-01-03T00:00:00Z"),
          ...consent,
        },
      ])
      .returning({ id: leads.id });
    const list = await listChatQuestions(db(), supervisor);
    expect(list.items.slice(0, 2).map((c) => c.leadId)).toEqual([made[1]?.id, made[0]?.id]);
    expect(list.items[0]).toMatchObject({
      name: "Chat Two",
      question: "Patient: cataract in Delhi",
      status: "new",
    });
    expect(list.items.some((c) => c.leadId === made[2]?.id)).toBe(false);
  });

  it("[CS-74] zero-result searches of the last 30 days, grouped by query, the most frequent first", async () => {
    await db()
      .insert(searchMisses)
      .values([
        { day: "2032-03-01", query: "tkr surgery", count: 4 },
        { day: "2032-03-10", query: "tkr surgery", count: 3 },
        { day: "2032-03-10", query: "bawasir doctor", count: 5 },
        { day: "2032-02-09", query: "bawasir doctor", count: 50 },
        { day: "2032-03-09", query: "lasik cost", count: 1 },
        { day: "2032-03-11", query: "tomorrow", count: 1 },
        { day: "2032-02-10", query: "lasik cost", count: 1 },
      ]);
    const now = new Date("2032-03-10T12:00:00Z");
    const list = await listSearchMisses(db(), supervisor, { now });
    expect(list.items).toEqual([
      { query: "tkr surgery", total: 7, days: 2, lastDay: "2032-03-10" },
      { query: "bawasir doctor", total: 5, days: 1, lastDay: "2032-03-10" },
      { query: "lasik cost", total: 2, days: 2, lastDay: "2032-03-09" },
    ]);
    expect(list.total).toBe(3);
    expect((await queueCounts(db(), supervisor, now)).searches).toBe(3);
  });
});

describe("dashboard figures", () => {
  // A day far from the sample data: the 14-day window holds only the leads made here.
  const now = new Date("2030-01-15T06:30:00Z"); // 12:00 IST, 15 January
  const ist = (iso: string) => new Date(`${iso}+05:30`);
  const rule = { minutes: 15, hours: "08:00-22:00" };

  async function lead(
    createdAt: Date,
    values: Partial<typeof leads.$inferInsert> = {},
    work: { status?: string; contactAfterMin?: number; closeReason?: string } = {},
  ) {
    const [row] = await db()
      .insert(leads)
      .values({ MobileNoData: "9811100000", createdAt, ...consent, ...values })
      .returning({ id: leads.id });
    const id = row?.id as number;
    if (work.status || work.contactAfterMin !== undefined) {
      await db()
        .update(leadWork)
        .set({
          status: (work.status ?? "contacted") as "contacted",
          closeReason: (work.closeReason ?? null) as null,
          firstContactAt:
            work.contactAfterMin === undefined
              ? null
              : new Date(createdAt.getTime() + work.contactAfterMin * 60_000),
        })
        .where(eq(leadWork.leadId, id));
    }
    return id;
  }

  it("[CS-80] [CS-81] [CS-82] [CS-83] [CS-84] leads by source and campaign, funnel, SLA per day and yesterday's headlines from known leads", async () => {
    const google = { Zutm_sourcedata: "google", Zutm_campaigndata: "diwali" };
    // Yesterday (14 January, IST): 3 from Google, 1 from the patient app, 1 just before midnight.
    await lead(ist("2030-01-14T10:00:00"), google, { status: "contacted", contactAfterMin: 10 }); // met
    await lead(ist("2030-01-14T10:05:00"), google, { status: "contacted", contactAfterMin: 30 }); // missed
    await lead(ist("2030-01-14T11:00:00"), google, { status: "booked", contactAfterMin: 5 }); // met
    await lead(ist("2030-01-14T12:00:00"), {
      lead_sourcedata: "patientapp",
      Zutm_sourcedata: "facebook",
    }); // overdue
    await lead(ist("2030-01-14T23:50:00")); // due 08:15 on the 15th: overdue
    // The day before: two direct leads of campaign id 77.
    await lead(
      ist("2030-01-13T09:00:00"),
      { campaignid: "77" },
      { status: "treated", contactAfterMin: 1 },
    ); // met
    await lead(
      ist("2030-01-13T09:30:00"),
      { campaignid: "77" },
      { status: "closed", closeReason: "not_reachable", contactAfterMin: 20 },
    ); // missed
    // Today: ten minutes after midnight (overdue by noon) and five minutes ago (in time).
    await lead(ist("2030-01-15T00:10:00"));
    await lead(ist("2030-01-15T11:55:00"));
    // Outside the window (15 days before today).
    await lead(ist("2029-12-31T12:00:00"), google);

    const crmBefore = await dashboardFigures(db(), supervisor, { now, rule });
    const [someLead] = await db()
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.createdAt, ist("2030-01-14T10:00:00")));
    const [other] = await db()
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.createdAt, ist("2030-01-14T10:05:00")));
    await db()
      .delete(crmOutbox)
      .where(inArray(crmOutbox.leadId, [someLead?.id as number, other?.id as number]));
    await db()
      .insert(crmOutbox)
      .values([
        {
          leadId: someLead?.id as number,
          status: "dead",
          attempts: 8,
          nextAttemptAt: now,
          updatedAt: ist("2030-01-14T15:00:00"),
        },
        { leadId: other?.id as number, status: "pending", attempts: 2, nextAttemptAt: now },
      ]);

    const f = await dashboardFigures(db(), supervisor, { now, rule });
    expect(f.days).toHaveLength(14);
    expect(f.days[0]).toBe("2030-01-02");
    expect(f.today).toBe("2030-01-15");
    const at = (day: string) => f.days.indexOf(day);
    const y = at("2030-01-14");
    const b = at("2030-01-13");
    const t = at("2030-01-15");
    expect(f.leadsPerDay[y]).toBe(5);
    expect(f.leadsPerDay[b]).toBe(2);
    expect(f.leadsPerDay[t]).toBe(2);
    expect(f.leadsPerDay.reduce((s, n) => s + n, 0)).toBe(9);

    const source = (key: string) => f.bySource.find((s) => s.key === key)?.values;
    expect(source("google")?.[y]).toBe(3);
    // The lead's own source comes before utm_source.
    expect(source("patientapp")?.[y]).toBe(1);
    expect(source("facebook")).toBeUndefined();
    expect(source("(direct)")?.[y]).toBe(1);
    expect(source("(direct)")?.[b]).toBe(2);
    expect(source("(direct)")?.[t]).toBe(2);
    const campaign = (key: string) => f.byCampaign.find((s) => s.key === key)?.values;
    expect(campaign("diwali")?.[y]).toBe(3);
    expect(campaign("77")?.[b]).toBe(2);
    expect(campaign("(none)")?.[y]).toBe(2);

    expect(f.funnel.map((s) => [s.label, s.count, s.ofFirst])).toEqual([
      ["Leads", 9, 100],
      ["Contacted", 5, 56],
      ["Booked", 2, 22],
      ["Treated", 1, 11],
    ]);

    expect(f.sla[y]).toEqual({ day: "2030-01-14", met: 2, missed: 1, overdue: 2, waiting: 0 });
    expect(f.sla[b]).toEqual({ day: "2030-01-13", met: 1, missed: 1, overdue: 0, waiting: 0 });
    expect(f.sla[t]).toEqual({ day: "2030-01-15", met: 0, missed: 0, overdue: 1, waiting: 1 });
    expect(slaKeptPercent(f.sla[y])).toBe(40);

    expect(f.crm.dead - crmBefore.crm.dead).toBe(1);
    expect(f.crm.retrying - crmBefore.crm.retrying).toBe(1);
    expect(f.crm.deadPerDay[y]).toBe(1);

    const headline = (label: string) => f.headlines.find((h) => h.label === label);
    expect(headline("Leads")).toMatchObject({ yesterday: 5, dayBefore: 2, verdict: "better" });
    expect(headline("Contacted within SLA")).toMatchObject({
      yesterday: 40,
      dayBefore: 50,
      unit: "%",
      verdict: "worse",
    });
    expect(headline("Bookings")).toMatchObject({ yesterday: 1, dayBefore: 1, verdict: "same" });
    expect(headline("CRM failures")).toMatchObject({
      yesterday: 1,
      dayBefore: 0,
      verdict: "worse",
    });
  });

  it("[CS-83] the top zero-result searches of the 14 days", async () => {
    await db()
      .insert(searchMisses)
      .values([
        { day: "2030-01-14", query: "gallstone laser", count: 9 },
        { day: "2030-01-03", query: "gallstone laser", count: 1 },
        { day: "2030-01-10", query: "tkr", count: 4 },
        { day: "2029-12-20", query: "too old", count: 99 },
      ]);
    const f = await dashboardFigures(db(), admin, { now, rule });
    expect(f.misses).toEqual([
      { query: "gallstone laser", total: 10 },
      { query: "tkr", total: 4 },
    ]);
  });
});
