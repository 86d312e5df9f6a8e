import { DepartmentsIndexRoute, departmentsIndexMetadata } from "../_catalog/department-routes";
import type { CatalogParams } from "../_catalog/treatment-routes";

// Registry: All_Departments (/departments). A literal, as Next.js requires.
export const revalidate = 3600;

export function generateMetadata({ params }: { params: CatalogParams }) {
  return departmentsIndexMetadata(params);
}

export default function DepartmentsPage({ params }: { params: CatalogParams }) {
  return <DepartmentsIndexRoute params={params} />;
}
