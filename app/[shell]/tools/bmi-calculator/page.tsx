import { type ToolPageProps, ToolRoutePage, toolMetadata } from "../../_tools/tool-routes";

// Registry: BMI_Calculator. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = toolMetadata("bmi");

export default function BmiCalculatorPage(props: ToolPageProps) {
  return <ToolRoutePage {...props} routeId="bmi" />;
}
