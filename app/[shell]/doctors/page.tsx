import { type ListingParams, ListingRoute, listingMetadata } from "../_discovery/listing-routes";

// Registry: doctors; rendered on first request and cached. A literal, as Next.js requires.
export const revalidate = 3600;

export function generateMetadata({ params }: { params: ListingParams }) {
  return listingMetadata(params, "doctors");
}

export default function DoctorsPage({ params }: { params: ListingParams }) {
  return <ListingRoute params={params} kind="doctors" />;
}
