import { CostRoute, type CostParams, costMetadata } from "../../../../_catalog/cost-routes";

// Registry: costpage (/treatment/{slug}/cost/{estimate}): a shared itemised estimate, rendered
// on first request and cached like any page (the estimate is in the path, never the query).
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: CostParams }) {
  return costMetadata(params, true);
}

export default function EstimatePage({ params }: { params: CostParams }) {
  return <CostRoute params={params} withEstimate={true} />;
}
