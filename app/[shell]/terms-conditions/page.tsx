import {
  ContentRoutePage,
  type ContentPageProps,
  contentMetadata,
} from "../_content/content-route";

// Registry: Terms_Condition; its text is content/pages/{locale}/terms-conditions.md. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = contentMetadata("terms");

export default function TermsPage(props: ContentPageProps) {
  return <ContentRoutePage {...props} routeId="terms" />;
}
