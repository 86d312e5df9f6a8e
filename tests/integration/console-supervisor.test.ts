import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { auditLog, leadEvents, leads, leadWork } from "@/src/db/schema";
import { istDay, istDayStart, lastIstDays } from "@/src/lib/console/charts";
import {
  assignmentWorkload,
  assignRoundRobin,
  unassignedByCity,
} from "@/src/server/console/assignment";
import { dashboardFigures, leadCountsPerIstDay } from "@/src/server/console/dashboard";
import { updateLeadWork } from "@/src/server/console/leads";
import { resolveStaff, type StaffMember } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { staffMember } from "./console-support";

/** The supervisor's dashboard figures per day, and assignment by workload and round-robin. */

let handle: DbHandle;
const db = () => handle.db;
const consent = { consentVersion: "test", consentAt: new Date() };

async function signedIn(role: string, cities: string[] = []): Promise<StaffMember> {
  const member = await staffMember(db(), role, { cities });
  const resolved = await resolveStaff(db(), member.jar.headers(), "198.51.100.66");
  if (!resolved.staff) throw new Error(`not signed in: ${resolved.why}`);
  return resolved.staff;
}

async function lead(
  createdAt: Date,
  city: string,
  work: { status?: string; contacted?: boolean; assigneeId?: string } = {},
) {
  const [row] = await db()
    .insert(leads)
    .values({ MobileNoData: "9811100000", CityData: city, createdAt, ...consent })
    .returning({ id: leads.id });
  const id = row?.id as number;
  await db()
    .update(leadWork)
    .set({
      createdAt,
      status: (work.status ?? "new") as "new",
      closeReason: (work.status === "closed" ? "not_reachable" : null) as null,
      firstContactAt: work.contacted ? new Date(createdAt.getTime() + 600_000) : null,
      assigneeId: work.assigneeId ?? null,
    })
    .where(eq(leadWork.leadId, id));
  return id;
}

let supervisor: StaffMember;
let agent: StaffMember;

beforeAll(async () => {
  handle = await createTestDb();
  supervisor = await signedIn("supervisor");
  agent = await signedIn("agent");
}, 300_000);
afterAll(async () => {
  await handle.close();
});

