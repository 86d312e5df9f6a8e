import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { conditions, departments, diagnosticTests, treatments } from "@/src/db/schema";
import type { Department, DepartmentSummary } from "@/src/lib/catalog/types";
import { iso, paths, q } from "./shared";

function selectDepartments(db: Database) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      nameHi: departments.nameHi,
      slug: departments.slug,
      description: departments.description,
      specializations: departments.specializations,
      icon: departments.icon,
      updatedAt: departments.updatedAt,
      treatmentCount: sql<number>`(select count(*)::int from ${treatments} where ${q(treatments.departmentId)} = ${q(departments.id)})`,
      conditionCount: sql<number>`(select count(*)::int from ${conditions} where ${q(conditions.departmentId)} = ${q(departments.id)})`,
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
  const rows = await selectDepartments(db).orderBy(
    asc(departments.position),
    asc(departments.name),
  );
  return rows.map(toSummary);
}

/** A department's page data: its treatments, conditions and tests; null when there is none. */
export async function getDepartmentBySlug(db: Database, slug: string): Promise<Department | null> {
  const [row] = await selectDepartments(db).where(eq(departments.slug, slug)).limit(1);
  if (!row) return null;
  const [treatmentRows, conditionRows, testRows] = await Promise.all([
    db
      .select({
        id: treatments.id,
        name: treatments.name,
        nameHi: treatments.nameHi,
        slug: treatments.slug,
      })
      .from(treatments)
      .where(eq(treatments.departmentId, row.id))
      .orderBy(sql`${treatments.popularRank} asc nulls last`, asc(treatments.name)),
    db
      .select({
        id: conditions.id,
        name: conditions.name,
        nameHi: conditions.nameHi,
        slug: conditions.slug,
      })
      .from(conditions)
      .where(eq(conditions.departmentId, row.id))
      .orderBy(asc(conditions.name)),
    db
      .select({
        id: diagnosticTests.id,
        name: diagnosticTests.name,
        nameHi: diagnosticTests.nameHi,
        slug: diagnosticTests.slug,
      })
      .from(diagnosticTests)
      .where(eq(diagnosticTests.departmentId, row.id))
      .orderBy(asc(diagnosticTests.name)),
  ]);
  return {
    ...toSummary(row),
    treatments: treatmentRows.map((t) => ({ ...t, href: paths.treatment(t.slug) })),
    conditions: conditionRows.map((c) => ({ ...c, href: paths.condition(c.slug) })),
    tests: testRows.map((t) => ({ ...t, href: paths.test(t.slug) })),
    updatedAt: iso(row.updatedAt),
  };
}
