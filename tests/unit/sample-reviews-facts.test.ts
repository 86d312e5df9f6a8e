import { describe, expect, it } from "vitest";
import { hospitalById } from "@/src/db/seed/data/hospitals";
import { AYUSHMAN_SLUG, insurerBySlug } from "@/src/db/seed/data/insurers";
import { factsAllow, needsOf, reviews } from "@/src/db/seed/data/reviews";

describe("sample reviews agree with the hospital's facts", () => {
  it("[DS-27] a review praising the Ayushman card process is only of a PM-JAY-empanelled hospital; a cashless one only of a hospital with a cashless network", () => {
    const ayushmanId = insurerBySlug.get(AYUSHMAN_SLUG)?.id;
    expect(ayushmanId).toBeDefined();
    const wrong: number[] = [];
    let ayushman = 0;
    let cashless = 0;
    for (const r of reviews) {
      const needs = needsOf(r.body);
      if (!needs) continue;
      const hospital = r.hospitalId === null ? undefined : hospitalById.get(r.hospitalId);
      if (needs === "ayushman") {
        ayushman++;
        if (!hospital?.ayushmanEmpanelled || !hospital.insurerIds.includes(ayushmanId ?? -1)) {
          wrong.push(r.id);
        }
      } else {
        cashless++;
        if (!factsAllow("cashless", hospital)) wrong.push(r.id);
      }
    }
    expect(wrong).toEqual([]);
    // The sample still has such reviews, of the hospitals they fit.
    expect(ayushman).toBeGreaterThan(0);
    expect(cashless).toBeGreaterThan(0);
  });

  it("[DS-27] the rule refuses the claims a hospital's facts do not bear out", () => {
    const empanelled = { ayushmanEmpanelled: true, insurerIds: [1] };
    const not = { ayushmanEmpanelled: false, insurerIds: [1] };
    expect(factsAllow("ayushman", empanelled)).toBe(true);
    expect(factsAllow("ayushman", not)).toBe(false);
    expect(factsAllow("ayushman", undefined)).toBe(false);
    expect(factsAllow("cashless", { ayushmanEmpanelled: false, insurerIds: [] })).toBe(false);
    expect(factsAllow(undefined, undefined)).toBe(true);
  });
});
