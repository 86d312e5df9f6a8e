import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { getHomeData, getMenuGroups } from "@/src/server/catalog";
import { createTestDb } from "../fixtures/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("catalog service", () => {
  it("[SH-31][RT-25][RT-26][RT-27] the menu's three groups link /department/, /condition/ and /treatment/ slugs", async () => {
    const menu = await getMenuGroups(handle.db);
    expect(menu.departments).toHaveLength(15);
    expect(menu.conditions.length).toBeGreaterThanOrEqual(6);
    expect(menu.treatments.length).toBeGreaterThanOrEqual(6);
    for (const link of menu.departments) expect(link.href).toMatch(/^\/department\/[a-z0-9-]+$/);
    for (const link of menu.conditions) expect(link.href).toMatch(/^\/condition\/[a-z0-9-]+$/);
    for (const link of menu.treatments) expect(link.href).toMatch(/^\/treatment\/[a-z0-9-]+$/);
    expect(menu.all).toEqual({
      departments: "/departments",
      conditions: "/condition",
      treatments: "/treatment",
    });
  });

  it("[HI-5][HI-14] on Hindi pages the menu names departments, conditions and treatments in Hindi, linking their Hindi pages", async () => {
    const [en, hi] = await Promise.all([
      getMenuGroups(handle.db, "en"),
      getMenuGroups(handle.db, "hi"),
    ]);
    for (const group of ["departments", "conditions", "treatments"] as const) {
      // The same items, each at its Hindi page; "view all" too.
      expect(hi[group].map((l) => l.href)).toEqual(en[group].map((l) => `/hi${l.href}`));
      expect(hi.all[group]).toBe(`/hi${en.all[group]}`);
      for (const link of hi[group]) expect(link.name, link.href).toMatch(/[\u0900-\u097F]/);
      for (const link of en[group]) expect(link.name, link.href).not.toMatch(/[\u0900-\u097F]/);
    }
    const ortho = hi.departments.find((l) => l.href === "/hi/department/orthopaedics");
    expect(ortho?.name).toBe("हड्डी रोग (ऑर्थोपेडिक्स)");
  });

  it("the home page data comes from the database: popular treatments with Delhi NCR costs, departments, FAQs", async () => {
    const home = await getHomeData(handle.db);
    expect(home.defaultCity.name).toBe("Delhi NCR");
    expect(home.popularCities.map((c) => c.id)).toEqual([514, 477, 93, 267, 248, 568]);
    expect(home.treatments).toHaveLength(8);
    for (const t of home.treatments) {
      expect(t.minCost).toBeGreaterThan(0);
      expect(t.maxCost).toBeGreaterThanOrEqual(t.minCost ?? 0);
    }
    expect(home.departments).toHaveLength(15);
    expect(home.faqs.length).toBeGreaterThan(0);
    expect(home.counts).toMatchObject({ hospitals: 103, doctors: 694 });
  });

  it("costs follow the chosen city", async () => {
    const delhi = await getHomeData(handle.db, 514);
    const other = (await getHomeData(handle.db)).otherCities[0];
    const elsewhere = await getHomeData(handle.db, other?.id);
    expect(elsewhere.defaultCity.id).toBe(other?.id);
    expect(elsewhere.treatments.map((t) => t.minCost)).not.toEqual(
      delhi.treatments.map((t) => t.minCost),
    );
  });
});
