/**
 * Treatment display names of spec §9, applied literally, case-insensitively and in the spec's
 * order (DESIGN §5). Used where the product shows a treatment as a heading (the marketing
 * thank-you page), never to relabel options a patient chooses from.
 */
const RULES: readonly { test: (lower: string) => boolean; display: (name: string) => string }[] = [
  { test: (s) => s.includes("tightening"), display: () => "Laser V Tightening" },
  { test: (s) => s.includes("liver transplant"), display: () => "Liver Transplant Surgery" },
  { test: (s) => s === "knee replacement", display: () => "KNEE REPLACEMENT" },
  { test: (s) => s === "piles treatment", display: (name) => name },
  { test: (s) => s.includes("kidney"), display: () => "Kidney Stones Transport" },
];

export function treatmentDisplayName(name: string): string {
  const lower = name.trim().toLowerCase();
  const rule = RULES.find((r) => r.test(lower));
  return rule ? rule.display(name.trim()) : name;
}
