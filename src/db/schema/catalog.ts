import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  numeric,
  smallint,
  type AnyPgColumn,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { HOSPITAL_FACILITIES } from "../../lib/catalog/facilities";
import { timestamptz, updatedAt } from "./columns";

/**
 * A doctor's or hospital's patient rating: the average of its reviews to one decimal and their
 * number. Never written by the application: a trigger on patient_reviews keeps both equal to the
 * reviews (migration 0020), so the profile header, its reviews section, the listing cards, the
 * rating sort and the JSON-LD all read one figure. Null and 0 without reviews.
 */
const reviewAggregate = () => ({
  rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
  reviewCount: integer("review_count").notNull().default(0),
});

function reviewAggregateCheck(
  table: "doctors" | "hospitals",
  t: { rating: AnyPgColumn; reviewCount: AnyPgColumn },
) {
  return check(
    `${table}_review_aggregate_check`,
    sql`(${t.reviewCount} = 0) = (${t.rating} is null) and ${t.reviewCount} >= 0 and (${t.rating} is null or ${t.rating} between 1 and 5)`,
  );
}

/** Cities. `popularRank` 1-6 puts a city among the spec's popular ones, in that order. */
export const cities = pgTable("cities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  state: text("state").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  /** 'metro' | 'tier1' | 'tier2' */
  type: text("type").notNull(),
  iconPrimary: text("icon_primary"),
  iconSecondary: text("icon_secondary"),
  popularRank: integer("popular_rank"),
  updatedAt: updatedAt(),
});

/** Neighbourhoods of a city; the slug is unique within its city. */
export const localities = pgTable(
  "localities",
  {
    id: integer("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("localities_city_slug_key").on(t.cityId, t.slug)],
);

export const departments = pgTable("departments", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** Hindi name (Devanagari), for /hi pages and Hindi search; null when not yet translated. */
  nameHi: text("name_hi"),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  /** The description in Hindi, written by editors in the console; null until then. */
  descriptionHi: text("description_hi"),
  /** The spec's SpecializationList. */
  specializations: text("specializations").array().notNull().default([]),
  icon: text("icon"),
  position: integer("position").notNull().default(0),
  updatedAt: updatedAt(),
});

/** Treatments / procedures (the spec's ProcedureId, ProcedureName, RouteId, departmentid). */
export const treatments = pgTable(
  "treatments",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    slug: text("slug").notNull().unique(),
    routeId: integer("route_id").notNull(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    summary: text("summary").notNull().default(""),
    /** The description in Hindi, written by editors in the console; null until then. */
    summaryHi: text("summary_hi"),
    durationMinutes: integer("duration_minutes"),
    hospitalStayDays: integer("hospital_stay_days"),
    recoveryDays: integer("recovery_days"),
    popularRank: integer("popular_rank"),
    updatedAt: updatedAt(),
  },
  (t) => [index("treatments_department_idx").on(t.departmentId)],
);

/** Cost range of a treatment in a city, in whole rupees. */
export const treatmentCosts = pgTable(
  "treatment_costs",
  {
    treatmentId: integer("treatment_id")
      .notNull()
      .references(() => treatments.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    minCost: integer("min_cost").notNull(),
    maxCost: integer("max_cost").notNull(),
    /** The average an editor entered (console); null when only the range is known. */
    avgCost: integer("avg_cost"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.treatmentId, t.cityId] }),
    check(
      "treatment_costs_range_check",
      sql`${t.minCost} >= 0 and ${t.minCost} <= ${t.maxCost} and (${t.avgCost} is null or (${t.avgCost} >= ${t.minCost} and ${t.avgCost} <= ${t.maxCost}))`,
    ),
    index("treatment_costs_city_idx").on(t.cityId),
  ],
);

/** Conditions (diseases); the spec's DiseaseName is `name`. */
export const conditions = pgTable(
  "conditions",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    slug: text("slug").notNull().unique(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    summary: text("summary").notNull().default(""),
    /** The description in Hindi, written by editors in the console; null until then. */
    summaryHi: text("summary_hi"),
    symptoms: text("symptoms").array().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [index("conditions_department_idx").on(t.departmentId)],
);

/** Which treatments treat which conditions (a condition page lists its treatments and back). */
export const treatmentConditions = pgTable(
  "treatment_conditions",
  {
    treatmentId: integer("treatment_id")
      .notNull()
      .references(() => treatments.id),
    conditionId: integer("condition_id")
      .notNull()
      .references(() => conditions.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.treatmentId, t.conditionId] }),
    index("treatment_conditions_condition_idx").on(t.conditionId),
  ],
);

