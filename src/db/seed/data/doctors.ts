import { type Rng, mulberry32, pick, randInt, sample, seedFor } from "../random";
import { sampleId } from "../sample-id";
import { slugify } from "../slug";
import type { CitySeed } from "./cities";
import { departments } from "./departments";
import { cityOfHospital, type HospitalSeed, hospitals } from "./hospitals";
import {
  everyDepartmentCities,
  isLargestCity,
  MIN_DOCTORS,
  mostSearchedTreatments,
} from "./journeys";
import { treatments } from "./treatments";

/**
 * Doctors: FICTIONAL. "Dr. " + a first name and a surname drawn with a seeded PRNG from the
 * lists below (surnames by region of the hospital's city). Each works at one sample hospital, in
 * one of that hospital's departments, in the hospital's city, with a training of that department
 * (qualifications, the experience it takes, the treatments it performs). is_sample is true and
 * `about` starts with "Sample data:".
 */

export interface DoctorSeed {
  id: number;
  name: string;
  slug: string;
  cityId: number;
  departmentId: number;
  hospitalId: number | null;
  /** From the first name: the name lists below are split by gender. */
  gender: "female" | "male";
  qualifications: string;
  experienceYears: number;
  consultationFee: number;
  languages: string[];
  about: string;
  isSample: true;
}

/** Men's first names. */
const MALE_FIRST_NAMES: readonly string[] = [
  "Aarav",
  "Aditya",
  "Akash",
  "Amit",
  "Anand",
  "Anil",
  "Ankit",
  "Arvind",
  "Ashok",
  "Deepak",
  "Gaurav",
  "Harish",
  "Karthik",
  "Kunal",
  "Manish",
  "Mohit",
  "Naveen",
  "Nikhil",
  "Pranav",
  "Rahul",
  "Rajesh",
  "Rakesh",
  "Ravi",
  "Rohit",
  "Sandeep",
  "Sanjay",
  "Siddharth",
  "Suresh",
  "Tarun",
  "Varun",
  "Vikram",
  "Vinay",
  "Vivek",
  "Farhan",
  "Imtiaz",
  "Salim",
  "Joseph",
  "Gurpreet",
  "Sourav",
  "Venkatesh",
  "Srinivas",
  "Murali",
  "Prakash",
  "Dinesh",
];

/** Women's first names; a doctor's sample gender follows the first name. */
const FEMALE_FIRST_NAMES: readonly string[] = [
  "Aditi",
  "Anjali",
  "Ananya",
  "Bhavna",
  "Deepa",
  "Divya",
  "Gayatri",
  "Kavya",
  "Lakshmi",
  "Madhuri",
  "Meenakshi",
  "Neha",
  "Nisha",
  "Pooja",
  "Preeti",
  "Radhika",
  "Rashmi",
  "Ritu",
  "Sakshi",
  "Shalini",
  "Shreya",
  "Sneha",
  "Sunita",
  "Swati",
  "Tanvi",
  "Uma",
  "Vandana",
  "Zoya",
  "Ayesha",
  "Mary",
  "Simran",
  "Jasleen",
  "Rituparna",
  "Sharmila",
  "Padma",
  "Revathi",
  "Aparna",
  "Farah",
];

/** Men's names, then women's: the order the seed has always drawn from. */
export const FIRST_NAMES: readonly string[] = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES];
const FEMALE: ReadonlySet<string> = new Set(FEMALE_FIRST_NAMES);

type Region = "north" | "west" | "south" | "east";

