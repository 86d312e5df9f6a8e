import { describe, expect, it } from "vitest";
import { addWorkingMinutes, dueAt, formatAge, slaState } from "@/src/lib/console/sla";

const rule = { minutes: 15, hours: "08:00-22:00" };
/** An instant given as IST wall-clock time. */
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe("the first-call service level", () => {
  it("[CS-40] a lead in working hours is due 15 minutes later; one at night or near closing runs on at 08:00 IST", () => {
    expect(dueAt(ist("2026-11-26T10:00:00"), rule)).toEqual(ist("2026-11-26T10:15:00"));
    expect(dueAt(ist("2026-11-26T23:30:00"), rule)).toEqual(ist("2026-11-27T08:15:00"));
    expect(dueAt(ist("2026-11-27T03:00:00"), rule)).toEqual(ist("2026-11-27T08:15:00"));
    // 21:50 leaves 10 minutes today; 5 more tomorrow.
    expect(dueAt(ist("2026-11-26T21:50:00"), rule)).toEqual(ist("2026-11-27T08:05:00"));
    expect(addWorkingMinutes(ist("2026-11-26T07:59:00"), 15, "09:30-18:00")).toEqual(
      ist("2026-11-26T09:45:00"),
    );
  });

  it("[CS-41] a lead is met or missed by its first contact, waiting or overdue until then", () => {
    const lead = { createdAt: ist("2026-11-26T10:00:00"), firstContactAt: null };
    expect(slaState(lead, rule, ist("2026-11-26T10:14:00"))).toBe("waiting");
    expect(slaState(lead, rule, ist("2026-11-26T10:16:00"))).toBe("overdue");
    expect(
      slaState({ ...lead, firstContactAt: ist("2026-11-26T10:15:00") }, rule, new Date()),
    ).toBe("met");
    expect(
      slaState({ ...lead, firstContactAt: ist("2026-11-26T10:20:00") }, rule, new Date()),
    ).toBe("missed");
  });

  it("[CS-42] a waiting lead's age reads in minutes, hours or days", () => {
    const from = ist("2026-11-26T10:00:00");
    expect(formatAge(from, ist("2026-11-26T10:04:30"))).toBe("4 min");
    expect(formatAge(from, ist("2026-11-26T12:05:00"))).toBe("2 h 5 min");
    expect(formatAge(from, ist("2026-11-29T14:00:00"))).toBe("3 d 4 h");
  });
});
