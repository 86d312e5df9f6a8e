import "server-only";
import { loadSearchSynonyms, rebuildSearchIndex } from "../search-index";
import { withLayVocabulary } from "./data/lay-vocabulary";
import { searchSynonyms as searchSynonymData } from "./data/search-synonyms";
import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import * as s from "../schema";
import { type BlogPostFile, loadBlogPosts } from "./blog";
import { editedKeys } from "./edited";
import { articleSources } from "./data/article-sources";
import { authors } from "./data/authors";
import { campaigns } from "./data/campaigns";
import { cities } from "./data/cities";
import { conditions } from "./data/conditions";
import { departments } from "./data/departments";
import { doctorDetailsById, doctors, requiredCostTreatmentIds } from "./data/doctors";
import {
  doctorEducation,
  doctorMemberships,
  hospitalFacilities,
  hospitalTreatmentCosts,
} from "./data/facts";
import { faqs } from "./data/faqs";
import {
  conditionNamesHi,
  departmentNamesHi,
  treatmentNamesHi,
  withHindiName,
} from "./data/hindi-names";
import { cityOfHospital, hospitalDetailsById, hospitals } from "./data/hospitals";
import { insurers } from "./data/insurers";
import { localities } from "./data/localities";
import { press } from "./data/press";
import { reviewers } from "./data/reviewers";
import { reviews } from "./data/reviews";
import { tagIdOf, tagSlugsFor, tags } from "./data/tags";
import { SLIDE_SECONDS, videoFiles, videos } from "./data/videos";
import { diagnosticTests, testPrices } from "./data/tests";
import { treatmentConditions } from "./data/treatment-conditions";
import { treatmentCosts, treatments } from "./data/treatments";
import { type InsertOptions, insertChunked, releaseSlugs, syncLinks } from "./insert";
import { seedFacts } from "./facts";
import { seedMedicalPages } from "./medical";

/** The tables the seed fills, in dependency order. */
export const seededTables = {
  departments: s.departments,
  cities: s.cities,
  localities: s.localities,
  treatments: s.treatments,
  treatmentCosts: s.treatmentCosts,
  conditions: s.conditions,
  treatmentConditions: s.treatmentConditions,
  insurers: s.insurers,
  hospitals: s.hospitals,
  hospitalAccreditations: s.hospitalAccreditations,
  hospitalDepartments: s.hospitalDepartments,
  hospitalInsurers: s.hospitalInsurers,
  doctors: s.doctors,
  doctorHospitals: s.doctorHospitals,
  doctorTreatments: s.doctorTreatments,
  doctorEducation: s.doctorEducation,
  doctorMemberships: s.doctorMemberships,
  hospitalFacilities: s.hospitalFacilities,
  hospitalTreatmentCosts: s.hospitalTreatmentCosts,
  diagnosticTests: s.diagnosticTests,
  testPrices: s.testPrices,
  patientReviews: s.patientReviews,
  authors: s.authors,
  medicalReviewers: s.medicalReviewers,
  blogPosts: s.blogPosts,
  tags: s.tags,
  articleTags: s.articleTags,
  pressItems: s.pressItems,
  faqs: s.faqs,
  videos: s.videos,
  medicalPages: s.medicalPages,
  cityPriceLevels: s.cityPriceLevels,
  hospitalCategories: s.hospitalCategories,
  roomCategories: s.roomCategories,
  treatmentPriceItems: s.treatmentPriceItems,
  treatmentImplants: s.treatmentImplants,
  insurerTerms: s.insurerTerms,
  campaigns: s.campaigns,
} as const;

export type SeededTable = keyof typeof seededTables;

export interface SeedSummary {
  /** Rows in each table after seeding (scale rows included when present). */
  counts: Record<SeededTable, number>;
  seconds: number;
}

export interface SeedOptions {
  log?: (message: string) => void;
  /** Blog content folder; defaults to ./content/blog. */
  blogDir?: string;
}

function columnOf(table: PgTable, key: string): PgColumn {
  const column = (getTableColumns(table) as Record<string, PgColumn | undefined>)[key];
  if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
  return column;
}

