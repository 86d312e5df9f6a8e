import { CostRoute, type CostParams, costMetadata } from "../../../_catalog/cost-routes";

// Registry: costpage (/treatment/{slug}/cost); rendered on first request and cached.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: CostParams }) {
  return costMetadata(params, false);
}

export default function CostPage({ params }: { params: CostParams }) {
  return <CostRoute params={params} withEstimate={false} />;
}
