import { type ToolPageProps, ToolRoutePage, toolMetadata } from "../../_tools/tool-routes";

// Registry: Second_Opinion. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = toolMetadata("second-opinion");

export default function SecondOpinionPage(props: ToolPageProps) {
  return <ToolRoutePage {...props} routeId="second-opinion" />;
}
