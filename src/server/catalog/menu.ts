import "server-only";
import { asc } from "drizzle-orm";
import type { Database } from "@/src/db";
import { conditions, departments, treatments } from "@/src/db/schema";
import type { MenuGroups } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { linksIn } from "@/src/lib/locale-switch";
import { hrefFor } from "@/src/lib/page-registry";
import { MY_DATA_PATH } from "@/src/lib/privacy/purposes";
import { localePrefix } from "@/src/lib/i18n/locale";
import { departmentOrder, paths, refColumns, treatmentOrder } from "./shared";

const MENU_SIZE = 12;

/**
 * The header menu's three groups (SH-31), and the side menu's direct links (SH-43): departments, conditions, treatments, named in the
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
    // What a patient on a phone looks for first (SH-43): reachable from every page's side menu.
    quick: [
      { key: "doctors", href: hrefFor("doctors", {}, locale) },
      { key: "hospitals", href: hrefFor("hospitals", {}, locale) },
      { key: "insurance", href: hrefFor("insurance", {}, locale) },
      { key: "secondOpinion", href: hrefFor("second-opinion", {}, locale) },
      // My data lives outside the page registry (app/(data-en), app/(data-hi)).
      { key: "myData", href: `${localePrefix(locale)}${MY_DATA_PATH}` },
    ],
  };
  return linksIn(menu, locale);
}