export const SURNAMES: Readonly<Record<Region, readonly string[]>> = {
  north: [
    "Sharma",
    "Verma",
    "Gupta",
    "Agarwal",
    "Singh",
    "Chauhan",
    "Malhotra",
    "Kapoor",
    "Bansal",
    "Saxena",
    "Tiwari",
    "Mishra",
    "Pandey",
    "Srivastava",
    "Yadav",
    "Khanna",
    "Sethi",
    "Arora",
    "Bhatia",
    "Khan",
    "Ahmed",
    "Gill",
    "Sandhu",
    "Dhillon",
    "Rastogi",
    "Negi",
  ],
  west: [
    "Patil",
    "Deshmukh",
    "Joshi",
    "Kulkarni",
    "Shah",
    "Patel",
    "Mehta",
    "Desai",
    "Jadhav",
    "Pawar",
    "Gokhale",
    "Bhatt",
    "Parekh",
    "Trivedi",
    "Shaikh",
    "Kamat",
    "Wagh",
    "Dave",
    "Thakkar",
  ],
  south: [
    "Reddy",
    "Rao",
    "Naidu",
    "Iyer",
    "Iyengar",
    "Nair",
    "Menon",
    "Pillai",
    "Krishnan",
    "Subramanian",
    "Raghavan",
    "Hegde",
    "Shetty",
    "Gowda",
    "Varghese",
    "Thomas",
    "Chandran",
    "Prasad",
    "Murthy",
    "Kurian",
    "Rajan",
    "Shenoy",
  ],
  east: [
    "Banerjee",
    "Chatterjee",
    "Mukherjee",
    "Das",
    "Ghosh",
    "Bose",
    "Sen",
    "Roy",
    "Dutta",
    "Chakraborty",
    "Mohanty",
    "Patnaik",
    "Sinha",
    "Jha",
    "Barua",
    "Bora",
    "Sahu",
    "Mahato",
  ],
};

const REGION_BY_STATE: Readonly<Record<string, Region>> = {
  Delhi: "north",
  Chandigarh: "north",
  Punjab: "north",
  "Uttar Pradesh": "north",
  Uttarakhand: "north",
  Rajasthan: "north",
  "Madhya Pradesh": "north",
  Chhattisgarh: "north",
  Maharashtra: "west",
  Gujarat: "west",
  Karnataka: "south",
  Kerala: "south",
  "Tamil Nadu": "south",
  Telangana: "south",
  "Andhra Pradesh": "south",
  "West Bengal": "east",
  Odisha: "east",
  Bihar: "east",
  Jharkhand: "east",
  Assam: "east",
};

/**
 * A doctor's training: the qualifications a profile shows and the treatments they prepare a
 * doctor for. A doctor performs exactly the treatments of their training, so a fellowship in
 * joint replacement lists knee replacement and a general eye surgeon does not list LASIK.
 */
export interface Training {
  qualifications: string;
  /** Treatment slugs, all of the department's. */
  performs: readonly string[];
  /** Super-specialists (DM, MCh) and fellows qualify later, so they start with more years. */
  minExperience: number;
  /** What the profile calls the doctor, when it is not the department's title. */
  title?: string;
}

interface DepartmentProfile {
  title: string;
  trainings: readonly Training[];
}

const t = (
  qualifications: string,
  minExperience: number,
  performs: readonly string[],
  title?: string,
): Training => ({ qualifications, minExperience, performs, title });

