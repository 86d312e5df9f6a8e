import { TestRoute, testMetadata } from "../../_catalog/test-routes";
import type { CatalogParams } from "../../_catalog/treatment-routes";

// Registry: Test (/test/{slug} and /hi/test/{slug}); rendered on first request and cached.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: CatalogParams }) {
  return testMetadata(params);
}

export default function TestPage({ params }: { params: CatalogParams }) {
  return <TestRoute params={params} />;
}
