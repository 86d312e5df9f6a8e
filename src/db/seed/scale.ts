import "server-only";
import type { Database } from "../client";
import * as s from "../schema";
import { authors } from "./data/authors";
import { type CitySeed, cities } from "./data/cities";
import { doctorDetails, generateDoctor } from "./data/doctors";
import {
  doctorEducation,
  doctorMemberships,
  hospitalFacilities,
  hospitalTreatmentCosts,
} from "./data/facts";
import {
  type GeneratedHospital,
  generateHospital,
  HOSPITAL_NAME_WORDS,
  hospitalDetails,
} from "./data/hospitals";
import { reviewers } from "./data/reviewers";
import { costInCity, type TreatmentSeed, treatments } from "./data/treatments";
import { rebuildSearchIndex } from "../search-index";
import { rupees } from "@/src/lib/i18n/locale";
import { insertChunked } from "./insert";
import { mulberry32, pick, type Rng, randInt, seedFor } from "./random";

/**
 * The scale seed: N synthetic entities for load tests and benchmarks (the performance budget:
 * search over 100,000 indexed entities). N is split 40% doctors, 20% hospitals, 40% blog articles.
 *
 * - Ids start at SCALE_ID_OFFSET, so they never collide with the sample data.
 * - Entity k of a kind depends only on k (its own PRNG seed), never on N: seeding 2,000 and then
 *   100,000 gives the same first rows, and doctor k always works at hospital ⌊k/2⌋, which exists
 *   for every N.
 * - Hospitals get the sample hospitals' details (locality, coordinates, SAMPLE-… certificate and
 *   empanelment numbers, cashless flags); doctors theirs (SAMPLE-… registration, verification)
 *   and their one hospital in doctor_hospitals. Not generated at scale: second hospitals,
 *   doctor_treatments and article tags (the sample data has them; the load tests do not need them).
 * - The profile facts are generated like the sample data's (./data/facts): education,
 *   memberships, facilities, and a hospital's own cost range for up to SCALE_HOSPITAL_COSTS
 *   treatments (fewer than a sample hospital's, to keep the link tables proportionate).
 * - Doctors and hospitals are is_sample; blog_posts has no such column, so synthetic articles
 *   are recognisable by id ≥ SCALE_ID_OFFSET, a slug starting with "sample-" and an excerpt
 *   starting with "Sample data:".
 * - Idempotent: rows are inserted with ON CONFLICT DO NOTHING on their primary keys.
 *
 * Needs the sample data (cities, departments, insurers, authors) to be seeded first.
 */

export const SCALE_ID_OFFSET = 1_000_000;
/** Rows per INSERT: fewer, larger statements are much faster on PGlite. */
const SCALE_CHUNK_SIZE = 2000;
/** Insurer links per synthetic hospital, to keep the link tables proportionate. */
const MAX_SCALE_INSURERS = 6;
/** Treatments with a cost range of its own per synthetic hospital. */
const SCALE_HOSPITAL_COSTS = 4;

export interface ScaleSplit {
  hospitals: number;
  doctors: number;
  articles: number;
}

export function scaleSplit(n: number): ScaleSplit {
  if (!Number.isInteger(n) || n < 0) throw new Error(`Scale must be a whole number ≥ 0, got ${n}`);
  const hospitals = Math.floor(n / 5);
  const doctors = 2 * hospitals;
  return { hospitals, doctors, articles: n - hospitals - doctors };
}

export interface ScaleSummary extends ScaleSplit {
  /** Rows offered to the database, link tables included. */
  rows: number;
  seconds: number;
}

/** Cities weighted towards the popular six, like real demand. */
const WEIGHTED_CITIES: readonly CitySeed[] = cities.flatMap((c) =>
  Array.from({ length: c.popularRank ? 6 : c.type === "tier1" ? 3 : 1 }, () => c),
);

function scaleHospital(k: number): GeneratedHospital {
  const rng = mulberry32(seedFor(1, k));
  const city = pick(rng, WEIGHTED_CITIES);
  return generateHospital(rng, SCALE_ID_OFFSET + k, city, pick(rng, HOSPITAL_NAME_WORDS));
}

const CITY_BY_ID = new Map(cities.map((c) => [c.id, c]));

function cityOf(id: number): CitySeed {
  const city = CITY_BY_ID.get(id);
  if (!city) throw new Error(`Unknown city ${id}`);
  return city;
}

