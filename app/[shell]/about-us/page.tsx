import {
  ContentRoutePage,
  type ContentPageProps,
  contentMetadata,
} from "../_content/content-route";

// Registry: About; its text is content/pages/{locale}/about-us.md. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = contentMetadata("about");

export default function AboutPage(props: ContentPageProps) {
  return <ContentRoutePage {...props} routeId="about" />;
}
