import {
  type CatalogParams,
  TreatmentsIndexRoute,
  treatmentsIndexMetadata,
} from "../_catalog/treatment-routes";

// Registry: Treatment (/treatment). A literal, as Next.js requires.
export const revalidate = 3600;

export function generateMetadata({ params }: { params: CatalogParams }) {
  return treatmentsIndexMetadata(params);
}

export default function TreatmentsPage({ params }: { params: CatalogParams }) {
  return <TreatmentsIndexRoute params={params} />;
}
