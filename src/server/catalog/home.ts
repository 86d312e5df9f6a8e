import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "@/src/db";
import { cities, doctors, faqs, hospitals } from "@/src/db/schema";
import { DEFAULT_CITY_ID } from "@/src/lib/catalog/cities";
import type {
  DepartmentCard,
  HomeData,
  PopularTreatmentCosts,
  TreatmentCard,
} from "@/src/lib/catalog/types";
import { listCities } from "./cities";
import { listDepartments } from "./departments";
import { listTreatments } from "./treatments";

/** The home page shows this many popular treatments. */
const HOME_TREATMENTS = 8;

/**
 * The home page's cost figures for one city (GET /api/treatments/popular): the same treatments
 * as `getHomeData`, each with its range in that city (null where the city has none). The home
 * page is one cached page for everyone; the browser asks for these when the visitor's city is
 * not the default one. Null for an unknown city.
 */
export async function getPopularTreatmentCosts(
  db: Database,
  cityId: number,
): Promise<PopularTreatmentCosts | null> {
  const [city] = await db
    .select({ id: cities.id, name: cities.name, slug: cities.slug })
    .from(cities)
    .where(eq(cities.id, cityId));
  if (!city) return null;
  const rows = await listTreatments(db, { popularOnly: true, cityId, limit: HOME_TREATMENTS });
  return {
    city,
    treatments: rows.map((t) => ({
      id: t.id,
      slug: t.slug,
      minCost: t.cost?.minCost ?? null,
      maxCost: t.cost?.maxCost ?? null,
    })),
  };
}

/** The home page: popular treatments with their cost in `cityId`, departments, FAQs, counts. */
export async function getHomeData(db: Database, cityId = DEFAULT_CITY_ID): Promise<HomeData> {
  const [allCities, treatmentRows, departmentRows, faqRows, [hospitalCount], [doctorCount]] =
    await Promise.all([
      listCities(db),
      listTreatments(db, { popularOnly: true, cityId, limit: HOME_TREATMENTS }),
      listDepartments(db),
      db
        .select({ question: faqs.question, answer: faqs.answer, language: faqs.language })
        .from(faqs)
        .where(and(eq(faqs.scope, "home"), inArray(faqs.language, ["en", "hi"])))
        .orderBy(asc(faqs.position))
        .limit(16),
      db.select({ n: count() }).from(hospitals),
      db.select({ n: count() }).from(doctors),
    ]);

  const defaultCity = allCities.find((c) => c.id === cityId) ?? allCities[0];
  if (!defaultCity) throw new Error("The database has no cities: run `npm run db:seed`.");

  return {
    defaultCity,
    popularCities: allCities.filter((c) => c.popularRank !== null),
    otherCities: allCities.filter((c) => c.popularRank === null),
    // Cards carry only what the home page shows: its HTML has a size budget.
    treatments: treatmentRows.map(
      ({
        id,
        name,
        nameHi,
        slug,
        href,
        summary,
        department,
        hospitalStayDays,
        cost,
      }): TreatmentCard => ({
        id,
        name,
        nameHi,
        slug,
        href,
        summary,
        departmentName: department.name,
        departmentNameHi: department.nameHi,
        hospitalStayDays,
        minCost: cost?.minCost ?? null,
        maxCost: cost?.maxCost ?? null,
      }),
    ),
    departments: departmentRows.map(
      ({
        id,
        name,
        nameHi,
        slug,
        href,
        description,
        specializations,
        treatmentCount,
      }): DepartmentCard => ({
        id,
        name,
        nameHi,
        slug,
        href,
        description,
        specializations,
        treatmentCount,
      }),
    ),
    faqs: faqRows
      .filter((f) => f.language === "en")
      .map(({ question, answer }) => ({ question, answer })),
    faqsHi: faqRows
      .filter((f) => f.language === "hi")
      .map(({ question, answer }) => ({ question, answer })),
    counts: {
      cities: allCities.length,
      hospitals: hospitalCount?.n ?? 0,
      doctors: doctorCount?.n ?? 0,
    },
  };
}
