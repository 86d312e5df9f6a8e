import { NotFoundPage, notFoundMetadata } from "@/src/ui/page/not-found-page";

// Registry: Error. Every path no route claims is sent here (src/lib/page-paths.ts), so
// each shell has one cached not-found page instead of one per unknown URL.
export const revalidate = 86400;

export function generateMetadata({ params }: { params: Promise<{ shell: string }> }) {
  return notFoundMetadata(params);
}

export default function PageNotFound() {
  return <NotFoundPage />;
}