/** Insurers; `type` is the spec's insurance type value: 'Govt.' or 'Private'. */
export const insurers = pgTable("insurers", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  type: text("type").notNull(),
  updatedAt: updatedAt(),
});

export const hospitals = pgTable(
  "hospitals",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    /** The locality's name as shown in the address; `localityId` links the localities row. */
    locality: text("locality").notNull(),
    localityId: integer("locality_id").references(() => localities.id),
    address: text("address").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    phone: text("phone"),
    beds: integer("beds"),
    establishedYear: integer("established_year"),
    /**
     * Accreditation bodies only (kept for existing readers); hospital_accreditations holds the
     * certificates and is what the catalogue layer reads. The seed fills both from one list.
     */
    accreditations: text("accreditations").array().notNull().default([]),
    ayushmanEmpanelled: boolean("ayushman_empanelled").notNull().default(false),
    /** Empanelment ids under Ayushman Bharat PM-JAY and CGHS; null when not empanelled. */
    pmjayId: text("pmjay_id"),
    cghsId: text("cghs_id"),
    ...reviewAggregate(),
    about: text("about").notNull().default(""),
    /** A paid placement: listings show it labelled as sponsored. */
    sponsored: boolean("sponsored").notNull().default(false),
    /** The published photo (/media/{hash}-{width}.webp, set by the console); null: none. */
    photoUrl: text("photo_url"),
    /** Every hospital in the sample data is fictional and marked so. */
    isSample: boolean("is_sample").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hospitals_city_idx").on(t.cityId),
    index("hospitals_locality_idx").on(t.localityId),
    reviewAggregateCheck("hospitals", t),
    // The listings' relevance order (sponsored first, then rating, size, id), all India and per
    // city: the first page of a listing reads 20 index entries instead of sorting every row.
    index("hospitals_ranking_idx").on(
      t.sponsored.desc().nullsFirst(),
      t.rating.desc().nullsLast(),
      t.beds.desc().nullsLast(),
      t.id,
    ),
    index("hospitals_city_ranking_idx").on(
      t.cityId,
      t.sponsored.desc().nullsFirst(),
      t.rating.desc().nullsLast(),
      t.beds.desc().nullsLast(),
      t.id,
    ),
  ],
);

/** A hospital's accreditations (NABH, JCI, NABL…) with certificate number and validity. */
export const hospitalAccreditations = pgTable(
  "hospital_accreditations",
  {
    hospitalId: integer("hospital_id")
      .notNull()
      .references(() => hospitals.id),
    /** The accrediting body: 'NABH' | 'JCI' | 'NABL' | … */
    body: text("body").notNull(),
    certificateNumber: text("certificate_number"),
    validUntil: date("valid_until", { mode: "string" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.hospitalId, t.body] })],
);

export const hospitalDepartments = pgTable(
  "hospital_departments",
  {
    hospitalId: integer("hospital_id")
      .notNull()
      .references(() => hospitals.id),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.hospitalId, t.departmentId] }),
    index("hospital_departments_department_idx").on(t.departmentId),
  ],
);

export const hospitalInsurers = pgTable(
  "hospital_insurers",
  {
    hospitalId: integer("hospital_id")
      .notNull()
      .references(() => hospitals.id),
    insurerId: integer("insurer_id")
      .notNull()
      .references(() => insurers.id),
    /** Cashless treatment at the hospital (otherwise the patient pays and claims reimbursement). */
    cashless: boolean("cashless").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.hospitalId, t.insurerId] }),
    index("hospital_insurers_insurer_idx").on(t.insurerId),
  ],
);

