import { type Rng, mulberry32, pick, randInt, sample, seedFor } from "../random";
import { sampleId } from "../sample-id";
import { slugify } from "../slug";
import type { CitySeed } from "./cities";
import { cityOfHospital, type HospitalSeed, hospitals } from "./hospitals";
import { treatments } from "./treatments";

/**
 * Doctors: FICTIONAL. "Dr. " + a first name and a surname drawn with a seeded PRNG from the
 * lists below (surnames by region of the hospital's city). Each works at one sample hospital, in
 * one of that hospital's departments, in the hospital's city. is_sample is true and `about`
 * starts with "Sample data:".
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

interface DepartmentProfile {
  title: string;
  qualifications: readonly string[];
  /** Super-specialists (DM, MCh) qualify later, so they start with more years. */
  minExperience: number;
}

export const DEPARTMENT_PROFILES: Readonly<Record<number, DepartmentProfile>> = {
  1: {
    title: "orthopaedic surgeon",
    qualifications: [
      "MBBS, MS (Ortho)",
      "MBBS, DNB (Orthopaedics)",
      "MBBS, MS (Ortho), Fellowship in Joint Replacement",
      "MBBS, D.Ortho, DNB (Ortho)",
      "MBBS, MS (Ortho), Fellowship in Arthroscopy & Sports Medicine",
    ],
    minExperience: 4,
  },
  2: {
    title: "eye surgeon",
    qualifications: [
      "MBBS, MS (Ophthalmology)",
      "MBBS, DNB (Ophthalmology)",
      "MBBS, DO, FICO",
      "MBBS, MS (Ophthalmology), Fellowship in Cornea & Refractive Surgery",
    ],
    minExperience: 4,
  },
  3: {
    title: "general and laparoscopic surgeon",
    qualifications: [
      "MBBS, MS (General Surgery)",
      "MBBS, MS (General Surgery), FMAS",
      "MBBS, DNB (General Surgery), FIAGES",
    ],
    minExperience: 4,
  },
  4: {
    title: "proctologist",
    qualifications: [
      "MBBS, MS (General Surgery), Fellowship in Proctology",
      "MBBS, MS (General Surgery), FMAS",
      "MBBS, DNB (General Surgery), Fellowship in Laser Proctology",
    ],
    minExperience: 5,
  },
  5: {
    title: "urologist",
    qualifications: [
      "MBBS, MS (General Surgery), MCh (Urology)",
      "MBBS, MS, DNB (Urology)",
      "MBBS, MS (General Surgery), MCh (Urology), Fellowship in Endourology",
    ],
    minExperience: 6,
  },
  6: {
    title: "gynaecologist",
    qualifications: [
      "MBBS, MS (Obstetrics & Gynaecology)",
      "MBBS, MD (Obstetrics & Gynaecology)",
      "MBBS, DGO, DNB (Obstetrics & Gynaecology)",
      "MBBS, MS (OBG), Fellowship in Gynaecological Laparoscopy",
    ],
    minExperience: 4,
  },
  7: {
    title: "cardiologist",
    qualifications: [
      "MBBS, MD (Medicine), DM (Cardiology)",
      "MBBS, MD, DNB (Cardiology)",
      "MBBS, MS, MCh (Cardiothoracic Surgery)",
    ],
    minExperience: 7,
  },
  8: {
    title: "gastroenterologist",
    qualifications: [
      "MBBS, MD (Medicine), DM (Gastroenterology)",
      "MBBS, MD, DNB (Gastroenterology)",
      "MBBS, MS, MCh (Surgical Gastroenterology)",
    ],
    minExperience: 7,
  },
  9: {
    title: "ENT surgeon",
    qualifications: [
      "MBBS, MS (ENT)",
      "MBBS, DLO, DNB (ENT)",
      "MBBS, MS (ENT), Fellowship in Rhinology",
    ],
    minExperience: 4,
  },
  10: {
    title: "neurologist",
    qualifications: [
      "MBBS, MD (Medicine), DM (Neurology)",
      "MBBS, MS, MCh (Neurosurgery)",
      "MBBS, MD, DNB (Neurology)",
    ],
    minExperience: 7,
  },
  11: {
    title: "nephrologist",
    qualifications: ["MBBS, MD (Medicine), DM (Nephrology)", "MBBS, MD, DNB (Nephrology)"],
    minExperience: 7,
  },
  12: {
    title: "oncologist",
    qualifications: [
      "MBBS, MS, MCh (Surgical Oncology)",
      "MBBS, MD (Medicine), DM (Medical Oncology)",
      "MBBS, MD (Radiation Oncology)",
    ],
    minExperience: 7,
  },
  13: {
    title: "bariatric surgeon",
    qualifications: [
      "MBBS, MS (General Surgery), Fellowship in Bariatric Surgery",
      "MBBS, MS (General Surgery), FMAS, FALS (Bariatric)",
    ],
    minExperience: 6,
  },
  14: {
    title: "plastic surgeon",
    qualifications: [
      "MBBS, MS (General Surgery), MCh (Plastic Surgery)",
      "MBBS, MS, DNB (Plastic Surgery)",
    ],
    minExperience: 6,
  },
  15: {
    title: "fertility specialist",
    qualifications: [
      "MBBS, MS (Obstetrics & Gynaecology), Fellowship in Reproductive Medicine",
      "MBBS, MD (OBG), Fellowship in IVF",
    ],
    minExperience: 6,
  },
};

