import type { AggregateRating } from "schema-dts";
import { aggregateRatingNode } from "../json-ld";
import type { PatientRating } from "./types";

/**
 * A profile's JSON-LD `aggregateRating`: the figure its header and reviews section show, and
 * none without reviews (search engines show review stars only for real reviews).
 */
export function aggregateRating(r: PatientRating): { aggregateRating?: AggregateRating } {
  if (r.reviewCount === 0 || r.rating === null) return {};
  return { aggregateRating: aggregateRatingNode(r.rating, r.reviewCount) };
}
