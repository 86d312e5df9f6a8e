import {
  ContentRoutePage,
  type ContentPageProps,
  contentMetadata,
} from "../_content/content-route";

// Registry: Partner; its text is content/pages/{locale}/partner-with-us.md, the enquiry form
// below it. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = contentMetadata("partner");

export default function PartnerPage(props: ContentPageProps) {
  return <ContentRoutePage {...props} routeId="partner" />;
}
