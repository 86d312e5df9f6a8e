/**
 * Campaign landing pages: the shape a page renders and the slug rule. Which
 * campaign answers when is the server's query (src/server/campaigns.ts). Pure.
 */
import type { LeadMode } from "./lead/modal";

export type CampaignKind = "marketing" | "campaign";

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

/** Slugs are lower case words joined by dashes (also the database's check). */
export const CAMPAIGN_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
