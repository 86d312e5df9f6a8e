import {
  type CampaignParams,
  CampaignRoute,
  campaignMetadata,
} from "../../_campaign/campaign-route";

// Registry: Marketing (/campaign/{slug}), a campaigns record; rendered on first request and
// cached. A literal, as Next.js requires.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: CampaignParams }) {
  return campaignMetadata(params, "campaign");
}

export default function CampaignPage({ params }: { params: CampaignParams }) {
  return <CampaignRoute params={params} kind="campaign" />;
}
