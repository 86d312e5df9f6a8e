import {
  ContentRoutePage,
  type ContentPageProps,
  contentMetadata,
} from "../_content/content-route";

// Registry: Contact; its text is content/pages/{locale}/contact-us.md. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = contentMetadata("contact");

export default function ContactPage(props: ContentPageProps) {
  return <ContentRoutePage {...props} routeId="contact" />;
}
