import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { cities, nearestCityCounts, nearestCityCountsVersion } from "@/src/db/schema";
import { nearestWith } from "@/src/lib/catalog/distance";
import type { NearestAnswer, NearestNeed } from "@/src/lib/catalog/types";

/** How many nearby cities a page names by default. */
export const NEAREST_CITIES_LIMIT = 3;

/** The id a need is about: a treatment, a department or an insurer. */
function subjectOf(need: NearestNeed): number {
  switch (need.kind) {
    case "treatment-doctors":
    case "treatment-hospitals":
    case "pmjay-treatment":
      return need.treatmentId;
    case "speciality-doctors":
    case "speciality-hospitals":
      return need.departmentId;
    case "insurer-cashless":
    case "insurer-hospitals":
      return need.insurerId;
  }
}

/**
 * Every need's count per subject and city, from the catalogue: what each kind of page lists.
 * Doctors who perform a treatment (doctor_treatments); hospitals that price a treatment (a cost
 * of their own, as the treatment page and their profiles show); doctors of a speciality;
 * hospitals with the department (a city's hospital listing for it); hospitals cashless under an
 * insurer; hospitals that accept an insurer, cashless or not (a city's page for the insurer);
 * PM-JAY empanelled hospitals that price a treatment.
 */
const COUNTS_FROM_CATALOGUE = sql`
  SELECT 'treatment-doctors', dt.treatment_id, d.city_id, count(*)::int
    FROM doctor_treatments dt JOIN doctors d ON d.id = dt.doctor_id GROUP BY 2, 3
  UNION ALL
  SELECT 'treatment-hospitals', c.treatment_id, h.city_id, count(*)::int
    FROM hospital_treatment_costs c JOIN hospitals h ON h.id = c.hospital_id GROUP BY 2, 3
  UNION ALL
  SELECT 'speciality-doctors', d.department_id, d.city_id, count(*)::int
    FROM doctors d GROUP BY 2, 3
  UNION ALL
  SELECT 'speciality-hospitals', hd.department_id, h.city_id, count(*)::int
    FROM hospital_departments hd JOIN hospitals h ON h.id = hd.hospital_id GROUP BY 2, 3
  UNION ALL
  SELECT 'insurer-cashless', hi.insurer_id, h.city_id, count(*)::int
    FROM hospital_insurers hi JOIN hospitals h ON h.id = hi.hospital_id
    WHERE hi.cashless GROUP BY 2, 3
  UNION ALL
  SELECT 'insurer-hospitals', hi.insurer_id, h.city_id, count(*)::int
    FROM hospital_insurers hi JOIN hospitals h ON h.id = hi.hospital_id GROUP BY 2, 3
  UNION ALL
  SELECT 'pmjay-treatment', c.treatment_id, h.city_id, count(*)::int
    FROM hospital_treatment_costs c JOIN hospitals h ON h.id = c.hospital_id
    WHERE h.ayushman_empanelled GROUP BY 2, 3`;

/**
 * Makes the per-city counts current: when a statement changed what they are made from since
 * they were last counted (`version` ≠ `counted`, bumped by the triggers of migration 0033), they
 * are rebuilt whole in one transaction. The version row is locked for it, so concurrent readers
 * wait for one rebuild instead of each doing their own, and a write that lands meanwhile waits
 * too and leaves the counts stale again for the next read. The common case is one small read.
 */
export async function ensureCountsCurrent(db: Database): Promise<void> {
  const [state] = await db.select().from(nearestCityCountsVersion);
  if (state && state.counted === state.version) return;
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(nearestCityCountsVersion)
      .where(eq(nearestCityCountsVersion.id, 1))
      .for("update");
    if (!locked || locked.counted === locked.version) return;
    await tx.delete(nearestCityCounts);
    await tx.execute(
      sql`INSERT INTO nearest_city_counts (need, subject_id, city_id, n) ${COUNTS_FROM_CATALOGUE}`,
    );
    await tx
      .update(nearestCityCountsVersion)
      .set({ counted: locked.version })
      .where(eq(nearestCityCountsVersion.id, 1));
  });
}

/**
 * How many of what `need` asks for each city has (only cities with some): a few dozen rows of
 * `nearest_city_counts` by its primary key, so the cost follows the cities, not the catalogue.
 */
export async function countsByCity(
  db: Database,
  need: NearestNeed,
): Promise<{ cityId: number; n: number }[]> {
  await ensureCountsCurrent(db);
  return db
    .select({ cityId: nearestCityCounts.cityId, n: nearestCityCounts.n })
    .from(nearestCityCounts)
    .where(
      and(eq(nearestCityCounts.need, need.kind), eq(nearestCityCounts.subjectId, subjectOf(need))),
    );
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
