import { describe, expect, it } from "vitest";
import {
  CHECK_INTERVAL_DAYS,
  checkFact,
  dueOn,
  factKey,
  isStale,
  parseFactKey,
} from "@/src/lib/content-editing/facts";

/** Noon IST on a day: istDay(at(d)) is d. */
const at = (day: string) => new Date(`${day}T12:00:00+05:30`);
const ago = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe("verified facts: check intervals", () => {
  it("[CE-31] each fact is due on the last day of its interval and stale the day after", () => {
    const today = "2026-11-26";
    for (const [kind, days] of Object.entries(CHECK_INTERVAL_DAYS) as [
      keyof typeof CHECK_INTERVAL_DAYS,
      number,
    ][]) {
      expect(isStale(kind, ago(today, days - 1), at(today))).toBe(false);
      expect(isStale(kind, ago(today, days), at(today))).toBe(false);
      expect(dueOn(kind, ago(today, days))).toBe(today);
      expect(isStale(kind, ago(today, days + 1), at(today))).toBe(true);
    }
    expect(CHECK_INTERVAL_DAYS).toEqual({
      registration: 365,
      accreditation: 180,
      empanelment: 90,
      insurers: 90,
    });
  });

  it("[CE-31] a fact never checked is stale; the day is India's (IST), not UTC", () => {
    expect(isStale("insurers", null, at("2026-11-26"))).toBe(true);
    // 20:00 UTC on 24 Feb is 01:30 IST on 25 Feb: 90 days after 2025-11-26 is 24 Feb, so stale.
    expect(isStale("insurers", "2025-11-26", new Date("2026-02-24T20:00:00Z"))).toBe(true);
    expect(isStale("insurers", "2025-11-26", new Date("2026-02-24T18:00:00Z"))).toBe(false);
  });

  it("[CE-30] fact keys name the owner, its slug and the fact; a doctor has no insurers", () => {
    expect(parseFactKey(factKey("hospital", "city-care", "insurers"))).toEqual({
      owner: "hospital",
      slug: "city-care",
      kind: "insurers",
    });
    expect(parseFactKey("doctor:dr-a:insurers")).toBeNull();
    expect(parseFactKey("hospital:x:../../etc")).toBeNull();
  });
});

describe("verified facts: the form's rules", () => {
  const today = "2026-11-26";
  const check = { source: "NABH list", sourceUrl: "", checkedOn: today };

  it("[CE-30] a fact needs a source and a past checked day; a link is https", () => {
    const bad = checkFact(
      "empanelment",
      { pmjayId: "PMJAY-1", source: "", sourceUrl: "http://x.in/a", checkedOn: "2026-11-27" },
      today,
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems.map((p) => p.field).sort()).toEqual(["checkedOn", "source", "sourceUrl"]);
    expect(bad.problems.find((p) => p.field === "checkedOn")?.message).toMatch(/future/);
  });

  it("[CE-30] accreditations are the known bodies, in a fixed order; cashless only where accepted", () => {
    const ok = checkFact("accreditation", { accreditations: "jci; NABH", ...check }, today);
    expect(ok).toMatchObject({ ok: true, value: { accreditations: "NABH; JCI" } });
    const unknown = checkFact("accreditation", { accreditations: "ISO", ...check }, today);
    expect(unknown.ok).toBe(false);
    const stray = checkFact("insurers", { insurers: "cghs", cashless: "echs", ...check }, today);
    expect(stray.ok ? [] : stray.problems.map((p) => p.field)).toEqual(["cashless"]);
    const html = checkFact(
      "registration",
      { registrationNumber: "<b>1</b>", registrationCouncil: "UPMC", ...check },
      today,
    );
    expect(html.ok).toBe(false);
  });
});