/** A hospital's facilities (keys of HOSPITAL_FACILITIES), with a count where one makes sense. */
export const hospitalFacilities = pgTable(
  "hospital_facilities",
  {
    hospitalId: integer("hospital_id")
      .notNull()
      .references(() => hospitals.id),
    facility: text("facility").notNull(),
    /** ICU beds, ambulances…; null where a count means nothing (a cafeteria). */
    quantity: integer("quantity"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.hospitalId, t.facility] }),
    check(
      "hospital_facilities_facility_check",
      sql`${t.facility} in (${sql.raw(HOSPITAL_FACILITIES.map((f) => `'${f}'`).join(", "))})`,
    ),
    check("hospital_facilities_quantity_check", sql`${t.quantity} is null or ${t.quantity} > 0`),
  ],
);

/** What a treatment costs at one hospital, in whole rupees (the city's range is treatment_costs). */
export const hospitalTreatmentCosts = pgTable(
  "hospital_treatment_costs",
  {
    hospitalId: integer("hospital_id")
      .notNull()
      .references(() => hospitals.id),
    treatmentId: integer("treatment_id")
      .notNull()
      .references(() => treatments.id),
    minCost: integer("min_cost").notNull(),
    maxCost: integer("max_cost").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.hospitalId, t.treatmentId] }),
    index("hospital_treatment_costs_treatment_idx").on(t.treatmentId),
    check(
      "hospital_treatment_costs_range_check",
      sql`${t.minCost} > 0 and ${t.minCost} <= ${t.maxCost}`,
    ),
  ],
);

export const doctors = pgTable(
  "doctors",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    /** The primary hospital; doctor_hospitals lists every hospital with its days. */
    hospitalId: integer("hospital_id").references(() => hospitals.id),
    /** 'female' | 'male' | 'other'; null when not stated. */
    gender: text("gender"),
    photoUrl: text("photo_url"),
    qualifications: text("qualifications").notNull().default(""),
    /** Registration with a State Medical Council or the NMC (sample data: SAMPLE-… numbers). */
    registrationNumber: text("registration_number"),
    registrationCouncil: text("registration_council"),
    registrationYear: integer("registration_year"),
    experienceYears: integer("experience_years").notNull().default(0),
    /** The year the doctor started practising (experience follows from it). */
    practiceSince: integer("practice_since"),
    /** 'unverified' | 'pending' | 'verified' */
    verificationStatus: text("verification_status").notNull().default("unverified"),
    verifiedAt: timestamptz("verified_at"),
    /** How it was verified, in a few words (e.g. "registration checked on the council's register"). */
    verificationMethod: text("verification_method"),
    consultationFee: integer("consultation_fee"),
    languages: text("languages").array().notNull().default([]),
    ...reviewAggregate(),
    about: text("about").notNull().default(""),
    /** A paid placement: listings show it labelled as sponsored. */
    sponsored: boolean("sponsored").notNull().default(false),
    isSample: boolean("is_sample").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("doctors_city_department_idx").on(t.cityId, t.departmentId),
    // The listings' relevance order (sponsored first, then rating, experience, id), all India
    // and per city: the first page reads 20 index entries instead of sorting every row.
    index("doctors_ranking_idx").on(
      t.sponsored.desc().nullsFirst(),
      t.rating.desc().nullsLast(),
      t.experienceYears.desc().nullsFirst(),
      t.id,
    ),
    index("doctors_city_ranking_idx").on(
      t.cityId,
      t.sponsored.desc().nullsFirst(),
      t.rating.desc().nullsLast(),
      t.experienceYears.desc().nullsFirst(),
      t.id,
    ),
    index("doctors_department_idx").on(t.departmentId),
    index("doctors_hospital_idx").on(t.hospitalId),
    uniqueIndex("doctors_registration_key").on(t.registrationCouncil, t.registrationNumber),
    check(
      "doctors_verification_status_check",
      sql`${t.verificationStatus} in ('unverified', 'pending', 'verified')`,
    ),
    check("doctors_gender_check", sql`${t.gender} in ('female', 'male', 'other')`),
    reviewAggregateCheck("doctors", t),
  ],
);

/** Every hospital a doctor practises at, with the days there ('mon' … 'sun'). */
export const doctorHospitals = pgTable(
  "doctor_hospitals",
  {
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id),
    hospitalId: integer("hospital_id")
      .notNull()
      .references(() => hospitals.id),
    days: text("days").array().notNull().default([]),
    isPrimary: boolean("is_primary").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.hospitalId] }),
    index("doctor_hospitals_hospital_idx").on(t.hospitalId),
    check(
      "doctor_hospitals_days_check",
      sql`${t.days} <@ array['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']::text[]`,
    ),
  ],
);

