import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A screenshot for a person to look at, written only when E2E_SCREENSHOTS=1 (`npm run
 * test:screens`): no test reads them, and on a 2-core machine painting full pages at desktop width
 * for every run of the suite cost minutes of CPU. Whatever a screenshot is taken to show is also
 * asserted by the test that takes it (sizes, overflow, visibility, axe).
 */
export async function screenshotForReview(
  target: Page | Locator,
  options: Parameters<Page["screenshot"]>[0] & Parameters<Locator["screenshot"]>[0],
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await target.screenshot(options);
}

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
