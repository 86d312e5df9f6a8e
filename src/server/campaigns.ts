import "server-only";
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { type Database, getDb } from "@/src/db";
import { campaigns } from "@/src/db/schema";
import { CAMPAIGN_SLUG, type Campaign, type CampaignKind } from "@/src/lib/campaign";
import { LEAD_MODES, type LeadMode } from "@/src/lib/lead/modal";
import { campaignTag } from "@/src/server/catalog/tags";

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
  return row ? campaignOf(row) : null;
}

/** Any campaign of that kind and slug, active or not (the console's preview of a draft). */
export async function getCampaign(
  db: Database,
  kind: CampaignKind,
  slug: string,
): Promise<Campaign | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.kind, kind), eq(campaigns.slug, slug)))
    .limit(1);
  return row ? campaignOf(row) : null;
}

function campaignOf(row: typeof campaigns.$inferSelect): Campaign {
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

/** Seconds a cached campaign read serves: the page's own ISR time (registry: 300 s). */
const CAMPAIGN_REVALIDATE_SECONDS = 300;

/** The tags of one campaign page's read: its own, which publishing an edit of it drops. */
export function campaignReadTags(kind: CampaignKind, slug: string): string[] {
  return [campaignTag(kind, slug)];
}

/**
 * One read per render (the page and its metadata share it), kept across requests in Next.js's
 * data cache under the campaign's own tag: publishing an edit of its texts drops exactly that
 * page (the page's ISR entry carries the tags of the reads it made). Without an edit, the read
 * and the page refresh every five minutes, so an ended campaign stops answering within five.
 */
export const activeCampaign = cache((kind: CampaignKind, slug: string) =>
  CAMPAIGN_SLUG.test(slug) && slug.length <= 120
    ? unstable_cache(() => getActiveCampaign(getDb(), kind, slug), ["campaign", kind, slug], {
        tags: campaignReadTags(kind, slug),
        revalidate: CAMPAIGN_REVALIDATE_SECONDS,
      })()
    : Promise.resolve(null),
);
