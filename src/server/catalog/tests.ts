import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "@/src/db";
import { cities, departments, diagnosticTests, testPrices } from "@/src/db/schema";
import { orderCities } from "@/src/lib/catalog/cities";
import type { Test, TestSummary } from "@/src/lib/catalog/types";
import { departmentRef, iso, paging, paths, refColumns } from "./shared";

/** No city has this id: a price join with it finds nothing. */
const NO_CITY = -1;

function selectTests(db: Database, cityId: number | undefined) {
  return db
    .select({
      ...refColumns(diagnosticTests),
      sampleType: diagnosticTests.sampleType,
      preparation: diagnosticTests.preparation,
      turnaroundHours: diagnosticTests.turnaroundHours,
      minPrice: diagnosticTests.minPrice,
      maxPrice: diagnosticTests.maxPrice,
      updatedAt: diagnosticTests.updatedAt,
      department: refColumns(departments),
      cityPrice: {
        cityId: testPrices.cityId,
        minPrice: testPrices.minPrice,
        maxPrice: testPrices.maxPrice,
      },
    })
    .from(diagnosticTests)
    .leftJoin(departments, eq(departments.id, diagnosticTests.departmentId))
    .leftJoin(
      testPrices,
      and(eq(testPrices.testId, diagnosticTests.id), eq(testPrices.cityId, cityId ?? NO_CITY)),
    )
    .$dynamic();
}

type TestRow = Awaited<ReturnType<typeof selectTests>>[number];

function toSummary(row: TestRow): TestSummary {
  const allIndia =
    row.minPrice !== null && row.maxPrice !== null
      ? { cityId: null, minPrice: row.minPrice, maxPrice: row.maxPrice }
      : null;
  return {
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    slug: row.slug,
    href: paths.test(row.slug),
    department: row.department ? departmentRef(row.department) : null,
    sampleType: row.sampleType,
    turnaroundHours: row.turnaroundHours,
    price: row.cityPrice ?? allIndia,
  };
}

export interface TestFilters {
  departmentId?: number;
  /** Prices in this city (else the all-India range). */
  cityId?: number;
  limit?: number;
  offset?: number;
}

/** Diagnostic tests by name. */
export async function listTests(db: Database, filters: TestFilters = {}): Promise<TestSummary[]> {
  const where: SQL[] = [];
  if (filters.departmentId !== undefined) {
    where.push(eq(diagnosticTests.departmentId, filters.departmentId));
  }
  let query = selectTests(db, filters.cityId)
    .where(and(...where))
    .orderBy(asc(diagnosticTests.name));
  if (filters.limit !== undefined || filters.offset !== undefined) {
    const p = paging(filters);
    query = query.limit(p.limit).offset(p.offset);
  }
  return (await query).map(toSummary);
}

/**
 * A test's page data with its price in every city (popular cities first); `price` is the price in
 * `cityId` when given. Null when no test has that slug.
 */
export async function getTestBySlug(
  db: Database,
  slug: string,
  options: { cityId?: number } = {},
): Promise<Test | null> {
  const [row] = await selectTests(db, options.cityId)
    .where(eq(diagnosticTests.slug, slug))
    .limit(1);
  if (!row) return null;
  const priceRows = await db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      minPrice: testPrices.minPrice,
      maxPrice: testPrices.maxPrice,
    })
    .from(testPrices)
    .innerJoin(cities, eq(cities.id, testPrices.cityId))
    .where(eq(testPrices.testId, row.id));
  return {
    ...toSummary(row),
    preparation: row.preparation,
    prices: orderCities(priceRows).map(({ id, name, slug: citySlug, minPrice, maxPrice }) => ({
      city: { id, name, slug: citySlug },
      minPrice,
      maxPrice,
    })),
    updatedAt: iso(row.updatedAt),
  };
}
