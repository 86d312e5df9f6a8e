import "server-only";
import { asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  cities,
  conditions,
  departments,
  diagnosticTests,
  hospitalDepartments,
  hospitals,
  treatments,
} from "@/src/db/schema";
import { orderCities } from "@/src/lib/catalog/cities";
import type { CityRef, Department, DepartmentSummary } from "@/src/lib/catalog/types";
import { countWhere, departmentOrder, iso, paths, refColumns, treatmentOrder } from "./shared";

function selectDepartments(db: Database) {
  return db
    .select({
      ...refColumns(departments),
      description: departments.description,
      descriptionHi: departments.descriptionHi,
      specializations: departments.specializations,
      icon: departments.icon,
      updatedAt: departments.updatedAt,
      treatmentCount: countWhere(treatments.departmentId, departments.id),
      conditionCount: countWhere(conditions.departmentId, departments.id),
    })
    .from(departments)
    .$dynamic();
}

type DepartmentRow = Awaited<ReturnType<typeof selectDepartments>>[number];

function toSummary({ updatedAt: _u, ...row }: DepartmentRow): DepartmentSummary {
  return { ...row, href: paths.department(row.slug) };
}

/** Every department in menu order. */
export async function listDepartments(db: Database): Promise<DepartmentSummary[]> {
  const rows = await selectDepartments(db).orderBy(...departmentOrder);
  return rows.map(toSummary);
}

/** References to the rows of `table` in a department. */
function refsIn(
  db: Database,
  table: typeof treatments | typeof conditions | typeof diagnosticTests,
  departmentId: number,
  ...order: SQL[]
) {
  return db
    .select(refColumns(table))
    .from(table)
    .where(eq(table.departmentId, departmentId))
    .orderBy(...order);
}

/** A department's page data: its treatments, conditions and tests; null when there is none. */
export async function getDepartmentBySlug(db: Database, slug: string): Promise<Department | null> {
  const [row] = await selectDepartments(db).where(eq(departments.slug, slug)).limit(1);
  if (!row) return null;
  const [treatmentRows, conditionRows, testRows] = await Promise.all([
    refsIn(db, treatments, row.id, ...treatmentOrder),
    refsIn(db, conditions, row.id, asc(conditions.name)),
    refsIn(db, diagnosticTests, row.id, asc(diagnosticTests.name)),
  ]);
  return {
    ...toSummary(row),
    treatments: treatmentRows.map((t) => ({ ...t, href: paths.treatment(t.slug) })),
    conditions: conditionRows.map((c) => ({ ...c, href: paths.condition(c.slug) })),
    tests: testRows.map((t) => ({ ...t, href: paths.test(t.slug) })),
    updatedAt: iso(row.updatedAt),
  };
}

/** Cities with at least one hospital offering the department, popular cities first. */
export async function listDepartmentCities(db: Database, departmentId: number): Promise<CityRef[]> {
  const rows = await db
    .selectDistinct({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      popularRank: cities.popularRank,
    })
    .from(hospitalDepartments)
    .innerJoin(hospitals, eq(hospitals.id, hospitalDepartments.hospitalId))
    .innerJoin(cities, eq(cities.id, hospitals.cityId))
    .where(eq(hospitalDepartments.departmentId, departmentId));
  return orderCities(rows).map(({ id, name, slug }) => ({ id, name, slug }));
}
