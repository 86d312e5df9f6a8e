import {
  ContentRoutePage,
  type ContentPageProps,
  contentMetadata,
} from "../_content/content-route";

// Registry: Editorial_Policy; its text is content/pages/{locale}/editorial-policy.md. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = contentMetadata("editorial");

export default function EditorialPolicyPage(props: ContentPageProps) {
  return <ContentRoutePage {...props} routeId="editorial" />;
}
