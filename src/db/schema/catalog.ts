import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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
});

export const departments = pgTable("departments", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  /** The spec's SpecializationList. */
  specializations: text("specializations").array().notNull().default([]),
  icon: text("icon"),
  position: integer("position").notNull().default(0),
});

/** Treatments / procedures (the spec's ProcedureId, ProcedureName, RouteId, departmentid). */
export const treatments = pgTable(
  "treatments",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    routeId: integer("route_id").notNull(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    summary: text("summary").notNull().default(""),
    durationMinutes: integer("duration_minutes"),
    hospitalStayDays: integer("hospital_stay_days"),
    recoveryDays: integer("recovery_days"),
    popularRank: integer("popular_rank"),
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
  },
  (t) => [primaryKey({ columns: [t.treatmentId, t.cityId] })],
);

/** Conditions (diseases); the spec's DiseaseName is `name`. */
export const conditions = pgTable(
  "conditions",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    summary: text("summary").notNull().default(""),
    symptoms: text("symptoms").array().notNull().default([]),
  },
  (t) => [index("conditions_department_idx").on(t.departmentId)],
);

/** Insurers; `type` is the spec's insurance type value: 'Govt.' or 'Private'. */
export const insurers = pgTable("insurers", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  type: text("type").notNull(),
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
    locality: text("locality").notNull(),
    address: text("address").notNull().default(""),
    beds: integer("beds"),
    establishedYear: integer("established_year"),
    accreditations: text("accreditations").array().notNull().default([]),
    ayushmanEmpanelled: boolean("ayushman_empanelled").notNull().default(false),
    rating: real("rating"),
    about: text("about").notNull().default(""),
    /** Every hospital in the sample data is fictional and marked so. */
    isSample: boolean("is_sample").notNull().default(true),
  },
  (t) => [index("hospitals_city_idx").on(t.cityId)],
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
  },
  (t) => [
    primaryKey({ columns: [t.hospitalId, t.insurerId] }),
    index("hospital_insurers_insurer_idx").on(t.insurerId),
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
    hospitalId: integer("hospital_id").references(() => hospitals.id),
    qualifications: text("qualifications").notNull().default(""),
    experienceYears: integer("experience_years").notNull().default(0),
    consultationFee: integer("consultation_fee"),
    languages: text("languages").array().notNull().default([]),
    rating: real("rating"),
    about: text("about").notNull().default(""),
    isSample: boolean("is_sample").notNull().default(true),
  },
  (t) => [
    index("doctors_city_department_idx").on(t.cityId, t.departmentId),
    index("doctors_hospital_idx").on(t.hospitalId),
  ],
);

export const diagnosticTests = pgTable("diagnostic_tests", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  nameHi: text("name_hi"),
  slug: text("slug").notNull().unique(),
  departmentId: integer("department_id").references(() => departments.id),
  sampleType: text("sample_type").notNull().default(""),
  preparation: text("preparation").notNull().default(""),
  minPrice: integer("min_price"),
  maxPrice: integer("max_price"),
  turnaroundHours: integer("turnaround_hours"),
});

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    isSample: boolean("is_sample").notNull().default(true),
  },
  (t) => [index("patient_reviews_doctor_idx").on(t.doctorId)],
);
