/**
 * Hospital facilities (hospital_facilities.facility), in the order a profile lists them. Pages
 * show each through its text in the `discovery` messages (`facility.{key}`); `quantity` is a
 * count where one makes sense (ICU beds, ambulances). The table's check constraint lists these
 * keys (migration 0013): a new key needs a migration and its texts in en and hi.
 */
export const HOSPITAL_FACILITIES = [
  "emergency-24x7",
  "icu",
  "nicu",
  "cath-lab",
  "dialysis",
  "ct-mri",
  "blood-bank",
  "pharmacy-24x7",
  "ambulance",
  "wheelchair-access",
  "cafeteria",
  "parking",
] as const;

export type HospitalFacilityKey = (typeof HOSPITAL_FACILITIES)[number];

/** Facilities whose count a profile shows ("ICU: 24 beds", "Ambulances: 3"). */
export const COUNTED_FACILITIES: readonly HospitalFacilityKey[] = ["icu", "nicu", "ambulance"];