// biome-ignore format: one training a line reads better than Biome's wrapping
export const DEPARTMENT_PROFILES: Readonly<Record<number, DepartmentProfile>> = {
  1: {
    title: "orthopaedic surgeon",
    trainings: [
      t("MBBS, MS (Ortho)", 4, ["fracture-fixation", "carpal-tunnel-release", "knee-arthroscopy"]),
      t("MBBS, DNB (Orthopaedics)", 4, ["fracture-fixation", "carpal-tunnel-release", "knee-arthroscopy"]),
      t("MBBS, D.Ortho, DNB (Ortho)", 5, ["fracture-fixation", "carpal-tunnel-release"]),
      t("MBBS, MS (Ortho), Fellowship in Joint Replacement", 8, ["knee-replacement", "hip-replacement", "shoulder-replacement", "fracture-fixation"], "joint replacement surgeon"),
      t("MBBS, DNB (Orthopaedics), Fellowship in Arthroplasty", 8, ["knee-replacement", "hip-replacement"], "joint replacement surgeon"),
      t("MBBS, MS (Ortho), Fellowship in Arthroscopy & Sports Medicine", 7, ["acl-reconstruction", "knee-arthroscopy", "shoulder-arthroscopy"], "arthroscopy and sports injury surgeon"),
      t("MBBS, MS (Ortho), Fellowship in Spine Surgery", 8, ["spine-surgery", "fracture-fixation"], "spine surgeon"),
    ],
  },
  2: {
    title: "eye surgeon",
    trainings: [
      t("MBBS, MS (Ophthalmology)", 4, ["cataract-surgery"]),
      t("MBBS, DNB (Ophthalmology)", 4, ["cataract-surgery"]),
      t("MBBS, DO, FICO", 5, ["cataract-surgery"]),
      t("MBBS, MS (Ophthalmology), Fellowship in Cornea & Refractive Surgery", 6, ["cataract-surgery", "lasik", "smile-laser-eye-surgery", "icl-surgery"]),
      t("MBBS, MS (Ophthalmology), Fellowship in Glaucoma", 6, ["glaucoma-surgery", "cataract-surgery"]),
      t("MBBS, MS (Ophthalmology), Fellowship in Vitreo-Retina", 7, ["retinal-detachment-surgery", "cataract-surgery"], "retina surgeon"),
      t("MBBS, DNB (Ophthalmology), Fellowship in Paediatric Ophthalmology & Strabismus", 6, ["squint-surgery", "cataract-surgery"]),
    ],
  },
  3: {
    title: "general and laparoscopic surgeon",
    trainings: [
      t("MBBS, MS (General Surgery)", 4, ["hernia-repair", "appendectomy", "lipoma-removal"], "general surgeon"),
      t("MBBS, MS (General Surgery), FMAS", 6, ["hernia-repair", "gallbladder-removal", "appendectomy"]),
      t("MBBS, DNB (General Surgery), FIAGES", 6, ["hernia-repair", "gallbladder-removal", "appendectomy", "lipoma-removal"]),
      t("MBBS, MS (General Surgery), Fellowship in Venous Surgery", 6, ["varicose-vein-treatment", "hernia-repair"]),
      t("MBBS, MS (General Surgery), Fellowship in Endocrine Surgery", 7, ["thyroidectomy", "hernia-repair"]),
    ],
  },
  4: {
    title: "proctologist",
    trainings: [
      t("MBBS, MS (General Surgery), Fellowship in Proctology", 6, ["piles-treatment", "fistula-treatment", "fissure-treatment", "pilonidal-sinus-treatment"]),
      t("MBBS, MS (General Surgery), FMAS", 6, ["piles-treatment", "fissure-treatment", "rectal-prolapse-surgery"]),
      t("MBBS, DNB (General Surgery), Fellowship in Laser Proctology", 6, ["piles-treatment", "fistula-treatment", "fissure-treatment", "pilonidal-sinus-treatment"]),
    ],
  },
  5: {
    title: "urologist",
    trainings: [
      t("MBBS, MS (General Surgery), MCh (Urology)", 8, ["kidney-stone-treatment", "ureteroscopy", "eswl", "circumcision", "turp", "hydrocele-surgery"]),
      t("MBBS, MS, DNB (Urology)", 8, ["kidney-stone-treatment", "circumcision", "hydrocele-surgery", "varicocele-surgery", "turp"]),
      t("MBBS, MS (General Surgery), MCh (Urology), Fellowship in Endourology", 9, ["kidney-stone-treatment", "rirs", "pcnl", "ureteroscopy", "eswl"]),
    ],
  },
  6: {
    title: "gynaecologist",
    trainings: [
      t("MBBS, MS (Obstetrics & Gynaecology)", 4, ["normal-delivery", "caesarean-section", "hysterectomy", "ovarian-cyst-removal"]),
      t("MBBS, MD (Obstetrics & Gynaecology)", 4, ["normal-delivery", "caesarean-section", "hysterectomy"]),
      t("MBBS, DGO, DNB (Obstetrics & Gynaecology)", 5, ["normal-delivery", "caesarean-section"]),
      t("MBBS, MS (OBG), Fellowship in Gynaecological Laparoscopy", 7, ["hysterectomy", "myomectomy", "ovarian-cyst-removal", "endometriosis-surgery"]),
      t("MBBS, MS (OBG), Fellowship in Aesthetic Gynaecology", 6, ["vaginal-tightening", "normal-delivery", "caesarean-section"]),
    ],
  },
  7: {
    title: "cardiologist",
    trainings: [
      t("MBBS, MD (Medicine), DM (Cardiology)", 8, ["coronary-angiography", "angioplasty", "pacemaker-implantation"], "interventional cardiologist"),
      t("MBBS, MD, DNB (Cardiology)", 8, ["coronary-angiography", "angioplasty"], "interventional cardiologist"),
      t("MBBS, MS, MCh (Cardiothoracic Surgery)", 9, ["cabg", "heart-valve-replacement"], "cardiac surgeon"),
    ],
  },
  8: {
    title: "gastroenterologist",
    trainings: [
      t("MBBS, MD (Medicine), DM (Gastroenterology)", 8, ["upper-gi-endoscopy", "colonoscopy", "ercp"]),
      t("MBBS, MD, DNB (Gastroenterology)", 8, ["upper-gi-endoscopy", "colonoscopy"]),
      t("MBBS, MS, MCh (Surgical Gastroenterology)", 10, ["liver-transplant", "ercp"], "liver transplant surgeon"),
    ],
  },
  9: {
    title: "ENT surgeon",
    trainings: [
      t("MBBS, MS (ENT)", 4, ["septoplasty", "tonsillectomy", "fess"]),
      t("MBBS, DLO, DNB (ENT)", 5, ["septoplasty", "tonsillectomy", "tympanoplasty"]),
      t("MBBS, MS (ENT), Fellowship in Rhinology", 6, ["fess", "septoplasty"]),
      t("MBBS, MS (ENT), Fellowship in Otology", 7, ["tympanoplasty", "stapedectomy", "cochlear-implant"]),
    ],
  },
  10: {
    title: "neurologist",
    trainings: [
      t("MBBS, MS, MCh (Neurosurgery)", 9, ["brain-tumour-surgery", "vp-shunt-surgery"], "neurosurgeon"),
      t("MBBS, MCh (Neurosurgery), Fellowship in Functional Neurosurgery", 10, ["deep-brain-stimulation", "vp-shunt-surgery"], "neurosurgeon"),
      // A neurologist chooses the patients for deep brain stimulation and programmes it after.
      t("MBBS, MD (Medicine), DM (Neurology)", 8, ["deep-brain-stimulation"]),
    ],
  },
  11: {
    title: "nephrologist",
    trainings: [
      t("MBBS, MD (Medicine), DM (Nephrology)", 8, ["dialysis", "renal-transplant"]),
      t("MBBS, MD, DNB (Nephrology)", 8, ["dialysis", "av-fistula-creation"]),
    ],
  },
  12: {
    title: "oncologist",
    trainings: [
      t("MBBS, MS, MCh (Surgical Oncology)", 9, ["breast-cancer-surgery", "oral-cancer-surgery"], "surgical oncologist"),
      t("MBBS, MD (Medicine), DM (Medical Oncology)", 8, ["chemotherapy"], "medical oncologist"),
      t("MBBS, MD (Radiation Oncology)", 5, ["radiation-therapy"], "radiation oncologist"),
    ],
  },
  13: {
    title: "bariatric surgeon",
    trainings: [
      t("MBBS, MS (General Surgery), Fellowship in Bariatric Surgery", 8, ["sleeve-gastrectomy", "gastric-bypass"]),
      t("MBBS, MS (General Surgery), FMAS, FALS (Bariatric)", 8, ["sleeve-gastrectomy", "gastric-bypass", "intragastric-balloon"]),
    ],
  },
  14: {
    title: "plastic surgeon",
    trainings: [
      t("MBBS, MS (General Surgery), MCh (Plastic Surgery)", 8, ["rhinoplasty", "liposuction", "abdominoplasty", "breast-augmentation", "gynecomastia-surgery"]),
      t("MBBS, MS, DNB (Plastic Surgery)", 8, ["liposuction", "gynecomastia-surgery", "hair-transplant"]),
      t("MBBS, MS (General Surgery), MCh (Plastic Surgery), Fellowship in Hair Restoration", 9, ["hair-transplant", "liposuction"], "hair restoration surgeon"),
    ],
  },
  15: {
    title: "fertility specialist",
    trainings: [
      t("MBBS, MS (Obstetrics & Gynaecology), Fellowship in Reproductive Medicine", 7, ["ivf", "iui", "icsi"]),
      t("MBBS, MD (OBG), Fellowship in IVF", 7, ["ivf", "iui", "icsi"]),
    ],
  },
};

