/**
 * The partner enquiry's kinds and field limits, apart from its schema (./schema.ts): the form
 * shows them from its first render, and loads the schema (and zod with it, about 30 KB gzip) only
 * when it is sent (SH-42).
 */

/** What kind of organisation asks to partner. */
export const PARTNER_KINDS = ["hospital", "clinic", "doctor", "diagnostic_centre"] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PARTNER_LIMITS = {
  organisation: 200,
  contactName: 100,
  email: 254,
  city: 100,
  message: 2000,
} as const;
