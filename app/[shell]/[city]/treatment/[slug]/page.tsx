import {
  type CatalogParams,
  TreatmentRoute,
  treatmentMetadata,
} from "../../../_catalog/treatment-routes";

// Registry: Treatment_City (/{city}/treatment/{slug}); rendered on first request and cached.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: CatalogParams }) {
  return treatmentMetadata(params, true);
}

export default function CityTreatmentPage({ params }: { params: CatalogParams }) {
  return <TreatmentRoute params={params} cityPage={true} />;
}
