import { type ListingParams, ListingRoute, listingMetadata } from "../../_discovery/listing-routes";

// Registry: city-hospitals; rendered on first request and cached. A literal, as Next.js requires.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: ListingParams }) {
  return listingMetadata(params, "hospitals");
}

export default function CityHospitalsPage({ params }: { params: ListingParams }) {
  return <ListingRoute params={params} kind="hospitals" />;
}
