import { mulberry32, pick, randInt, seedFor } from "../random";
import { cities } from "./cities";
import { doctors, performedTreatmentIds } from "./doctors";
import { hospitalById } from "./hospitals";
import { treatments } from "./treatments";

/**
 * Patient reviews of the sample doctors and hospitals. Generated from the templates below;
 * is_sample is true. Patient names are a first name and an initial, as review sites show them.
 */

export interface ReviewSeed {
  id: number;
  patientName: string;
  cityId: number | null;
  doctorId: number | null;
  hospitalId: number | null;
  treatmentId: number | null;
  rating: number;
  body: string;
  /** Matched by the care team to a real (here: sample) appointment. */
  verified: boolean;
  createdAt: string;
  isSample: true;
}

const PATIENT_FIRST_NAMES = [
  "Ramesh",
  "Sunita",
  "Mohan",
  "Kavita",
  "Rajiv",
  "Asha",
  "Harish",
  "Geeta",
  "Naresh",
  "Lata",
  "Imran",
  "Fatima",
  "Sunil",
  "Rekha",
  "Vijay",
  "Usha",
  "Kiran",
  "Manoj",
  "Seema",
  "Prakash",
  "Anita",
  "Ganesh",
  "Shobha",
  "Abdul",
  "Mary",
  "Balwinder",
  "Joyita",
  "Pradeep",
  "Hema",
  "Satish",
];

const INITIALS = "ABCDGJKMNPRSTV";

/**
 * A fact of the reviewed hospital that a template's words state: a review that praises the
 * Ayushman card process is only written of a PM-JAY-empanelled hospital, one about a cashless
 * approval only of a hospital with a cashless network (DS-27).
 */
type Needs = "ayushman" | "cashless";

/** {doctor}, {treatment}, {hospital} and {city} are filled in. */
const TEMPLATES: readonly (readonly [rating: number, text: string, needs?: Needs])[] = [
  [
    5,
    "{doctor} explained my {treatment} in simple words and answered every question my family had. The surgery went smoothly and I was walking around the next day.",
  ],
  [
    5,
    "The care coordinator arranged everything for my {treatment} at {hospital}, including the cashless approval from my insurer. We did not have to run around at all.",
    "cashless",
  ],
  [
    4,
    "Good experience overall with {doctor}. The waiting time on the day of admission was long, but the treatment and the follow-up were very good.",
  ],
  [
    5,
    "I had been delaying my {treatment} for two years out of fear. {doctor} was patient with me and the recovery was much easier than I expected.",
  ],
  [
    5,
    "Clear estimate before admission and the final bill matched it. Thank you to the team at {hospital} in {city}.",
  ],
  [
    4,
    "{doctor} is very experienced and does not rush the consultation. The nursing staff were helpful. Parking near the hospital is difficult.",
  ],
  [
    5,
    "My mother's {treatment} was done by {doctor}, who spoke to her in her own language, which made her comfortable. She is doing well now.",
  ],
  [
    3,
    "The {treatment} itself went well, but the discharge process took most of the day. The doctor was good; the paperwork needs to be faster.",
  ],
  [
    5,
    "Got a second opinion before my {treatment} and was glad I did. {doctor} suggested a less invasive option and I was back at work in a week.",
  ],
  [
    4,
    "Helpful team at {hospital}. They explained the Ayushman card process to us and the treatment was covered. The wards were clean.",
    "ayushman",
  ],
  [
    5,
    "Very professional. {doctor} showed me my scan reports and explained the options for {treatment} with their pros and cons before we decided.",
  ],
  [
    4,
    "Recovery after {treatment} was steady. The physiotherapist visited daily and gave a clear exercise plan for home.",
  ],
  [
    5,
    "From the first call to the follow-up visit, everything was well organised. I would recommend {doctor} to anyone in {city}.",
  ],
  [
    4,
    "The doctor was excellent. Food in the hospital could be better, but the care was what mattered and it was very good.",
  ],
  [
    5,
    "I was worried about the cost of {treatment}. The team helped us with a no-cost EMI and insurance paperwork, so we could go ahead without stress.",
  ],
  [
    3,
    "Treatment was fine, but I had to call twice to get my reports. {doctor} was kind and took time to answer my questions.",
  ],
  [
    5,
    "Painless day-care procedure and I went home the same evening. {doctor} called the next day to check on me, which I really appreciated.",
  ],
  [
    4,
    "Good surgeon and honest advice. {doctor} told me what to expect during recovery and it was exactly as described.",
  ],
];

