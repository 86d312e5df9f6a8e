import { describe, expect, it } from "vitest";
import {
  getCityBySlug,
  listCities,
  listLocalities,
  listSlugsWithUpdatedAt,
} from "@/src/server/catalog";
import { catalogDb } from "./catalog-support";

const db = catalogDb();

describe("catalog: cities", () => {
  it("[CN-3] listCities puts the popular cities first in the fixed order", async () => {
    const all = await listCities(db());
    expect(all.slice(0, 6).map((c) => c.id)).toEqual([514, 477, 93, 267, 248, 568]);
    expect(all[0]).not.toHaveProperty("updatedAt");
  });

  it("[CN-5] getCityBySlug finds a city by its URL segment; an unknown one gives null", async () => {
    expect(await getCityBySlug(db(), "delhi-ncr")).toMatchObject({ id: 514, name: "Delhi NCR" });
    expect(await getCityBySlug(db(), "atlantis")).toBeNull();
  });

  it("listLocalities lists a city's localities by name", async () => {
    const pune = await listLocalities(db(), 267);
    const delhi = await listLocalities(db(), 514);
    expect(delhi.map((l) => l.name)).toContain("Saket");
    expect(delhi.map((l) => l.name)).toEqual([...delhi.map((l) => l.name)].sort());
    expect(pune.some((l) => delhi.some((d) => d.id === l.id))).toBe(false);
    expect(await listLocalities(db(), 999_999)).toEqual([]);
  });
});

describe("catalog: sitemap sources", () => {
  it("listSlugsWithUpdatedAt lists every entity's slugs with an ISO lastmod", async () => {
    const expected = {
      doctor: 694,
      hospital: 103,
      treatment: 80,
      condition: 80,
      department: 15,
      test: 40,
      insurer: 28,
      article: 42,
    } as const;
    for (const [entity, n] of Object.entries(expected)) {
      const rows = await listSlugsWithUpdatedAt(db(), entity as keyof typeof expected);
      expect(rows, entity).toHaveLength(n);
      for (const r of rows) {
        expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(new Date(r.updatedAt).toISOString()).toBe(r.updatedAt);
      }
    }
    const articles = await listSlugsWithUpdatedAt(db(), "article");
    expect(new Set(articles.map((a) => a.locale))).toEqual(new Set(["en", "hi"]));
    const doctors = await listSlugsWithUpdatedAt(db(), "doctor");
    expect(doctors.every((d) => d.locale === null)).toBe(true);
    expect((await listSlugsWithUpdatedAt(db(), "city")).length).toBeGreaterThanOrEqual(25);
    expect((await listSlugsWithUpdatedAt(db(), "author")).length).toBeGreaterThanOrEqual(4);
    expect((await listSlugsWithUpdatedAt(db(), "reviewer")).length).toBeGreaterThanOrEqual(3);
  });

  it("pages through a long source in id order", async () => {
    const all = await listSlugsWithUpdatedAt(db(), "doctor");
    const page = await listSlugsWithUpdatedAt(db(), "doctor", { limit: 50, offset: 100 });
    expect(page).toEqual(all.slice(100, 150));
  });
});
