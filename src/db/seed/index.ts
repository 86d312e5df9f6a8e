import "server-only";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import * as s from "../schema";
import { type BlogPostFile, loadBlogPosts } from "./blog";
import { authors } from "./data/authors";
import { cities } from "./data/cities";
import { conditions } from "./data/conditions";
import { departments } from "./data/departments";
import { doctorDetailsById, doctors } from "./data/doctors";
import { faqs } from "./data/faqs";
import {
  conditionNamesHi,
  departmentNamesHi,
  treatmentNamesHi,
  withHindiName,
} from "./data/hindi-names";
import { hospitalDetailsById, hospitals } from "./data/hospitals";
import { insurers } from "./data/insurers";
import { localities } from "./data/localities";
import { press } from "./data/press";
import { reviewers } from "./data/reviewers";
import { reviews } from "./data/reviews";
import { tagIdOf, tagSlugsFor, tags } from "./data/tags";
import { diagnosticTests, testPrices } from "./data/tests";
import { treatmentConditions } from "./data/treatment-conditions";
import { treatmentCosts, treatments } from "./data/treatments";
import { insertChunked, syncLinks } from "./insert";

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
      updatedAt: post.updatedAt,
    }))
    .sort((a, b) => Number(a.translationOfId !== null) - Number(b.translationOfId !== null));
}

