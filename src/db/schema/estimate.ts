import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { cities, insurers, treatments } from "./catalog";
import { updatedAt } from "./columns";
import { medicalReviewers } from "./content";

/**
 * Medical pages: who reviewed a condition, treatment, test or department page and
 * when (E-E-A-T), and the page's sections beyond the catalogue row (types, causes, steps, risks,
 * FAQs…) in English and Hindi. One row per page; `kind` + `entity_id` name the catalogue row.
 */
export const medicalPages = pgTable(
  "medical_pages",
  {
    /** 'condition' | 'treatment' | 'test' | 'department' */
    kind: text("kind").notNull(),
    entityId: integer("entity_id").notNull(),
    reviewerId: integer("reviewer_id")
      .notNull()
      .references(() => medicalReviewers.id),
    reviewedOn: date("reviewed_on", { mode: "string" }).notNull(),
    /** The page's sections in English (MedicalPageSections of src/lib/catalog/types.ts). */
    sections: jsonb("sections").notNull().default({}),
    /** The same in Hindi, where written; missing keys fall back to nothing (not English). */
    sectionsHi: jsonb("sections_hi").notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entityId] }),
    check(
      "medical_pages_kind_check",
      sql`${t.kind} in ('condition', 'treatment', 'test', 'department')`,
    ),
  ],
);

/*
 * The itemised estimate. Every figure is a rupee amount in a metro's standard
 * hospital (price level 1.0); a city's and a hospital category's factors move it. Sample data.
 */

/** How a city's prices compare with the reference metro (1.0). */
export const cityPriceLevels = pgTable("city_price_levels", {
  cityId: integer("city_id")
    .primaryKey()
    .references(() => cities.id),
  factor: real("factor").notNull(),
  updatedAt: updatedAt(),
});

/** Hospital categories (standard, multi-speciality, corporate…) and their price factor. */
export const hospitalCategories = pgTable("hospital_categories", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  nameHi: text("name_hi").notNull(),
  factor: real("factor").notNull(),
  position: integer("position").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Room categories: the nightly rent, and the factor by which a hospital raises the charges it
 * links to the room (surgeon, theatre, medicines and consumables) when the room is upgraded.
 */
export const roomCategories = pgTable("room_categories", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  nameHi: text("name_hi").notNull(),
  ratePerNight: integer("rate_per_night").notNull(),
  chargeFactor: real("charge_factor").notNull(),
  position: integer("position").notNull(),
  updatedAt: updatedAt(),
});

/** A treatment's itemised price at the reference level, and when it was last checked. */
export const treatmentPriceItems = pgTable("treatment_price_items", {
  treatmentId: integer("treatment_id")
    .primaryKey()
    .references(() => treatments.id),
  surgeonFee: integer("surgeon_fee").notNull(),
  theatre: integer("theatre").notNull(),
  medicines: integer("medicines").notNull(),
  tests: integer("tests").notNull(),
  /** Nights in hospital (0: day care). */
  nights: integer("nights").notNull(),
  checkedOn: date("checked_on", { mode: "string" }).notNull(),
  updatedAt: updatedAt(),
});

/** Implant or lens options of a treatment (a knee implant, a cataract lens), with their price. */
export const treatmentImplants = pgTable(
  "treatment_implants",
  {
    id: integer("id").primaryKey(),
    treatmentId: integer("treatment_id")
      .notNull()
      .references(() => treatments.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    nameHi: text("name_hi").notNull(),
    price: integer("price").notNull(),
    position: integer("position").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("treatment_implants_treatment_slug_key").on(t.treatmentId, t.slug)],
);

/**
 * What an insurer's typical policy pays: the patient's co-payment, the room-rent cap as a share
 * of the sum insured per night (null: no cap), and whether consumables are covered.
 */
export const insurerTerms = pgTable("insurer_terms", {
  insurerId: integer("insurer_id")
    .primaryKey()
    .references(() => insurers.id),
  copayPercent: integer("copay_percent").notNull(),
  roomCapPercent: real("room_cap_percent"),
  consumablesCovered: boolean("consumables_covered").notNull(),
  updatedAt: updatedAt(),
});
