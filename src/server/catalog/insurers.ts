import "server-only";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { hospitalInsurers, hospitals, insurers } from "@/src/db/schema";
import type { Insurer, InsurerType } from "@/src/lib/catalog/types";
import { paths, q } from "./shared";

function selectInsurers(db: Database, cityId: number | undefined) {
  const inCity = cityId === undefined ? sql`true` : sql`${q(hospitals.cityId)} = ${cityId}`;
  return db
    .select({
      id: insurers.id,
      name: insurers.name,
      slug: insurers.slug,
      type: insurers.type,
      hospitalCount: sql<number>`(select count(*)::int from ${hospitalInsurers} join ${hospitals} on ${q(hospitals.id)} = ${q(hospitalInsurers.hospitalId)} where ${q(hospitalInsurers.insurerId)} = ${q(insurers.id)} and ${inCity})`,
    })
    .from(insurers)
    .$dynamic();
}

type InsurerRow = Awaited<ReturnType<typeof selectInsurers>>[number];

function toInsurer(row: InsurerRow): Insurer {
  return { ...row, type: row.type as InsurerType, href: paths.insurer(row.slug) };
}

export interface InsurerFilters {
  /** 'Govt.' (Ayushman, CGHS, ECHS…) or 'Private'. */
  type?: InsurerType;
  /** Count only this city's hospitals. */
  cityId?: number;
}

/** Insurers and schemes, government schemes first, then by name, with their hospital counts. */
export async function listInsurers(db: Database, filters: InsurerFilters = {}): Promise<Insurer[]> {
  const where: SQL[] = [];
  if (filters.type !== undefined) where.push(eq(insurers.type, filters.type));
  const rows = await selectInsurers(db, filters.cityId)
    .where(and(...where))
    .orderBy(sql`${insurers.type} = 'Govt.' desc`, asc(insurers.name));
  return rows.map(toInsurer);
}

/** An insurer of the /hospitals/insurance/{insurer} pages; null when there is none. */
export async function getInsurerBySlug(
  db: Database,
  slug: string,
  options: { cityId?: number } = {},
): Promise<Insurer | null> {
  const [row] = await selectInsurers(db, options.cityId).where(eq(insurers.slug, slug)).limit(1);
  return row ? toInsurer(row) : null;
}
