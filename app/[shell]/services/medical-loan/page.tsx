import { type ToolPageProps, ToolRoutePage, toolMetadata } from "../../_tools/tool-routes";

// Registry: Medical_Loan. A literal, as Next.js requires.
export const revalidate = 86400;

export const generateMetadata = toolMetadata("medical-loan");

export default function MedicalLoanPage(props: ToolPageProps) {
  return <ToolRoutePage {...props} routeId="medical-loan" />;
}