export function profileOf(departmentId: number): DepartmentProfile {
  const profile = DEPARTMENT_PROFILES[departmentId];
  if (!profile) throw new Error(`No doctor profile for department ${departmentId}`);
  return profile;
}

/** The training a doctor's qualifications name in their department. */
export function trainingOf(doctor: { departmentId: number; qualifications: string }): Training {
  const training = profileOf(doctor.departmentId).trainings.find(
    (tr) => tr.qualifications === doctor.qualifications,
  );
  if (!training) {
    throw new Error(`No training '${doctor.qualifications}' in department ${doctor.departmentId}`);
  }
  return training;
}

const treatmentIdBySlug = new Map(treatments.map((tr) => [tr.slug, tr]));

/** The treatments a doctor performs: their training's, by id in ascending order. */
export function performedTreatmentIds(doctor: {
  departmentId: number;
  qualifications: string;
}): number[] {
  return trainingOf(doctor)
    .performs.map((slug) => {
      const treatment = treatmentIdBySlug.get(slug);
      if (!treatment || treatment.departmentId !== doctor.departmentId) {
        throw new Error(`'${slug}' is no treatment of department ${doctor.departmentId}`);
      }
      return treatment.id;
    })
    .sort((a, b) => a - b);
}

export interface GeneratedDoctor extends Omit<DoctorSeed, "slug"> {
  /** Slug without a uniqueness suffix. */
  baseSlug: string;
}

