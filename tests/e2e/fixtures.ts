import path from "node:path";
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
/**
 * At 360×740 and at 390×844, nothing on the page scrolls sideways, with a screenshot of each for
 * review (`{dir}/{name}-{width}.png`); the page is left at `end`'s size.
 */
export async function expectFitsPhones(
  page: Page,
  dir: string,
  name: string,
  end: { width: number; height: number },
): Promise<void> {
  for (const size of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await screenshotForReview(page, {
      path: path.join(dir, `${name}-${size.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(end);
}

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
