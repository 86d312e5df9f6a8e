import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** Fails with the list of violations when axe finds any (WCAG 2.1 A/AA rules). */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  if (include) builder = builder.include(include);
  // Only violations are asserted: axe then builds selectors for the failing nodes alone instead of
  // for every node every rule passed, the slow part of a run (axe-core's documented `resultTypes`).
  // Every rule still runs on every node.
  const results = await builder.options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}
