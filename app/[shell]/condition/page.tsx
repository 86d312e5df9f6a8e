import { ConditionsIndexRoute, conditionsIndexMetadata } from "../_catalog/condition-routes";
import type { CatalogParams } from "../_catalog/treatment-routes";

// Registry: Condition (/condition). A literal, as Next.js requires.
export const revalidate = 3600;

export function generateMetadata({ params }: { params: CatalogParams }) {
  return conditionsIndexMetadata(params);
}

export default function ConditionsPage({ params }: { params: CatalogParams }) {
  return <ConditionsIndexRoute params={params} />;
}