/**
 * One fictional doctor; used by the sample data and by the scale seed. With `performs` (a
 * treatment slug), a training that performs it.
 */
export function generateDoctor(
  rng: Rng,
  input: {
    id: number;
    city: CitySeed;
    departmentId: number;
    hospital: { id: number; name: string } | null;
    performs?: string;
  },
): GeneratedDoctor {
  const { id, city, departmentId, hospital } = input;
  const region = REGION_BY_STATE[city.state] ?? "north";
  // Most doctors carry a surname of the city's region; some come from elsewhere, as in life.
  const surnames =
    rng() < 0.75 ? SURNAMES[region] : SURNAMES[pick(rng, Object.keys(SURNAMES) as Region[])];
  const firstName = pick(rng, FIRST_NAMES);
  const fullName = `${firstName} ${pick(rng, surnames)}`;
  const name = `Dr. ${fullName}`;
  const profile = profileOf(departmentId);
  const trainings = input.performs
    ? profile.trainings.filter((tr) => tr.performs.includes(input.performs as string))
    : profile.trainings;
  const training = pick(rng, trainings);
  const experienceYears = randInt(rng, training.minExperience, 35);
  const metro = city.type === "metro";
  const feeBase = metro ? randInt(rng, 6, 15) : randInt(rng, 4, 10);
  const consultationFee = feeBase * 100 + (experienceYears > 20 ? 200 : 0);
  const languages = ["English", ...city.languages];
  if (!languages.includes("Hindi") && rng() < 0.6) languages.push("Hindi");
  const where = hospital ? `at ${hospital.name}, ${city.name}` : `in ${city.name}`;
  const about =
    `Sample data: ${name} is a fictional ${training.title ?? profile.title} ${where}, with ` +
    `${experienceYears} years of experience. This profile is generated to demonstrate the site ` +
    "and does not describe a real doctor.";
  return {
    id,
    name,
    baseSlug: slugify(`dr ${fullName} ${city.slug}`),
    cityId: city.id,
    departmentId,
    hospitalId: hospital?.id ?? null,
    gender: FEMALE.has(firstName) ? "female" : "male",
    qualifications: training.qualifications,
    experienceYears,
    consultationFee,
    languages,
    about,
    isSample: true,
  };
}

