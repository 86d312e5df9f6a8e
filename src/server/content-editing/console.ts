import "server-only";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "@/src/db";
import { cities, doctors, hospitals, treatmentCosts, treatments } from "@/src/db/schema";
import { orderCities } from "@/src/lib/catalog/cities";

/** Reads of the console's content pages (the workflow's reads are in ./workflow). */

export async function listTreatmentsForEditing(db: Database) {
  return db
    .select({ slug: treatments.slug, name: treatments.name, summaryHi: treatments.summaryHi })
    .from(treatments)
    .orderBy(asc(treatments.name));
}

/** A treatment's cost in every city that has one, popular cities first. */
export async function treatmentCityCosts(db: Database, treatmentId: number) {
  const rows = await db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      minCost: treatmentCosts.minCost,
      avgCost: treatmentCosts.avgCost,
      maxCost: treatmentCosts.maxCost,
    })
    .from(treatmentCosts)
    .innerJoin(cities, eq(cities.id, treatmentCosts.cityId))
    .where(and(eq(treatmentCosts.treatmentId, treatmentId)));
  return orderCities(rows);
}

/** Hospitals or doctors whose name or slug holds `query` (the console's profile finder). */
export async function findProfiles(db: Database, kind: "hospital" | "doctor", query: string) {
  const table = kind === "hospital" ? hospitals : doctors;
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ slug: table.slug, name: table.name })
    .from(table)
    .where(or(ilike(table.name, pattern), ilike(table.slug, pattern)))
    .orderBy(asc(table.name))
    .limit(50);
}
