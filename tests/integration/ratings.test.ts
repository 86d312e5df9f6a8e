/**
 * One rating: a doctor's and a hospital's rating is the average of their reviews to one decimal,
 * beside their number, and every reader shows that figure: the profile (its header and its
 * reviews section read the same fields), the listing cards, the rating and relevance sorts and
 * the JSON-LD aggregateRating. The database keeps it (migration 0020's trigger), so a review
 * added, moved or removed changes it everywhere at once.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "@/src/db/schema";
import { aggregateRating } from "@/src/lib/catalog/rating";
import type { PatientRating } from "@/src/lib/catalog/types";
import {
  getDoctorBySlug,
  getHospitalBySlug,
  listDoctors,
  listHospitals,
  listReviews,
} from "@/src/server/catalog";
import { catalogDb } from "./catalog-support";

const db = catalogDb();

/** The figures the reviews give: their number and their mean, half up to one decimal. */
function fromReviews(ratings: number[]): PatientRating {
  if (ratings.length === 0) return { rating: null, reviewCount: 0 };
  const sum = ratings.reduce((a, b) => a + b, 0);
  // Integer arithmetic first, so that a mean of exactly x.x5 rounds up as PostgreSQL does.
  return { rating: Math.round((sum * 10) / ratings.length) / 10, reviewCount: ratings.length };
}

async function reviewsBy(column: "doctorId" | "hospitalId"): Promise<Map<number, number[]>> {
  const rows = await db().select().from(s.patientReviews);
  const byId = new Map<number, number[]>();
  for (const r of rows) {
    const id = r[column];
    if (id !== null) byId.set(id, [...(byId.get(id) ?? []), r.rating]);
  }
  return byId;
}

/** Ratings in listing order, sponsored rows left out (they come first whatever their rating). */
function ratingsInOrder(items: (PatientRating & { sponsored: boolean })[]): (number | null)[] {
  return items.filter((i) => !i.sponsored).map((i) => i.rating);
}

function expectDescendingNullsLast(ratings: (number | null)[]) {
  const rated = ratings.filter((r): r is number => r !== null);
  expect(ratings.slice(0, rated.length)).toEqual(rated);
  expect(rated).toEqual([...rated].sort((a, b) => b - a));
}

