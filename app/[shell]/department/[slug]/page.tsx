import { DepartmentRoute, departmentMetadata } from "../../_catalog/department-routes";
import type { CatalogParams } from "../../_catalog/treatment-routes";

// Registry: departmentpage (/department/{slug}); rendered on first request and cached.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: CatalogParams }) {
  return departmentMetadata(params);
}

export default function DepartmentPage({ params }: { params: CatalogParams }) {
  return <DepartmentRoute params={params} />;
}
