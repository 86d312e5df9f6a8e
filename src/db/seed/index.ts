import "server-only";
import { inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import * as s from "../schema";
import { type BlogPostFile, loadBlogPosts } from "./blog";
import { authors } from "./data/authors";
import { cities } from "./data/cities";
import { conditions } from "./data/conditions";
import { departments } from "./data/departments";
import { doctors } from "./data/doctors";
import { faqs } from "./data/faqs";
import { hospitals } from "./data/hospitals";
import { insurers } from "./data/insurers";
import { press } from "./data/press";
import { reviewers } from "./data/reviewers";
import { reviews } from "./data/reviews";
import { diagnosticTests } from "./data/tests";
import { treatmentCosts, treatments } from "./data/treatments";
import { insertChunked } from "./insert";

/** The tables the seed fills, in dependency order. */
export const seededTables = {
  departments: s.departments,
  cities: s.cities,
  treatments: s.treatments,
  treatmentCosts: s.treatmentCosts,
  conditions: s.conditions,
  insurers: s.insurers,
  hospitals: s.hospitals,
  hospitalDepartments: s.hospitalDepartments,
  hospitalInsurers: s.hospitalInsurers,
  doctors: s.doctors,
  diagnosticTests: s.diagnosticTests,
  patientReviews: s.patientReviews,
  authors: s.authors,
  medicalReviewers: s.medicalReviewers,
  blogPosts: s.blogPosts,
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

function blogRows(posts: readonly BlogPostFile[]): (typeof s.blogPosts.$inferInsert)[] {
  return posts.map((post) => ({
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
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
  }));
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

    await upsert(
      "departments",
      s.departments,
      departments.map((d) => ({ ...d, specializations: [...d.specializations] })),
      s.departments.id,
    );
    await upsert(
      "cities",
      s.cities,
      cities.map(({ localities: _l, languages: _g, costFactor: _f, ...city }) => city),
      s.cities.id,
    );
    await upsert(
      "treatments",
      s.treatments,
      treatments.map(({ baseCost: _b, ...t }) => t),
      s.treatments.id,
    );
    await upsert("treatment costs", s.treatmentCosts, treatmentCosts, [
      s.treatmentCosts.treatmentId,
      s.treatmentCosts.cityId,
    ]);
    await upsert(
      "conditions",
      s.conditions,
      conditions.map((c) => ({ ...c, symptoms: [...c.symptoms] })),
      s.conditions.id,
    );
    await upsert("insurers", s.insurers, insurers, s.insurers.id);
    await upsert(
      "hospitals",
      s.hospitals,
      hospitals.map(({ departmentIds: _d, insurerIds: _i, ...h }) => h),
      s.hospitals.id,
    );
    // The sample hospitals' links are replaced as a whole, so that a link removed from the data
    // disappears from the database too.
    await tx
      .delete(s.hospitalDepartments)
      .where(inArray(s.hospitalDepartments.hospitalId, hospitalIds));
    await upsert(
      "hospital departments",
      s.hospitalDepartments,
      hospitals.flatMap((h) =>
        h.departmentIds.map((departmentId) => ({ hospitalId: h.id, departmentId })),
      ),
      [s.hospitalDepartments.hospitalId, s.hospitalDepartments.departmentId],
    );
    await tx.delete(s.hospitalInsurers).where(inArray(s.hospitalInsurers.hospitalId, hospitalIds));
    await upsert(
      "hospital insurers",
      s.hospitalInsurers,
      hospitals.flatMap((h) => h.insurerIds.map((insurerId) => ({ hospitalId: h.id, insurerId }))),
      [s.hospitalInsurers.hospitalId, s.hospitalInsurers.insurerId],
    );
    await upsert("doctors", s.doctors, doctors, s.doctors.id);
    await upsert("diagnostic tests", s.diagnosticTests, diagnosticTests, s.diagnosticTests.id);
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
