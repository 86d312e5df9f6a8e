import type { InsurancePageKind } from "@/src/lib/page-types";
import type { InsurerRef } from "./types";

/** The slug of Ayushman Bharat PM-JAY, whose pages are the Insurance page type's Ayushman kind. */
export const AYUSHMAN_INSURER_SLUG = "ayushman-bharat-pm-jay";

/** RT-38: an insurer's page is of the Ayushman kind for PM-JAY, else the private kind. */
export function insurancePageKind(insurer: Pick<InsurerRef, "slug">): InsurancePageKind {
  return insurer.slug === AYUSHMAN_INSURER_SLUG ? "ayushman" : "private";
}
