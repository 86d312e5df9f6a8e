import "server-only";
import { asc } from "drizzle-orm";
import type { Database } from "@/src/db";
import { conditions, departments, treatments } from "@/src/db/schema";
import type { MenuGroups } from "@/src/lib/catalog/types";
import { departmentOrder, paths, treatmentOrder } from "./shared";

const MENU_SIZE = 12;

/** The header menu's three groups (spec §2): departments, conditions, treatments. */
export async function getMenuGroups(db: Database): Promise<MenuGroups> {
  const [deptRows, conditionRows, treatmentRows] = await Promise.all([
    db
      .select({ name: departments.name, slug: departments.slug })
      .from(departments)
      .orderBy(...departmentOrder),
    db
      .select({ name: conditions.name, slug: conditions.slug })
      .from(conditions)
      .orderBy(asc(conditions.name))
      .limit(MENU_SIZE),
    db
      .select({ name: treatments.name, slug: treatments.slug })
      .from(treatments)
      .orderBy(...treatmentOrder)
      .limit(MENU_SIZE),
  ]);
  return {
    departments: deptRows.map((d) => ({ name: d.name, href: paths.department(d.slug) })),
    conditions: conditionRows.map((c) => ({ name: c.name, href: paths.condition(c.slug) })),
    treatments: treatmentRows.map((t) => ({ name: t.name, href: paths.treatment(t.slug) })),
  };
}
