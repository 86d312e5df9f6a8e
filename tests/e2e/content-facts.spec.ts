import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { setUpStaff } from "./console-support";

const port = process.env.E2E_PORT ?? "3100";
const root = path.resolve(import.meta.dirname, "..", "..");
const shots = process.env.E2E_SHOTS_DIR ?? path.join(root, "test-results", port, "facts-shots");

async function shoot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Today as the pages write it (en-IN, long, in India). */
const todayLong = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeZone: "Asia/Kolkata",
}).format(new Date());
const todayIso = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 390, height: 844 } });

test("[CE-31] [CE-32] [CE-33] on a phone, an editor opens a stale fact from the queue, marks it re-checked, and the public page shows today's date", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await setUpStaff(page, "editor");
  await page.goto("/console/content/stale");
  const first = page.getByTestId("stale-fact").first();
  await expect(first).toContainText(/Checked \d{4}-\d{2}-\d{2}/);
  await shoot(page, "stale-queue");
  const link = first.getByRole("link");
  const href = (await link.getAttribute("href")) ?? "";
  const [, owner = "", slug = "", kind = ""] =
    /\/console\/content\/facts\/(doctor|hospital):([a-z0-9-]+):([a-z]+)$/.exec(href) ?? [];
  expect(slug, href).not.toBe("");
  await link.click();
  await expect(page.getByTestId("last-check")).toContainText("Overdue");
  await expect(page.getByTestId("fact-form")).toBeVisible();
  await shoot(page, "fact-form");
  // No horizontal scroll on the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Checked today: still true" }).click();
  await expect(page.getByTestId("done")).toContainText("re-checked");
  await expect(page.getByTestId("last-check")).toContainText(todayIso);
  await expect(page.getByTestId("last-check")).not.toContainText("Overdue");
  await page.goto("/console/content/stale");
  await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
  // The re-check dropped the profile's cache tags: the page shows the new date within seconds
  // (the first request after may still be the old render while the new one is made).
  await expect
    .poll(
      async () => {
        await page.goto(`/${owner}/${slug}`);
        return page.getByTestId(`checked-${kind}`).textContent();
      },
      { timeout: 10_000, intervals: [250, 500, 1000] },
    )
    .toContain(todayLong);
});
