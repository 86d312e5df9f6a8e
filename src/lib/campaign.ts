/**
 * Campaign landing pages (issue 14 item 1): the shape a page renders and the rule that decides
 * whether a campaign answers at a given time. Pure: shared by the server, the seed and the views.
 */
import type { LeadMode } from "./lead/modal";

export const CAMPAIGN_KINDS = ["marketing", "campaign"] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export interface CampaignFaq {
  question: string;
  answer: string;
}

/** A figure with its label ('4.8/5', 'patient rating'). */
export interface CampaignProof {
  value: string;
  label: string;
}

/** A campaign as its page renders it (plain JSON: dates as ISO strings). */
export interface Campaign {
  kind: CampaignKind;
  slug: string;
  headline: string;
  subheadline: string;
  heroImage: string | null;
  heroAlt: string;
  department: string;
  treatment: string | null;
  claims: string[];
  faqs: CampaignFaq[];
  proofPoints: CampaignProof[];
  formVariant: string;
  formMode: LeadMode;
  formTitle: string;
  successRedirect: string | null;
  pdf: boolean;
  selfie: boolean;
  selfieMessage: string;
  activeFrom: string;
  activeTo: string | null;
}

/** A campaign answers from `activeFrom` (inclusive) until `activeTo` (exclusive; null: no end). */
export function isCampaignActive(
  c: { activeFrom: string | Date; activeTo: string | Date | null },
  now: Date,
): boolean {
  const t = now.getTime();
  if (new Date(c.activeFrom).getTime() > t) return false;
  return c.activeTo === null || new Date(c.activeTo).getTime() > t;
}

/** Slugs are lower case words joined by dashes (also the database's check). */
export const CAMPAIGN_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isCampaignKind(value: string): value is CampaignKind {
  return (CAMPAIGN_KINDS as readonly string[]).includes(value);
}
