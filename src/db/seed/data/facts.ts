import type { HospitalFacilityKey } from "../../../lib/catalog/facilities";
import { mulberry32, pick, randInt, sample, seedFor } from "../random";
import type { CitySeed } from "./cities";
import { REFERENCE_YEAR } from "./doctors";
import { scaledRange } from "./prices";
import { costInCity, costStep, type TreatmentSeed, treatments } from "./treatments";

/**
 * The profile facts, for the sample data and the scale seed alike: a doctor's
 * education and memberships, a hospital's facilities and its own cost range per treatment.
 * Each comes from the entity's own PRNG stream (by id), so a fact never changes when others are
 * added. People and hospitals stay fictional: the institutions and professional bodies are real
 * names, but a sample doctor's degree from one is made up like the doctor.
 */

/** Real Indian medical colleges and teaching hospitals, the places a sample degree is "from". */
const INSTITUTIONS: readonly string[] = [
  "All India Institute of Medical Sciences, New Delhi",
  "Maulana Azad Medical College, New Delhi",
  "Seth GS Medical College and KEM Hospital, Mumbai",
  "Grant Government Medical College, Mumbai",
  "Bangalore Medical College and Research Institute, Bengaluru",
  "Madras Medical College, Chennai",
  "Osmania Medical College, Hyderabad",
  "Medical College and Hospital, Kolkata",
  "Armed Forces Medical College, Pune",
  "B. J. Government Medical College, Pune",
  "Christian Medical College, Vellore",
  "Kasturba Medical College, Manipal",
  "King George's Medical University, Lucknow",
  "PGIMER, Chandigarh",
  "SMS Medical College, Jaipur",
  "B. J. Medical College, Ahmedabad",
  "Government Medical College, Thiruvananthapuram",
  "JIPMER, Puducherry",
];

/** Professional bodies (real) by department id; every doctor may also be an IMA member. */
const SPECIALTY_BODIES: Readonly<Record<number, readonly string[]>> = {
  1: ["Indian Orthopaedic Association", "Indian Arthroplasty Association"],
  2: ["All India Ophthalmological Society", "Intraocular Implant & Refractive Society, India"],
  3: ["Association of Surgeons of India", "Indian Association of Gastrointestinal Endo Surgeons"],
  4: ["Association of Colon & Rectal Surgeons of India", "Association of Surgeons of India"],
  5: ["Urological Society of India"],
  6: ["Federation of Obstetric and Gynaecological Societies of India"],
  7: ["Cardiological Society of India", "Indian College of Cardiology"],
  8: ["Indian Society of Gastroenterology"],
  9: ["Association of Otolaryngologists of India"],
  10: ["Indian Academy of Neurology", "Neurological Society of India"],
  11: ["Indian Society of Nephrology"],
  12: [
    "Indian Society of Medical and Paediatric Oncology",
    "Association of Radiation Oncologists of India",
  ],
  13: ["Obesity and Metabolic Surgery Society of India"],
  14: ["Association of Plastic Surgeons of India"],
  15: ["Indian Society for Assisted Reproduction", "Indian Fertility Society"],
};
const IMA = "Indian Medical Association";

const EDUCATION_STREAM = 21;
const MEMBERSHIP_STREAM = 22;
const FACILITY_STREAM = 23;
const COST_STREAM = 24;

export interface EducationSeed {
  doctorId: number;
  position: number;
  degree: string;
  institution: string;
  year: number;
}

/**
 * The degrees of a doctor's `qualifications` ("MBBS, MS (Ortho), Fellowship in …"), in order,
 * each from an institution, the first in the year the doctor registered and the later ones a
 * few years apart (never after the reference year).
 */
export function doctorEducation(doctor: {
  id: number;
  qualifications: string;
  registrationYear: number;
}): EducationSeed[] {
  const rng = mulberry32(seedFor(EDUCATION_STREAM, doctor.id));
  const degrees = doctor.qualifications.split(/,\s*/).filter(Boolean);
  const first = Math.min(doctor.registrationYear, REFERENCE_YEAR - 1);
  const room = REFERENCE_YEAR - 1 - first;
  const step = degrees.length > 1 ? Math.min(3, Math.floor(room / (degrees.length - 1))) : 0;
  return degrees.map((degree, i) => ({
    doctorId: doctor.id,
    position: i + 1,
    degree,
    institution: pick(rng, INSTITUTIONS),
    year: first + i * step,
  }));
}

export interface MembershipSeed {
  doctorId: number;
  body: string;
  sinceYear: number;
}

