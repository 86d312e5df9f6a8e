/**
 * The marketing thank-you page's heading names, applied case-insensitively and in this order.
 * They belong to that heading alone: everywhere else (treatment pages, titles, crumbs, tiles,
 * the funnel's choices, leads) a treatment keeps its catalogue name, because a rule that shows
 * any name with "kidney" as "Kidney Stones Transport" would misname a catalogue page.
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
