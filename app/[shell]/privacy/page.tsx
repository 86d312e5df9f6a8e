import {
  ContentRoutePage,
  type ContentPageProps,
  contentMetadata,
} from "../_content/content-route";

// Registry: Privacy_Policy; its text is content/pages/{locale}/privacy.md. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = contentMetadata("privacy");

export default function PrivacyPage(props: ContentPageProps) {
  return <ContentRoutePage {...props} routeId="privacy" />;
}
