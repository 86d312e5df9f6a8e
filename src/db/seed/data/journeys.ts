import { type CitySeed, cities } from "./cities";
import { type TreatmentSeed, treatments } from "./treatments";

/**
 * The patient journeys the sample data must be able to serve, in one place: where patients are
 * and what they look for. The hospitals and doctors are generated around them (hospitals.ts,
 * doctors.ts), and tests/integration/sample-journeys.test.ts checks them on the seeded database.
 *
 * - In each of the largest cities every department has doctors, and each of the most searched
 *   treatments has at least MIN_DOCTORS doctors who perform it and MIN_PRICED_HOSPITALS hospitals
 *   with their own cost for it.
 * - In every other metro and tier-1 city every department has doctors too: a patient in Lucknow
 *   looking for a gynaecologist finds one, though Lucknow is not among the ten largest.
 */

/**
 * The ten largest cities the sample data has, largest first (urban agglomerations, Census of
 * India 2011: Mumbai 18.4 million … Jaipur 3.1 million).
 */
export const LARGEST_CITY_SLUGS = [
  "mumbai",
  "delhi-ncr",
  "kolkata",
  "chennai",
  "bengaluru",
  "hyderabad",
  "ahmedabad",
  "pune",
  "surat",
  "jaipur",
] as const;

/**
 * The 20 treatments patients search for most: the home page's twelve popular ones and eight
 * more common planned procedures, across ten departments.
 */
export const MOST_SEARCHED_TREATMENT_SLUGS = [
  "knee-replacement",
  "cataract-surgery",
  "piles-treatment",
  "hernia-repair",
  "gallbladder-removal",
  "kidney-stone-treatment",
  "lasik",
  "hip-replacement",
  "fistula-treatment",
  "circumcision",
  "ivf",
  "hysterectomy",
  "caesarean-section",
  "angioplasty",
  "acl-reconstruction",
  "spine-surgery",
  "fissure-treatment",
  "varicose-vein-treatment",
  "hair-transplant",
  "septoplasty",
] as const;

/** Doctors in each largest city who perform each most searched treatment, at least. */
export const MIN_DOCTORS = 3;
/** Hospitals in each largest city with their own cost for each most searched treatment, at least. */
export const MIN_PRICED_HOSPITALS = 2;

function bySlug<T extends { slug: string }>(items: readonly T[], slugs: readonly string[]): T[] {
  return slugs.map((slug) => {
    const item = items.find((i) => i.slug === slug);
    if (!item) throw new Error(`journeys.ts: unknown slug '${slug}'`);
    return item;
  });
}

export const largestCities: readonly CitySeed[] = bySlug(cities, LARGEST_CITY_SLUGS);
export const mostSearchedTreatments: readonly TreatmentSeed[] = bySlug(
  treatments,
  MOST_SEARCHED_TREATMENT_SLUGS,
);
const mostSearchedIds = new Set(mostSearchedTreatments.map((t) => t.id));

/** Cities where every department has a doctor: the largest, and every metro and tier-1 city. */
export const everyDepartmentCities: readonly CitySeed[] = [
  ...largestCities,
  ...cities.filter((c) => (c.type === "metro" || c.type === "tier1") && !largestCities.includes(c)),
];

export function isLargestCity(cityId: number): boolean {
  return largestCities.some((c) => c.id === cityId);
}

export function isMostSearched(treatmentId: number): boolean {
  return mostSearchedIds.has(treatmentId);
}
