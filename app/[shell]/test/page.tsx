import { TestsIndexRoute, testsIndexMetadata } from "../_catalog/test-routes";
import type { CatalogParams } from "../_catalog/treatment-routes";

// Registry: Test (/test). A literal, as Next.js requires.
export const revalidate = 3600;

export function generateMetadata({ params }: { params: CatalogParams }) {
  return testsIndexMetadata(params);
}

export default function TestsPage({ params }: { params: CatalogParams }) {
  return <TestsIndexRoute params={params} />;
}
