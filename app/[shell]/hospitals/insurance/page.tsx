import {
  type InsuranceParams,
  InsuranceIndexRoute,
  insuranceIndexMetadata,
} from "../../_discovery/insurance-routes";

// Registry: insurance (/hospitals/insurance). A literal, as Next.js requires.
export const revalidate = 3600;

export function generateMetadata({ params }: { params: InsuranceParams }) {
  return insuranceIndexMetadata(params);
}

export default function InsurancePage({ params }: { params: InsuranceParams }) {
  return <InsuranceIndexRoute params={params} />;
}