function lookup<T extends { slug: string; id: number }>(
  items: readonly T[],
  slug: string,
  what: string,
  file: string,
): number {
  const item = items.find((i) => i.slug === slug);
  if (!item) throw new Error(`${file}: unknown ${what} '${slug}'`);
  return item.id;
}

/** The English original of a Hindi post: its `translationOf`, else the English post of its slug. */
function originalOf(post: BlogPostFile, posts: readonly BlogPostFile[]): number | null {
  if (post.language === "en") {
    if (post.translationOf) throw new Error(`${post.file}: only Hindi posts are translations`);
    return null;
  }
  const slug = post.translationOf ?? post.slug;
  const original = posts.find((p) => p.language === "en" && p.slug === slug);
  if (!original && post.translationOf) {
    throw new Error(`${post.file}: no English post '${post.translationOf}'`);
  }
  return original?.id ?? null;
}

function blogRows(posts: readonly BlogPostFile[]): (typeof s.blogPosts.$inferInsert)[] {
  // Originals first: a translation's foreign key needs its original inserted.
  return posts
    .map((post) => ({
      id: post.id,
      language: post.language,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      body: post.body,
      authorId: lookup(authors, post.author, "author", post.file),
      reviewerId: post.reviewer ? lookup(reviewers, post.reviewer, "reviewer", post.file) : null,
      departmentId: post.department
        ? lookup(departments, post.department, "department", post.file)
        : null,
      translationOfId: originalOf(post, posts),
      publishedAt: post.publishedAt,
      medicallyReviewedAt: post.reviewer ? (post.reviewedAt ?? post.updatedAt) : null,
      sources: [...(articleSources[post.translationOf ?? post.slug] ?? [])],
      updatedAt: post.updatedAt,
    }))
    .sort((a, b) => Number(a.translationOfId !== null) - Number(b.translationOfId !== null));
}

function articleTagRows(post: BlogPostFile): (typeof s.articleTags.$inferInsert)[] {
  return (post.tags ?? tagSlugsFor(post.slug, post.department)).map((slug) => ({
    articleId: post.id,
    tagId: tagIdOf(slug, post.file),
  }));
}

/** A link table with the links of the sample parents; see syncLinks. */
interface SampleLinks {
  table: PgTable;
  link: Parameters<typeof syncLinks>[2];
  rows: readonly object[];
}

/**
 * The link tables under one kind of parent, whose column is `parentKey` in each: gives a table's
 * sample links, keyed by [parent, `linkedKey`], from the links of each parent.
 */
function linksUnder<P extends { id: number }, K extends string>(
  parents: readonly P[],
  parentKey: K,
) {
  const parentIds = parents.map((p) => p.id);
  return <T extends PgTable & Record<K | L, PgColumn>, L extends string>(
    table: T,
    linkedKey: L,
    linksOf: (parent: P) => readonly T["$inferInsert"][],
  ): SampleLinks => ({
    table,
    link: { parent: table[parentKey], parentIds, key: [table[parentKey], table[linkedKey]] },
    rows: parents.flatMap(linksOf),
  });
}

function detailsOf<D>(byId: ReadonlyMap<number, D>, what: string): (item: { id: number }) => D {
  return ({ id }) => {
    const details = byId.get(id);
    if (!details) throw new Error(`No details for ${what} ${id}`);
    return details;
  };
}

const hospitalDetails = detailsOf(hospitalDetailsById, "hospital");
const doctorDetails = detailsOf(doctorDetailsById, "doctor");

/**
 * Treatments with a cost range of its own per sample hospital, at least: more where its doctors
 * perform more, or its departments have more of the most searched treatments.
 */
export const SAMPLE_HOSPITAL_COSTS = 12;

