import { describe, expect, it, vi } from "vitest";
import { COMPARE_SEPARATOR, compareItems } from "@/src/lib/catalog/compare";
import { greatCircleKm, shownKm } from "@/src/lib/catalog/distance";
import {
  cachedCityBySlug,
  cachedDoctors,
  cachedHospitals,
  cachedSlugsWithUpdatedAt,
  cachedTreatmentBySlug,
} from "@/src/server/catalog/cached";
import { loadCompare } from "@/src/server/discovery/compare";
import { loadDoctorProfile, loadHospitalProfile } from "@/src/server/discovery/profiles";
import { fileDb } from "./file-db";

// Next.js's data cache needs a Next.js request: here it runs the read.
vi.mock("next/cache", () => ({
  unstable_cache: (fn: () => Promise<unknown>) => fn,
  revalidateTag: () => {},
}));

fileDb();

async function cityOf(slug: string) {
  const city = await cachedCityBySlug(slug);
  if (!city) throw new Error(`no ${slug} in the sample data`);
  return city;
}
const lucknow = () => cityOf("lucknow");

describe("the compare page's data, from the sample data", () => {
  it("[DS-28] no doctor's or hospital's slug contains the separator", async () => {
    for (const kind of ["doctor", "hospital"] as const) {
      const rows = await cachedSlugsWithUpdatedAt(kind);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.slug).not.toContain(COMPARE_SEPARATOR);
    }
  });

  it("[DS-29] [DS-30] two Lucknow doctors: the profile's figures, their city's treatment costs, their hospital's insurers and distance", async () => {
    const city = await lucknow();
    const { items } = await cachedDoctors({ cityId: city.id, limit: 2 });
    expect(items).toHaveLength(2);
    const data = await loadCompare("doctors", compareItems(items.map((d) => d.slug)));
    expect(data?.columns.map((c) => c.slug)).toEqual(items.map((d) => d.slug));
    for (const column of data?.columns ?? []) {
      const profile = await loadDoctorProfile(column.slug);
      const doctor = profile?.doctor;
      if (!doctor) throw new Error(column.slug);
      expect(column).toMatchObject({
        href: doctor.href,
        experienceYears: doctor.experienceYears,
        consultationFee: doctor.consultationFee,
        rating: doctor.rating,
        reviewCount: doctor.reviewCount,
      });
      // Each cost is the range the city's treatment page shows for the doctor's city.
      expect(column.costs.length).toBeGreaterThan(0);
      for (const { treatment, cost } of column.costs) {
        const page = await cachedTreatmentBySlug(treatment.slug, { cityId: city.id });
        const shown = page?.cost ?? page?.costs.find((c) => c.city.id === city.id) ?? null;
        expect(cost && { min: cost.minCost, max: cost.maxCost }).toEqual(
          shown && { min: shown.minCost, max: shown.maxCost },
        );
      }
      const hospital = doctor.primaryHospital
        ? (await loadHospitalProfile(doctor.primaryHospital.slug))?.hospital
        : null;
      if (hospital) {
        expect(column.via?.slug).toBe(hospital.slug);
        expect(column.cashlessInsurers).toEqual(hospital.cashlessInsurers);
        expect(column.pmjay).toBe(hospital.ayushmanEmpanelled);
        expect(column.nabh).toBe(hospital.accreditationBodies.includes("NABH"));
        if (hospital.coordinates) {
          expect(column.km).toBe(shownKm(greatCircleKm(city, hospital.coordinates)));
        }
      }
    }
  });

  it("[DS-29] three hospitals: each one's own costs as its profile lists them, PM-JAY and NABH", async () => {
    // Lucknow has two sample hospitals; Delhi NCR has more than three.
    const city = await cityOf("delhi-ncr");
    const { items } = await cachedHospitals({ cityId: city.id, limit: 3 });
    expect(items).toHaveLength(3);
    const data = await loadCompare("hospitals", compareItems(items.map((h) => h.slug)));
    expect(data?.columns).toHaveLength(3);
    for (const column of data?.columns ?? []) {
      const hospital = (await loadHospitalProfile(column.slug))?.hospital;
      if (!hospital) throw new Error(column.slug);
      expect(column.experienceYears).toBeNull();
      expect(column.rating).toBe(hospital.rating);
      expect(column.reviewCount).toBe(hospital.reviewCount);
      expect(column.pmjay).toBe(hospital.ayushmanEmpanelled);
      expect(column.nabh).toBe(hospital.accreditationBodies.includes("NABH"));
      expect(column.costs.map((c) => [c.treatment.slug, c.cost?.minCost, c.cost?.maxCost])).toEqual(
        hospital.treatmentCosts
          .slice(0, column.costs.length)
          .map((c) => [c.treatment.slug, c.minCost, c.maxCost]),
      );
    }
  });

  it("[DS-28] an unknown slug, or one of the other kind, is no page", async () => {
    const city = await lucknow();
    const [doctor] = (await cachedDoctors({ cityId: city.id, limit: 1 })).items;
    const [hospital] = (await cachedHospitals({ cityId: city.id, limit: 1 })).items;
    if (!doctor || !hospital) throw new Error("no sample doctor or hospital in Lucknow");
    expect(await loadCompare("doctors", compareItems([doctor.slug, "no-such-doctor"]))).toBeNull();
    expect(await loadCompare("doctors", compareItems([doctor.slug, hospital.slug]))).toBeNull();
    expect(await loadCompare("hospitals", compareItems([hospital.slug, doctor.slug]))).toBeNull();
  });
});
