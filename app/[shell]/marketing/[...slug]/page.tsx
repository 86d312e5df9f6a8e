import {
  type CampaignParams,
  CampaignRoute,
  campaignMetadata,
} from "../../_campaign/campaign-route";

// Registry: Marketing (/marketing/{slug}), a campaigns record; rendered on first request and
// cached. A literal, as Next.js requires.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: CampaignParams }) {
  return campaignMetadata(params, "marketing");
}

export default function MarketingPage({ params }: { params: CampaignParams }) {
  return <CampaignRoute params={params} kind="marketing" />;
}
