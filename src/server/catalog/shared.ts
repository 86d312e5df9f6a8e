import "server-only";
import { asc, type Column, getTableName, type SQL, sql } from "drizzle-orm";
import { departments, treatments } from "@/src/db/schema";
import type { ContentLocale, DepartmentRef, Page } from "@/src/lib/catalog/types";
import { hrefFor } from "@/src/lib/page-registry";

/** Links to catalogue pages, built from the page-type registry's route patterns. */
export const paths = {
  doctor: (slug: string) => hrefFor("doctor", { slug }),
  hospital: (slug: string) => hrefFor("hospital", { slug }),
  treatment: (slug: string) => hrefFor("treatment", { slug }),
  condition: (slug: string) => hrefFor("condition", { slug }),
  department: (slug: string) => hrefFor("department", { slug }),
  test: (slug: string) => hrefFor("test", { slug }),
  insurer: (slug: string) => hrefFor("insurer", { insurer: slug }),
  article: (locale: ContentLocale, slug: string) => hrefFor("blog-post", { slug }, locale),
  author: (slug: string) => hrefFor("author", { slug }),
  reviewer: (slug: string) => hrefFor("reviewer", { slug }),
};

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Paging arguments made safe: limit 1..100 (default 20), offset ≥ 0, whole numbers. */
export function paging(args: { limit?: number; offset?: number }): {
  limit: number;
  offset: number;
} {
  const whole = (n: number | undefined, fallback: number) =>
    n === undefined || !Number.isFinite(n) ? fallback : Math.trunc(n);
  return {
    limit: Math.min(MAX_PAGE_SIZE, Math.max(1, whole(args.limit, DEFAULT_PAGE_SIZE))),
    offset: Math.max(0, whole(args.offset, 0)),
  };
}

export function page<T>(items: T[], total: number, p: { limit: number; offset: number }): Page<T> {
  return { items, total, limit: p.limit, offset: p.offset };
}

export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

/** id, name, Hindi name and slug: the columns of a reference to a catalogue page. */
export function refColumns<T extends Record<"id" | "name" | "nameHi" | "slug", Column>>(
  table: T,
): Pick<T, "id" | "name" | "nameHi" | "slug"> {
  return { id: table.id, name: table.name, nameHi: table.nameHi, slug: table.slug };
}

/** Treatments in the order pages list them: the popular ones in their rank, then by name. */
export const treatmentOrder: SQL[] = [
  sql`${treatments.popularRank} asc nulls last`,
  asc(treatments.name),
];

/** Departments in menu order. */
export const departmentOrder: SQL[] = [asc(departments.position), asc(departments.name)];

export function departmentRef(row: {
  id: number;
  name: string;
  nameHi: string | null;
  slug: string;
}): DepartmentRef {
  return { ...row, href: paths.department(row.slug) };
}

/**
 * `"table"."column"`, always qualified. Drizzle leaves columns unqualified in a select without
 * joins, so inside a correlated subquery `${departments.id}` would bind to the subquery's own
 * `id`: write the columns of hand-written subqueries with q().
 */
export function q(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** The number of rows whose `column` equals the outer query's `parent` (a correlated count). */
export function countWhere(column: Column, parent: Column): SQL<number> {
  return sql<number>`(select count(*)::int from ${column.table} where ${q(column)} = ${q(parent)})`;
}
