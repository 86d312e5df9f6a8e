import type { CoverageSummary } from "@/src/lib/coverage/coverage";
import type { Messages } from "@/src/lib/i18n";

export type CoverageSummaryMessages = Messages["medical"]["coverage"]["summary"];

/**
 * The insurance paragraph of a treatment (its page, the care assistant's answer) when no insurer
 * is chosen: its category's rule for policies, whether PM-JAY's packages hold it, and the offer
 * to check the patient's own policy. Never "most policies cover this" for a treatment they
 * exclude.
 */
export function coverageSummaryText(summary: CoverageSummary, m: CoverageSummaryMessages): string {
  return [
    summary.category ? m[summary.category] : m.unknown,
    summary.inPmjayPackages ? m.pmjayIn : m.pmjayOut,
    m.check,
  ].join(" ");
}
