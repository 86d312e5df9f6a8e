import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  conditions,
  departments,
  hospitalDepartments,
  insurers,
  treatmentConditions,
  treatments,
} from "@/src/db/schema";
import type { CityOption } from "@/src/lib/api/contracts/cities";
import type { ConditionOption } from "@/src/lib/api/contracts/conditions";
import type { InsurerOption } from "@/src/lib/api/contracts/insurers";
import type { SpecialityOption } from "@/src/lib/api/contracts/specialities";
import { OTHER_TREATMENT, type TreatmentOption } from "@/src/lib/api/contracts/treatments";

import { hindiName } from "@/src/lib/i18n/localize-hi";
import { listCities } from "@/src/server/catalog";

export type { CityOption, ConditionOption, InsurerOption, SpecialityOption, TreatmentOption };
export { OTHER_TREATMENT };

/** Every city as GET /api/cities answers it, the popular ones first in their fixed order. */
export async function cityOptions(db: Database): Promise<CityOption[]> {
  const cities = await listCities(db);
  return cities.map((c) => ({
    CityId: c.id,
    CityName: c.name,
    CityNameHi: hindiName(c.name) ?? null,
    Type: c.popularRank === null ? "other" : "popular",
    slug: c.slug,
    state: c.state,
    stateHi: hindiName(c.state) ?? null,
    latitude: c.latitude,
    longitude: c.longitude,
    webIconPrimary: c.iconPrimary,
    webIconSecondary: c.iconSecondary,
  }));
}

/**
 * Treatments of a department (every treatment for -1 or none) by name, 'Other' appended; each
 * with the names of the conditions it treats as its keywords.
 */
export async function treatmentOptions(
  db: Database,
  departmentId?: number,
): Promise<TreatmentOption[]> {
  const query = db
    .select({
      ProcedureId: treatments.id,
      ProcedureName: treatments.name,
      RouteId: treatments.routeId,
      departmentid: treatments.departmentId,
      nameHi: treatments.nameHi,
      popularRank: treatments.popularRank,
    })
    .from(treatments)
    .orderBy(asc(treatments.name))
    .$dynamic();
  const [rows, links] = await Promise.all([
    departmentId !== undefined && departmentId >= 0
      ? query.where(eq(treatments.departmentId, departmentId))
      : query,
    db
      .select({
        treatmentId: treatmentConditions.treatmentId,
        name: conditions.name,
        nameHi: conditions.nameHi,
      })
      .from(treatmentConditions)
      .innerJoin(conditions, eq(conditions.id, treatmentConditions.conditionId))
      .orderBy(asc(conditions.name)),
  ]);
  const keywords = new Map<number, string[]>();
  for (const link of links) {
    const list = keywords.get(link.treatmentId) ?? [];
    list.push(link.name, ...(link.nameHi ? [link.nameHi] : []));
    keywords.set(link.treatmentId, list);
  }
  const options = rows.map((t) => ({ ...t, keywords: keywords.get(t.ProcedureId) ?? [] }));
  return [...options, OTHER_TREATMENT];
}

/** Departments a hospital offers (every department when no hospital is named). */
export async function specialityOptions(
  db: Database,
  hospitalId?: number,
): Promise<SpecialityOption[]> {
  const columns = {
    DepartmentId: departments.id,
    DepartmentName: departments.name,
    DepartmentNameHi: departments.nameHi,
    SpecializationList: departments.specializations,
  };
  if (hospitalId === undefined) {
    return db
      .select(columns)
      .from(departments)
      .orderBy(asc(departments.position), asc(departments.name));
  }
  return db
    .select(columns)
    .from(hospitalDepartments)
    .innerJoin(departments, eq(departments.id, hospitalDepartments.departmentId))
    .where(eq(hospitalDepartments.hospitalId, hospitalId))
    .orderBy(asc(departments.position), asc(departments.name));
}

/** Conditions as options (LF-20: a disease's DiseaseName). */
export async function conditionOptions(
  db: Database,
  departmentId?: number,
): Promise<ConditionOption[]> {
  const query = db
    .select({
      DiseaseId: conditions.id,
      DiseaseName: conditions.name,
      departmentid: conditions.departmentId,
      nameHi: conditions.nameHi,
    })
    .from(conditions)
    .orderBy(asc(conditions.name))
    .$dynamic();
  return departmentId !== undefined && departmentId >= 0
    ? query.where(eq(conditions.departmentId, departmentId))
    : query;
}

/**
 * Insurers and schemes by name (the form offers those of the patient's insurance type), each
 * with its Hindi name for Hindi pages (the value the form sends stays the English name).
 */
export async function insurerOptions(db: Database): Promise<InsurerOption[]> {
  const rows = await db
    .select({ InsurerId: insurers.id, InsurerName: insurers.name, type: insurers.type })
    .from(insurers)
    .orderBy(asc(insurers.name));
  return rows.map((r) => ({ ...r, InsurerNameHi: hindiName(r.InsurerName) ?? null }));
}