describe("dashboard figures per India day", () => {
  // Far from the sample data, so the 14 days hold only the leads made here.
  const now = new Date("2031-03-10T09:00:00Z"); // 14:30 IST, 10 March
  const ist = (iso: string) => new Date(`${iso}+05:30`);

  it("[CS-126] each day's leads, contacts, bookings and closures equal direct counts of the seeded leads", async () => {
    // Five days with different numbers, statuses and leads either side of India's midnight.
    const plan: [string, string, { status?: string; contacted?: boolean }][] = [
      ["2031-03-06T09:00:00", "Pune", { status: "contacted", contacted: true }],
      ["2031-03-06T23:59:00", "Pune", {}],
      ["2031-03-07T00:01:00", "Pune", { status: "booked", contacted: true }],
      ["2031-03-08T10:00:00", "Lucknow", { status: "treated", contacted: true }],
      ["2031-03-08T11:00:00", "Lucknow", { status: "closed", contacted: true }],
      ["2031-03-08T12:00:00", "Lucknow", { status: "visited", contacted: true }],
      ["2031-03-09T05:10:00", "Pune", {}],
      ["2031-03-09T20:00:00", "Pune", { status: "booked", contacted: true }],
      ["2031-03-10T01:00:00", "Pune", {}],
      ["2031-03-10T13:00:00", "Pune", { status: "contacted", contacted: true }],
    ];
    for (const [at, city, work] of plan) await lead(ist(at), city, work);

    const days = lastIstDays(now, 14);
    const counts = await leadCountsPerIstDay(db(), days);
    // The direct count: every lead row of the window, read back and counted here.
    const rows = await db()
      .select({
        createdAt: leads.createdAt,
        status: leadWork.status,
        first: leadWork.firstContactAt,
      })
      .from(leads)
      .innerJoin(leadWork, eq(leadWork.leadId, leads.id));
    for (const c of counts) {
      const of = rows.filter((r) => istDay(r.createdAt) === c.day);
      expect(c).toEqual({
        day: c.day,
        leads: of.length,
        contacted: of.filter((r) => r.first).length,
        booked: of.filter((r) => ["booked", "visited", "treated"].includes(r.status)).length,
        treated: of.filter((r) => r.status === "treated").length,
        closed: of.filter((r) => r.status === "closed").length,
      });
    }
    const day = (d: string) => counts.find((c) => c.day === d);
    expect(day("2031-03-06")?.leads).toBe(2);
    expect(day("2031-03-07")?.leads).toBe(1);
    expect(day("2031-03-08")).toMatchObject({ leads: 3, booked: 2, treated: 1, closed: 1 });

    // The dashboard reads the same figures.
    const f = await dashboardFigures(db(), supervisor, {
      now,
      rule: { minutes: 15, hours: "08:00-22:00" },
    });
    expect(f.leadsPerDay).toEqual(counts.map((c) => c.leads));
    expect(f.funnel[0]?.count).toBe(counts.reduce((n, c) => n + c.leads, 0));
    expect(istDayStart(f.today).getTime()).toBe(istDayStart("2031-03-10").getTime());
  });

  it("[CS-126] worked through the console, each day's figures equal counts from the leads' status history", async () => {
    // Another window, so the leads above do not count here.
    const later = new Date("2031-05-20T09:00:00Z");
    const steps: [string, string[]][] = [
      ["2031-05-15T09:00:00", ["contacted", "booked", "treated"]],
      ["2031-05-15T18:00:00", ["closed"]],
      ["2031-05-16T10:00:00", []],
      ["2031-05-17T11:00:00", ["contacted"]],
      ["2031-05-17T12:00:00", ["contacted", "booked", "visited"]],
      ["2031-05-19T23:30:00", ["booked", "closed"]],
      ["2031-05-20T08:00:00", ["contacted", "booked"]],
    ];
    const ids: number[] = [];
    for (const [at, moves] of steps) {
      const id = await lead(ist(at), "Pune");
      ids.push(id);
      let when = ist(at).getTime();
      for (const status of moves) {
        when += 3_600_000;
        await updateLeadWork(
          db(),
          supervisor,
          id,
          { status, closeReason: status === "closed" ? "not_reachable" : undefined },
          new Date(when),
        );
      }
    }
    // The status history, read back: each lead's day is that of its 'created' event; its last
    // status the 'to' of its latest status event; contacted once any status event left 'new'.
    const events = await db()
      .select({
        leadId: leadEvents.leadId,
        kind: leadEvents.kind,
        at: leadEvents.at,
        id: leadEvents.id,
        detail: leadEvents.detail,
      })
      .from(leadEvents)
      .where(inArray(leadEvents.leadId, ids));
    const history = ids.map((id) => {
      const own = events.filter((e) => e.leadId === id).sort((a, b) => Number(a.id) - Number(b.id));
      const created = own.find((e) => e.kind === "created");
      const moves = own.filter((e) => e.kind === "status");
      const last = (moves.at(-1)?.detail as { to?: string } | undefined)?.to ?? "new";
      return {
        day: created ? istDay(created.at) : "",
        contacted: moves.some((e) => (e.detail as { from?: string }).from === "new"),
        last,
      };
    });
    expect(history.map((h) => h.last)).toEqual(steps.map(([, moves]) => moves.at(-1) ?? "new"));
    const counts = await leadCountsPerIstDay(db(), lastIstDays(later, 7));
    for (const c of counts) {
      const of = history.filter((h) => h.day === c.day);
      expect(c).toEqual({
        day: c.day,
        leads: of.length,
        contacted: of.filter((h) => h.contacted).length,
        booked: of.filter((h) => ["booked", "visited", "treated"].includes(h.last)).length,
        treated: of.filter((h) => h.last === "treated").length,
        closed: of.filter((h) => h.last === "closed").length,
      });
    }
    expect(counts.find((c) => c.day === "2031-05-15")).toMatchObject({
      leads: 2,
      treated: 1,
      closed: 1,
    });
  });

  it("[CS-127] each headline names the two days it compares and shows today so far", async () => {
    const f = await dashboardFigures(db(), supervisor, {
      now,
      rule: { minutes: 15, hours: "08:00-22:00" },
    });
    const leadsCard = f.headlines.find((h) => h.label === "Leads");
    expect(leadsCard).toMatchObject({
      day: "2031-03-09",
      previousDay: "2031-03-08",
      yesterday: 2,
      dayBefore: 3,
      today: 2,
    });
    // A day with leads never reads 0: today's two are on the card even though yesterday's were.
    for (const h of f.headlines) {
      expect(h.day).toBe("2031-03-09");
      expect(h.previousDay).toBe("2031-03-08");
    }
  });
});