/** Doctors drawn for every hospital, each in one of its departments. */
export const DOCTORS_PER_HOSPITAL = 3;
/** PRNG streams: a hospital's drawn doctors, and each doctor added for the journeys (by id). */
const HOSPITAL_DOCTORS_STREAM = 14;
const JOURNEY_DOCTOR_STREAM = 15;

/**
 * The sample doctors. First DOCTORS_PER_HOSPITAL for every hospital, drawn from the hospital's
 * own stream; then, in each city where every department has doctors (./journeys.ts), a doctor
 * for every department without one, and in the largest cities doctors whose training performs
 * each most searched treatment until MIN_DOCTORS do. An added doctor works at the city's hospital
 * with that department that has the fewest doctors of it, so they spread over its hospitals.
 */
function buildDoctors(): DoctorSeed[] {
  const result: DoctorSeed[] = [];
  const slugs = new Set<string>();
  const add = (rng: Rng, hospital: HospitalSeed, departmentId: number, performs?: string): void => {
    const { baseSlug, ...doctor } = generateDoctor(rng, {
      id: result.length + 1,
      city: cityOfHospital(hospital),
      departmentId,
      hospital,
      performs,
    });
    let slug = baseSlug;
    for (let n = 2; slugs.has(slug); n++) slug = `${baseSlug}-${n}`;
    slugs.add(slug);
    result.push({ ...doctor, slug });
  };
  for (const hospital of hospitals) {
    const rng = mulberry32(seedFor(HOSPITAL_DOCTORS_STREAM, hospital.id));
    const departmentIds = sample(rng, hospital.departmentIds, DOCTORS_PER_HOSPITAL);
    for (let i = 0; i < DOCTORS_PER_HOSPITAL; i++) {
      // A hospital with fewer departments than doctors gets a second doctor in one of them.
      add(rng, hospital, departmentIds[i] ?? pick(rng, hospital.departmentIds));
    }
  }

  const journeyRng = () => mulberry32(seedFor(JOURNEY_DOCTOR_STREAM, result.length + 1));
  for (const city of everyDepartmentCities) {
    const inCity = () => result.filter((d) => d.cityId === city.id);
    /** The city's hospital with this department that has the fewest of its doctors. */
    const hospitalFor = (departmentId: number): HospitalSeed => {
      const offering = hospitals.filter(
        (h) => h.cityId === city.id && h.departmentIds.includes(departmentId),
      );
      const load = (h: HospitalSeed) =>
        inCity().filter((d) => d.hospitalId === h.id && d.departmentId === departmentId).length;
      const [least] = [...offering].sort((a, b) => load(a) - load(b) || a.id - b.id);
      if (!least) throw new Error(`${city.slug}: no hospital with department ${departmentId}`);
      return least;
    };
    for (const department of departments) {
      if (!inCity().some((d) => d.departmentId === department.id)) {
        add(journeyRng(), hospitalFor(department.id), department.id);
      }
    }
    for (const treatment of isLargestCity(city.id) ? mostSearchedTreatments : []) {
      const performing = () =>
        inCity().filter((d) => performedTreatmentIds(d).includes(treatment.id)).length;
      while (performing() < MIN_DOCTORS) {
        add(
          journeyRng(),
          hospitalFor(treatment.departmentId),
          treatment.departmentId,
          treatment.slug,
        );
      }
    }
  }
  return result;
}

