/**
 * The partner enquiry (/partner-with-us): one schema for the form (before it sends,
 * with the page's messages) and `POST /api/partner/enquiry` (before it stores, English). Strict:
 * an unknown field is refused.
 */
import { z } from "zod";
import { isValidEmail } from "../email";
import en from "../i18n/messages/en/partner.json";
import { INDIAN_MOBILE } from "../indian-mobile";
import { unknownFields } from "../unknown-fields";
import { hasHiddenCharacters } from "../text";
import { PARTNER_KINDS, PARTNER_LIMITS } from "./fields";

export { PARTNER_KINDS, PARTNER_LIMITS, type PartnerKind } from "./fields";
export type PartnerMessages = typeof en.errors;

/** A required line of text: trimmed, 2 to `max` characters, no hidden characters. */
function line(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(2, { error: message })
    .max(max, { error: message })
    .refine((v) => !hasHiddenCharacters(v), { error: message });
}

export function partnerEnquirySchema(m: PartnerMessages = en.errors) {
  return z.strictObject(
    {
      organisation: line(PARTNER_LIMITS.organisation, m.organisation),
      contactName: line(PARTNER_LIMITS.contactName, m.contactName),
      /** Indian mobile numbers (+91): spaces and dashes dropped, a leading 0 or +91 too. */
      mobile: z
        .string({ error: m.mobile })
        .max(20, { error: m.mobile })
        .transform((v) => v.replace(/[\s-]/g, "").replace(/^(?:\+91|0)(?=\d{10}$)/, ""))
        .refine((v) => INDIAN_MOBILE.test(v), { error: m.mobile }),
      email: z
        .string({ error: m.email })
        .trim()
        .max(PARTNER_LIMITS.email, { error: m.email })
        .refine(isValidEmail, { error: m.email }),
      city: line(PARTNER_LIMITS.city, m.city),
      kind: z.enum(PARTNER_KINDS, { error: m.kind }),
      message: z
        .string({ error: m.message })
        .trim()
        .max(PARTNER_LIMITS.message, { error: m.message })
        .nullish()
        .transform((v) => v || undefined),
      /** The box next to the consent line must be ticked. */
      consent: z.literal(true, { error: m.consent }),
      language: z.enum(["en", "hi"]).default("en"),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? unknownFields(issue.keys) : undefined,
    },
  );
}

export type PartnerEnquiryInput = z.output<ReturnType<typeof partnerEnquirySchema>>;
export type PartnerField = keyof PartnerMessages;
