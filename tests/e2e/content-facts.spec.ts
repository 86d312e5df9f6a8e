import { expect, type Page, test } from "@playwright/test";
import { setUpStaff, shootBothWidths } from "./console-support";

const shoot = (page: Page, name: string) => shootBothWidths(page, "facts-shots", name);

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
