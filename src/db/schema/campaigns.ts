import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import type { CampaignFaq, CampaignKind, CampaignProof } from "../../lib/campaign";
import { timestamptz, updatedAt } from "./columns";

/**
 * Marketing and campaign landing pages: `/marketing/{slug}` and
 * `/campaign/{slug}`, one row each, rendered by one template (src/ui/campaign). A page answers
 * only between `activeFrom` and `activeTo` (null: open-ended); outside them, or unknown, it is a
 * 404. docs/campaigns.md says how an operator adds one.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").$type<CampaignKind>().notNull(),
    slug: text("slug").notNull(),
    headline: text("headline").notNull(),
    subheadline: text("subheadline").notNull().default(""),
    /** A path under public/ (or an absolute https URL) and its alternative text. */
    heroImage: text("hero_image"),
    heroAlt: text("hero_alt").notNull().default(""),
    /** Department name: the lead's PageDepartment and the thank-you page's `department`. */
    department: text("department").notNull(),
    /** Treatment name preselected in the form (a catalogue treatment's name). */
    treatment: text("treatment"),
    claims: jsonb("claims").$type<string[]>().notNull().default([]),
    faqs: jsonb("faqs").$type<CampaignFaq[]>().notNull().default([]),
    proofPoints: jsonb("proof_points").$type<CampaignProof[]>().notNull().default([]),
    /** Lead-form variant ('0'-'4', LF-78 to LF-81) and mode (appointment, callback…). */
    formVariant: text("form_variant").notNull().default("3"),
    formMode: text("form_mode").notNull().default("appointment"),
    formTitle: text("form_title").notNull().default(""),
    /** Success behaviour: a page opened in a new tab after the lead (LF-65), if any. */
    successRedirect: text("success_redirect"),
    /** The PDF-marketing variant: the thank-you page shows the PDF message (MK-6). */
    pdf: boolean("pdf").notNull().default(false),
    /** The form asks for a selfie (SF-1), with this message under the field. */
    selfie: boolean("selfie").notNull().default(false),
    selfieMessage: text("selfie_message").notNull().default(""),
    activeFrom: timestamptz("active_from").notNull().defaultNow(),
    activeTo: timestamptz("active_to"),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("campaigns_kind_slug").on(t.kind, t.slug),
    index("campaigns_active_idx").on(t.activeFrom),
    check("campaigns_kind", sql`${t.kind} in ('marketing', 'campaign')`),
    check("campaigns_slug", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("campaigns_form_variant", sql`${t.formVariant} in ('0', '1', '2', '3', '4')`),
  ],
);
