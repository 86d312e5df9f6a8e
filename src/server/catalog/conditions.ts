import "server-only";
import { and, asc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { Database } from "@/src/db";
import { conditions, departments, treatmentConditions, treatments } from "@/src/db/schema";
import type { Condition, ConditionSummary } from "@/src/lib/catalog/types";
import { departmentRef, iso, paging, paths, refColumns } from "./shared";

function selectConditions(db: Database) {
  return db
    .select({
      ...refColumns(conditions),
      summary: conditions.summary,
      summaryHi: conditions.summaryHi,
      symptoms: conditions.symptoms,
      updatedAt: conditions.updatedAt,
      department: refColumns(departments),
    })
    .from(conditions)
    .innerJoin(departments, eq(departments.id, conditions.departmentId))
    .$dynamic();
}

type ConditionRow = Awaited<ReturnType<typeof selectConditions>>[number];

function toSummary(row: ConditionRow): ConditionSummary {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    slug: row.slug,
    href: paths.condition(row.slug),
    department: departmentRef(row.department),
    summary: row.summary,
    summaryHi: row.summaryHi,
  };
}

export interface ConditionFilters {
  departmentId?: number;
  /** Conditions this treatment treats. */
  treatmentId?: number;
  /** Names starting with this letter (the A-Z index); anything but one letter A-Z finds none. */
  letter?: string;
  limit?: number;
  offset?: number;
}

/** Conditions by name. */
export async function listConditions(
  db: Database,
  filters: ConditionFilters = {},
): Promise<ConditionSummary[]> {
  const where: SQL[] = [];
  if (filters.letter !== undefined) {
    if (!/^[a-z]$/i.test(filters.letter)) return [];
    where.push(ilike(conditions.name, `${filters.letter}%`));
  }
  if (filters.departmentId !== undefined) {
    where.push(eq(conditions.departmentId, filters.departmentId));
  }
  if (filters.treatmentId !== undefined) {
    where.push(
      inArray(
        conditions.id,
        db
          .select({ id: treatmentConditions.conditionId })
          .from(treatmentConditions)
          .where(eq(treatmentConditions.treatmentId, filters.treatmentId)),
      ),
    );
  }
  let query = selectConditions(db)
    .where(and(...where))
    .orderBy(asc(conditions.name));
  if (filters.limit !== undefined || filters.offset !== undefined) {
    const p = paging(filters);
    query = query.limit(p.limit).offset(p.offset);
  }
  return (await query).map(toSummary);
}

/** A condition's page data with its symptoms and treatments; null when there is none. */
export async function getConditionBySlug(db: Database, slug: string): Promise<Condition | null> {
  const [row] = await selectConditions(db).where(eq(conditions.slug, slug)).limit(1);
  if (!row) return null;
  const treatmentRows = await db
    .select(refColumns(treatments))
    .from(treatmentConditions)
    .innerJoin(treatments, eq(treatments.id, treatmentConditions.treatmentId))
    .where(eq(treatmentConditions.conditionId, row.id))
    .orderBy(asc(treatments.name));
  return {
    ...toSummary(row),
    symptoms: row.symptoms,
    treatments: treatmentRows.map((t) => ({ ...t, href: paths.treatment(t.slug) })),
    updatedAt: iso(row.updatedAt),
  };
}
