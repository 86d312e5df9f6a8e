import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/src/db";
import {
  cities,
  departments,
  doctorEducation,
  doctorHospitals,
  doctorMemberships,
  doctors,
  doctorTreatments,
  hospitalAccreditations,
  hospitalInsurers,
  hospitals,
  treatments,
} from "@/src/db/schema";
import type { DoctorSort } from "@/src/lib/catalog/listing-filters";
import type {
  Doctor,
  DoctorPractice,
  DoctorSummary,
  Gender,
  HospitalRef,
  Page,
  TreatmentRef,
  VerificationStatus,
  Weekday,
} from "@/src/lib/catalog/types";
import { checksOf, readPublishedFacts } from "./facts";
import { departmentRef, iso, page, paging, paths, q, refColumns } from "./shared";

const primary = alias(hospitals, "primary_hospital");

const summaryColumns = {
  id: doctors.id,
  name: doctors.name,
  slug: doctors.slug,
  qualifications: doctors.qualifications,
  experienceYears: doctors.experienceYears,
  practiceSince: doctors.practiceSince,
  consultationFee: doctors.consultationFee,
  languages: doctors.languages,
  rating: doctors.rating,
  gender: doctors.gender,
  photoUrl: doctors.photoUrl,
  verificationStatus: doctors.verificationStatus,
  verifiedAt: doctors.verifiedAt,
  verificationMethod: doctors.verificationMethod,
  sponsored: doctors.sponsored,
  isSample: doctors.isSample,
  reviewCount: doctors.reviewCount,
  city: { id: cities.id, name: cities.name, slug: cities.slug },
  department: refColumns(departments),
  hospital: {
    id: primary.id,
    name: primary.name,
    slug: primary.slug,
    cityId: primary.cityId,
    locality: primary.locality,
    latitude: primary.latitude,
    longitude: primary.longitude,
  },
};

const detailColumns = {
  ...summaryColumns,
  about: doctors.about,
  registrationNumber: doctors.registrationNumber,
  registrationCouncil: doctors.registrationCouncil,
  registrationYear: doctors.registrationYear,
  updatedAt: doctors.updatedAt,
};

/**
 * Doctors with their city, department and primary hospital. Listings select the profile's few
 * extra columns too: one query shape is simpler than two, and the extra text is small.
 */
function selectDoctors(db: Database) {
  return db
    .select(detailColumns)
    .from(doctors)
    .innerJoin(cities, eq(cities.id, doctors.cityId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .leftJoin(primary, eq(primary.id, doctors.hospitalId))
    .$dynamic();
}

type DoctorRow = Awaited<ReturnType<typeof selectDoctors>>[number];

function hospitalRef(row: {
  id: number;
  name: string;
  slug: string;
  cityId: number;
  locality: string;
}): HospitalRef {
  const { id, name, slug, cityId, locality } = row;
  return { id, name, slug, cityId, locality, href: paths.hospital(slug) };
}

function toSummary(row: DoctorRow): DoctorSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    href: paths.doctor(row.slug),
    city: row.city,
    department: departmentRef(row.department),
    primaryHospital: row.hospital ? hospitalRef(row.hospital) : null,
    // A doctor is where their primary hospital is ('near me' orders by it, DS-37).
    coordinates:
      row.hospital?.latitude != null && row.hospital.longitude != null
        ? { latitude: row.hospital.latitude, longitude: row.hospital.longitude }
        : null,
    qualifications: row.qualifications,
    experienceYears: row.experienceYears,
    practiceSince: row.practiceSince,
    consultationFee: row.consultationFee,
    languages: row.languages,
    rating: row.rating,
    gender: row.gender as Gender | null,
    photoUrl: row.photoUrl,
    verification: {
      status: row.verificationStatus as VerificationStatus,
      verifiedAt: iso(row.verifiedAt),
      method: row.verificationMethod,
    },
    sponsored: row.sponsored,
    isSample: row.isSample,
    reviewCount: row.reviewCount,
  };
}