describe("one rating, from the reviews shown", () => {
  it("every doctor's and hospital's rating and number are those of its reviews", async () => {
    const byDoctor = await reviewsBy("doctorId");
    const byHospital = await reviewsBy("hospitalId");
    const doctors = await db().select().from(s.doctors);
    const hospitals = await db().select().from(s.hospitals);
    for (const d of doctors) {
      expect({ rating: d.rating, reviewCount: d.reviewCount }, d.slug).toEqual(
        fromReviews(byDoctor.get(d.id) ?? []),
      );
    }
    for (const h of hospitals) {
      expect({ rating: h.rating, reviewCount: h.reviewCount }, h.slug).toEqual(
        fromReviews(byHospital.get(h.id) ?? []),
      );
    }
    expect(doctors.filter((d) => d.reviewCount > 0).length).toBeGreaterThan(20);
    expect(hospitals.filter((h) => h.reviewCount > 0).length).toBeGreaterThan(20);
  });

  it("a doctor's profile, its reviews, its card and its JSON-LD show the one figure", async () => {
    const all = await listDoctors(db(), { limit: 100, sort: "rating" });
    const reviewed = all.items.filter((d) => d.reviewCount > 0);
    expect(reviewed.length).toBeGreaterThan(5);
    for (const card of reviewed) {
      const profile = await getDoctorBySlug(db(), card.slug);
      expect(profile?.rating, card.slug).toBe(card.rating);
      expect(profile?.reviewCount, card.slug).toBe(card.reviewCount);
      const reviews = await listReviews(db(), { doctorId: card.id, limit: 50 });
      expect(fromReviews(reviews.map((r) => r.rating)), card.slug).toEqual({
        rating: card.rating,
        reviewCount: card.reviewCount,
      });
      expect(aggregateRating(profile ?? card).aggregateRating).toMatchObject({
        ratingValue: card.rating,
        reviewCount: card.reviewCount,
      });
    }
    const unreviewed = await listDoctors(db(), { limit: 1, offset: all.total - 1, sort: "rating" });
    const last = unreviewed.items[0];
    expect(last?.reviewCount).toBe(0);
    expect(last?.rating).toBeNull();
    // No reviews, no stars in the JSON-LD.
    expect(aggregateRating(last ?? { rating: null, reviewCount: 0 })).toEqual({});
  });

  it("a hospital's profile and card show the figure of its reviews", async () => {
    const all = await listHospitals(db(), { limit: 100, sort: "rating" });
    for (const card of all.items.filter((h) => h.reviewCount > 0).slice(0, 15)) {
      const profile = await getHospitalBySlug(db(), card.slug);
      expect({ rating: profile?.rating, reviewCount: profile?.reviewCount }, card.slug).toEqual({
        rating: card.rating,
        reviewCount: card.reviewCount,
      });
      const reviews = await listReviews(db(), { hospitalId: card.id, limit: 50 });
      expect(fromReviews(reviews.map((r) => r.rating))).toEqual({
        rating: card.rating,
        reviewCount: card.reviewCount,
      });
    }
  });

  it("listings sort by that figure: the rating sort and relevance put higher ratings first, unrated last", async () => {
    for (const sort of ["rating", "relevance"] as const) {
      const doctors = await listDoctors(db(), { limit: 100, sort });
      expectDescendingNullsLast(ratingsInOrder(doctors.items));
      const hospitals = await listHospitals(db(), { limit: 100, sort });
      expectDescendingNullsLast(ratingsInOrder(hospitals.items));
    }
    // Among equal ratings the rating sort puts more reviews first.
    const byRating = (await listDoctors(db(), { limit: 100, sort: "rating" })).items.filter(
      (d) => !d.sponsored,
    );
    for (let i = 1; i < byRating.length; i++) {
      const [a, b] = [byRating[i - 1], byRating[i]];
      if (a?.rating === b?.rating)
        expect(a?.reviewCount ?? 0).toBeGreaterThanOrEqual(b?.reviewCount ?? 0);
    }
  });

  it("a review added, moved or removed changes the rating, the card and the order at once", async () => {
    const [doctor] = await db()
      .select()
      .from(s.doctors)
      .where(sql`${s.doctors.reviewCount} = 0 and not ${s.doctors.sponsored}`)
      .limit(1);
    const [other] = await db()
      .select()
      .from(s.doctors)
      .where(sql`${s.doctors.reviewCount} > 1`)
      .limit(1);
    if (!doctor || !other) throw new Error("the sample data has unreviewed and reviewed doctors");
    const before = await listDoctors(db(), { cityId: doctor.cityId, limit: 100, sort: "rating" });
    const oldPosition = before.items.findIndex((d) => d.id === doctor.id);

    const [{ id } = { id: 0 }] = await db()
      .select({ id: sql<number>`max(${s.patientReviews.id}) + 1` })
      .from(s.patientReviews);
    await db().insert(s.patientReviews).values({
      id,
      patientName: "Test P.",
      cityId: doctor.cityId,
      doctorId: doctor.id,
      hospitalId: doctor.hospitalId,
      rating: 5,
      body: "A review added by the rating test.",
    });
    const added = await getDoctorBySlug(db(), doctor.slug);
    expect({ rating: added?.rating, reviewCount: added?.reviewCount }).toEqual({
      rating: 5,
      reviewCount: 1,
    });
    const after = await listDoctors(db(), { cityId: doctor.cityId, limit: 100, sort: "rating" });
    const card = after.items.find((d) => d.id === doctor.id);
    expect(card?.rating).toBe(5);
    expect(after.items.indexOf(card as (typeof after.items)[number])).toBeLessThan(oldPosition);

    // Moved to another doctor: both doctors' figures follow.
    const otherReviews = (await reviewsBy("doctorId")).get(other.id) ?? [];
    await db()
      .update(s.patientReviews)
      .set({ doctorId: other.id })
      .where(eq(s.patientReviews.id, id));
    const moved = await getDoctorBySlug(db(), doctor.slug);
    expect({ rating: moved?.rating, reviewCount: moved?.reviewCount }).toEqual({
      rating: null,
      reviewCount: 0,
    });
    const gained = await getDoctorBySlug(db(), other.slug);
    expect({ rating: gained?.rating, reviewCount: gained?.reviewCount }).toEqual(
      fromReviews([...otherReviews, 5]),
    );

    await db().delete(s.patientReviews).where(eq(s.patientReviews.id, id));
    const restored = await getDoctorBySlug(db(), other.slug);
    expect({ rating: restored?.rating, reviewCount: restored?.reviewCount }).toEqual(
      fromReviews(otherReviews),
    );
  });

  it("the database refuses a rating that disagrees with the number of reviews", async () => {
    const [doctor] = await db().select().from(s.doctors).limit(1);
    await expect(
      db()
        .update(s.doctors)
        .set({ rating: doctor?.reviewCount === 0 ? 4.5 : null })
        .where(eq(s.doctors.id, doctor?.id ?? 0)),
    ).rejects.toThrow();
  });
});
