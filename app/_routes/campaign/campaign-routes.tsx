import { displayPhone, pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import type { CampaignKind } from "@/src/lib/campaign";
import { getMessages } from "@/src/lib/i18n";
import { activeCampaign } from "@/src/server/campaigns";
import { CampaignView } from "@/src/ui/campaign/campaign-view";
import { definePage } from "../page-kit";
import { funnel } from "./funnel-route";

/**
 * `/marketing/{slug}` and `/campaign/{slug}`: the active campaign of that kind and slug in the
 * one campaign template; unknown or outside its active dates, the 404 page. Title and
 * description from the record; always noindex (registry: Marketing not indexable).
 */
function campaignPage<K extends CampaignKind>(kind: K) {
  return definePage({
    route: kind,
    // A campaign's text is its own, written for one audience.
    localise: false,
    load: ({ params }) => activeCampaign(kind, (params.slug ?? []).join("/")),
    linkParams: (campaign) => ({ slug: campaign.slug }),
    meta: (campaign) => ({
      title: campaign.headline,
      description: campaign.subheadline.slice(0, 300) || undefined,
    }),
    settings: (campaign) => ({
      departmentName: campaign.department,
      pageName: campaign.headline,
      successRedirection: campaign.successRedirect ?? undefined,
      leadFormVariant: campaign.formVariant,
    }),
    view: (campaign, { route, locale }) => {
      const m = getMessages(locale);
      const phone = pagePhone(route.entry.pageType, route.entry.tier);
      return (
        <CampaignView
          campaign={campaign}
          contact={{ tel: telHref(phone), phone: displayPhone(phone), whatsApp: whatsAppHref() }}
          brand={m.common.brand}
          m={m.campaign}
        />
      );
    },
  });
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  marketing: campaignPage("marketing"),
  campaign: campaignPage("campaign"),
  funnel,
};
