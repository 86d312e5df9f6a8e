import "server-only";
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  cities,
  conditions,
  departments,
  doctors,
  faqs,
  hospitals,
  treatmentCosts,
  treatments,
} from "@/src/db/schema";
import { DEFAULT_CITY_ID, orderCities } from "@/src/lib/catalog/cities";
import type { City, HomeData, MenuGroups } from "@/src/lib/catalog/types";

/** All cities, popular ones first in the spec's fixed order. */
export async function listCities(db: Database): Promise<City[]> {
  const rows = await db.select().from(cities);
  return orderCities(rows);
}

const MENU_SIZE = 12;

/** The header menu's three groups (spec §2): departments, conditions, treatments. */
export async function getMenuGroups(db: Database): Promise<MenuGroups> {
  const [deptRows, conditionRows, treatmentRows] = await Promise.all([
    db
      .select({ name: departments.name, slug: departments.slug })
      .from(departments)
      .orderBy(asc(departments.position), asc(departments.name)),
    db
      .select({ name: conditions.name, slug: conditions.slug })
      .from(conditions)
      .orderBy(asc(conditions.name))
      .limit(MENU_SIZE),
    db
      .select({ name: treatments.name, slug: treatments.slug })
      .from(treatments)
      .orderBy(sql`${treatments.popularRank} asc nulls last`, asc(treatments.name))
      .limit(MENU_SIZE),
  ]);
  return {
    departments: deptRows.map((d) => ({ name: d.name, href: `/department/${d.slug}` })),
    conditions: conditionRows.map((c) => ({ name: c.name, href: `/condition/${c.slug}` })),
    treatments: treatmentRows.map((t) => ({ name: t.name, href: `/treatment/${t.slug}` })),
  };
}

export async function getHomeData(db: Database, cityId = DEFAULT_CITY_ID): Promise<HomeData> {
  const [allCities, treatmentRows, departmentRows, faqRows, [hospitalCount], [doctorCount]] =
    await Promise.all([
      listCities(db),
      db
        .select({
          id: treatments.id,
          name: treatments.name,
          slug: treatments.slug,
          summary: treatments.summary,
          hospitalStayDays: treatments.hospitalStayDays,
          departmentName: departments.name,
          minCost: treatmentCosts.minCost,
          maxCost: treatmentCosts.maxCost,
        })
        .from(treatments)
        .innerJoin(departments, eq(departments.id, treatments.departmentId))
        .leftJoin(
          treatmentCosts,
          and(eq(treatmentCosts.treatmentId, treatments.id), eq(treatmentCosts.cityId, cityId)),
        )
        .where(isNotNull(treatments.popularRank))
        .orderBy(asc(treatments.popularRank))
        .limit(8),
      db
        .select({
          id: departments.id,
          name: departments.name,
          slug: departments.slug,
          description: departments.description,
          specializations: departments.specializations,
          treatmentCount: count(treatments.id),
        })
        .from(departments)
        .leftJoin(treatments, eq(treatments.departmentId, departments.id))
        .groupBy(departments.id)
        .orderBy(asc(departments.position), asc(departments.name)),
      db
        .select({ question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .where(and(eq(faqs.scope, "home"), eq(faqs.language, "en")))
        .orderBy(asc(faqs.position))
        .limit(8),
      db.select({ n: count() }).from(hospitals),
      db.select({ n: count() }).from(doctors),
    ]);

  const defaultCity = allCities.find((c) => c.id === cityId) ?? allCities[0];
  if (!defaultCity) throw new Error("The database has no cities: run `npm run db:seed`.");

  return {
    defaultCity,
    popularCities: allCities.filter((c) => c.popularRank !== null),
    otherCities: allCities.filter((c) => c.popularRank === null),
    treatments: treatmentRows.map((t) => ({ ...t, href: `/treatment/${t.slug}` })),
    departments: departmentRows.map((d) => ({ ...d, href: `/department/${d.slug}` })),
    faqs: faqRows,
    counts: {
      cities: allCities.length,
      hospitals: hospitalCount?.n ?? 0,
      doctors: doctorCount?.n ?? 0,
    },
  };
}