/** Whether the hospital's facts bear out what a template says (no hospital: no such claim). */
export function factsAllow(
  needs: Needs | undefined,
  hospital: { ayushmanEmpanelled: boolean; insurerIds: readonly number[] } | undefined,
): boolean {
  if (needs === "ayushman") return hospital?.ayushmanEmpanelled === true;
  if (needs === "cashless") return (hospital?.insurerIds.length ?? 0) > 0;
  return true;
}

/**
 * The template drawn, or when the hospital's facts do not bear it out the next one that they do:
 * no extra draw from the random stream, so every other value of the sample stays as it was.
 */
function templateFor(
  drawn: number,
  hospital: Parameters<typeof factsAllow>[1],
): readonly [rating: number, text: string, needs?: Needs] {
  for (let step = 0; step < TEMPLATES.length; step++) {
    const t = TEMPLATES[(drawn + step) % TEMPLATES.length];
    if (t && factsAllow(t[2], hospital)) return t;
  }
  throw new Error("no review template fits");
}

/** The fact a sample review's text states about its hospital, if any (tests read it). */
export function needsOf(body: string): Needs | undefined {
  if (/Ayushman/i.test(body)) return "ayushman";
  if (/cashless/i.test(body)) return "cashless";
  return undefined;
}

function patientName(rng: () => number): string {
  const initial = INITIALS[Math.floor(rng() * INITIALS.length)] ?? "K";
  return `${pick(rng, PATIENT_FIRST_NAMES)} ${initial}.`;
}

export const REVIEW_COUNT = 150;
/** About 70% of sample reviews are "verified patient" ones. */
const VERIFIED_STREAM = 31;

function buildReviews(): ReviewSeed[] {
  const rng = mulberry32(777);
  const start = Date.UTC(2025, 0, 1);
  const end = Date.UTC(2026, 10, 15);
  const result: ReviewSeed[] = [];
  for (let i = 0; i < REVIEW_COUNT; i++) {
    const doctor = pick(rng, doctors);
    const hospital = doctor.hospitalId === null ? undefined : hospitalById.get(doctor.hospitalId);
    // A review is of a treatment the doctor performs.
    const performed = performedTreatmentIds(doctor);
    const options = treatments.filter((t) => performed.includes(t.id));
    const treatment = options.length > 0 ? pick(rng, options) : undefined;
    const city = cities.find((c) => c.id === doctor.cityId);
    const drawn = Math.floor(rng() * TEMPLATES.length);
    const [rating, template] = templateFor(drawn, hospital);
    const body = template
      .replaceAll("{doctor}", doctor.name)
      .replaceAll("{treatment}", treatment?.name ?? "treatment")
      .replaceAll("{hospital}", hospital?.name ?? "the hospital")
      .replaceAll("{city}", city?.name ?? "my city");
    const when = start + Math.floor(rng() * (end - start));
    // From the review's own stream, so that the other values stay as they were.
    const verified = mulberry32(seedFor(VERIFIED_STREAM, i + 1))() < 0.7;
    result.push({
      id: i + 1,
      patientName: patientName(rng),
      cityId: doctor.cityId,
      doctorId: doctor.id,
      hospitalId: hospital?.id ?? null,
      treatmentId: treatment?.id ?? null,
      rating: rating === 5 && randInt(rng, 0, 9) === 0 ? 4 : rating,
      body,
      verified,
      createdAt: new Date(when - (when % 60000)).toISOString(),
      isSample: true,
    });
  }
  return result;
}

export const reviews: readonly ReviewSeed[] = buildReviews();
