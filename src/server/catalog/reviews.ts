import "server-only";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { cities, doctors, hospitals, patientReviews, treatments } from "@/src/db/schema";
import type { Page, Review, ReviewFacets, ReviewListItem } from "@/src/lib/catalog/types";
import { iso, page, paging, paths, refColumns } from "./shared";

export interface ReviewFilters {
  doctorId?: number;
  hospitalId?: number;
  /** How many of the newest reviews to return (1..50, default 10). */
  limit?: number;
}

/** The columns of a Review, with its treatment (left-joined). */
const reviewColumns = {
  id: patientReviews.id,
  patientName: patientReviews.patientName,
  rating: patientReviews.rating,
  body: patientReviews.body,
  createdAt: patientReviews.createdAt,
  verified: patientReviews.verified,
  isSample: patientReviews.isSample,
  treatment: refColumns(treatments),
};

type ReviewRow = Omit<Review, "createdAt" | "treatment"> & {
  createdAt: Date;
  treatment: { id: number; name: string; nameHi: string | null; slug: string } | null;
};

function toReview<R extends ReviewRow>(r: R): Omit<R, "createdAt" | "treatment"> & Review {
  return {
    ...r,
    createdAt: iso(r.createdAt),
    treatment: r.treatment ? { ...r.treatment, href: paths.treatment(r.treatment.slug) } : null,
  };
}

/** Newest first; the id breaks ties so that pages never overlap. */
const newestFirst = [desc(patientReviews.createdAt), desc(patientReviews.id)];

/**
 * A doctor's or hospital's newest reviews. Their number and average are the doctor's or
 * hospital's own `reviewCount` and `rating` (kept equal to the reviews by the database), so a
 * profile shows one figure in its header and above its reviews.
 */
export async function listReviews(db: Database, filters: ReviewFilters): Promise<Review[]> {
  const where: SQL[] = [];
  if (filters.doctorId !== undefined) where.push(eq(patientReviews.doctorId, filters.doctorId));
  if (filters.hospitalId !== undefined) {
    where.push(eq(patientReviews.hospitalId, filters.hospitalId));
  }
  // Reviews of nobody in particular are no one's reviews.
  if (where.length === 0) return [];
  const limit = Math.min(50, Math.max(1, Math.trunc(filters.limit ?? 10)));
  const rows = await db
    .select(reviewColumns)
    .from(patientReviews)
    .leftJoin(treatments, eq(treatments.id, patientReviews.treatmentId))
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toReview);
}

export interface PatientReviewFilters {
  treatmentId?: number;
  cityId?: number;
  limit?: number;
  offset?: number;
}

/** Every patient review (the /reviews page), newest first, by treatment and city. */
export async function listPatientReviews(
  db: Database,
  filters: PatientReviewFilters = {},
): Promise<Page<ReviewListItem>> {
  const p = paging(filters);
  const where: SQL[] = [];
  if (filters.treatmentId !== undefined) {
    where.push(eq(patientReviews.treatmentId, filters.treatmentId));
  }
  if (filters.cityId !== undefined) where.push(eq(patientReviews.cityId, filters.cityId));
  // The page's ids first (newest-first index), then their names: joining every review to the
  // doctors and hospitals before the limit made the planner scan the hospitals table.
  const pageIds = db
    .select({ id: patientReviews.id })
    .from(patientReviews)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(p.limit)
    .offset(p.offset)
    .as("page_ids");
  const [rows, total] = await Promise.all([
    db
      .select({
        ...reviewColumns,
        city: { id: cities.id, name: cities.name, slug: cities.slug },
        doctor: { name: doctors.name, slug: doctors.slug },
        hospital: { name: hospitals.name, slug: hospitals.slug },
      })
      .from(pageIds)
      .innerJoin(patientReviews, eq(patientReviews.id, pageIds.id))
      .leftJoin(treatments, eq(treatments.id, patientReviews.treatmentId))
      .leftJoin(cities, eq(cities.id, patientReviews.cityId))
      .leftJoin(doctors, eq(doctors.id, patientReviews.doctorId))
      .leftJoin(hospitals, eq(hospitals.id, patientReviews.hospitalId))
      .orderBy(...newestFirst),
    db.$count(patientReviews, and(...where)),
  ]);
  const items = rows.map(({ doctor, hospital, ...r }) => ({
    ...toReview(r),
    doctor: doctor ? { name: doctor.name, href: paths.doctor(doctor.slug) } : null,
    hospital: hospital ? { name: hospital.name, href: paths.hospital(hospital.slug) } : null,
  }));
  return page(items, total, p);
}

/** The treatments and cities that have reviews, with their number: the filters of /reviews. */
export async function listReviewFacets(db: Database): Promise<ReviewFacets> {
  const n = sql<number>`count(*)::int`;
  const [treatmentRows, cityRows] = await Promise.all([
    db
      .select({ ...refColumns(treatments), count: n })
      .from(patientReviews)
      .innerJoin(treatments, eq(treatments.id, patientReviews.treatmentId))
      .groupBy(treatments.id)
      .orderBy(treatments.name),
    db
      .select({ id: cities.id, name: cities.name, slug: cities.slug, count: n })
      .from(patientReviews)
      .innerJoin(cities, eq(cities.id, patientReviews.cityId))
      .groupBy(cities.id)
      .orderBy(sql`${cities.popularRank} asc nulls last`, cities.name),
  ]);
  return {
    treatments: treatmentRows.map((t) => ({ ...t, href: paths.treatment(t.slug) })),
    cities: cityRows,
  };
}
