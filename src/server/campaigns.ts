import "server-only";
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { cache } from "react";
import { type Database, getDb } from "@/src/db";
import { campaigns } from "@/src/db/schema";
import { CAMPAIGN_SLUG, type Campaign, type CampaignKind } from "@/src/lib/campaign";
import { LEAD_MODES, type LeadMode } from "@/src/lib/lead/modal";

/**
 * The campaign a landing page shows: the record of that kind and slug that is
 * active now, else null (the page answers 404). Plain JSON, ready for the page's cache.
 */
export async function getActiveCampaign(
  db: Database,
  kind: CampaignKind,
  slug: string,
  now: Date = new Date(),
): Promise<Campaign | null> {
  if (!CAMPAIGN_SLUG.test(slug) || slug.length > 120) return null;
  const [row] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.kind, kind),
        eq(campaigns.slug, slug),
        lte(campaigns.activeFrom, now),
        or(isNull(campaigns.activeTo), gt(campaigns.activeTo, now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    kind: row.kind,
    slug: row.slug,
    headline: row.headline,
    subheadline: row.subheadline,
    heroImage: row.heroImage,
    heroAlt: row.heroAlt,
    department: row.department,
    treatment: row.treatment,
    claims: row.claims,
    faqs: row.faqs,
    proofPoints: row.proofPoints,
    formVariant: row.formVariant,
    // An unknown mode (a typo in the record) falls back to the default rather than failing.
    formMode: row.formMode in LEAD_MODES ? (row.formMode as LeadMode) : "appointment",
    formTitle: row.formTitle,
    successRedirect: row.successRedirect,
    pdf: row.pdf,
    selfie: row.selfie,
    selfieMessage: row.selfieMessage,
    activeFrom: row.activeFrom.toISOString(),
    activeTo: row.activeTo?.toISOString() ?? null,
  };
}

/**
 * One read per render (the page and its metadata share it). The page itself is ISR-cached
 * (registry: revalidate 300 s), so an ended campaign stops answering within five minutes.
 */
export const activeCampaign = cache((kind: CampaignKind, slug: string) =>
  getActiveCampaign(getDb(), kind, slug),
);
