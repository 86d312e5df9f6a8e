import { expect, type Page, test } from "@playwright/test";
import { setUpStaff, shootBothWidths } from "./console-support";

const shoot = (page: Page, name: string) => shootBothWidths(page, "content-campaign-shots", name);

test("[CE-50] [CE-52] [CE-53] [CE-54] an editor changes a campaign page's headline and claims on a phone: a superlative is refused as it is typed, the publish shows on the page within 5 s and the page is cached again", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await setUpStaff(page, "editor");
  await page.goto("/console/content/pages/campaign/campaign:hair-transplant-assessment");
  const headline = `Hair transplant check ${Date.now().toString(36)}`;
  await page.getByLabel("Headline", { exact: true }).fill(headline);
  const claims = page.getByLabel("Claims");
  const original = await claims.inputValue();
  await claims.fill(`${original}\nThe best results guaranteed`);
  await expect(page.getByTestId("problem-claims")).toContainText(/best|guaranteed/i);
  await expect(page.getByRole("button", { name: "Save as draft" })).toBeDisabled();
  await claims.fill(`${original}\nA care expert calls you back the same day`);
  await expect(page.getByTestId("diff-table")).toContainText(headline);
  await shoot(page, "campaign-editor");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByTestId("done")).toContainText("Draft saved");
  await shoot(page, "campaign-draft");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("done")).toContainText("Published");

  // The public page: the new headline and claim within 5 s, then answered from the cache.
  await expect
    .poll(
      async () =>
        (await (await request.get("/campaign/hair-transplant-assessment")).text()).includes(
          headline,
        ),
      { timeout: 5_000, intervals: [250] },
    )
    .toBe(true);
  await page.goto("/campaign/hair-transplant-assessment");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(headline);
  await expect(page.getByText("A care expert calls you back the same day")).toBeVisible();
  const again = await request.get("/campaign/hair-transplant-assessment");
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
});