/** Every link table of the sample data with its sample parents' links. */
function linkTables(
  posts: readonly BlogPostFile[],
  edited: ReadonlyMap<string, ReadonlySet<string>>,
): SampleLinks[] {
  const ofTreatment = linksUnder(treatments, "treatmentId");
  const ofHospital = linksUnder(hospitals, "hospitalId");
  const ofDoctor = linksUnder(doctors, "doctorId");
  // A doctor whose treatments editors published keeps them: the seed is the first copy (0024).
  const performedEdited = edited.get("doctor_treatments");
  const ofDoctorNotEdited = linksUnder(
    doctors.filter((d) => !performedEdited?.has(d.slug)),
    "doctorId",
  );
  const ofArticle = linksUnder(posts, "articleId");
  return [
    ofTreatment(s.treatmentConditions, "conditionId", (t) =>
      treatmentConditions.filter((l) => l.treatmentId === t.id),
    ),
    ofHospital(s.hospitalAccreditations, "body", (h) => hospitalDetails(h).accreditations),
    ofHospital(s.hospitalDepartments, "departmentId", (h) =>
      h.departmentIds.map((departmentId) => ({ hospitalId: h.id, departmentId })),
    ),
    ofHospital(s.hospitalInsurers, "insurerId", (h) => hospitalDetails(h).insurers),
    ofDoctor(s.doctorHospitals, "hospitalId", (d) => doctorDetails(d).hospitals),
    ofDoctorNotEdited(s.doctorTreatments, "treatmentId", (d) => doctorDetails(d).treatments),
    ofDoctor(s.doctorEducation, "position", (d) =>
      doctorEducation({ ...d, registrationYear: doctorDetails(d).columns.registrationYear }),
    ),
    ofDoctor(s.doctorMemberships, "body", (d) =>
      doctorMemberships({ ...d, practiceSince: doctorDetails(d).columns.practiceSince }),
    ),
    ofHospital(s.hospitalFacilities, "facility", hospitalFacilities),
    ofHospital(s.hospitalTreatmentCosts, "treatmentId", (h) =>
      hospitalTreatmentCosts(
        h,
        cityOfHospital(h),
        SAMPLE_HOSPITAL_COSTS,
        requiredCostTreatmentIds(h),
      ),
    ),
    ofArticle(s.articleTags, "tagId", articleTagRows),
  ];
}

export async function countRows(db: Database): Promise<Record<SeededTable, number>> {
  const counts = {} as Record<SeededTable, number>;
  for (const [name, table] of Object.entries(seededTables) as [SeededTable, PgTable][]) {
    counts[name] = await db.$count(table);
  }
  return counts;
}

/**
 * Loads the sample catalogue and content. Idempotent: every row has a fixed key and is upserted,
 * so running it again leaves the same rows (and refreshes them from the data modules). Runs in
 * one transaction: a failure leaves the database as it was.
 */
