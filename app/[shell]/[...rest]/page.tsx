import { NotFoundPage, notFoundMetadata } from "@/src/ui/page/not-found-page";

// A registry route whose view is not built yet: the not-found page inside its shell. Cached
// like every page (never rendered per request); dynamic params render on first request.
export const revalidate = 86400;

export async function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: Promise<{ shell: string }> }) {
  return notFoundMetadata(params);
}

export default function UnbuiltRoute() {
  return <NotFoundPage />;
}
