import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "@/src/db/schema";
import {
  getHospitalBySlug,
  getInsurerBySlug,
  listHospitals,
  listInsurers,
} from "@/src/server/catalog";
import { catalogDb, expectJsonSafe } from "./catalog-support";

const db = catalogDb();

describe("catalog: hospitals", () => {
  it("[RT-31][RT-40] listHospitals filters by city and speciality and returns app types", async () => {
    const page = await listHospitals(db(), { cityId: 93, departmentId: 7, limit: 100 });
    expect(page.total).toBeGreaterThan(0);
    const offered = new Set(
      (
        await db()
          .select()
          .from(s.hospitalDepartments)
          .where(eq(s.hospitalDepartments.departmentId, 7))
      ).map((l) => l.hospitalId),
    );
    for (const h of page.items) {
      expect(h.city.slug).toBe("bengaluru");
      expect(offered.has(h.id)).toBe(true);
      expect(h.href).toBe(`/hospital/${h.slug}`);
      expect(h.locality?.slug).toMatch(/^[a-z0-9-]+$/);
      expect(h.coordinates?.latitude).toBeCloseTo(12.97, 0);
      expect(h.accreditationBodies).toEqual([...h.accreditationBodies].sort());
      expect(h).not.toHaveProperty("cityId");
    }
    expectJsonSafe(page);
  });

  it("filters by locality, by insurer and by cashless insurer", async () => {
    const [some] = await db().select().from(s.hospitals).limit(1);
    const inLocality = await listHospitals(db(), { localityId: some?.localityId ?? -1 });
    expect(inLocality.items.map((h) => h.id)).toContain(some?.id);
    for (const h of inLocality.items) expect(h.locality?.id).toBe(some?.localityId);

    const [pmjay] = await db()
      .select()
      .from(s.insurers)
      .where(eq(s.insurers.slug, "ayushman-bharat-pm-jay"));
    const empanelled = await listHospitals(db(), { insurerId: pmjay?.id, limit: 100 });
    expect(empanelled.total).toBe(43);
    expect(empanelled.items.every((h) => h.ayushmanEmpanelled)).toBe(true);

    const [star] = await db().select().from(s.insurers).where(eq(s.insurers.slug, "star-health"));
    const accepting = await listHospitals(db(), { insurerId: star?.id, limit: 100 });
    const cashless = await listHospitals(db(), {
      insurerId: star?.id,
      cashlessOnly: true,
      limit: 100,
    });
    expect(cashless.total).toBeGreaterThan(0);
    expect(cashless.total).toBeLessThanOrEqual(accepting.total);
    const accepted = new Set(accepting.items.map((h) => h.id));
    for (const h of cashless.items) expect(accepted.has(h.id)).toBe(true);
  });

  it("getHospitalBySlug: accreditations with certificates, empanelment, departments, insurers and doctor count", async () => {
    const [row] = await db()
      .select()
      .from(s.hospitals)
      .where(eq(s.hospitals.ayushmanEmpanelled, true))
      .limit(1);
    const hospital = await getHospitalBySlug(db(), row?.slug ?? "");
    expect(hospital).not.toBeNull();
    if (!hospital) return;
    expect(hospital.empanelment.pmjayId).toMatch(/^SAMPLE-PMJAY-\d{6}$/);
    expect(hospital.accreditations.map((a) => a.body)).toEqual(hospital.accreditationBodies);
    for (const a of hospital.accreditations) {
      expect(a.certificateNumber).toMatch(/^SAMPLE-[A-Z]+-\d{6}$/);
      expect(a.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(hospital.departments.length).toBeGreaterThan(0);
    for (const d of hospital.departments) expect(d.href).toBe(`/department/${d.slug}`);
    // Government schemes first; every scheme cashless.
    const types = hospital.insurers.map((i) => i.insurer.type);
    expect(types).toEqual(
      [...types].sort((a, b) => (a === "Govt." ? 0 : 1) - (b === "Govt." ? 0 : 1)),
    );
    expect(
      hospital.insurers.find((i) => i.insurer.slug === "ayushman-bharat-pm-jay"),
    ).toMatchObject({
      cashless: true,
      insurer: { href: "/hospitals/insurance/ayushman-bharat-pm-jay", type: "Govt." },
    });
    expect(hospital.doctorCount).toBeGreaterThanOrEqual(3);
    expect(hospital.phone).toBeNull();
    expect(hospital.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expectJsonSafe(hospital);
  });

  it("an unknown hospital slug gives null", async () => {
    expect(await getHospitalBySlug(db(), "no-such-hospital")).toBeNull();
  });
});

describe("catalog: insurers", () => {
  it("[RT-32][RT-38][LF-22][LF-23] listInsurers: government schemes first, both types, links under /hospitals/insurance/", async () => {
    const all = await listInsurers(db());
    expect(all.length).toBe(28);
    const firstPrivate = all.findIndex((i) => i.type === "Private");
    expect(all.slice(0, firstPrivate).every((i) => i.type === "Govt.")).toBe(true);
    expect(all.slice(firstPrivate).every((i) => i.type === "Private")).toBe(true);
    for (const i of all) expect(i.href).toBe(`/hospitals/insurance/${i.slug}`);
    expect(all.find((i) => i.slug === "ayushman-bharat-pm-jay")?.hospitalCount).toBe(43);
    const govt = await listInsurers(db(), { type: "Govt." });
    expect(govt.length).toBe(firstPrivate);
    expectJsonSafe(all);
  });

  it("[RT-40] hospital counts follow the city", async () => {
    const all = await listInsurers(db());
    const delhi = await listInsurers(db(), { cityId: 514 });
    const pmjay = (list: typeof all) => list.find((i) => i.slug === "ayushman-bharat-pm-jay");
    expect(pmjay(delhi)?.hospitalCount).toBeLessThan(pmjay(all)?.hospitalCount ?? 0);
    const delhiHospitals = await listHospitals(db(), {
      cityId: 514,
      insurerId: pmjay(all)?.id,
    });
    expect(pmjay(delhi)?.hospitalCount).toBe(delhiHospitals.total);
  });

  it("getInsurerBySlug finds one insurer; an unknown slug gives null", async () => {
    expect(await getInsurerBySlug(db(), "cghs")).toMatchObject({ name: "CGHS", type: "Govt." });
    expect(await getInsurerBySlug(db(), "no-such-insurer")).toBeNull();
  });
});