export interface DoctorFilters {
  cityId?: number;
  departmentId?: number;
  /** Doctors practising at this hospital (on any day, primary or not). */
  hospitalId?: number;
  /** Doctors who perform this treatment. */
  treatmentId?: number;
  /** Doctors whose primary hospital is in this locality. */
  localityId?: number;
  gender?: Gender;
  /** A language the doctor speaks, as its slug (`hindi`), any letter case in the data. */
  language?: string;
  /** At least this many years of experience. */
  minExperience?: number;
  /** Consultation fee from feeMin up to feeMax rupees (both included). */
  feeMin?: number;
  feeMax?: number;
  /** Whose primary hospital accepts this insurer or scheme. */
  insurerId?: number;
  /** Whose primary hospital is empanelled under Ayushman Bharat PM-JAY. */
  ayushman?: boolean;
  /** Whose primary hospital holds this accreditation ('NABH', 'JCI'). */
  accreditation?: string;
  /** Leave out this doctor (the "similar doctors" of a profile). */
  excludeId?: number;
  sort?: DoctorSort;
  limit?: number;
  offset?: number;
}

function doctorWhere(db: Database, f: DoctorFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.cityId !== undefined) where.push(eq(doctors.cityId, f.cityId));
  if (f.departmentId !== undefined) where.push(eq(doctors.departmentId, f.departmentId));
  if (f.hospitalId !== undefined) {
    where.push(
      inArray(
        doctors.id,
        db
          .select({ id: doctorHospitals.doctorId })
          .from(doctorHospitals)
          .where(eq(doctorHospitals.hospitalId, f.hospitalId)),
      ),
    );
  }
  if (f.treatmentId !== undefined) {
    where.push(
      inArray(
        doctors.id,
        db
          .select({ id: doctorTreatments.doctorId })
          .from(doctorTreatments)
          .where(eq(doctorTreatments.treatmentId, f.treatmentId)),
      ),
    );
  }
  if (f.localityId !== undefined) {
    where.push(
      sql`${q(doctors.hospitalId)} in (select ${q(hospitals.id)} from ${hospitals} where ${q(hospitals.localityId)} = ${f.localityId})`,
    );
  }
  if (f.gender !== undefined) where.push(eq(doctors.gender, f.gender));
  if (f.language !== undefined) {
    where.push(
      sql`exists (select 1 from unnest(${q(doctors.languages)}) as l(name) where lower(replace(l.name, ' ', '-')) = ${f.language})`,
    );
  }
  if (f.minExperience !== undefined) where.push(gte(doctors.experienceYears, f.minExperience));
  if (f.feeMin !== undefined) where.push(gte(doctors.consultationFee, f.feeMin));
  if (f.feeMax !== undefined) where.push(lte(doctors.consultationFee, f.feeMax));
  if (f.insurerId !== undefined) {
    where.push(
      sql`${q(doctors.hospitalId)} in (select ${q(hospitalInsurers.hospitalId)} from ${hospitalInsurers} where ${q(hospitalInsurers.insurerId)} = ${f.insurerId})`,
    );
  }
  if (f.ayushman) {
    where.push(
      sql`${q(doctors.hospitalId)} in (select ${q(hospitals.id)} from ${hospitals} where ${q(hospitals.ayushmanEmpanelled)})`,
    );
  }
  if (f.accreditation !== undefined) {
    where.push(
      sql`${q(doctors.hospitalId)} in (select ${q(hospitalAccreditations.hospitalId)} from ${hospitalAccreditations} where ${q(hospitalAccreditations.body)} = ${f.accreditation})`,
    );
  }
  if (f.excludeId !== undefined) where.push(ne(doctors.id, f.excludeId));
  return and(...where);
}

/** Each sort's order after the sponsored rows; an id last, so that paging is stable. */
const DOCTOR_ORDER: Record<DoctorSort, SQL[]> = {
  relevance: [sql`${doctors.rating} desc nulls last`, desc(doctors.experienceYears)],
  experience: [desc(doctors.experienceYears), sql`${doctors.rating} desc nulls last`],
  rating: [sql`${doctors.rating} desc nulls last`, desc(doctors.reviewCount)],
  fee: [sql`${doctors.consultationFee} asc nulls last`, sql`${doctors.rating} desc nulls last`],
};

