import {
  ContentRoutePage,
  type ContentPageProps,
  contentMetadata,
} from "../_content/content-route";

// Registry: Faq_Page; its text is content/pages/{locale}/faq.md. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = contentMetadata("faq");

export default function FaqPage(props: ContentPageProps) {
  return <ContentRoutePage {...props} routeId="faq" />;
}
