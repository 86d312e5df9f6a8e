import { FunnelPage, funnelMetadata } from "./funnel-route";
import type { PageModule } from "@/src/ui/page/page-module";
import type { Locale } from "@/src/lib/i18n";
import type { Metadata } from "next";
import { displayPhone, pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import type { CampaignKind } from "@/src/lib/campaign";
import { getMessages } from "@/src/lib/i18n";
import { activeCampaign } from "@/src/server/campaigns";
import { CampaignView } from "@/src/ui/campaign/campaign-view";
import { routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";

export type CampaignParams = Promise<{ locale: Locale; slug?: string[] }>;

async function load(params: CampaignParams, kind: CampaignKind) {
  const { locale, route } = await resolvePage(params, kind);
  const { slug } = await params;
  const campaign = await activeCampaign(kind, (slug ?? []).join("/"));
  return { locale, route, campaign };
}

/** Title and description from the record; always noindex (registry: Marketing not indexable). */
export async function campaignMetadata(
  params: CampaignParams,
  kind: CampaignKind,
): Promise<Metadata> {
  const { locale, route, campaign } = await load(params, kind);
  if (!campaign) {
    return { title: getMessages(locale).errors.notFound.metaTitle, robots: { index: false } };
  }
  return {
    title: campaign.headline,
    description: campaign.subheadline.slice(0, 300) || undefined,
    ...routeMetadata(route, locale, { slug: campaign.slug }),
  };
}

/**
 * `/marketing/{slug}` and `/campaign/{slug}`: the active campaign of that kind and slug in the
 * one campaign template; unknown or outside its active dates, the 404 page.
 */
export async function CampaignRoute({
  params,
  kind,
}: {
  params: CampaignParams;
  kind: CampaignKind;
}) {
  const { locale, route, campaign } = await load(params, kind);
  if (!campaign) return <NotFoundPage />;
  const m = getMessages(locale);
  const phone = pagePhone(route.entry.pageType, route.entry.tier);
  return (
    <PageSettings
      route={route}
      locale={locale}
      departmentName={campaign.department}
      pageName={campaign.headline}
      successRedirection={campaign.successRedirect ?? undefined}
      leadFormVariant={campaign.formVariant}
    >
      <CampaignView
        campaign={campaign}
        contact={{ tel: telHref(phone), phone: displayPhone(phone), whatsApp: whatsAppHref() }}
        brand={m.common.brand}
        m={m.campaign}
      />
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  marketing: {
    render: ({ params }) => <CampaignRoute params={params} kind="marketing" />,
    metadata: ({ params }) => campaignMetadata(params, "marketing"),
  },
  campaign: {
    render: ({ params }) => <CampaignRoute params={params} kind="campaign" />,
    metadata: ({ params }) => campaignMetadata(params, "campaign"),
  },
  funnel: { render: FunnelPage, metadata: funnelMetadata },
} satisfies PageModule;
