import type { PageModule } from "@/src/ui/page/page-module";
import { NotFoundPage, notFoundMetadata } from "@/src/ui/page/not-found-page";

/**
 * The Error route: any path no other route claims, the 404 page inside the full shell. Its
 * answers are never stored (src/server/http/page-cache.cjs keeps no 404 a visitor can make up).
 */
export const pages = {
  error: {
    render: () => <NotFoundPage />,
    metadata: ({ params }) => notFoundMetadata(params),
  },
} satisfies PageModule;
