import { ConditionRoute, conditionMetadata } from "../../_catalog/condition-routes";
import type { CatalogParams } from "../../_catalog/treatment-routes";

// Registry: Condition (/condition/{slug}); rendered on first request and cached.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: CatalogParams }) {
  return conditionMetadata(params);
}

export default function ConditionPage({ params }: { params: CatalogParams }) {
  return <ConditionRoute params={params} />;
}
