import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  cities,
  doctors,
  doctorTreatments,
  hospitalDepartments,
  hospitalInsurers,
  hospitals,
  hospitalTreatmentCosts,
} from "@/src/db/schema";
import { nearestWith } from "@/src/lib/catalog/distance";
import type { NearestAnswer, NearestNeed } from "@/src/lib/catalog/types";

/** How many nearby cities a page names by default. */
export const NEAREST_CITIES_LIMIT = 3;

/**
 * How many of what `need` asks for each city has: one GROUP BY over an indexed filter
 * (doctor_treatments by treatment, doctors by department, hospital_insurers by insurer,
 * hospital_treatment_costs by treatment), so the cost follows the matches, not the catalogue.
 */
export function countsByCity(db: Database, need: NearestNeed) {
  switch (need.kind) {
    case "treatment-doctors":
      return db
        .select({ cityId: doctors.cityId, n: count() })
        .from(doctorTreatments)
        .innerJoin(doctors, eq(doctors.id, doctorTreatments.doctorId))
        .where(eq(doctorTreatments.treatmentId, need.treatmentId))
        .groupBy(doctors.cityId);
    case "treatment-hospitals":
      // Hospitals that price it: those a treatment page and their profiles list for it.
      return db
        .select({ cityId: hospitals.cityId, n: count() })
        .from(hospitalTreatmentCosts)
        .innerJoin(hospitals, eq(hospitals.id, hospitalTreatmentCosts.hospitalId))
        .where(eq(hospitalTreatmentCosts.treatmentId, need.treatmentId))
        .groupBy(hospitals.cityId);
    case "speciality-doctors":
      return db
        .select({ cityId: doctors.cityId, n: count() })
        .from(doctors)
        .where(eq(doctors.departmentId, need.departmentId))
        .groupBy(doctors.cityId);
    case "speciality-hospitals":
      // Hospitals with the department: those a city's hospital listing for it shows.
      return db
        .select({ cityId: hospitals.cityId, n: count() })
        .from(hospitalDepartments)
        .innerJoin(hospitals, eq(hospitals.id, hospitalDepartments.hospitalId))
        .where(eq(hospitalDepartments.departmentId, need.departmentId))
        .groupBy(hospitals.cityId);
    case "insurer-cashless":
      return db
        .select({ cityId: hospitals.cityId, n: count() })
        .from(hospitalInsurers)
        .innerJoin(hospitals, eq(hospitals.id, hospitalInsurers.hospitalId))
        .where(
          and(eq(hospitalInsurers.insurerId, need.insurerId), eq(hospitalInsurers.cashless, true)),
        )
        .groupBy(hospitals.cityId);
    case "insurer-hospitals":
      // Hospitals that accept it, cashless or not: what a city's page for the insurer lists.
      return db
        .select({ cityId: hospitals.cityId, n: count() })
        .from(hospitalInsurers)
        .innerJoin(hospitals, eq(hospitals.id, hospitalInsurers.hospitalId))
        .where(eq(hospitalInsurers.insurerId, need.insurerId))
        .groupBy(hospitals.cityId);
    case "pmjay-treatment":
      // A hospital "for" a treatment prices it (a cost of its own, as its profile and the
      // treatment page's hospitals show), and is empanelled under PM-JAY.
      return db
        .select({ cityId: hospitals.cityId, n: count() })
        .from(hospitalTreatmentCosts)
        .innerJoin(hospitals, eq(hospitals.id, hospitalTreatmentCosts.hospitalId))
        .where(
          and(
            eq(hospitalTreatmentCosts.treatmentId, need.treatmentId),
            eq(hospitals.ayushmanEmpanelled, true),
          ),
        )
        .groupBy(hospitals.cityId);
  }
}

/**
 * How many of `need` the city `cityId` has, and the `limit` nearest other cities that have at
 * least one, with their straight-line distance and count, nearest first
 * (docs/decisions/0030-nearest-places-by-straight-line.md). An unknown city has none and no
 * nearest cities.
 */
export async function nearestCitiesWith(
  db: Database,
  cityId: number,
  need: NearestNeed,
  limit: number = NEAREST_CITIES_LIMIT,
): Promise<NearestAnswer> {
  const [all, counts] = await Promise.all([
    db
      .select({
        id: cities.id,
        name: cities.name,
        slug: cities.slug,
        latitude: cities.latitude,
        longitude: cities.longitude,
      })
      .from(cities)
      .orderBy(cities.id),
    countsByCity(db, need),
  ]);
  const countOf = new Map(counts.map((r) => [r.cityId, Number(r.n)]));
  return nearestWith(
    all.find((c) => c.id === cityId),
    all,
    (c) => countOf.get(c.id) ?? 0,
    Math.max(0, Math.min(limit, 10)),
  );
}
