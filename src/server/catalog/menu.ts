import "server-only";
import { asc } from "drizzle-orm";
import type { Database } from "@/src/db";
import { conditions, departments, treatments } from "@/src/db/schema";
import type { MenuGroups } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { linksIn } from "@/src/lib/locale-switch";
import { hrefFor } from "@/src/lib/page-registry";
import { departmentOrder, paths, refColumns, treatmentOrder } from "./shared";

const MENU_SIZE = 12;

/**
 * The header menu's three groups (SH-31): departments, conditions, treatments, named in the
 * page's language (the Hindi name where one is stored, else the English one), each with its
 * 'view all' page. On a Hindi page every link leads to the Hindi page where the registry gives
 * the route one (HI-14, `linksIn`): the menus were the first step out of Hindi.
 */
export async function getMenuGroups(db: Database, locale: Locale = "en"): Promise<MenuGroups> {
  const named = (row: { name: string; nameHi: string | null }) =>
    locale === "hi" ? (row.nameHi ?? row.name) : row.name;
  const [deptRows, conditionRows, treatmentRows] = await Promise.all([
    db
      .select(refColumns(departments))
      .from(departments)
      .orderBy(...departmentOrder),
    db
      .select(refColumns(conditions))
      .from(conditions)
      .orderBy(asc(conditions.name))
      .limit(MENU_SIZE),
    db
      .select(refColumns(treatments))
      .from(treatments)
      .orderBy(...treatmentOrder)
      .limit(MENU_SIZE),
  ]);
  const menu: MenuGroups = {
    departments: deptRows.map((d) => ({ name: named(d), href: paths.department(d.slug) })),
    conditions: conditionRows.map((c) => ({ name: named(c), href: paths.condition(c.slug) })),
    treatments: treatmentRows.map((t) => ({ name: named(t), href: paths.treatment(t.slug) })),
    all: {
      departments: hrefFor("departments", {}, locale),
      conditions: hrefFor("conditions", {}, locale),
      treatments: hrefFor("treatments", {}, locale),
    },
  };
  return linksIn(menu, locale);
}
