import {
  type CatalogParams,
  TreatmentRoute,
  treatmentMetadata,
} from "../../_catalog/treatment-routes";

// Registry: Treatment (/treatment/{slug}); rendered on first request and cached.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: CatalogParams }) {
  return treatmentMetadata(params, false);
}

export default function TreatmentPage({ params }: { params: CatalogParams }) {
  return <TreatmentRoute params={params} cityPage={false} />;
}
