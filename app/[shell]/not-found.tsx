import { getMessages } from "@/src/lib/i18n";
import { NotFoundBody } from "@/src/ui/page/not-found-page";

export const metadata = {
  title: getMessages("en").errors.notFound.metaTitle,
  robots: { index: false, follow: true },
};

// The 404 page inside the page's shell (DESIGN §13: Error).
export default function NotFound() {
  return <NotFoundBody />;
}