export async function seedDatabase(db: Database, opts: SeedOptions = {}): Promise<SeedSummary> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const posts = loadBlogPosts(opts.blogDir);

  await db.transaction(async (tx) => {
    const logCount = (table: PgTable, rows: readonly object[]) =>
      log(`  ${getTableName(table).replaceAll("_", " ")}: ${rows.length}`);
    /** Upserts rows by their key: the table's id column unless another is given. */
    const upsert = async <T extends PgTable>(
      table: T,
      rows: readonly T["$inferInsert"][],
      target: InsertOptions["target"] = columnOf(table, "id"),
      keep?: readonly string[],
    ) => {
      await insertChunked(tx, table, rows, { target, onConflict: "update", keep });
      logCount(table, rows);
    };

    // What editors published stays theirs: the seed is the first copy (decision 0024).
    const edited = await editedKeys(tx);
    const upsertKeeping = async <T extends PgTable>(
      table: T,
      rows: readonly T["$inferInsert"][],
      kind: string,
      keyOf: (row: T["$inferInsert"]) => string,
      editorColumns: readonly string[],
      target?: InsertOptions["target"],
    ) => {
      const set = edited.get(kind);
      const whole = rows.filter((r) => !set?.has(keyOf(r)));
      const kept = rows.filter((r) => set?.has(keyOf(r)));
      await upsert(table, whole, target);
      if (kept.length > 0) await upsert(table, kept, target, editorColumns);
    };
    const slugOf = (row: { slug?: unknown }) => String(row.slug);

    await upsertKeeping(
      s.departments,
      withHindiName(departments, departmentNamesHi, "department").map((d) => ({
        ...d,
        specializations: [...d.specializations],
      })),
      "department",
      slugOf,
      ["name", "nameHi", "description"],
    );
    await upsert(
      s.cities,
      cities.map(({ localities: _l, languages: _g, costFactor: _f, ...city }) => city),
    );
    await upsert(s.localities, localities);
    const seededTreatments = withHindiName(treatments, treatmentNamesHi, "treatment").map(
      ({ baseCost: _b, ...t }) => t,
    );
    await upsertKeeping(s.treatments, seededTreatments, "treatment", slugOf, ["summary"]);
    const citySlug = new Map(cities.map((c) => [c.id, c.slug]));
    const treatmentSlug = new Map(seededTreatments.map((t) => [t.id, t.slug]));
    await upsertKeeping(
      s.treatmentCosts,
      treatmentCosts,
      "city_cost",
      (c) => `${treatmentSlug.get(c.treatmentId)}@${citySlug.get(c.cityId)}`,
      ["minCost", "maxCost"],
      [s.treatmentCosts.treatmentId, s.treatmentCosts.cityId],
    );
    await upsertKeeping(
      s.conditions,
      withHindiName(conditions, conditionNamesHi, "condition").map((c) => ({
        ...c,
        symptoms: [...c.symptoms],
      })),
      "condition",
      slugOf,
      ["name", "nameHi", "summary"],
    );
    await upsert(s.insurers, insurers);
    await releaseSlugs(tx, s.hospitals, hospitals);
    await releaseSlugs(tx, s.doctors, doctors);
    await upsert(
      s.hospitals,
      hospitals.map(({ departmentIds: _d, insurerIds: _i, ...h }) => ({
        ...h,
        ...hospitalDetails(h).columns,
      })),
    );
    await upsert(
      s.doctors,
      doctors.map((d) => ({ ...d, ...doctorDetails(d).columns })),
    );
    await upsertKeeping(s.diagnosticTests, diagnosticTests, "test", slugOf, ["name", "nameHi"]);
    await upsert(s.testPrices, testPrices, [s.testPrices.testId, s.testPrices.cityId]);
    await upsert(
      s.patientReviews,
      reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
    );
    await upsert(
      s.authors,
      authors.map((a) => ({ ...a, isSample: true })),
    );
    await upsert(
      s.medicalReviewers,
      reviewers.map((r) => ({ ...r, isSample: true })),
    );
    // An article editors published is the database's now: its file is not loaded again.
    const editedArticles = edited.get("article");
    await upsert(
      s.blogPosts,
      blogRows(posts).filter((p) => !editedArticles?.has(`${p.language}:${p.slug}`)),
    );
    await upsert(s.tags, tags);
    await upsert(
      s.pressItems,
      press.map((p) => ({ ...p, publishedAt: new Date(p.publishedAt) })),
    );
    await upsert(s.faqs, faqs);
    await upsert(
      s.videos,
      videos.map(({ slides: _slides, publishedAt, ...v }) => ({
        ...v,
        ...videoFiles(v.slug),
        durationSeconds: _slides.length * SLIDE_SECONDS,
        publishedAt: new Date(publishedAt),
      })),
    );
    // The sample campaign landing pages (texts editors published stay theirs).
    await upsertKeeping(
      s.campaigns,
      campaigns,
      "campaign",
      (row) => `${String(row.kind)}:${String(row.slug)}`,
      ["headline", "subheadline", "claims", "faqs", "formTitle", "heroAlt"],
      [s.campaigns.kind, s.campaigns.slug],
    );
    // Medical page reviews and the itemised estimate's prices (./medical.ts).
    await seedMedicalPages(tx, logCount, edited);
    // Links last, when every table they point into is filled. The sample parents' links are
    // synchronised as a whole (syncLinks), so that a link removed from the data disappears from
    // the database too.
    for (const { table, link, rows } of linkTables(posts, edited)) {
      await syncLinks(tx, table, link, rows);
      logCount(table, rows);
    }
    // When each verified fact was last checked (./facts.ts): after the facts' own rows.
    log(`  verified facts: ${await seedFacts(tx, new Date())}`);
    // The search index is built from what was just loaded, in the same transaction.
    // A term editors published in the console (content kind search_term) stays as they left it.
    await loadSearchSynonyms(
      tx,
      withLayVocabulary(searchSynonymData),
      edited.get("search_term") ?? new Set(),
    );
    log(`  search documents: ${await rebuildSearchIndex(tx)}`);
  });

  const counts = await countRows(db);
  const seconds = (performance.now() - started) / 1000;
  log(`Seeded in ${seconds.toFixed(2)} s`);
  return { counts, seconds };
}