export function profileOf(departmentId: number): DepartmentProfile {
  const profile = DEPARTMENT_PROFILES[departmentId];
  if (!profile) throw new Error(`No doctor profile for department ${departmentId}`);
  return profile;
}

export interface GeneratedDoctor extends Omit<DoctorSeed, "slug"> {
  /** Slug without a uniqueness suffix. */
  baseSlug: string;
}

/** One fictional doctor; used by the sample data and by the scale seed. */
export function generateDoctor(
  rng: Rng,
  input: {
    id: number;
    city: CitySeed;
    departmentId: number;
    hospital: { id: number; name: string } | null;
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
  const experienceYears = randInt(rng, profile.minExperience, 35);
  const metro = city.type === "metro";
  const feeBase = metro ? randInt(rng, 6, 15) : randInt(rng, 4, 10);
  const consultationFee = feeBase * 100 + (experienceYears > 20 ? 200 : 0);
  const languages = ["English", ...city.languages];
  if (!languages.includes("Hindi") && rng() < 0.6) languages.push("Hindi");
  // A seeded rating used to be drawn here; the draw stays so that the values after it do not
  // move. Ratings now come from the reviews (migration 0022).
  rng();
  const where = hospital ? `at ${hospital.name}, ${city.name}` : `in ${city.name}`;
  const about =
    `Sample data: ${name} is a fictional ${profile.title} ${where}, with ${experienceYears} years ` +
    "of experience. This profile is generated to demonstrate the site and does not describe a " +
    "real doctor.";
  return {
    id,
    name,
    baseSlug: slugify(`dr ${fullName} ${city.slug}`),
    cityId: city.id,
    departmentId,
    hospitalId: hospital?.id ?? null,
    gender: FEMALE.has(firstName) ? "female" : "male",
    qualifications: pick(rng, profile.qualifications),
    experienceYears,
    consultationFee,
    languages,
    about,
    isSample: true,
  };
}

export const DOCTORS_PER_HOSPITAL = 3;

function buildDoctors(): DoctorSeed[] {
  const rng = mulberry32(30031);
  const result: DoctorSeed[] = [];
  const slugs = new Set<string>();
  for (const hospital of hospitals) {
    const city = cityOfHospital(hospital);
    const departmentIds = sample(rng, hospital.departmentIds, DOCTORS_PER_HOSPITAL);
    for (let i = 0; i < DOCTORS_PER_HOSPITAL; i++) {
      // A hospital with fewer departments than doctors gets a second doctor in one of them.
      const departmentId = departmentIds[i] ?? pick(rng, hospital.departmentIds);
      const { baseSlug, ...doctor } = generateDoctor(rng, {
        id: result.length + 1,
        city,
        departmentId,
        hospital,
      });
      let slug = baseSlug;
      for (let n = 2; slugs.has(slug); n++) slug = `${baseSlug}-${n}`;
      slugs.add(slug);
      result.push({ ...doctor, slug });
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
const treatmentIdsByDepartment = new Map<number, number[]>();
for (const t of treatments) {
  treatmentIdsByDepartment.set(t.departmentId, [
    ...(treatmentIdsByDepartment.get(t.departmentId) ?? []),
    t.id,
  ]);
}

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
 * also practise there on the remaining days. Treatments come from the doctor's department.
 */
export function doctorDetails(
  doctor: Pick<GeneratedDoctor, "id" | "departmentId" | "hospitalId" | "experienceYears">,
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

  const own = treatmentIdsByDepartment.get(doctor.departmentId) ?? [];
  const treatmentIds = sample(
    rng,
    own,
    randInt(rng, Math.min(2, own.length), Math.min(5, own.length)),
  );
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
    treatments: treatmentIds
      .sort((a, b) => a - b)
      .map((treatmentId) => ({ doctorId: doctor.id, treatmentId })),
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
