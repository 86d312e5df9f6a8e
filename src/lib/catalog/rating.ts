import type { PatientRating } from "./types";

/**
 * A profile's JSON-LD `aggregateRating`: the figure its header and reviews section show, and
 * none without reviews (search engines show review stars only for real reviews).
 */
export function aggregateRating(r: PatientRating): { aggregateRating?: Record<string, unknown> } {
  if (r.reviewCount === 0 || r.rating === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: r.rating,
      reviewCount: r.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
