import {
  type ListingParams,
  ListingRoute,
  listingMetadata,
} from "../../../_discovery/listing-routes";

// Registry: hospitals-filter; rendered on first request and cached. A literal, as Next.js requires.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: ListingParams }) {
  return listingMetadata(params, "hospitals");
}

export default function HospitalsFilterPage({ params }: { params: ListingParams }) {
  return <ListingRoute params={params} kind="hospitals" />;
}