function articleBody(
  rng: Rng,
  treatment: TreatmentSeed,
  city: CitySeed,
  hindi: boolean,
): { title: string; body: string } {
  const cost = costInCity(treatment, city);
  const range = `${rupees(cost.minCost)} – ${rupees(cost.maxCost)}`;
  const stay = treatment.hospitalStayDays ?? 0;
  const recovery = treatment.recoveryDays;
  if (hindi) {
    return {
      title: `${treatment.name}: ${city.name} में खर्च और रिकवरी`,
      body: [
        "*यह लेख नमूना डेटा है, जिसे लोड टेस्ट के लिए अपने-आप बनाया गया है।*",
        `## ${treatment.name} क्या है?`,
        treatment.summary,
        `## ${city.name} में खर्च`,
        `${city.name} में इसका अनुमानित खर्च ${range} है। अंतिम खर्च अस्पताल, तकनीक और रुकने के दिनों पर निर्भर करता है।`,
        "## अस्पताल में रुकना और रिकवरी",
        stay === 0
          ? "ज़्यादातर मरीज़ उसी दिन घर जा सकते हैं।"
          : `आमतौर पर अस्पताल में लगभग ${stay} दिन रुकना पड़ता है।`,
        recovery ? `सामान्य दिनचर्या में लौटने में लगभग ${recovery} दिन लगते हैं।` : "",
      ]
        .filter(Boolean)
        .join("\n\n"),
    };
  }
  const angle = pick(rng, [
    "cost, recovery and questions to ask",
    "what to expect before and after",
    "a patient's planning guide",
    "costs, hospital stay and insurance",
  ]);
  return {
    title: `${treatment.name} in ${city.name}: ${angle}`,
    body: [
      "*Sample data: this article was generated automatically for load testing.*",
      `## What is ${treatment.name.toLowerCase()}?`,
      treatment.summary,
      `## Cost in ${city.name}`,
      `A typical range in ${city.name} is ${range}. The final bill depends on the hospital, the technique, implants or consumables, and the length of stay; ask for a written estimate.`,
      "## Hospital stay and recovery",
      stay === 0
        ? "Most patients go home the same day."
        : `Most patients stay in hospital for about ${stay} day${stay === 1 ? "" : "s"}.`,
      recovery ? `A return to normal routine usually takes about ${recovery} days.` : "",
      "## Insurance",
      "Most health insurance policies cover medically necessary procedures after their waiting periods; check your policy and ask the hospital's insurance desk about cashless treatment.",
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

function scaleArticle(k: number): typeof s.blogPosts.$inferInsert {
  const rng = mulberry32(seedFor(3, k));
  const id = SCALE_ID_OFFSET + k;
  const treatment = pick(rng, treatments);
  const city = pick(rng, WEIGHTED_CITIES);
  const hindi = rng() < 0.1;
  const { title, body } = articleBody(rng, treatment, city, hindi);
  const published = new Date(Date.UTC(2024, 0, 1) + randInt(rng, 0, 1050) * 86_400_000);
  const reviewerId = rng() < 0.7 ? pick(rng, reviewers).id : null;
  return {
    id,
    language: hindi ? "hi" : "en",
    slug: `sample-${treatment.slug}-${city.slug}-${id}`,
    title,
    excerpt: `Sample data: synthetic article about ${treatment.name} in ${city.name}.`,
    body,
    authorId: pick(rng, authors).id,
    reviewerId,
    departmentId: treatment.departmentId,
    publishedAt: published,
    medicallyReviewedAt: reviewerId === null ? null : published,
    updatedAt: published,
  };
}

async function ensureBaseData(db: Database): Promise<void> {
  const [cityCount, authorCount] = await Promise.all([db.$count(s.cities), db.$count(s.authors)]);
  if (cityCount < cities.length || authorCount < authors.length) {
    throw new Error("The scale seed needs the sample data: run seedDatabase() first.");
  }
}

/** Loads N synthetic entities (see the file comment). Idempotent and deterministic. */
export async function seedScale(
  db: Database,
  n: number,
  opts: { log?: (message: string) => void; chunkSize?: number } = {},
): Promise<ScaleSummary> {
  const log = opts.log ?? (() => {});
  const chunkSize = opts.chunkSize ?? SCALE_CHUNK_SIZE;
  const split = scaleSplit(n);
  const started = performance.now();
  await ensureBaseData(db);

  let rows = 0;
  await db.transaction(async (tx) => {
    const insert = async <T extends Parameters<typeof insertChunked>[1]>(
      name: string,
      table: T,
      batch: readonly T["$inferInsert"][],
      target: Parameters<typeof insertChunked>[3]["target"],
    ) => {
      const t0 = performance.now();
      // Stay within PostgreSQL's 65,535 bind parameters per statement.
      const columns = Object.keys(batch[0] ?? {}).length || 1;
      const size = Math.min(chunkSize, Math.floor(65_535 / columns));
      rows += await insertChunked(tx, table, batch, {
        target,
        onConflict: "nothing",
        chunkSize: size,
      });
      log(`  ${name}: ${batch.length} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    };

    const hospitals = Array.from({ length: split.hospitals }, (_, k) => scaleHospital(k));
    const details = hospitals.map((h) =>
      hospitalDetails(
        { ...h, insurerIds: h.insurerIds.slice(0, MAX_SCALE_INSURERS) },
        cityOf(h.cityId),
      ),
    );
    await insert(
      "hospitals",
      s.hospitals,
      hospitals.map(({ baseSlug, departmentIds: _d, insurerIds: _i, ...h }, i) => ({
        ...h,
        ...details[i]?.columns,
        slug: `${baseSlug}-${h.id}`,
      })),
      s.hospitals.id,
    );
    await insert(
      "hospital accreditations",
      s.hospitalAccreditations,
      details.flatMap((d) => d.accreditations),
      [s.hospitalAccreditations.hospitalId, s.hospitalAccreditations.body],
    );
    await insert(
      "hospital departments",
      s.hospitalDepartments,
      hospitals.flatMap((h) =>
        h.departmentIds.map((departmentId) => ({ hospitalId: h.id, departmentId })),
      ),
      [s.hospitalDepartments.hospitalId, s.hospitalDepartments.departmentId],
    );
    await insert(
      "hospital insurers",
      s.hospitalInsurers,
      details.flatMap((d) => d.insurers),
      [s.hospitalInsurers.hospitalId, s.hospitalInsurers.insurerId],
    );
    await insert(
      "hospital facilities",
      s.hospitalFacilities,
      hospitals.flatMap(hospitalFacilities),
      [s.hospitalFacilities.hospitalId, s.hospitalFacilities.facility],
    );
    await insert(
      "hospital treatment costs",
      s.hospitalTreatmentCosts,
      hospitals.flatMap((h) => hospitalTreatmentCosts(h, cityOf(h.cityId), SCALE_HOSPITAL_COSTS)),
      [s.hospitalTreatmentCosts.hospitalId, s.hospitalTreatmentCosts.treatmentId],
    );

    const doctorRows: (typeof s.doctors.$inferInsert)[] = [];
    const doctorHospitalRows: (typeof s.doctorHospitals.$inferInsert)[] = [];
    const educationRows: (typeof s.doctorEducation.$inferInsert)[] = [];
    const membershipRows: (typeof s.doctorMemberships.$inferInsert)[] = [];
    for (let k = 0; k < split.doctors; k++) {
      const hospital = hospitals[Math.floor(k / 2)] as GeneratedHospital;
      const rng = mulberry32(seedFor(2, k));
      const city = cityOf(hospital.cityId);
      const { baseSlug, ...doctor } = generateDoctor(rng, {
        id: SCALE_ID_OFFSET + k,
        city,
        departmentId: pick(rng, hospital.departmentIds),
        hospital,
      });
      const extra = doctorDetails(doctor, city);
      doctorRows.push({ ...doctor, ...extra.columns, slug: `${baseSlug}-${doctor.id}` });
      doctorHospitalRows.push(...extra.hospitals);
      educationRows.push(...doctorEducation({ ...doctor, ...extra.columns }));
      membershipRows.push(...doctorMemberships({ ...doctor, ...extra.columns }));
    }
    await insert("doctors", s.doctors, doctorRows, s.doctors.id);
    await insert("doctor hospitals", s.doctorHospitals, doctorHospitalRows, [
      s.doctorHospitals.doctorId,
      s.doctorHospitals.hospitalId,
    ]);
    await insert("doctor education", s.doctorEducation, educationRows, [
      s.doctorEducation.doctorId,
      s.doctorEducation.position,
    ]);
    await insert("doctor memberships", s.doctorMemberships, membershipRows, [
      s.doctorMemberships.doctorId,
      s.doctorMemberships.body,
    ]);

    const articles = Array.from({ length: split.articles }, (_, k) => scaleArticle(k));
    await insert("blog articles", s.blogPosts, articles, s.blogPosts.id);
    // The search index covers the synthetic entities too (bench/search).
    log(`  search documents: ${await rebuildSearchIndex(tx)}`);
  });

  const seconds = (performance.now() - started) / 1000;
  log(`Scale seed of ${n} entities (${rows} rows) in ${seconds.toFixed(1)} s`);
  return { ...split, rows, seconds };
}
