import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "@/src/db/schema";
import { getDoctorBySlug, listDoctors } from "@/src/server/catalog";
import { catalogDb, expectJsonSafe } from "./catalog-support";

const db = catalogDb();

describe("catalog: doctors", () => {
  it("[RT-30][RT-40] listDoctors filters by city and speciality and returns app types", async () => {
    const page = await listDoctors(db(), { cityId: 514, departmentId: 1, limit: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items).toHaveLength(page.total);
    for (const d of page.items) {
      expect(d.city).toEqual({ id: 514, name: "Delhi NCR", slug: "delhi-ncr" });
      expect(d.department).toMatchObject({
        id: 1,
        slug: "orthopaedics",
        href: "/department/orthopaedics",
      });
      expect(d.department.nameHi).toMatch(/[\u0900-\u097f]/);
      expect(d.href).toBe(`/doctor/${d.slug}`);
      expect(d.primaryHospital?.href).toMatch(/^\/hospital\/[a-z0-9-]+$/);
      expect(d.primaryHospital?.cityId).toBe(514);
      expect(d.isSample).toBe(true);
      // No raw row columns leak through.
      expect(d).not.toHaveProperty("hospitalId");
      expect(d).not.toHaveProperty("registrationNumber");
    }
    expectJsonSafe(page);
  });

  it("sponsored doctors come first, and pages of a listing neither overlap nor miss anyone", async () => {
    const all = await listDoctors(db(), { cityId: 477, limit: 100 });
    const firstUnsponsored = all.items.findIndex((d) => !d.sponsored);
    const lastSponsored = all.items.map((d) => d.sponsored).lastIndexOf(true);
    expect(lastSponsored).toBeLessThan(firstUnsponsored === -1 ? Infinity : firstUnsponsored);
    const ids: number[] = [];
    for (let offset = 0; offset < all.total; offset += 7) {
      const page = await listDoctors(db(), { cityId: 477, limit: 7, offset });
      expect(page).toMatchObject({ total: all.total, limit: 7, offset });
      ids.push(...page.items.map((d) => d.id));
    }
    expect(ids).toEqual(all.items.map((d) => d.id));
  });

  it("filters by any hospital the doctor practises at, and by treatment performed", async () => {
    const [second] = await db()
      .select()
      .from(s.doctorHospitals)
      .where(eq(s.doctorHospitals.isPrimary, false))
      .limit(1);
    expect(second).toBeDefined();
    const atHospital = await listDoctors(db(), { hospitalId: second?.hospitalId, limit: 100 });
    expect(atHospital.items.map((d) => d.id)).toContain(second?.doctorId);

    const [performs] = await db().select().from(s.doctorTreatments).limit(1);
    const byTreatment = await listDoctors(db(), { treatmentId: performs?.treatmentId, limit: 100 });
    expect(byTreatment.items.map((d) => d.id)).toContain(performs?.doctorId);
    for (const d of byTreatment.items) {
      const [link] = await db()
        .select()
        .from(s.doctorTreatments)
        .where(
          and(
            eq(s.doctorTreatments.doctorId, d.id),
            eq(s.doctorTreatments.treatmentId, performs?.treatmentId ?? -1),
          ),
        );
      expect(link).toBeDefined();
    }
  });

  it("a filter that matches nothing gives an empty page; paging arguments are clamped", async () => {
    expect(await listDoctors(db(), { cityId: 999_999 })).toEqual({
      items: [],
      total: 0,
      limit: 20,
      offset: 0,
    });
    const clamped = await listDoctors(db(), { limit: 10_000, offset: -5 });
    expect(clamped.limit).toBe(100);
    expect(clamped.offset).toBe(0);
    expect(clamped.items).toHaveLength(100);
    expect((await listDoctors(db(), { limit: 0 })).limit).toBe(1);
  });

  it("getDoctorBySlug: profile with registration, verification, practices with days and treatments", async () => {
    const [withTwo] = await db()
      .select({ slug: s.doctors.slug })
      .from(s.doctors)
      .innerJoin(s.doctorHospitals, eq(s.doctorHospitals.doctorId, s.doctors.id))
      .where(eq(s.doctorHospitals.isPrimary, false))
      .limit(1);
    const doctor = await getDoctorBySlug(db(), withTwo?.slug ?? "");
    expect(doctor).not.toBeNull();
    if (!doctor) return;
    expect(doctor.registration?.number).toMatch(/^SAMPLE-[A-Z]+-\d{6}$/);
    expect(doctor.registration?.council).toMatch(/Council|Commission/);
    expect(doctor.practices).toHaveLength(2);
    expect(doctor.practices[0]?.isPrimary).toBe(true);
    expect(doctor.practices[0]?.hospital.id).toBe(doctor.primaryHospital?.id);
    const days = doctor.practices.flatMap((p) => p.days);
    expect(new Set(days).size).toBe(days.length);
    for (const p of doctor.practices) {
      expect(p.hospital.href).toBe(`/hospital/${p.hospital.slug}`);
      expect(p.days.length).toBeGreaterThan(0);
    }
    expect(doctor.treatments.length).toBeGreaterThanOrEqual(2);
    for (const t of doctor.treatments) expect(t.href).toBe(`/treatment/${t.slug}`);
    expect(doctor.about).toMatch(/^Sample data:/);
    expect(doctor.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    if (doctor.verification.status === "verified") {
      expect(doctor.verification.verifiedAt).toMatch(/^2026-/);
      expect(doctor.verification.method).toMatch(/^Sample data:/);
    }
    expect(doctor.practiceSince).toBe(2026 - doctor.experienceYears);
    expectJsonSafe(doctor);
  });

  it("an unknown slug gives null", async () => {
    expect(await getDoctorBySlug(db(), "dr-nobody-nowhere")).toBeNull();
  });
});
