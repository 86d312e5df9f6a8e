"use client";

import type { Campaign } from "@/src/lib/campaign";
import { LeadForm } from "@/src/ui/lead-form/lead-form";

/**
 * The campaign page's one island: its lead form, inline (not in a modal), with the campaign's
 * variant, mode, preselected treatment and PDF flag; the lead records the campaign it came from.
 */
export function CampaignForm({
  campaign,
  title,
}: {
  campaign: Pick<
    Campaign,
    "kind" | "slug" | "formVariant" | "formMode" | "treatment" | "pdf" | "selfie" | "selfieMessage"
  >;
  title: string;
}) {
  return (
    <LeadForm
      idPrefix="campaign"
      variant={campaign.formVariant}
      mode={campaign.formMode}
      header={title}
      headingRequired
      treatment={campaign.treatment ?? undefined}
      pdf={campaign.pdf}
      campaign={`${campaign.kind}/${campaign.slug}`}
      selfie={campaign.selfie ? { message: campaign.selfieMessage || undefined } : undefined}
    />
  );
}