describe("assignment", () => {
  it("[CS-129] each active agent's open leads and cities; treated and closed leads are not open", async () => {
    const a = await signedIn("agent", ["Nagpur"]);
    const t = new Date("2031-02-01T06:00:00Z");
    await lead(t, "Nagpur", { assigneeId: a.id });
    await lead(t, "Nagpur", { assigneeId: a.id, status: "contacted", contacted: true });
    await lead(t, "Nagpur", { assigneeId: a.id, status: "treated", contacted: true });
    await lead(t, "Nagpur", { assigneeId: a.id, status: "closed", contacted: true });
    const workload = await assignmentWorkload(db(), supervisor);
    expect(workload.find((w) => w.id === a.id)).toMatchObject({ open: 2, cities: ["nagpur"] });
    expect(workload.find((w) => w.id === supervisor.id)?.role).toBe("supervisor");
    await expect(assignmentWorkload(db(), agent)).rejects.toMatchObject({ status: 403 });
  });

  it("[CS-130] round-robin shares a city's waiting leads in turn, oldest first, fewest open first; audited", async () => {
    const busy = await signedIn("agent", ["Indore"]);
    const idle = await signedIn("agent", ["Indore", "Bhopal"]);
    const elsewhere = await signedIn("agent", ["Bhopal"]);
    await lead(new Date("2031-01-01T06:00:00Z"), "Indore", { assigneeId: busy.id });
    const waiting: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      waiting.push(await lead(new Date(Date.UTC(2031, 0, 2, 6, i)), "Indore"));
    }
    // Already someone's, or not new: not shared.
    const taken = await lead(new Date("2031-01-02T05:00:00Z"), "Indore", { assigneeId: busy.id });
    const contacted = await lead(new Date("2031-01-02T05:00:00Z"), "Indore", {
      status: "contacted",
      contacted: true,
    });
    expect((await unassignedByCity(db(), supervisor)).find((c) => c.city === "indore")).toEqual({
      city: "indore",
      waiting: 5,
    });

    const result = await assignRoundRobin(db(), supervisor, "  Indore ");
    expect(result.agents).toBe(2);
    expect(result.assigned).toEqual([
      { leadId: waiting[0], to: idle.id },
      { leadId: waiting[1], to: busy.id },
      { leadId: waiting[2], to: idle.id },
      { leadId: waiting[3], to: busy.id },
      { leadId: waiting[4], to: idle.id },
    ]);
    const after = await db()
      .select({ id: leadWork.leadId, to: leadWork.assigneeId })
      .from(leadWork)
      .where(inArray(leadWork.leadId, [...waiting, taken, contacted]));
    const to = (id: number) => after.find((r) => r.id === id)?.to ?? null;
    expect(to(taken)).toBe(busy.id);
    expect(to(contacted)).toBeNull();
    expect(after.some((r) => r.to === elsewhere.id)).toBe(false);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.assigned"), eq(auditLog.actorId, supervisor.id)));
    expect(
      audits.filter((e) => (e.detail as { roundRobin?: string }).roundRobin === "indore"),
    ).toHaveLength(5);

    // Nothing left to share: nothing moves.
    expect((await assignRoundRobin(db(), supervisor, "Indore")).assigned).toEqual([]);
  });

  it("[CS-131] round-robin refuses an agent (403), no city or a long one (400), a city no agent works (409)", async () => {
    await expect(assignRoundRobin(db(), agent, "Indore")).rejects.toMatchObject({ status: 403 });
    await expect(assignRoundRobin(db(), supervisor, "")).rejects.toMatchObject({ status: 400 });
    await expect(assignRoundRobin(db(), supervisor, 7)).rejects.toMatchObject({ status: 400 });
    await expect(assignRoundRobin(db(), supervisor, "x".repeat(81))).rejects.toMatchObject({
      status: 400,
    });
    await expect(assignRoundRobin(db(), supervisor, "Atlantis")).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("No active agent works atlantis"),
    });
  });
});
