import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { cities } from "@/src/db/schema";
import type { CityPicks } from "@/src/lib/catalog/types";
import { listDoctors } from "./doctors";
import { listHospitals } from "./hospitals";

/** A page shows this many doctors and hospitals of a city. */
export const CITY_PICKS_LIMIT = 6;

/**
 * The doctors and hospitals a treatment, department or listing page shows for one city
 * (GET /api/city-picks): the same reads and order as the page's own server render, so that the
 * browser can show the visitor's city where the cached page carries the default city's.
 * Doctors who perform the treatment, else of the department; hospitals of the department.
 * Null for an unknown city.
 */
export async function getCityPicks(
  db: Database,
  query: { cityId: number; treatmentId?: number; departmentId?: number },
): Promise<CityPicks | null> {
  const [city] = await db
    .select({ id: cities.id, name: cities.name, slug: cities.slug })
    .from(cities)
    .where(eq(cities.id, query.cityId));
  if (!city) return null;
  const [doctors, hospitals] = await Promise.all([
    listDoctors(db, {
      cityId: city.id,
      ...(query.treatmentId !== undefined
        ? { treatmentId: query.treatmentId }
        : { departmentId: query.departmentId }),
      limit: CITY_PICKS_LIMIT,
    }),
    listHospitals(db, {
      cityId: city.id,
      departmentId: query.departmentId,
      limit: CITY_PICKS_LIMIT,
    }),
  ]);
  return {
    city,
    doctors: { items: doctors.items, total: doctors.total },
    hospitals: { items: hospitals.items, total: hospitals.total },
  };
}