export const doctors: readonly DoctorSeed[] = buildDoctors();

/**
 * State Medical Councils (real bodies) by state, with the short code used in sample registration
 * numbers (SAMPLE-DMC-000123). States without an entry fall back to the NMC's Indian Medical
 * Register.
 */
const COUNCILS: Readonly<Record<string, readonly [name: string, code: string]>> = {
  Delhi: ["Delhi Medical Council", "DMC"],
  Maharashtra: ["Maharashtra Medical Council", "MMC"],
  Karnataka: ["Karnataka Medical Council", "KMC"],
  Telangana: ["Telangana State Medical Council", "TSMC"],
  "Tamil Nadu": ["Tamil Nadu Medical Council", "TNMC"],
  "West Bengal": ["West Bengal Medical Council", "WBMC"],
  Gujarat: ["Gujarat Medical Council", "GMC"],
  Rajasthan: ["Rajasthan Medical Council", "RMC"],
  "Uttar Pradesh": ["Uttar Pradesh Medical Council", "UPMC"],
  Punjab: ["Punjab Medical Council", "PMC"],
  Kerala: ["Travancore-Cochin Council of Modern Medicine", "TCMC"],
  "Madhya Pradesh": ["Madhya Pradesh Medical Council", "MPMC"],
  "Andhra Pradesh": ["Andhra Pradesh Medical Council", "APMC"],
  Bihar: ["Bihar Council of Medical Registration", "BCMR"],
  Odisha: ["Odisha Council of Medical Registration", "OCMR"],
  Assam: ["Assam Medical Council", "AMC"],
  Uttarakhand: ["Uttarakhand Medical Council", "UKMC"],
  Chhattisgarh: ["Chhattisgarh Medical Council", "CGMC"],
  Jharkhand: ["Jharkhand Medical Council", "JMC"],
};
const NMC = ["National Medical Commission (Indian Medical Register)", "NMC"] as const;

export function councilOf(state: string): readonly [name: string, code: string] {
  return COUNCILS[state] ?? NMC;
}

/** Experience is counted up to this year, so the data does not change with the calendar. */
export const REFERENCE_YEAR = 2026;
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const WORKDAYS = WEEKDAYS.slice(0, 6);
const byWeek = (a: Weekday, b: Weekday) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b);
const DETAILS_STREAM = 12;
const DAY_MS = 86_400_000;

/** The columns and rows added for the discovery pages (migration 0008). */
export interface DoctorDetails {
  columns: {
    registrationNumber: string;
    registrationCouncil: string;
    registrationYear: number;
    practiceSince: number;
    verificationStatus: "verified" | "pending" | "unverified";
    verifiedAt: Date | null;
    verificationMethod: string | null;
    /** Null: a fictional doctor has no photograph; pages show initials. */
    photoUrl: null;
    sponsored: boolean;
  };
  hospitals: { doctorId: number; hospitalId: number; days: Weekday[]; isPrimary: boolean }[];
  treatments: { doctorId: number; treatmentId: number }[];
}

/**
 * A doctor's details from the doctor's own PRNG stream (by id). The primary hospital gets most
 * weekdays; when `otherHospitals` offers one in the doctor's department, about a third of doctors
 * also practise there on the remaining days. The treatments are those of the doctor's training.
 */