/**
 * A page of doctors: sponsored ones first (pages label them), then in the chosen sort's order
 * (relevance: rating, then experience) and by id, so that paging is stable.
 */
export async function listDoctors(
  db: Database,
  filters: DoctorFilters = {},
): Promise<Page<DoctorSummary>> {
  const p = paging(filters);
  const where = doctorWhere(db, filters);
  const [rows, [total]] = await Promise.all([
    selectDoctors(db)
      .where(where)
      .orderBy(
        desc(doctors.sponsored),
        ...DOCTOR_ORDER[filters.sort ?? "relevance"],
        asc(doctors.id),
      )
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(doctors).where(where),
  ]);
  return page(rows.map(toSummary), total?.n ?? 0, p);
}

const WEEK: readonly Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/** A doctor's profile; null when no doctor has that slug. */
export async function getDoctorBySlug(db: Database, slug: string): Promise<Doctor | null> {
  const [row] = await selectDoctors(db).where(eq(doctors.slug, slug)).limit(1);
  if (!row) return null;
  const [practiceRows, treatmentRows, education, memberships] = await Promise.all([
    db
      .select({
        days: doctorHospitals.days,
        isPrimary: doctorHospitals.isPrimary,
        hospital: {
          id: hospitals.id,
          name: hospitals.name,
          slug: hospitals.slug,
          cityId: hospitals.cityId,
          locality: hospitals.locality,
        },
      })
      .from(doctorHospitals)
      .innerJoin(hospitals, eq(hospitals.id, doctorHospitals.hospitalId))
      .where(eq(doctorHospitals.doctorId, row.id))
      .orderBy(desc(doctorHospitals.isPrimary), asc(hospitals.name)),
    db
      .select(refColumns(treatments))
      .from(doctorTreatments)
      .innerJoin(treatments, eq(treatments.id, doctorTreatments.treatmentId))
      .where(eq(doctorTreatments.doctorId, row.id))
      .orderBy(asc(treatments.name)),
    db
      .select({
        degree: doctorEducation.degree,
        institution: doctorEducation.institution,
        year: doctorEducation.year,
      })
      .from(doctorEducation)
      .where(eq(doctorEducation.doctorId, row.id))
      .orderBy(asc(doctorEducation.position)),
    db
      .select({ body: doctorMemberships.body, sinceYear: doctorMemberships.sinceYear })
      .from(doctorMemberships)
      .where(eq(doctorMemberships.doctorId, row.id))
      .orderBy(asc(doctorMemberships.body)),
  ]);
  const practices: DoctorPractice[] = practiceRows.map((p) => ({
    hospital: hospitalRef(p.hospital),
    days: WEEK.filter((d) => p.days.includes(d)),
    isPrimary: p.isPrimary,
  }));
  const treatmentRefs: TreatmentRef[] = treatmentRows.map((t) => ({
    ...t,
    href: paths.treatment(t.slug),
  }));
  return {
    ...toSummary(row),
    about: row.about,
    registration: row.registrationNumber
      ? {
          number: row.registrationNumber,
          council: row.registrationCouncil,
          year: row.registrationYear,
        }
      : null,
    practices,
    treatments: treatmentRefs,
    education,
    memberships,
    updatedAt: iso(row.updatedAt),
    factChecks: checksOf(await readPublishedFacts(db, "doctor", row.id)),
  };
}

/** The languages doctors speak (of one city's doctors when asked), by name: the language filter. */
export async function listDoctorLanguages(
  db: Database,
  options: { cityId?: number } = {},
): Promise<string[]> {
  const inCity = options.cityId === undefined ? sql`true` : eq(doctors.cityId, options.cityId);
  const result = (await db.execute(
    sql`select distinct l.name from ${doctors}, unnest(${q(doctors.languages)}) as l(name) where ${inCity} order by l.name`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows.map((r) => r.name);
}
