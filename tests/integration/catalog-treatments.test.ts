import { describe, expect, it } from "vitest";
import {
  getConditionBySlug,
  getTreatmentBySlug,
  listConditions,
  listTreatments,
} from "@/src/server/catalog";
import { catalogDb, expectJsonSafe } from "./catalog-support";

const db = catalogDb();

describe("catalog: treatments", () => {
  it("[RT-27] listTreatments: popular ones first in rank, every one with its Hindi name and /treatment/ link", async () => {
    const all = await listTreatments(db());
    expect(all).toHaveLength(80);
    expect(all.slice(0, 12).map((t) => t.popularRank)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(all[0]?.slug).toBe("knee-replacement");
    for (const t of all) {
      expect(t.href).toBe(`/treatment/${t.slug}`);
      expect(t.nameHi).toMatch(/[\u0900-\u097f]/);
      expect(t.department.href).toBe(`/department/${t.department.slug}`);
      expect(t.cost).toBeNull();
    }
    expectJsonSafe(all);
  });

  it("[RT-40] filters by department, by condition and popular only; costs follow the city", async () => {
    const urology = await listTreatments(db(), { departmentId: 5 });
    expect(urology.length).toBeGreaterThan(3);
    expect(urology.every((t) => t.department.id === 5)).toBe(true);

    const piles = await listConditions(db(), { letter: "P" });
    const pilesId = piles.find((c) => c.slug === "piles")?.id;
    const forPiles = await listTreatments(db(), { conditionId: pilesId });
    expect(forPiles.map((t) => t.slug)).toEqual(["piles-treatment"]);

    const popular = await listTreatments(db(), { popularOnly: true, cityId: 477, limit: 5 });
    expect(popular).toHaveLength(5);
    for (const t of popular) {
      expect(t.cost?.cityId).toBe(477);
      expect(t.cost?.maxCost).toBeGreaterThan(t.cost?.minCost ?? Infinity);
    }
    const elsewhere = await listTreatments(db(), { popularOnly: true, cityId: 631, limit: 5 });
    expect(elsewhere.map((t) => t.cost?.maxCost)).not.toEqual(popular.map((t) => t.cost?.maxCost));
    expect(await listTreatments(db(), { departmentId: 999 })).toEqual([]);
  });

  it("[CN-3] getTreatmentBySlug: conditions, cost in every city (popular cities first), cost in the chosen city", async () => {
    const knee = await getTreatmentBySlug(db(), "knee-replacement", { cityId: 514 });
    expect(knee).not.toBeNull();
    if (!knee) return;
    expect(knee.nameHi).toBe("घुटना प्रत्यारोपण");
    expect(knee.conditions.map((c) => c.slug)).toEqual(["knee-osteoarthritis"]);
    expect(knee.conditions[0]?.href).toBe("/condition/knee-osteoarthritis");
    expect(knee.costs.slice(0, 6).map((c) => c.city.id)).toEqual([514, 477, 93, 267, 248, 568]);
    expect(knee.costs.length).toBeGreaterThanOrEqual(25);
    expect(knee.cost).toEqual({ cityId: 514, ...pick(knee.costs[0]) });
    expect(knee.routeId).toBeGreaterThan(4000);
    expect(knee.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expectJsonSafe(knee);
    expect((await getTreatmentBySlug(db(), "knee-replacement"))?.cost).toBeNull();
  });

  it("an unknown treatment slug gives null", async () => {
    expect(await getTreatmentBySlug(db(), "no-such-treatment")).toBeNull();
  });
});

function pick(cost: { minCost: number; maxCost: number; avgCost?: number | null } | undefined) {
  return { minCost: cost?.minCost, maxCost: cost?.maxCost, avgCost: cost?.avgCost };
}

describe("catalog: conditions", () => {
  it("[RT-26] listConditions: by name, A-Z letter filter, department and treatment filters", async () => {
    const all = await listConditions(db());
    expect(all).toHaveLength(80);
    const names = all.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const c of all) {
      expect(c.href).toBe(`/condition/${c.slug}`);
      expect(c.nameHi).toMatch(/[\u0900-\u097f]/);
    }
    const g = await listConditions(db(), { letter: "g" });
    expect(g.length).toBeGreaterThan(0);
    expect(g.every((c) => c.name.startsWith("G"))).toBe(true);
    expect(await listConditions(db(), { letter: "%" })).toEqual([]);
    expect(await listConditions(db(), { letter: "ab" })).toEqual([]);

    const eyes = await listConditions(db(), { departmentId: 2 });
    expect(eyes.every((c) => c.department.id === 2)).toBe(true);
    const ivf = (await listTreatments(db())).find((t) => t.slug === "ivf");
    const ivfConditions = await listConditions(db(), { treatmentId: ivf?.id });
    expect(ivfConditions.map((c) => c.slug).sort()).toEqual([
      "blocked-fallopian-tubes",
      "female-infertility",
      "low-amh",
    ]);
    expect((await listConditions(db(), { limit: 5, offset: 5 })).map((c) => c.id)).toEqual(
      all.slice(5, 10).map((c) => c.id),
    );
    expectJsonSafe(all);
  });

  it("getConditionBySlug: symptoms and the treatments for it; unknown slug gives null", async () => {
    const piles = await getConditionBySlug(db(), "piles");
    expect(piles?.nameHi).toBe("बवासीर");
    expect(piles?.symptoms.length).toBeGreaterThanOrEqual(3);
    expect(piles?.treatments.map((t) => t.href)).toEqual(["/treatment/piles-treatment"]);
    expect(piles?.department.slug).toBe("proctology");
    expectJsonSafe(piles);
    expect(await getConditionBySlug(db(), "no-such-condition")).toBeNull();
  });
});
