import "server-only";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  cities,
  departments,
  doctorHospitals,
  hospitalAccreditations,
  hospitalDepartments,
  hospitalFacilities,
  hospitalInsurers,
  hospitals,
  insurers,
  hospitalTreatmentCosts,
  localities,
  treatments,
} from "@/src/db/schema";
import { HOSPITAL_FACILITIES, type HospitalFacilityKey } from "@/src/lib/catalog/facilities";
import type { HospitalSort } from "@/src/lib/catalog/listing-filters";
import type { Hospital, HospitalSummary, InsurerType, Page } from "@/src/lib/catalog/types";
import { checksOf, readPublishedFacts } from "./facts";
import {
  countWhere,
  departmentOrder,
  departmentRef,
  iso,
  page,
  paging,
  paths,
  q,
  refColumns,
  treatmentOrder,
} from "./shared";

const columns = {
  id: hospitals.id,
  name: hospitals.name,
  slug: hospitals.slug,
  address: hospitals.address,
  latitude: hospitals.latitude,
  longitude: hospitals.longitude,
  beds: hospitals.beds,
  establishedYear: hospitals.establishedYear,
  rating: hospitals.rating,
  ayushmanEmpanelled: hospitals.ayushmanEmpanelled,
  sponsored: hospitals.sponsored,
  isSample: hospitals.isSample,
  about: hospitals.about,
  phone: hospitals.phone,
  pmjayId: hospitals.pmjayId,
  photoUrl: hospitals.photoUrl,
  cghsId: hospitals.cghsId,
  updatedAt: hospitals.updatedAt,
  city: { id: cities.id, name: cities.name, slug: cities.slug },
  locality: { id: localities.id, name: localities.name, slug: localities.slug },
  accreditationBodies: sql<
    string[]
  >`coalesce((select array_agg(${q(hospitalAccreditations.body)} order by ${q(hospitalAccreditations.body)}) from ${hospitalAccreditations} where ${q(hospitalAccreditations.hospitalId)} = ${q(hospitals.id)}), '{}')`,
  reviewCount: hospitals.reviewCount,
  departmentCount: countWhere(hospitalDepartments.hospitalId, hospitals.id),
  cashlessInsurers: sql<
    string[]
  >`coalesce((select array_agg(${q(insurers.name)} order by ${q(insurers.type)} = 'Govt.' desc, ${q(insurers.name)}) from ${hospitalInsurers} join ${insurers} on ${q(insurers.id)} = ${q(hospitalInsurers.insurerId)} where ${q(hospitalInsurers.hospitalId)} = ${q(hospitals.id)} and ${q(hospitalInsurers.cashless)}), '{}')`,
};

/**
 * Hospitals with their city, locality and accreditation bodies. Listings select the profile's
 * few extra columns too: one query shape is simpler than two.
 */
function selectHospitals(db: Database) {
  return db
    .select(columns)
    .from(hospitals)
    .innerJoin(cities, eq(cities.id, hospitals.cityId))
    .leftJoin(localities, eq(localities.id, hospitals.localityId))
    .$dynamic();
}

type HospitalRow = Awaited<ReturnType<typeof selectHospitals>>[number];

function toSummary(row: HospitalRow): HospitalSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    href: paths.hospital(row.slug),
    city: row.city,
    locality: row.locality,
    address: row.address,
    coordinates:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    beds: row.beds,
    establishedYear: row.establishedYear,
    rating: row.rating,
    accreditationBodies: row.accreditationBodies,
    ayushmanEmpanelled: row.ayushmanEmpanelled,
    sponsored: row.sponsored,
    isSample: row.isSample,
    reviewCount: row.reviewCount,
    departmentCount: row.departmentCount,
    cashlessInsurers: row.cashlessInsurers,
  };
}

export interface HospitalFilters {
  cityId?: number;
  localityId?: number;
  /** Hospitals with this department. */
  departmentId?: number;
  /** Hospitals with a cost of their own for this treatment: those that offer it. */
  treatmentId?: number;
  /** Hospitals that accept this insurer or scheme. */
  insurerId?: number;
  /** With `insurerId`: only hospitals where it is cashless. */
  cashlessOnly?: boolean;
  /** Empanelled under Ayushman Bharat PM-JAY. */
  ayushman?: boolean;
  /** Holding this accreditation ('NABH', 'JCI'). */
  accreditation?: string;
  sort?: HospitalSort;
  limit?: number;
  offset?: number;
}

function hospitalWhere(db: Database, f: HospitalFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.cityId !== undefined) where.push(eq(hospitals.cityId, f.cityId));
  if (f.localityId !== undefined) where.push(eq(hospitals.localityId, f.localityId));
  if (f.departmentId !== undefined) {
    where.push(
      inArray(
        hospitals.id,
        db
          .select({ id: hospitalDepartments.hospitalId })
          .from(hospitalDepartments)
          .where(eq(hospitalDepartments.departmentId, f.departmentId)),
      ),
    );
  }
  if (f.treatmentId !== undefined) {
    where.push(
      inArray(
        hospitals.id,
        db
          .select({ id: hospitalTreatmentCosts.hospitalId })
          .from(hospitalTreatmentCosts)
          .where(eq(hospitalTreatmentCosts.treatmentId, f.treatmentId)),
      ),
    );
  }
  if (f.insurerId !== undefined) {
    const accepts = eq(hospitalInsurers.insurerId, f.insurerId);
    where.push(
      inArray(
        hospitals.id,
        db
          .select({ id: hospitalInsurers.hospitalId })
          .from(hospitalInsurers)
          .where(f.cashlessOnly ? and(accepts, eq(hospitalInsurers.cashless, true)) : accepts),
      ),
    );
  }
  if (f.ayushman) where.push(eq(hospitals.ayushmanEmpanelled, true));
  if (f.accreditation !== undefined) {
    where.push(
      inArray(
        hospitals.id,
        db
          .select({ id: hospitalAccreditations.hospitalId })
          .from(hospitalAccreditations)
          .where(eq(hospitalAccreditations.body, f.accreditation)),
      ),
    );
  }
  return and(...where);
}

