import "server-only";
import { and, avg, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "@/src/db";
import { patientReviews, treatments } from "@/src/db/schema";
import type { ReviewSummary } from "@/src/lib/catalog/types";
import { iso, paths, refColumns } from "./shared";

export interface ReviewFilters {
  doctorId?: number;
  hospitalId?: number;
  /** How many of the newest reviews to return (1..50, default 10); count and average cover all. */
  limit?: number;
}

/** A doctor's or hospital's reviews, newest first, with the number and average of all of them. */
export async function listReviews(db: Database, filters: ReviewFilters): Promise<ReviewSummary> {
  const where: SQL[] = [];
  if (filters.doctorId !== undefined) where.push(eq(patientReviews.doctorId, filters.doctorId));
  if (filters.hospitalId !== undefined) {
    where.push(eq(patientReviews.hospitalId, filters.hospitalId));
  }
  // Reviews of nobody in particular are no one's reviews.
  if (where.length === 0) return { items: [], count: 0, average: null };
  const limit = Math.min(50, Math.max(1, Math.trunc(filters.limit ?? 10)));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: patientReviews.id,
        patientName: patientReviews.patientName,
        rating: patientReviews.rating,
        body: patientReviews.body,
        createdAt: patientReviews.createdAt,
        isSample: patientReviews.isSample,
        treatment: refColumns(treatments),
      })
      .from(patientReviews)
      .leftJoin(treatments, eq(treatments.id, patientReviews.treatmentId))
      .where(and(...where))
      .orderBy(desc(patientReviews.createdAt), desc(patientReviews.id))
      .limit(limit),
    db
      .select({ n: count(), average: avg(patientReviews.rating) })
      .from(patientReviews)
      .where(and(...where)),
  ]);
  const n = totals?.n ?? 0;
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt),
      treatment: r.treatment ? { ...r.treatment, href: paths.treatment(r.treatment.slug) } : null,
    })),
    count: n,
    average: n > 0 && totals?.average ? Math.round(Number(totals.average) * 10) / 10 : null,
  };
}
