import "server-only";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  cities,
  departments,
  doctors,
  hospitals,
  treatmentCosts,
  treatments,
} from "@/src/db/schema";
import type { ContentFields } from "@/src/lib/content-editing/fields";
import { treatmentChanges } from "@/src/lib/content-editing/doctor-treatments";
import { hrefFor } from "@/src/lib/page-registry";
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

/** A doctor's department and city, and the catalogue's treatments with their departments. */
export async function doctorTreatmentChoices(db: Database, doctorSlug: string) {
  const [doctor] = await db
    .select({
      name: doctors.name,
      departmentId: doctors.departmentId,
      department: departments.name,
      city: cities.slug,
      cityName: cities.name,
    })
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .innerJoin(cities, eq(cities.id, doctors.cityId))
    .where(eq(doctors.slug, doctorSlug))
    .limit(1);
  if (!doctor) return null;
  const all = await db
    .select({
      slug: treatments.slug,
      name: treatments.name,
      departmentId: treatments.departmentId,
      department: departments.name,
    })
    .from(treatments)
    .innerJoin(departments, eq(departments.id, treatments.departmentId))
    .orderBy(asc(treatments.name));
  return {
    doctor,
    treatments: all.map(({ departmentId, ...t }) => ({
      ...t,
      ownDepartment: departmentId === doctor.departmentId,
    })),
  };
}

/**
 * A doctor's treatments change as the reviewer reads it: the names added and removed, each
 * flagged when it is outside the doctor's department, with the city page each one moves.
 */
export async function doctorTreatmentsChange(
  db: Database,
  doctorSlug: string,
  base: ContentFields,
  fields: ContentFields,
) {
  const choices = await doctorTreatmentChoices(db, doctorSlug);
  const { added, removed } = treatmentChanges(base, fields);
  const named = (slugs: string[]) =>
    slugs.map((slug) => {
      const t = choices?.treatments.find((x) => x.slug === slug);
      return {
        slug,
        name: t?.name ?? slug,
        department: t?.department ?? null,
        ownDepartment: t?.ownDepartment ?? false,
        cityPage: choices ? hrefFor("city-treatment", { city: choices.doctor.city, slug }) : null,
      };
    });
  return { doctor: choices?.doctor ?? null, added: named(added), removed: named(removed) };
}