export function doctorDetails(
  doctor: Pick<
    GeneratedDoctor,
    "id" | "departmentId" | "hospitalId" | "experienceYears" | "qualifications"
  >,
  city: CitySeed,
  otherHospitals: readonly Pick<HospitalSeed, "id" | "departmentIds">[] = [],
): DoctorDetails {
  const rng = mulberry32(seedFor(DETAILS_STREAM, doctor.id));
  const [council, code] = councilOf(city.state);
  const practiceSince = REFERENCE_YEAR - doctor.experienceYears;
  const roll = rng();
  const verificationStatus = roll < 0.75 ? "verified" : roll < 0.9 ? "pending" : "unverified";
  const verified = verificationStatus === "verified";
  const verifiedDay = randInt(rng, 0, 300);
  const sponsored = rng() < 0.04;

  const hospitalsOf: DoctorDetails["hospitals"] = [];
  const candidates = otherHospitals.filter(
    (h) => h.id !== doctor.hospitalId && h.departmentIds.includes(doctor.departmentId),
  );
  const second = candidates.length > 0 && rng() < 0.33 ? pick(rng, candidates) : null;
  if (doctor.hospitalId !== null) {
    const primaryDays = sample(rng, WORKDAYS, second ? 4 : randInt(rng, 5, 6)).sort(byWeek);
    hospitalsOf.push({
      doctorId: doctor.id,
      hospitalId: doctor.hospitalId,
      days: primaryDays,
      isPrimary: true,
    });
    if (second) {
      hospitalsOf.push({
        doctorId: doctor.id,
        hospitalId: second.id,
        days: WORKDAYS.filter((d) => !primaryDays.includes(d)),
        isPrimary: false,
      });
    }
  }

  return {
    columns: {
      registrationNumber: sampleId(code, doctor.id),
      registrationCouncil: council,
      registrationYear: practiceSince - randInt(rng, 0, 1),
      practiceSince,
      verificationStatus,
      verifiedAt: verified ? new Date(Date.UTC(2026, 0, 5) + verifiedDay * DAY_MS) : null,
      verificationMethod: verified
        ? "Sample data: registration number checked against the council's register (not a real check)"
        : null,
      photoUrl: null,
      sponsored,
    },
    hospitals: hospitalsOf,
    treatments: performedTreatmentIds(doctor).map((treatmentId) => ({
      doctorId: doctor.id,
      treatmentId,
    })),
  };
}

const hospitalsByCity = new Map<number, HospitalSeed[]>();
for (const h of hospitals)
  hospitalsByCity.set(h.cityId, [...(hospitalsByCity.get(h.cityId) ?? []), h]);

export const doctorDetailsById: ReadonlyMap<number, DoctorDetails> = new Map(
  doctors.map((d) => {
    const hospital = hospitals.find((h) => h.id === d.hospitalId);
    if (!hospital) throw new Error(`Doctor ${d.id} has no sample hospital`);
    const city = cityOfHospital(hospital);
    return [d.id, doctorDetails(d, city, hospitalsByCity.get(city.id) ?? [])];
  }),
);

/**
 * The treatments a sample hospital must price: the most searched ones of its departments (so a
 * patient comparing hospitals for them finds a cost) and every treatment a doctor performs there.
 */
export function requiredCostTreatmentIds(hospital: HospitalSeed): number[] {
  const ids = new Set(
    mostSearchedTreatments
      .filter((tr) => hospital.departmentIds.includes(tr.departmentId))
      .map((tr) => tr.id),
  );
  for (const doctor of doctors) {
    const details = doctorDetailsById.get(doctor.id);
    if (details?.hospitals.some((p) => p.hospitalId === hospital.id)) {
      for (const link of details.treatments) ids.add(link.treatmentId);
    }
  }
  return [...ids].sort((a, b) => a - b);
}