/** One or two bodies of the doctor's speciality, and the IMA for about half of doctors. */
export function doctorMemberships(doctor: {
  id: number;
  departmentId: number;
  practiceSince: number;
}): MembershipSeed[] {
  const rng = mulberry32(seedFor(MEMBERSHIP_STREAM, doctor.id));
  const own = SPECIALTY_BODIES[doctor.departmentId] ?? [];
  const bodies = sample(rng, own, randInt(rng, 1, Math.max(1, own.length)));
  if (rng() < 0.5) bodies.push(IMA);
  return bodies.map((body) => ({
    doctorId: doctor.id,
    body,
    sinceYear: Math.min(REFERENCE_YEAR, doctor.practiceSince + randInt(rng, 0, 6)),
  }));
}

export interface FacilitySeed {
  hospitalId: number;
  facility: HospitalFacilityKey;
  quantity: number | null;
}

/**
 * Facilities by size: every hospital has a pharmacy and parking; ICU beds (about 8% of beds),
 * emergency, blood bank and ambulances come with size; departments bring the cath lab (cardiology),
 * dialysis (nephrology) and NICU (gynaecology).
 */
export function hospitalFacilities(hospital: {
  id: number;
  beds: number;
  departmentIds: readonly number[];
}): FacilitySeed[] {
  const rng = mulberry32(seedFor(FACILITY_STREAM, hospital.id));
  const big = hospital.beds >= 100;
  const has = (departmentId: number) => hospital.departmentIds.includes(departmentId);
  const list: [HospitalFacilityKey, number | null, boolean][] = [
    ["emergency-24x7", null, big || rng() < 0.5],
    ["icu", Math.max(4, Math.round(hospital.beds * (0.06 + rng() * 0.04))), hospital.beds >= 40],
    ["nicu", randInt(rng, 4, 12), has(6) && big],
    ["cath-lab", null, has(7)],
    ["dialysis", null, has(11)],
    ["ct-mri", null, big || rng() < 0.3],
    ["blood-bank", null, hospital.beds >= 150 || rng() < 0.3],
    ["pharmacy-24x7", null, true],
    ["ambulance", Math.max(1, Math.round(hospital.beds / 120) + randInt(rng, 0, 1)), true],
    ["wheelchair-access", null, rng() < 0.8],
    ["cafeteria", null, big || rng() < 0.5],
    ["parking", null, true],
  ];
  return list
    .filter(([, , present]) => present)
    .map(([facility, quantity]) => ({ hospitalId: hospital.id, facility, quantity }));
}

export interface HospitalCostSeed {
  hospitalId: number;
  treatmentId: number;
  minCost: number;
  maxCost: number;
}

const treatmentsByDepartment = new Map<number, TreatmentSeed[]>();
for (const t of treatments) {
  treatmentsByDepartment.set(t.departmentId, [
    ...(treatmentsByDepartment.get(t.departmentId) ?? []),
    t,
  ]);
}

/**
 * A hospital's cost range for treatments of its departments: every `required` one (ids), and
 * others drawn until there are `max`. Each is the city's range (treatment_costs) moved by the
 * hospital's own price level, 0.85-1.25: larger and accredited hospitals charge more. Rounded
 * like the city costs.
 */
export function hospitalTreatmentCosts(
  hospital: {
    id: number;
    beds: number;
    accreditations: readonly string[];
    departmentIds: readonly number[];
  },
  city: CitySeed,
  max: number,
  required: readonly number[] = [],
): HospitalCostSeed[] {
  const rng = mulberry32(seedFor(COST_STREAM, hospital.id));
  const level =
    0.85 +
    Math.min(0.25, hospital.beds / 2400) +
    (hospital.accreditations.includes("JCI") ? 0.1 : 0) +
    (hospital.accreditations.includes("NABH") ? 0.05 : 0) +
    rng() * 0.05;
  const offered = hospital.departmentIds.flatMap((d) => treatmentsByDepartment.get(d) ?? []);
  const must = offered.filter((t) => required.includes(t.id));
  if (must.length < new Set(required).size) {
    throw new Error(`Hospital ${hospital.id} must price a treatment none of its departments does`);
  }
  const drawn = sample(
    rng,
    offered.filter((t) => !required.includes(t.id)),
    Math.max(0, max - must.length),
  );
  return [...must, ...drawn]
    .sort((a, b) => a.id - b.id)
    .map((treatment) => {
      const inCity = costInCity(treatment, city);
      const [minCost, maxCost] = scaledRange(
        [inCity.minCost, inCity.maxCost],
        level,
        costStep,
        500,
      );
      return { hospitalId: hospital.id, treatmentId: treatment.id, minCost, maxCost };
    });
}
