/**
 * The sample data can serve the patient journeys (src/db/seed/data/journeys.ts), checked on the
 * seeded database through the catalogue reads the pages use: doctors' treatments follow their
 * speciality and training, hospitals' departments follow their kind, a hospital prices what its
 * doctors perform, and in the largest cities every department has doctors and each of the most
 * searched treatments has MIN_DOCTORS doctors and MIN_PRICED_HOSPITALS hospitals with a cost.
 * Runs on PGlite, and on PostgreSQL with `npm run test:pg`.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "@/src/db/schema";
import { trainingOf } from "@/src/db/seed/data/doctors";
import { kindAllows, kindOf } from "@/src/db/seed/data/hospitals";
import {
  everyDepartmentCities,
  LARGEST_CITY_SLUGS,
  MIN_DOCTORS,
  MIN_PRICED_HOSPITALS,
  MOST_SEARCHED_TREATMENT_SLUGS,
} from "@/src/db/seed/data/journeys";
import { SCALE_ID_OFFSET } from "@/src/db/seed/scale";
import { listDepartments, listDoctors, listHospitals } from "@/src/server/catalog";
import { catalogDb } from "./catalog-support";

const db = catalogDb();

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

async function sampleDoctors() {
  return db().select().from(s.doctors).where(sql`${s.doctors.id} < ${SCALE_ID_OFFSET}`);
}

async function sampleHospitals() {
  return db().select().from(s.hospitals).where(sql`${s.hospitals.id} < ${SCALE_ID_OFFSET}`);
}

describe("sample data that can serve the journeys", () => {
  it("the journeys' lists name 10 cities and 20 treatments the catalogue has", async () => {
    expect(LARGEST_CITY_SLUGS).toHaveLength(10);
    expect(new Set(MOST_SEARCHED_TREATMENT_SLUGS).size).toBe(20);
    const cities = await db().select({ slug: s.cities.slug }).from(s.cities);
    const treatments = await db().select({ slug: s.treatments.slug }).from(s.treatments);
    for (const slug of LARGEST_CITY_SLUGS) expect(cities.map((c) => c.slug)).toContain(slug);
    for (const slug of MOST_SEARCHED_TREATMENT_SLUGS) {
      expect(treatments.map((t) => t.slug)).toContain(slug);
    }
  });

  it("a hospital has only departments its kind may have: an eye hospital has no orthopaedics", async () => {
    const hospitals = await sampleHospitals();
    const links = groupBy(await db().select().from(s.hospitalDepartments), (l) => l.hospitalId);
    for (const h of hospitals) {
      const kind = kindOf(h.name);
      for (const link of links.get(h.id) ?? []) {
        expect(
          kindAllows(kind, link.departmentId),
          `${h.name}: department ${link.departmentId}`,
        ).toBe(true);
      }
    }
    const eye = hospitals.filter((h) => h.name.endsWith("Eye & Surgical Hospital"));
    expect(eye.length).toBeGreaterThan(0);
    for (const h of eye) {
      const departments = (links.get(h.id) ?? []).map((l) => l.departmentId);
      expect(departments, h.name).not.toContain(1);
      expect(departments, h.name).toContain(2);
    }
  });

  it("a doctor practises only in hospitals that have the doctor's department", async () => {
    const offered = new Set(
      (await db().select().from(s.hospitalDepartments)).map(
        (l) => `${l.hospitalId}:${l.departmentId}`,
      ),
    );
    const rows = await db()
      .select({ doctor: s.doctors, hospitalId: s.doctorHospitals.hospitalId })
      .from(s.doctorHospitals)
      .innerJoin(s.doctors, eq(s.doctors.id, s.doctorHospitals.doctorId))
      .where(sql`${s.doctors.id} < ${SCALE_ID_OFFSET}`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { doctor, hospitalId } of rows) {
      expect(offered.has(`${hospitalId}:${doctor.departmentId}`), doctor.slug).toBe(true);
    }
  });

  it("a doctor performs exactly the treatments of their training, all of their speciality, with the experience it takes", async () => {
    const doctors = await sampleDoctors();
    const treatments = await db().select().from(s.treatments);
    const bySlug = new Map(treatments.map((t) => [t.slug, t]));
    const performed = groupBy(await db().select().from(s.doctorTreatments), (l) => l.doctorId);
    for (const d of doctors) {
      const training = trainingOf(d);
      const ids = (performed.get(d.id) ?? []).map((l) => l.treatmentId).sort((a, b) => a - b);
      const expected = training.performs.map((slug) => bySlug.get(slug)?.id ?? -1);
      expect(ids, d.slug).toEqual(expected.sort((a, b) => a - b));
      expect(ids.length, d.slug).toBeGreaterThan(0);
      for (const slug of training.performs) {
        expect(bySlug.get(slug)?.departmentId, `${d.slug}: ${slug}`).toBe(d.departmentId);
      }
      expect(d.experienceYears, d.slug).toBeGreaterThanOrEqual(training.minExperience);
    }
    // A fellowship in joint replacement lists knee replacement; a general eye surgeon no LASIK.
    const knee = bySlug.get("knee-replacement")?.id;
    const joint = doctors.filter((d) => d.qualifications.includes("Joint Replacement"));
    expect(joint.length).toBeGreaterThan(0);
    for (const d of joint) {
      expect(
        (performed.get(d.id) ?? []).map((l) => l.treatmentId),
        d.slug,
      ).toContain(knee);
    }
    const lasik = bySlug.get("lasik")?.id;
    for (const d of doctors.filter((d) => d.qualifications === "MBBS, MS (Ophthalmology)")) {
      expect(
        (performed.get(d.id) ?? []).map((l) => l.treatmentId),
        d.slug,
      ).not.toContain(lasik);
    }
  });

  it("a hospital has its own cost for every treatment its doctors perform there", async () => {
    const missing = (await db().execute(sql`
      select d.slug as doctor, dh.hospital_id, dt.treatment_id
      from doctor_hospitals dh
      join doctors d on d.id = dh.doctor_id
      join doctor_treatments dt on dt.doctor_id = dh.doctor_id
      left join hospital_treatment_costs c
        on c.hospital_id = dh.hospital_id and c.treatment_id = dt.treatment_id
      where c.hospital_id is null and d.id < ${SCALE_ID_OFFSET}`)) as unknown as {
      rows: unknown[];
    };
    expect(missing.rows).toEqual([]);
  });

  it(`each most searched treatment has ${MIN_DOCTORS}+ doctors and ${MIN_PRICED_HOSPITALS}+ hospitals with a cost in each of the largest cities, as its city page lists them`, async () => {
    const cities = await db().select().from(s.cities);
    const treatments = await db().select().from(s.treatments);
    const short: string[] = [];
    for (const citySlug of LARGEST_CITY_SLUGS) {
      const city = cities.find((c) => c.slug === citySlug);
      for (const slug of MOST_SEARCHED_TREATMENT_SLUGS) {
        const treatment = treatments.find((t) => t.slug === slug);
        // The reads of /{city}/treatment/{slug}.
        const doctors = await listDoctors(db(), { cityId: city?.id, treatmentId: treatment?.id });
        const hospitals = await listHospitals(db(), {
          cityId: city?.id,
          treatmentId: treatment?.id,
        });
        if (doctors.total < MIN_DOCTORS || hospitals.total < MIN_PRICED_HOSPITALS) {
          short.push(
            `/${citySlug}/treatment/${slug}: ${doctors.total} doctors, ${hospitals.total} hospitals`,
          );
        }
        for (const d of doctors.items) expect(d.city.id).toBe(city?.id);
      }
    }
    expect(short).toEqual([]);
    // The walkthrough's case: knee replacement in Pune, by joint replacement surgeons, at
    // hospitals that are not eye hospitals.
    const pune = cities.find((c) => c.slug === "pune");
    const knee = treatments.find((t) => t.slug === "knee-replacement");
    const surgeons = await listDoctors(db(), { cityId: pune?.id, treatmentId: knee?.id });
    for (const d of surgeons.items) {
      expect(d.qualifications).toMatch(/Joint Replacement|Arthroplasty/);
      expect(d.experienceYears).toBeGreaterThanOrEqual(8);
      expect(d.primaryHospital?.name).not.toMatch(/Eye/);
    }
  });

  it("every department has doctors in every largest, metro and tier-1 city", async () => {
    const departments = await listDepartments(db());
    expect(departments).toHaveLength(15);
    const cities = await db().select().from(s.cities);
    const empty: string[] = [];
    for (const journeyCity of everyDepartmentCities) {
      const city = cities.find((c) => c.id === journeyCity.id);
      expect(["metro", "tier1"]).toContain(city?.type);
      for (const department of departments) {
        const page = await listDoctors(db(), {
          cityId: city?.id,
          departmentId: department.id,
          limit: 1,
        });
        if (page.total === 0) empty.push(`/${city?.slug}/doctors/${department.slug}`);
      }
    }
    expect(empty).toEqual([]);
    expect(everyDepartmentCities.map((c) => c.slug)).toContain("lucknow");
  });

  it("every added doctor and hospital is fictional and marked as sample data", async () => {
    for (const d of await sampleDoctors()) {
      expect(d.isSample && d.about.startsWith("Sample data:") && d.name.startsWith("Dr. ")).toBe(
        true,
      );
    }
    for (const h of await sampleHospitals()) {
      expect(h.isSample && h.about.startsWith("Sample data:")).toBe(true);
    }
  });
});
