import { type Rng, mulberry32, pick, randInt, sample, seedFor } from "../random";
import { sampleId } from "../sample-id";
import { slugify } from "../slug";
import { type CitySeed, cities, cityById } from "./cities";
import { departments } from "./departments";
import { AYUSHMAN_SLUG, insurerBySlug, insurers, stateSchemes } from "./insurers";
import {
  everyDepartmentCities,
  isLargestCity,
  largestCities,
  MIN_PRICED_HOSPITALS,
  mostSearchedTreatments,
} from "./journeys";
import { localityOf } from "./localities";

/**
 * Hospitals: FICTIONAL. Names are generated from the word lists below; every hospital is marked
 * is_sample and its `about` text starts with "Sample data:". Localities are real for the city.
 * Generated deterministically (seeded PRNG), so every run produces the same hospitals: 100 drawn
 * city by city, then a few more and some added departments so that the largest cities can serve
 * the journeys of ./journeys.ts.
 */

export interface HospitalSeed {
  id: number;
  name: string;
  slug: string;
  cityId: number;
  locality: string;
  address: string;
  beds: number;
  establishedYear: number;
  accreditations: string[];
  ayushmanEmpanelled: boolean;
  about: string;
  isSample: true;
  departmentIds: number[];
  insurerIds: number[];
}

export const HOSPITAL_NAME_WORDS: readonly string[] = [
  "Amaltas",
  "Palash",
  "Kadamb",
  "Gulmohar",
  "Chinar",
  "Deodar",
  "Tulsivan",
  "Vasundhara",
  "Meghdoot",
  "Prerna",
  "Aarohi",
  "Samarpan",
  "Shubhdeep",
  "Chandrika",
  "Haritha",
  "Mayurakshi",
  "Sarovar",
  "Ujjwal",
  "Anandam",
  "Navrang",
  "Suryoday",
  "Kesar",
  "Nakshatra",
  "Indradhanush",
  "Aravali",
  "Vindhya",
  "Godavari Valley",
  "Brahmaputra",
  "Sabarmati",
  "Mahanadi",
  "Nilambari",
  "Jacaranda",
  "Banyan Tree",
  "Peepal Grove",
  "Neem Tree",
  "Tamarind",
  "Saffron",
  "Bluebell",
  "Silver Oak",
  "Greenfield",
  "Riverbend",
  "Lakeview",
  "Hilltop",
  "Daybreak",
  "Evergreen",
  "Northstar",
  "Harmony",
  "Lifespring",
  "Carewell",
  "Wellspring",
];

export interface HospitalKind {
  label: string;
  /** Departments this kind always has (ids). */
  core: readonly number[];
  /**
   * The only departments a hospital of this kind has (ids); any when absent. An eye hospital has
   * no orthopaedic department, so it never lists a knee surgeon.
   */
  allowed?: readonly number[];
  /** How many departments in total. */
  size: readonly [min: number, max: number];
  beds: readonly [min: number, max: number];
  weight: number;
}

const ALL_DEPARTMENTS = departments.map((d) => d.id);

export const HOSPITAL_KINDS: readonly HospitalKind[] = [
  {
    label: "Multispeciality Hospital",
    core: [1, 3, 6],
    size: [8, 13],
    beds: [100, 450],
    weight: 5,
  },
  {
    label: "Super Speciality Hospital",
    core: [1, 7, 10, 12],
    size: [11, 15],
    beds: [200, 900],
    weight: 2,
  },
  { label: "Hospital", core: [3], size: [6, 10], beds: [50, 250], weight: 3 },
  { label: "Medical Centre", core: [3], size: [5, 8], beds: [40, 150], weight: 2 },
  {
    label: "Surgical Hospital",
    core: [3, 4, 5],
    // Surgery only: no cardiology, gastroenterology, neurology, nephrology, oncology or IVF.
    allowed: [1, 2, 3, 4, 5, 6, 9, 13, 14],
    size: [5, 8],
    beds: [30, 120],
    weight: 2,
  },
  {
    label: "Eye & Surgical Hospital",
    core: [2, 3],
    // The eye, and the small operations a day-care surgical unit does beside it.
    allowed: [2, 3, 4, 9],
    size: [3, 5],
    beds: [20, 80],
    weight: 1,
  },
  {
    label: "Women's & Fertility Hospital",
    core: [6, 15],
    allowed: [3, 6, 15],
    size: [3, 5],
    beds: [30, 120],
    weight: 1,
  },
  {
    label: "Heart & Multispeciality Hospital",
    core: [7, 3],
    size: [7, 11],
    beds: [120, 500],
    weight: 1,
  },
];

