import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { cities } from "@/src/db/schema";
import type { CityPicks } from "@/src/lib/catalog/types";
import { listDoctors } from "./doctors";
import { listHospitals } from "./hospitals";
import { nearestCitiesWith } from "./nearest";

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
  // A treatment the city lacks: where the nearest cities with it are, as the city's own page
  // says (the same read).
  const lacking =
    query.treatmentId !== undefined && (doctors.total === 0 || hospitals.total === 0)
      ? query.treatmentId
      : undefined;
  const nearest =
    lacking === undefined
      ? undefined
      : await Promise.all([
          doctors.total === 0
            ? nearestCitiesWith(db, city.id, { kind: "treatment-doctors", treatmentId: lacking })
            : null,
          hospitals.total === 0
            ? nearestCitiesWith(db, city.id, { kind: "treatment-hospitals", treatmentId: lacking })
            : null,
        ]).then(([d, h]) => ({ doctors: d?.nearest ?? [], hospitals: h?.nearest ?? [] }));
  return {
    city,
    doctors: { items: doctors.items, total: doctors.total },
    hospitals: { items: hospitals.items, total: hospitals.total },
    ...(nearest ? { nearest } : {}),
  };
}
