import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "@/src/db/schema";
import {
  getDoctorBySlug,
  getHospitalBySlug,
  listPatientReviews,
  listReviewFacets,
  listReviews,
} from "@/src/server/catalog";
import { catalogDb, expectJsonSafe } from "./catalog-support";

const db = catalogDb();

async function firstRow<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("the sample data has no such row");
  return row;
}

describe("[DS-8][DS-9] catalogue reads", () => {
  it("[DS-8] a doctor profile carries its education in order and its memberships", async () => {
    const doctor = await firstRow(db().select().from(s.doctors).where(eq(s.doctors.id, 7)));
    const profile = await getDoctorBySlug(db(), doctor.slug);
    expect(profile?.education.map((e) => e.degree).join(", ")).toBe(doctor.qualifications);
    for (const e of profile?.education ?? []) {
      expect(e.institution).not.toBe("");
      expect(e.year).toBeGreaterThan(1950);
    }
    const stored = await db()
      .select()
      .from(s.doctorMemberships)
      .where(eq(s.doctorMemberships.doctorId, doctor.id));
    expect(profile?.memberships.map((m) => m.body).sort()).toEqual(
      stored.map((m) => m.body).sort(),
    );
    expect(profile?.memberships.length).toBeGreaterThan(0);
    expectJsonSafe(profile);
  });

  it("[DS-8] a hospital profile lists its facilities in a fixed order and its treatment costs with links", async () => {
    const hospital = await firstRow(db().select().from(s.hospitals).where(eq(s.hospitals.id, 3)));
    const profile = await getHospitalBySlug(db(), hospital.slug);
    const stored = await db()
      .select()
      .from(s.hospitalFacilities)
      .where(eq(s.hospitalFacilities.hospitalId, hospital.id));
    expect(profile?.facilities.map((f) => f.key).sort()).toEqual(
      stored.map((f) => f.facility).sort(),
    );
    expect(profile?.facilities.find((f) => f.key === "pharmacy-24x7")).toEqual({
      key: "pharmacy-24x7",
      quantity: null,
    });
    const costs = profile?.treatmentCosts ?? [];
    expect(costs.length).toBeGreaterThan(0);
    for (const c of costs) {
      expect(c.treatment.href).toBe(`/treatment/${c.treatment.slug}`);
      expect(c.minCost).toBeLessThanOrEqual(c.maxCost);
    }
    expectJsonSafe(profile);
  });

  it("[DS-9] profile reviews carry the verified flag as stored", async () => {
    const review = await firstRow(
      db().select().from(s.patientReviews).where(eq(s.patientReviews.verified, false)).limit(1),
    );
    const reviews = await listReviews(db(), { doctorId: review.doctorId ?? -1, limit: 50 });
    const shown = reviews.find((r) => r.id === review.id);
    expect(shown?.verified).toBe(false);
    expect(reviews.some((r) => r.verified) || reviews.length === 1).toBe(true);
  });
});

describe("[PC-1][PC-2] listPatientReviews and listReviewFacets", () => {
  it("[PC-1] newest first, paged without overlap, with city, doctor and hospital links", async () => {
    const all = await listPatientReviews(db(), { limit: 100 });
    const total = await db().$count(s.patientReviews);
    expect(all.total).toBe(total);
    const times = all.items.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const ids: number[] = [];
    for (let offset = 0; offset < 60; offset += 20) {
      const p = await listPatientReviews(db(), { limit: 20, offset });
      ids.push(...p.items.map((r) => r.id));
    }
    expect(new Set(ids).size).toBe(60);
    expect(ids).toEqual(all.items.slice(0, 60).map((r) => r.id));
    const first = all.items[0];
    expect(first?.city?.slug).toMatch(/^[a-z-]+$/);
    expect(first?.doctor?.href).toMatch(/^\/doctor\//);
    expectJsonSafe(all);
  });

  it("[PC-2] filters by treatment and by city, and both", async () => {
    const facets = await listReviewFacets(db());
    const treatment = facets.treatments[0];
    const city = facets.cities[0];
    if (!treatment || !city) throw new Error("no facets");
    const byTreatment = await listPatientReviews(db(), { treatmentId: treatment.id, limit: 100 });
    expect(byTreatment.total).toBe(treatment.count);
    expect(byTreatment.items.every((r) => r.treatment?.id === treatment.id)).toBe(true);
    const byCity = await listPatientReviews(db(), { cityId: city.id, limit: 100 });
    expect(byCity.total).toBe(city.count);
    expect(byCity.items.every((r) => r.city?.id === city.id)).toBe(true);
    const both = await listPatientReviews(db(), {
      cityId: city.id,
      treatmentId: treatment.id,
      limit: 100,
    });
    expect(
      both.items.every((r) => r.city?.id === city.id && r.treatment?.id === treatment.id),
    ).toBe(true);
    expect(facets.cities.reduce((n, c) => n + c.count, 0)).toBe(
      await db().$count(s.patientReviews),
    );
    expectJsonSafe(facets);
  });
});
