import {
  ContentRoutePage,
  type ContentPageProps,
  contentMetadata,
} from "../_content/content-route";

// Registry: Careers; its text is content/pages/{locale}/careers.md. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = contentMetadata("careers");

export default function CareersPage(props: ContentPageProps) {
  return <ContentRoutePage {...props} routeId="careers" />;
}