/** Each sort's order after the sponsored rows; an id last, so that paging is stable. */
const HOSPITAL_ORDER: Record<HospitalSort, SQL[]> = {
  relevance: [sql`${hospitals.rating} desc nulls last`, sql`${hospitals.beds} desc nulls last`],
  rating: [sql`${hospitals.rating} desc nulls last`, desc(hospitals.reviewCount)],
  beds: [sql`${hospitals.beds} desc nulls last`, sql`${hospitals.rating} desc nulls last`],
};

/**
 * A page of hospitals: sponsored ones first (pages label them), then in the chosen sort's order
 * (relevance: rating, then size) and by id, so that paging is stable.
 */
export async function listHospitals(
  db: Database,
  filters: HospitalFilters = {},
): Promise<Page<HospitalSummary>> {
  const p = paging(filters);
  const where = hospitalWhere(db, filters);
  const [rows, [total]] = await Promise.all([
    selectHospitals(db)
      .where(where)
      .orderBy(
        desc(hospitals.sponsored),
        ...HOSPITAL_ORDER[filters.sort ?? "relevance"],
        asc(hospitals.id),
      )
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(hospitals).where(where),
  ]);
  return page(rows.map(toSummary), total?.n ?? 0, p);
}

/** A hospital's profile; null when no hospital has that slug. */
export async function getHospitalBySlug(db: Database, slug: string): Promise<Hospital | null> {
  const [row] = await selectHospitals(db).where(eq(hospitals.slug, slug)).limit(1);
  if (!row) return null;
  const [accreditationRows, departmentRows, insurerRows, [doctors], facilityRows, costRows] =
    await Promise.all([
      db
        .select({
          body: hospitalAccreditations.body,
          certificateNumber: hospitalAccreditations.certificateNumber,
          validUntil: hospitalAccreditations.validUntil,
        })
        .from(hospitalAccreditations)
        .where(eq(hospitalAccreditations.hospitalId, row.id))
        .orderBy(asc(hospitalAccreditations.body)),
      db
        .select(refColumns(departments))
        .from(hospitalDepartments)
        .innerJoin(departments, eq(departments.id, hospitalDepartments.departmentId))
        .where(eq(hospitalDepartments.hospitalId, row.id))
        .orderBy(...departmentOrder),
      db
        .select({
          id: insurers.id,
          name: insurers.name,
          slug: insurers.slug,
          type: insurers.type,
          cashless: hospitalInsurers.cashless,
        })
        .from(hospitalInsurers)
        .innerJoin(insurers, eq(insurers.id, hospitalInsurers.insurerId))
        .where(eq(hospitalInsurers.hospitalId, row.id))
        .orderBy(sql`${insurers.type} = 'Govt.' desc`, asc(insurers.name)),
      db.select({ n: count() }).from(doctorHospitals).where(eq(doctorHospitals.hospitalId, row.id)),
      db
        .select({ key: hospitalFacilities.facility, quantity: hospitalFacilities.quantity })
        .from(hospitalFacilities)
        .where(eq(hospitalFacilities.hospitalId, row.id)),
      db
        .select({
          minCost: hospitalTreatmentCosts.minCost,
          maxCost: hospitalTreatmentCosts.maxCost,
          treatment: refColumns(treatments),
        })
        .from(hospitalTreatmentCosts)
        .innerJoin(treatments, eq(treatments.id, hospitalTreatmentCosts.treatmentId))
        .where(eq(hospitalTreatmentCosts.hospitalId, row.id))
        .orderBy(...treatmentOrder),
    ]);
  return {
    ...toSummary(row),
    about: row.about,
    facilities: facilityRows
      .map((f) => ({ key: f.key as HospitalFacilityKey, quantity: f.quantity }))
      .sort((a, b) => HOSPITAL_FACILITIES.indexOf(a.key) - HOSPITAL_FACILITIES.indexOf(b.key)),
    treatmentCosts: costRows.map(({ treatment, ...cost }) => ({
      ...cost,
      treatment: { ...treatment, href: paths.treatment(treatment.slug) },
    })),
    phone: row.phone,
    photoUrl: row.photoUrl,
    accreditations: accreditationRows,
    empanelment: { pmjayId: row.pmjayId, cghsId: row.cghsId },
    departments: departmentRows.map(departmentRef),
    insurers: insurerRows.map(({ cashless, ...insurer }) => ({
      insurer: { ...insurer, type: insurer.type as InsurerType, href: paths.insurer(insurer.slug) },
      cashless,
    })),
    doctorCount: doctors?.n ?? 0,
    updatedAt: iso(row.updatedAt),
    factChecks: checksOf(await readPublishedFacts(db, "hospital", row.id)),
  };
}
