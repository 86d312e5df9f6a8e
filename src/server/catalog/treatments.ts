import "server-only";
import { and, asc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  cities,
  conditions,
  departments,
  treatmentConditions,
  treatmentCosts,
  treatments,
} from "@/src/db/schema";
import { orderCities } from "@/src/lib/catalog/cities";
import type { Treatment, TreatmentSummary } from "@/src/lib/catalog/types";
import { departmentRef, iso, paging, paths, refColumns, treatmentOrder } from "./shared";

/** No city has this id: a cost join with it finds nothing. */
const NO_CITY = -1;

function selectTreatments(db: Database, cityId: number | undefined) {
  return db
    .select({
      ...refColumns(treatments),
      routeId: treatments.routeId,
      summary: treatments.summary,
      summaryHi: treatments.summaryHi,
      durationMinutes: treatments.durationMinutes,
      hospitalStayDays: treatments.hospitalStayDays,
      recoveryDays: treatments.recoveryDays,
      popularRank: treatments.popularRank,
      updatedAt: treatments.updatedAt,
      department: refColumns(departments),
      cost: {
        cityId: treatmentCosts.cityId,
        minCost: treatmentCosts.minCost,
        maxCost: treatmentCosts.maxCost,
        avgCost: treatmentCosts.avgCost,
      },
    })
    .from(treatments)
    .innerJoin(departments, eq(departments.id, treatments.departmentId))
    .leftJoin(
      treatmentCosts,
      and(
        eq(treatmentCosts.treatmentId, treatments.id),
        eq(treatmentCosts.cityId, cityId ?? NO_CITY),
      ),
    )
    .$dynamic();
}

type TreatmentRow = Awaited<ReturnType<typeof selectTreatments>>[number];

function toSummary(row: TreatmentRow): TreatmentSummary {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    slug: row.slug,
    href: paths.treatment(row.slug),
    department: departmentRef(row.department),
    summary: row.summary,
    summaryHi: row.summaryHi,
    hospitalStayDays: row.hospitalStayDays,
    recoveryDays: row.recoveryDays,
    popularRank: row.popularRank,
    cost: row.cost,
  };
}

export interface TreatmentFilters {
  departmentId?: number;
  /** Treatments for this condition. */
  conditionId?: number;
  /** Only the popular ones (popularRank set). */
  popularOnly?: boolean;
  /** Adds each treatment's cost in this city. */
  cityId?: number;
  limit?: number;
  offset?: number;
}

/** Treatments, popular ones first in their rank, then by name. */
export async function listTreatments(
  db: Database,
  filters: TreatmentFilters = {},
): Promise<TreatmentSummary[]> {
  const where: SQL[] = [];
  if (filters.departmentId !== undefined) {
    where.push(eq(treatments.departmentId, filters.departmentId));
  }
  if (filters.conditionId !== undefined) {
    where.push(
      inArray(
        treatments.id,
        db
          .select({ id: treatmentConditions.treatmentId })
          .from(treatmentConditions)
          .where(eq(treatmentConditions.conditionId, filters.conditionId)),
      ),
    );
  }
  if (filters.popularOnly) where.push(isNotNull(treatments.popularRank));
  let query = selectTreatments(db, filters.cityId)
    .where(and(...where))
    .orderBy(...treatmentOrder);
  if (filters.limit !== undefined || filters.offset !== undefined) {
    const p = paging(filters);
    query = query.limit(p.limit).offset(p.offset);
  }
  return (await query).map(toSummary);
}

/**
 * A treatment's page data: its conditions and its cost in every city (popular cities first);
 * `cost` is the cost in `cityId` when given. Null when no treatment has that slug.
 */
export async function getTreatmentBySlug(
  db: Database,
  slug: string,
  options: { cityId?: number } = {},
): Promise<Treatment | null> {
  const [row] = await selectTreatments(db, options.cityId)
    .where(eq(treatments.slug, slug))
    .limit(1);
  if (!row) return null;
  const [conditionRows, costRows] = await Promise.all([
    db
      .select(refColumns(conditions))
      .from(treatmentConditions)
      .innerJoin(conditions, eq(conditions.id, treatmentConditions.conditionId))
      .where(eq(treatmentConditions.treatmentId, row.id))
      .orderBy(asc(conditions.name)),
    db
      .select({
        id: cities.id,
        name: cities.name,
        slug: cities.slug,
        minCost: treatmentCosts.minCost,
        maxCost: treatmentCosts.maxCost,
        avgCost: treatmentCosts.avgCost,
      })
      .from(treatmentCosts)
      .innerJoin(cities, eq(cities.id, treatmentCosts.cityId))
      .where(eq(treatmentCosts.treatmentId, row.id)),
  ]);
  return {
    ...toSummary(row),
    routeId: row.routeId,
    durationMinutes: row.durationMinutes,
    conditions: conditionRows.map((c) => ({ ...c, href: paths.condition(c.slug) })),
    costs: orderCities(costRows).map(({ id, name, slug: citySlug, minCost, maxCost, avgCost }) => ({
      city: { id, name, slug: citySlug },
      minCost,
      maxCost,
      avgCost,
    })),
    updatedAt: iso(row.updatedAt),
  };
}