function articleTagRows(posts: readonly BlogPostFile[]): (typeof s.articleTags.$inferInsert)[] {
  return posts.flatMap((post) =>
    (post.tags ?? tagSlugsFor(post.slug, post.department)).map((slug) => ({
      articleId: post.id,
      tagId: tagIdOf(slug, post.file),
    })),
  );
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
  const postRows = blogRows(posts);
  const hospitalIds = hospitals.map((h) => h.id);
  const doctorIds = doctors.map((d) => d.id);
  const hospitalDetails = (id: number) => {
    const details = hospitalDetailsById.get(id);
    if (!details) throw new Error(`No details for hospital ${id}`);
    return details;
  };
  const doctorDetails = (id: number) => {
    const details = doctorDetailsById.get(id);
    if (!details) throw new Error(`No details for doctor ${id}`);
    return details;
  };

  await db.transaction(async (tx) => {
    const upsert = async <T extends PgTable>(
      name: string,
      table: T,
      rows: readonly T["$inferInsert"][],
      target: Parameters<typeof insertChunked>[3]["target"],
    ) => {
      await insertChunked(tx, table, rows, { target, onConflict: "update" });
      log(`  ${name}: ${rows.length}`);
    };

    // The sample parents' links are synchronised as a whole (syncLinks), so that a link removed
    // from the data disappears from the database too.
    const sync = async <T extends PgTable>(
      name: string,
      table: T,
      link: Parameters<typeof syncLinks>[2],
      rows: readonly T["$inferInsert"][],
    ) => {
      await syncLinks(tx, table, link, rows);
      log(`  ${name}: ${rows.length}`);
    };

    await upsert(
      "departments",
      s.departments,
      withHindiName(departments, departmentNamesHi, "department").map((d) => ({
        ...d,
        specializations: [...d.specializations],
      })),
      s.departments.id,
    );
    await upsert(
      "cities",
      s.cities,
      cities.map(({ localities: _l, languages: _g, costFactor: _f, ...city }) => city),
      s.cities.id,
    );
    await upsert("localities", s.localities, localities, s.localities.id);
    await upsert(
      "treatments",
      s.treatments,
      withHindiName(treatments, treatmentNamesHi, "treatment").map(({ baseCost: _b, ...t }) => t),
      s.treatments.id,
    );
    await upsert("treatment costs", s.treatmentCosts, treatmentCosts, [
      s.treatmentCosts.treatmentId,
      s.treatmentCosts.cityId,
    ]);
    await upsert(
      "conditions",
      s.conditions,
      withHindiName(conditions, conditionNamesHi, "condition").map((c) => ({
        ...c,
        symptoms: [...c.symptoms],
      })),
      s.conditions.id,
    );
    await sync(
      "treatment conditions",
      s.treatmentConditions,
      {
        parent: s.treatmentConditions.treatmentId,
        parentIds: treatments.map((t) => t.id),
        key: [s.treatmentConditions.treatmentId, s.treatmentConditions.conditionId],
      },
      treatmentConditions,
    );
    await upsert("insurers", s.insurers, insurers, s.insurers.id);
    await upsert(
      "hospitals",
      s.hospitals,
      hospitals.map(({ departmentIds: _d, insurerIds: _i, ...h }) => ({
        ...h,
        ...hospitalDetails(h.id).columns,
      })),
      s.hospitals.id,
    );
    await sync(
      "hospital accreditations",
      s.hospitalAccreditations,
      {
        parent: s.hospitalAccreditations.hospitalId,
        parentIds: hospitalIds,
        key: [s.hospitalAccreditations.hospitalId, s.hospitalAccreditations.body],
      },
      hospitals.flatMap((h) => hospitalDetails(h.id).accreditations),
    );
    await sync(
      "hospital departments",
      s.hospitalDepartments,
      {
        parent: s.hospitalDepartments.hospitalId,
        parentIds: hospitalIds,
        key: [s.hospitalDepartments.hospitalId, s.hospitalDepartments.departmentId],
      },
      hospitals.flatMap((h) =>
        h.departmentIds.map((departmentId) => ({ hospitalId: h.id, departmentId })),
      ),
    );
    await sync(
      "hospital insurers",
      s.hospitalInsurers,
      {
        parent: s.hospitalInsurers.hospitalId,
        parentIds: hospitalIds,
        key: [s.hospitalInsurers.hospitalId, s.hospitalInsurers.insurerId],
      },
      hospitals.flatMap((h) => hospitalDetails(h.id).insurers),
    );
    await upsert(
      "doctors",
      s.doctors,
      doctors.map((d) => ({ ...d, ...doctorDetails(d.id).columns })),
      s.doctors.id,
    );
    await sync(
      "doctor hospitals",
      s.doctorHospitals,
      {
        parent: s.doctorHospitals.doctorId,
        parentIds: doctorIds,
        key: [s.doctorHospitals.doctorId, s.doctorHospitals.hospitalId],
      },
      doctors.flatMap((d) => doctorDetails(d.id).hospitals),
    );
    await sync(
      "doctor treatments",
      s.doctorTreatments,
      {
        parent: s.doctorTreatments.doctorId,
        parentIds: doctorIds,
        key: [s.doctorTreatments.doctorId, s.doctorTreatments.treatmentId],
      },
      doctors.flatMap((d) => doctorDetails(d.id).treatments),
    );
    await upsert("diagnostic tests", s.diagnosticTests, diagnosticTests, s.diagnosticTests.id);
    await upsert("test prices", s.testPrices, testPrices, [
      s.testPrices.testId,
      s.testPrices.cityId,
    ]);
    await upsert(
      "patient reviews",
      s.patientReviews,
      reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
      s.patientReviews.id,
    );
    await upsert(
      "authors",
      s.authors,
      authors.map((a) => ({ ...a, isSample: true })),
      s.authors.id,
    );
    await upsert(
      "medical reviewers",
      s.medicalReviewers,
      reviewers.map((r) => ({ ...r, isSample: true })),
      s.medicalReviewers.id,
    );
    await upsert("blog posts", s.blogPosts, postRows, s.blogPosts.id);
    await upsert("tags", s.tags, tags, s.tags.id);
    await sync(
      "article tags",
      s.articleTags,
      {
        parent: s.articleTags.articleId,
        parentIds: posts.map((p) => p.id),
        key: [s.articleTags.articleId, s.articleTags.tagId],
      },
      articleTagRows(posts),
    );
    await upsert(
      "press items",
      s.pressItems,
      press.map((p) => ({ ...p, publishedAt: new Date(p.publishedAt) })),
      s.pressItems.id,
    );
    await upsert("faqs", s.faqs, faqs, s.faqs.id);
  });

  const counts = await countRows(db);
  const seconds = (performance.now() - started) / 1000;
  log(`Seeded in ${seconds.toFixed(2)} s`);
  return { counts, seconds };
}
