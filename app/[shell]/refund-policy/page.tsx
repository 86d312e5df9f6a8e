import {
  ContentRoutePage,
  type ContentPageProps,
  contentMetadata,
} from "../_content/content-route";

// Registry: Refund_Policy; its text is content/pages/{locale}/refund-policy.md. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = contentMetadata("refund");

export default function RefundPolicyPage(props: ContentPageProps) {
  return <ContentRoutePage {...props} routeId="refund" />;
}
