import "server-only";
import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import type { Database } from "@/src/db";
import { departments, doctors, faqs, hospitals, treatmentCosts, treatments } from "@/src/db/schema";
import { DEFAULT_CITY_ID } from "@/src/lib/catalog/cities";
import type { HomeData } from "@/src/lib/catalog/types";
import { listCities } from "./cities";
import { paths } from "./shared";

/** The home page: popular treatments with their cost in `cityId`, departments, FAQs, counts. */
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
    treatments: treatmentRows.map((t) => ({ ...t, href: paths.treatment(t.slug) })),
    departments: departmentRows.map((d) => ({ ...d, href: paths.department(d.slug) })),
    faqs: faqRows,
    counts: {
      cities: allCities.length,
      hospitals: hospitalCount?.n ?? 0,
      doctors: doctorCount?.n ?? 0,
    },
  };
}
