import { describe, expect, it } from "vitest";
import { clockHours, type DueInput, dueTimes, slaClock } from "@/src/lib/console/sla";

const RULE = { minutes: 30, hours: "09:00-21:00" };
const ist = (day: string, hhmm: string) => new Date(`2026-11-${day}T${hhmm}:00+05:30`);
const at = (d: Date | undefined) =>
  d ? new Date(d.getTime() + 330 * 60_000).toISOString().slice(5, 16).replace("T", " ") : null;

function input(over: Partial<DueInput>): DueInput {
  return {
    createdAt: ist("20", "10:00"),
    status: "new",
    nextCallAt: null,
    reachable: true,
    hours: null,
    ...over,
  };
}

describe("the due time of a lead", () => {
  it.each([
    // [case, input, kind, from (IST), deadline (IST)]
    ["a new lead in working hours", {}, "first_call", "11-20 10:00", "11-20 10:30"],
    [
      "a lead at night: due from arrival, late 30 minutes after the team opens",
      { createdAt: ist("20", "23:00") },
      "first_call",
      "11-20 23:00",
      "11-21 09:30",
    ],
    [
      "the patient's hours 14:00-18:00: from their opening, late 30 minutes into them",
      { hours: { from: "14:00", to: "18:00" } },
      "first_call",
      "11-20 14:00",
      "11-20 14:30",
    ],
    [
      "the clock pauses when the patient's hours close and runs again next day",
      { createdAt: ist("20", "17:50"), hours: { from: "14:00", to: "18:00" } },
      "first_call",
      "11-20 17:50",
      "11-21 14:20",
    ],
    [
      "hours that do not meet the team's: the patient's alone",
      { hours: { from: "06:00", to: "08:00" } },
      "first_call",
      "11-21 06:00",
      "11-21 06:30",
    ],
    [
      "a callback at 16:00",
      { status: "contacted", nextCallAt: ist("20", "16:00") },
      "callback",
      "11-20 16:00",
      "11-20 16:30",
    ],
    [
      "a callback set outside the patient's hours moves to their opening",
      {
        status: "booked",
        nextCallAt: ist("20", "19:00"),
        hours: { from: "10:00", to: "12:00" },
      },
      "callback",
      "11-21 10:00",
      "11-21 10:30",
    ],
  ] as const)("[CS-106] %s", (_case, over, kind, from, deadline) => {
    const due = dueTimes(input(over as Partial<DueInput>), RULE);
    expect(due?.kind).toBe(kind);
    expect(at(due?.from)).toBe(from);
    expect(at(due?.at)).toBe(deadline);
  });

  it.each([
    ["nobody may contact the patient", { reachable: false }],
    ["a closed lead", { status: "closed" }],
    ["a treated lead", { status: "treated", nextCallAt: ist("20", "16:00") }],
    ["a worked lead with no callback", { status: "contacted" }],
  ] as const)("[CS-106] no call is owed: %s", (_case, over) => {
    expect(dueTimes(input(over as Partial<DueInput>), RULE)).toBeNull();
  });

  it("[CS-106] the clock's hours are the team's and the patient's together", () => {
    expect(clockHours(RULE, null)).toBe("09:00-21:00");
    expect(clockHours(RULE, { from: "07:00", to: "12:30" })).toBe("09:00-12:30");
    expect(clockHours(RULE, { from: "22:00", to: "23:00" })).toBe("22:00-23:00");
  });
});

describe("the SLA clock", () => {
  const due = dueTimes(input({ hours: { from: "14:00", to: "18:00" } }), RULE);
  const firstDue = ist("20", "14:30");
  const lead = { status: "new", firstContactAt: null, reachable: true, openNow: true };
  it.each([
    ["waiting while the patient's hours are open", lead, ist("20", "14:10"), "waiting"],
    ["paused while they are closed", { ...lead, openNow: false }, ist("20", "11:00"), "paused"],
    ["overdue past the deadline", lead, ist("20", "14:40"), "overdue"],
    ["overdue even when closed now", { ...lead, openNow: false }, ist("20", "19:00"), "overdue"],
    [
      "stopped when nobody may contact",
      { ...lead, reachable: false },
      ist("20", "14:10"),
      "stopped",
    ],
    [
      "met when first contacted in time",
      { ...lead, firstContactAt: ist("20", "14:20") },
      ist("20", "15:00"),
      "met",
    ],
    [
      "missed when first contacted late",
      { ...lead, firstContactAt: ist("20", "14:45") },
      ist("20", "15:00"),
      "missed",
    ],
  ] as const)("[CS-108] %s", (_case, l, now, state) => {
    expect(slaClock(l, l.reachable ? due : null, firstDue, now)).toBe(state);
  });
});
