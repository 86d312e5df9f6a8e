import { describe, expect, it } from "vitest";
import {
  getDepartmentBySlug,
  getTestBySlug,
  listDepartments,
  listTests,
} from "@/src/server/catalog";
import { catalogDb, expectJsonSafe } from "./catalog-support";

const db = catalogDb();

describe("catalog: departments", () => {
  it("[RT-25] listDepartments: menu order, Hindi names, /department/ links and their own counts", async () => {
    const all = await listDepartments(db());
    expect(all).toHaveLength(15);
    expect(all[0]).toMatchObject({ slug: "orthopaedics", href: "/department/orthopaedics" });
    expect(all.map((d) => d.treatmentCount).reduce((a, b) => a + b, 0)).toBe(80);
    expect(all.map((d) => d.conditionCount).reduce((a, b) => a + b, 0)).toBe(80);
    const ortho = all[0];
    expect(ortho?.treatmentCount).toBe(9);
    expect(ortho?.conditionCount).toBe(8);
    for (const d of all) {
      expect(d.nameHi).toMatch(/[\u0900-\u097f]/);
      expect(d.specializations.length).toBeGreaterThan(0);
    }
    expectJsonSafe(all);
  });

  it("getDepartmentBySlug: its treatments (popular first), conditions and tests; unknown slug gives null", async () => {
    const ortho = await getDepartmentBySlug(db(), "orthopaedics");
    expect(ortho?.treatments[0]?.slug).toBe("knee-replacement");
    expect(ortho?.treatments).toHaveLength(9);
    expect(ortho?.conditions).toHaveLength(8);
    expect(ortho?.tests.map((t) => t.href)).toContain("/test/mri-knee");
    expect(ortho?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expectJsonSafe(ortho);
    expect(await getDepartmentBySlug(db(), "no-such-department")).toBeNull();
  });
});

describe("catalog: tests", () => {
  it("[RT-28] listTests: by name with /test/ links; the all-India price without a city, the city's with one", async () => {
    const all = await listTests(db());
    expect(all).toHaveLength(40);
    for (const t of all) {
      expect(t.href).toBe(`/test/${t.slug}`);
      expect(t.nameHi).toMatch(/[\u0900-\u097f]/);
      expect(t.price?.cityId).toBeNull();
    }
    const mumbai = await listTests(db(), { cityId: 477 });
    for (const t of mumbai) expect(t.price?.cityId).toBe(477);
    const cbc = (list: typeof all) => list.find((t) => t.slug === "complete-blood-count");
    expect(cbc(mumbai)?.price?.maxPrice).toBeGreaterThanOrEqual(cbc(all)?.price?.maxPrice ?? 0);
    expectJsonSafe(mumbai);
  });

  it("filters by department", async () => {
    const fertility = await listTests(db(), { departmentId: 15 });
    expect(fertility.map((t) => t.slug).sort()).toEqual(["amh", "hsg", "semen-analysis"]);
    expect(fertility.every((t) => t.department?.id === 15)).toBe(true);
    const noDepartment = (await listTests(db())).find((t) => t.slug === "complete-blood-count");
    expect(noDepartment?.department).toBeNull();
  });

  it("getTestBySlug: preparation and the price in every city, popular cities first; unknown slug gives null", async () => {
    const test = await getTestBySlug(db(), "lipid-profile", { cityId: 93 });
    expect(test?.nameHi).toBe("लिपिड प्रोफाइल");
    expect(test?.preparation).toMatch(/Fast/);
    expect(test?.prices.slice(0, 6).map((p) => p.city.id)).toEqual([514, 477, 93, 267, 248, 568]);
    const bengaluru = test?.prices.find((p) => p.city.id === 93);
    expect(test?.price).toEqual({
      cityId: 93,
      minPrice: bengaluru?.minPrice,
      maxPrice: bengaluru?.maxPrice,
    });
    expectJsonSafe(test);
    expect(await getTestBySlug(db(), "no-such-test")).toBeNull();
  });
});