/** Treatments a doctor performs. */
export const doctorTreatments = pgTable(
  "doctor_treatments",
  {
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id),
    treatmentId: integer("treatment_id")
      .notNull()
      .references(() => treatments.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.treatmentId] }),
    index("doctor_treatments_treatment_idx").on(t.treatmentId),
  ],
);

/** A doctor's degrees and fellowships, in the order earned (`position` 1, 2, …). */
export const doctorEducation = pgTable(
  "doctor_education",
  {
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id),
    position: integer("position").notNull(),
    /** e.g. "MBBS", "MS (Ortho)", "Fellowship in Joint Replacement". */
    degree: text("degree").notNull(),
    institution: text("institution").notNull(),
    year: integer("year"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.position] })],
);

/** Professional bodies a doctor is a member of (e.g. "Indian Orthopaedic Association"). */
export const doctorMemberships = pgTable(
  "doctor_memberships",
  {
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id),
    body: text("body").notNull(),
    /** The year the membership began; null when not known. */
    sinceYear: integer("since_year"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.body] })],
);

export const diagnosticTests = pgTable(
  "diagnostic_tests",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    slug: text("slug").notNull().unique(),
    departmentId: integer("department_id").references(() => departments.id),
    sampleType: text("sample_type").notNull().default(""),
    preparation: text("preparation").notNull().default(""),
    /** A typical all-India range; test_prices holds the range per city. */
    minPrice: integer("min_price"),
    maxPrice: integer("max_price"),
    turnaroundHours: integer("turnaround_hours"),
    updatedAt: updatedAt(),
  },
  (t) => [index("diagnostic_tests_department_idx").on(t.departmentId)],
);

/** Price range of a diagnostic test in a city, in whole rupees. */
export const testPrices = pgTable(
  "test_prices",
  {
    testId: integer("test_id")
      .notNull()
      .references(() => diagnosticTests.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    minPrice: integer("min_price").notNull(),
    maxPrice: integer("max_price").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.cityId] }),
    index("test_prices_city_idx").on(t.cityId),
  ],
);

export const patientReviews = pgTable(
  "patient_reviews",
  {
    id: integer("id").primaryKey(),
    patientName: text("patient_name").notNull(),
    cityId: integer("city_id").references(() => cities.id),
    doctorId: integer("doctor_id").references(() => doctors.id),
    hospitalId: integer("hospital_id").references(() => hospitals.id),
    treatmentId: integer("treatment_id").references(() => treatments.id),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    /**
     * A verified patient: the care team matched the review to a real appointment. Pages show the
     * "Verified patient" label only then.
     */
    verified: boolean("verified").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    isSample: boolean("is_sample").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("patient_reviews_doctor_idx").on(t.doctorId),
    index("patient_reviews_hospital_idx").on(t.hospitalId),
    index("patient_reviews_treatment_idx").on(t.treatmentId),
    // /reviews: newest first, all India or in one city (its filters).
    index("patient_reviews_newest_idx").on(t.createdAt.desc(), t.id.desc()),
    index("patient_reviews_city_newest_idx").on(t.cityId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * How many of a need each city has ("treatment-doctors", "insurer-cashless"…, the kinds of
 * `NearestNeed`, src/lib/catalog/types.ts), by subject (a treatment, department or insurer id):
 * what "the nearest cities that have it" reads (src/server/catalog/nearest.ts). Derived from the
 * catalogue and rebuilt whole by the first read after a change (migration 0033).
 */
export const nearestCityCounts = pgTable(
  "nearest_city_counts",
  {
    need: text("need").notNull(),
    subjectId: integer("subject_id").notNull(),
    cityId: integer("city_id").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ name: "nearest_city_counts_pk", columns: [t.need, t.subjectId, t.cityId] })],
);

/**
 * One row: `version` goes up with every statement that changes what the counts are made from (a
 * statement-level trigger per table, migration 0033); `counted` is the version the counts were
 * last rebuilt at. Unequal: the next read rebuilds them first.
 */
export const nearestCityCountsVersion = pgTable("nearest_city_counts_version", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  counted: bigint("counted", { mode: "number" }).notNull().default(0),
});
