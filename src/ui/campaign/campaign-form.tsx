"use client";

import type { Campaign } from "@/src/lib/campaign";
import { useHydrated } from "@/src/ui/hooks/use-hydrated";
import { LazyLeadForm } from "@/src/ui/lead-form/lazy-lead-form";

/**
 * The campaign page's one island: its lead form, inline (not in a modal), with the campaign's
 * variant, mode, preselected treatment and PDF flag; the lead records the campaign it came from.
 * Rendered in the browser only, its code loaded then: the form reads the visit's storage
 * (attribution, the chosen city, a logged-in patient) as it starts, as it does in a modal; the
 * server HTML keeps its place (no layout shift).
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
  const inBrowser = useHydrated();
  const placeholder = (
    <div className="flex min-h-[28rem] flex-col gap-4" aria-busy="true">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
    </div>
  );
  if (!inBrowser) return placeholder;
  return (
    <LazyLeadForm
      fallback={placeholder}
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
