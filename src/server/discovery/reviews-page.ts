import "server-only";
import { cache } from "react";
import { parseReviewSegment, type ReviewFilterValues } from "@/src/lib/catalog/review-filters";
import type { Page, ReviewFacets, ReviewListItem } from "@/src/lib/catalog/types";
import { cachedPatientReviews, cachedReviewFacets } from "@/src/server/catalog/cached";

export const REVIEWS_PAGE_SIZE = 20;

export interface ReviewsPageData {
  filters: ReviewFilterValues;
  treatment: ReviewFacets["treatments"][number] | null;
  city: ReviewFacets["cities"][number] | null;
  facets: ReviewFacets;
  page: number;
  pages: number;
  result: Page<ReviewListItem>;
}

/**
 * One page of /reviews: the path's filter segment resolved against the treatments and cities
 * that have reviews; null (the page answers 404) when the segment is not one of ours, names a
 * treatment or city without reviews, or asks for a page past the last. Shared by the page and
 * its metadata within one render (React cache).
 */
export const loadReviewsPage = cache(
  async (segment: string | undefined): Promise<ReviewsPageData | null> => {
    const filters = segment === undefined ? {} : parseReviewSegment(segment);
    if (!filters) return null;
    const facets = await cachedReviewFacets();
    const treatment = filters.treatment
      ? (facets.treatments.find((t) => t.slug === filters.treatment) ?? null)
      : null;
    const city = filters.city ? (facets.cities.find((c) => c.slug === filters.city) ?? null) : null;
    if ((filters.treatment && !treatment) || (filters.city && !city)) return null;
    const page = filters.page ?? 1;
    const result = await cachedPatientReviews({
      treatmentId: treatment?.id,
      cityId: city?.id,
      limit: REVIEWS_PAGE_SIZE,
      offset: (page - 1) * REVIEWS_PAGE_SIZE,
    });
    const pages = Math.max(1, Math.ceil(result.total / REVIEWS_PAGE_SIZE));
    if (page > pages) return null;
    return { filters, treatment, city, facets, page, pages, result };
  },
);
