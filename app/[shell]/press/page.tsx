import {
  ContentRoutePage,
  type ContentPageProps,
  contentMetadata,
} from "../_content/content-route";

// Registry: Press_Page; its text is content/pages/{locale}/press.md. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = contentMetadata("press");

export default function PressPage(props: ContentPageProps) {
  return <ContentRoutePage {...props} routeId="press" />;
}