const STREETS = [
  "Main Road",
  "Ring Road",
  "Hospital Road",
  "Station Road",
  "Link Road",
  "Service Road",
  "1st Cross",
  "Market Road",
];

function pickKind(rng: Rng): HospitalKind {
  const total = HOSPITAL_KINDS.reduce((sum, k) => sum + k.weight, 0);
  let roll = rng() * total;
  for (const kind of HOSPITAL_KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return HOSPITAL_KINDS[0] as HospitalKind;
}

/** The kind a hospital's name ends with ("Riverbend Eye & Surgical Hospital"). */
export function kindOf(name: string): HospitalKind {
  const kinds = [...HOSPITAL_KINDS].sort((a, b) => b.label.length - a.label.length);
  const kind = kinds.find((k) => name.endsWith(` ${k.label}`));
  if (!kind) throw new Error(`No hospital kind in '${name}'`);
  return kind;
}

/** Whether a hospital of this kind may have this department. */
export function kindAllows(kind: HospitalKind, departmentId: number): boolean {
  return kind.allowed === undefined || kind.allowed.includes(departmentId);
}

const privateInsurerIds = insurers.filter((i) => i.type === "Private").map((i) => i.id);

function idOf(slug: string): number {
  const insurer = insurerBySlug.get(slug);
  if (!insurer) throw new Error(`Unknown insurer ${slug}`);
  return insurer.id;
}

export interface GeneratedHospital extends Omit<HospitalSeed, "slug"> {
  /** Slug without the uniqueness suffix. */
  baseSlug: string;
}

/** One fictional hospital in `city`; used by the sample data and by the scale seed. */
export function generateHospital(
  rng: Rng,
  id: number,
  city: CitySeed,
  nameWord: string,
  options: { locality?: string; ayushmanEmpanelled?: boolean; kind?: HospitalKind } = {},
): GeneratedHospital {
  const kind = options.kind ?? pickKind(rng);
  const name = `${nameWord} ${kind.label}`;
  const locality = options.locality ?? pick(rng, city.localities);
  const size = randInt(rng, kind.size[0], kind.size[1]);
  const others = sample(
    rng,
    ALL_DEPARTMENTS.filter((d) => !kind.core.includes(d)),
    Math.max(0, size - kind.core.length),
  );
  // Drawn from every department, then kept to the kind's: the draws stay as they were before
  // kinds had limits, so that the hospitals' other values did not move.
  const departmentIds = [...kind.core, ...others]
    .filter((d) => kindAllows(kind, d))
    .sort((a, b) => a - b);
  const beds = Math.round(randInt(rng, kind.beds[0], kind.beds[1]) / 10) * 10;
  const ayushmanRoll = rng() < 0.4;
  const ayushmanEmpanelled = options.ayushmanEmpanelled ?? ayushmanRoll;
  const insurerIds = sample(rng, privateInsurerIds, randInt(rng, 8, 18));
  if (ayushmanEmpanelled) insurerIds.push(idOf(AYUSHMAN_SLUG));
  if (rng() < 0.35) insurerIds.push(idOf("cghs"));
  if (rng() < 0.25) insurerIds.push(idOf("echs"));
  if (rng() < 0.15) insurerIds.push(idOf("esic"));
  for (const [slug, state] of Object.entries(stateSchemes)) {
    if (state === city.state && rng() < 0.5) insurerIds.push(idOf(slug));
  }
  insurerIds.sort((a, b) => a - b);
  const accreditations: string[] = [];
  if (rng() < 0.6) accreditations.push("NABH");
  if (rng() < 0.4) accreditations.push("NABL");
  if (beds >= 300 && rng() < 0.2) accreditations.push("JCI");
  const establishedYear = randInt(rng, 1978, 2021);
  // A seeded rating used to be drawn here; the draw stays so that the values after it do not
  // move. Ratings now come from the reviews (migration 0020).
  rng();
  const address = `Plot ${randInt(rng, 1, 250)}, ${pick(rng, STREETS)}, ${locality}, ${city.name}, ${city.state}`;
  const about =
    `Sample data: ${name} is a fictional ${beds}-bed hospital in ${locality}, ${city.name}, ` +
    "created to demonstrate this site. Its departments, doctors, reviews and insurance tie-ups " +
    "are generated and do not describe a real institution.";
  return {
    id,
    name,
    baseSlug: slugify(`${name} ${city.slug}`),
    cityId: city.id,
    locality,
    address,
    beds,
    establishedYear,
    accreditations,
    ayushmanEmpanelled,
    about,
    isSample: true,
    departmentIds,
    insurerIds,
  };
}

/** How many sample hospitals each city gets: more in the popular six. */
const HOSPITALS_PER_CITY: Readonly<Record<string, number>> = {
  "delhi-ncr": 10,
  mumbai: 10,
  bengaluru: 10,
  hyderabad: 10,
  chennai: 10,
  kolkata: 10,
  pune: 3,
  ahmedabad: 3,
  jaipur: 2,
  lucknow: 2,
  chandigarh: 2,
  kochi: 2,
  indore: 2,
};

/** The hospitals drawn city by city (HOSPITALS_PER_CITY); the largest cities' extra ones follow. */
export const DRAWN_HOSPITAL_COUNT = 100;
/** Exactly this many of the drawn hospitals are empanelled under Ayushman Bharat PM-JAY (40%). */
const AYUSHMAN_COUNT = 40;
/** Each of the largest cities has at least this many hospitals. */
export const MIN_HOSPITALS_IN_LARGEST_CITY = 3;
/** PRNG stream of a largest city's extra hospitals, one stream per hospital id. */
const EXTRA_HOSPITAL_STREAM = 13;

function drawHospitals(): HospitalSeed[] {
  const rng = mulberry32(20261122);
  const ids = Array.from({ length: DRAWN_HOSPITAL_COUNT }, (_, i) => i + 1);
  const ayushman = new Set(sample(rng, ids, AYUSHMAN_COUNT));
  const result: HospitalSeed[] = [];
  const slugs = new Set<string>();
  let words = sample(rng, HOSPITAL_NAME_WORDS, HOSPITAL_NAME_WORDS.length);
  for (const city of cities) {
    const count = HOSPITALS_PER_CITY[city.slug] ?? 1;
    const localities = sample(rng, city.localities, city.localities.length);
    for (let i = 0; i < count; i++) {
      if (words.length === 0) words = sample(rng, HOSPITAL_NAME_WORDS, HOSPITAL_NAME_WORDS.length);
      const word = words.pop() as string;
      const id = result.length + 1;
      const { baseSlug, ...hospital } = generateHospital(rng, id, city, word, {
        locality: localities[i % localities.length],
        ayushmanEmpanelled: ayushman.has(id),
      });
      let slug = baseSlug;
      for (let n = 2; slugs.has(slug); n++) slug = `${baseSlug}-${n}`;
      slugs.add(slug);
      result.push({ ...hospital, slug });
    }
  }
  if (result.length !== DRAWN_HOSPITAL_COUNT) {
    throw new Error(`Expected ${DRAWN_HOSPITAL_COUNT} hospitals, generated ${result.length}`);
  }
  return result;
}

/**
 * A multispeciality hospital more in each of the largest cities that has fewer than
 * MIN_HOSPITALS_IN_LARGEST_CITY, named with a word no hospital of the city has and placed in a
 * locality none of them is in (when one is left). From their own streams, so the drawn
 * hospitals stay as they were.
 */
function addHospitals(drawn: HospitalSeed[]): HospitalSeed[] {
  const result = [...drawn];
  const slugs = new Set(result.map((h) => h.slug));
  const multispeciality = HOSPITAL_KINDS[0] as HospitalKind;
  for (const city of largestCities) {
    let inCity = result.filter((h) => h.cityId === city.id);
    while (inCity.length < MIN_HOSPITALS_IN_LARGEST_CITY) {
      const id = result.length + 1;
      const rng = mulberry32(seedFor(EXTRA_HOSPITAL_STREAM, id));
      const words = HOSPITAL_NAME_WORDS.filter(
        (w) => !inCity.some((h) => h.name.startsWith(`${w} `)),
      );
      const freeLocalities = city.localities.filter((l) => !inCity.some((h) => h.locality === l));
      const { baseSlug, ...hospital } = generateHospital(rng, id, city, pick(rng, words), {
        kind: multispeciality,
        locality: freeLocalities.length > 0 ? pick(rng, freeLocalities) : undefined,
      });
      let slug = baseSlug;
      for (let n = 2; slugs.has(slug); n++) slug = `${baseSlug}-${n}`;
      slugs.add(slug);
      result.push({ ...hospital, slug });
      inCity = result.filter((h) => h.cityId === city.id);
    }
  }
  return result;
}

/**
 * In each city where every department has doctors (./journeys.ts), every department is at some
 * hospital; in the largest, the department of each most searched treatment at
 * MIN_PRICED_HOSPITALS of them (each prices its most searched treatments: ./facts.ts). Where too
 * few have one, it is added to the largest hospitals whose kind may have it.
 */
function addDepartments(all: HospitalSeed[]): void {
  const searched = new Set(mostSearchedTreatments.map((t) => t.departmentId));
  for (const city of everyDepartmentCities) {
    const inCity = all
      .filter((h) => h.cityId === city.id)
      .sort((a, b) => b.beds - a.beds || a.id - b.id);
    for (const department of departments) {
      const needed =
        isLargestCity(city.id) && searched.has(department.id) ? MIN_PRICED_HOSPITALS : 1;
      const having = inCity.filter((h) => h.departmentIds.includes(department.id)).length;
      const candidates = inCity.filter(
        (h) =>
          !h.departmentIds.includes(department.id) && kindAllows(kindOf(h.name), department.id),
      );
      for (const h of candidates.slice(0, Math.max(0, needed - having))) {
        h.departmentIds = [...h.departmentIds, department.id].sort((a, b) => a - b);
      }
    }
  }
}

function buildHospitals(): HospitalSeed[] {
  const all = addHospitals(drawHospitals());
  addDepartments(all);
  return all;
}

export const hospitals: readonly HospitalSeed[] = buildHospitals();

export const hospitalById: ReadonlyMap<number, HospitalSeed> = new Map(
  hospitals.map((h) => [h.id, h]),
);

export function cityOfHospital(hospital: HospitalSeed): CitySeed {
  const city = cityById.get(hospital.cityId);
  if (!city) throw new Error(`Hospital ${hospital.id} has unknown city ${hospital.cityId}`);
  return city;
}

/** The columns and rows added for the discovery pages (migration 0008). */
export interface HospitalDetails {
  columns: {
    localityId: number;
    latitude: number;
    longitude: number;
    /** Null: a made-up number could ring a real person. Pages show the site's helpline. */
    phone: null;
    pmjayId: string | null;
    cghsId: string | null;
    sponsored: boolean;
  };
  accreditations: {
    hospitalId: number;
    body: string;
    certificateNumber: string;
    /** ISO date (YYYY-MM-DD). */
    validUntil: string;
  }[];
  insurers: { hospitalId: number; insurerId: number; cashless: boolean }[];
}

/** PRNG stream of the details, apart from generateHospital's so that its values stay put. */
const DETAILS_STREAM = 11;
const govtInsurerIds = new Set(insurers.filter((i) => i.type === "Govt.").map((i) => i.id));
const CGHS_ID = idOf("cghs");
const DAY_MS = 86_400_000;

/**
 * A hospital's details, drawn from its own PRNG stream (by id), so that the sample data and the
 * scale seed give every hospital the same details whatever else is generated. Certificate and
 * empanelment numbers follow the SAMPLE-… pattern; coordinates lie within ~9 km of the centre.
 */
export function hospitalDetails(
  hospital: Pick<
    GeneratedHospital,
    "id" | "cityId" | "locality" | "accreditations" | "ayushmanEmpanelled" | "insurerIds"
  >,
  city: CitySeed,
): HospitalDetails {
  const rng = mulberry32(seedFor(DETAILS_STREAM, hospital.id));
  const offset = () => Math.round((rng() - 0.5) * 0.16 * 100_000) / 100_000;
  const latitude = Math.round((city.latitude + offset()) * 100_000) / 100_000;
  const longitude = Math.round((city.longitude + offset()) * 100_000) / 100_000;
  const sponsored = rng() < 0.05;
  const accreditations = hospital.accreditations.map((body) => ({
    hospitalId: hospital.id,
    body,
    certificateNumber: sampleId(body, hospital.id),
    validUntil: new Date(Date.UTC(2027, 0, 1) + randInt(rng, 0, 1000) * DAY_MS)
      .toISOString()
      .slice(0, 10),
  }));
  const insurerLinks = hospital.insurerIds.map((insurerId) => ({
    hospitalId: hospital.id,
    insurerId,
    // Government schemes are cashless by design; most private insurers have a tie-up.
    cashless: govtInsurerIds.has(insurerId) || rng() < 0.85,
  }));
  return {
    columns: {
      localityId: localityOf(city.id, hospital.locality).id,
      latitude,
      longitude,
      phone: null,
      pmjayId: hospital.ayushmanEmpanelled ? sampleId("PMJAY", hospital.id) : null,
      cghsId: hospital.insurerIds.includes(CGHS_ID) ? sampleId("CGHS", hospital.id) : null,
      sponsored,
    },
    accreditations,
    insurers: insurerLinks,
  };
}

export const hospitalDetailsById: ReadonlyMap<number, HospitalDetails> = new Map(
  hospitals.map((h) => [h.id, hospitalDetails(h, cityOfHospital(h))]),
);
