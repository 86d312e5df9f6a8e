import {
  type InsuranceParams,
  InsurerRoute,
  insurerMetadata,
} from "../../../_discovery/insurance-routes";

// Registry: insurer; rendered on first request and cached. A literal, as Next.js requires.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: InsuranceParams }) {
  return insurerMetadata(params);
}

export default function InsurerPage({ params }: { params: InsuranceParams }) {
  return <InsurerRoute params={params} />;
}
