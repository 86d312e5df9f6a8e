/**
 * An editor adds a made-up Hinglish phrase to the search vocabulary meaning Knee Replacement, a
 * reviewer signs it off, and the public search then finds Knee Replacement for it, in English
 * and Hindi (SR-46, SR-52, CE-76, CE-77, CE-80). The phrase is used by no other spec (specs share
 * one server and database). Screenshots at 360 and 390 px in test-results/{port}/vocabulary.
 */
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { contentCommand, setUpStaff } from "./console-support";
import { expectFitsPhones } from "./fixtures";

const port = process.env.E2E_PORT ?? "3100";
const SHOTS = path.join("test-results", port, "vocabulary");
const WORD = "ghutna nakli lagwana";
const SEARCH = `/search?${new URLSearchParams({ query: WORD })}`;

/** The page fits 360 and 390 px, with screenshots for review in SHOTS. */
function shoot(page: Page, name: string) {
  return expectFitsPhones(page, SHOTS, name, { width: 390, height: 844 });
}

test("[SR-46] [SR-52] [CE-76] [CE-77] [CE-80] an editor adds a Hinglish phrase meaning Knee Replacement, a reviewer signs it off, and the public search finds Knee Replacement for it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const editorPage = await (await browser.newContext()).newPage();
  const reviewerPage = await (await browser.newContext()).newPage();
  const publicPage = await (await browser.newContext()).newPage();
  await setUpStaff(editorPage, "editor");
  const reviewer = await setUpStaff(reviewerPage, "reviewer");
  expect(await contentCommand("link-reviewer", reviewer.email, "dr-imran-siddiqui")).toContain(
    "signs off as",
  );

  // Before: the phrase finds no Knee Replacement.
  await publicPage.setViewportSize({ width: 390, height: 844 });
  await publicPage.goto(SEARCH);
  await expect(publicPage.locator("main")).not.toContainText("Knee Replacement");

  // 1. The editor: the list, found by term, then "Add a term".
  const page = editorPage;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/console/content");
  await page.getByRole("link", { name: "Search vocabulary" }).click();
  await expect(page.getByTestId("symptom-rule")).toContainText(
    "A symptom never maps to a single serious diagnosis",
  );
  await page.getByLabel("Term").fill("ghutna");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByTestId("term-list")).toContainText("ghutna");
  await shoot(page, "1-list");
  await page.getByRole("link", { name: "Add a term" }).click();
  await page.getByLabel("Term (as a patient types it)").fill(WORD);
  const pick = page.getByLabel("Add a condition, treatment, department or test");
  await pick.fill("Knee Replacement (treatment)");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("meanings-selected")).toContainText("Knee Replacement");
  await shoot(page, "2-add-term");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByTestId("done")).toContainText("Draft saved");
  await expect(page.getByTestId("term-meanings")).toContainText("knee replacement");
  await expect(page.getByRole("button", { name: "Sign off and publish" })).toHaveCount(0);
  await page.getByRole("button", { name: "Send for medical review" }).click();
  await expect(page.getByTestId("draft-status")).toHaveText("in review");
  const draftUrl = page.url().split("?")[0] ?? "";

  // Not in the search yet.
  await publicPage.goto(SEARCH);
  await expect(publicPage.locator("main")).not.toContainText("Knee Replacement");

  // 2. The reviewer finds it waiting, reads the rule beside it, signs off and publishes.
  await reviewerPage.setViewportSize({ width: 390, height: 844 });
  await reviewerPage.goto("/console/content");
  await reviewerPage
    .getByTestId("draft-list")
    .getByRole("link", { name: new RegExp(`Search term "${WORD}"`) })
    .first()
    .click();
  await expect(reviewerPage.getByTestId("symptom-rule")).toBeVisible();
  await shoot(reviewerPage, "3-reviewer-draft");
  await reviewerPage.getByRole("button", { name: "Sign off and publish" }).click();
  await expect(reviewerPage.getByTestId("done")).toContainText("Signed off and published");
  expect(reviewerPage.url().split("?")[0]).toBe(draftUrl);

  // 3. The public search finds Knee Replacement for the phrase, in English and Hindi.
  await publicPage.goto(SEARCH);
  await expect(publicPage.getByTestId("search-group").first()).toContainText("Knee Replacement");
  await shoot(publicPage, "4-public-en");
  await publicPage.goto(`/hi${SEARCH}`);
  await expect(publicPage.getByTestId("search-group").first()).toContainText(
    /Knee Replacement|घुटना/,
  );
  await expect(
    publicPage.getByTestId("search-group").first().locator('a[href^="/hi/"]').first(),
  ).toBeVisible();
  await shoot(publicPage, "5-public-hi");

  // 4. History names the proposer and the signer.
  await page.goto(`/console/content/history/search_term/${encodeURIComponent(WORD)}`);
  await expect(page.getByTestId("proposed-by").first()).toContainText("proposed by");
  await expect(page.getByTestId("version").first()).toContainText("reviewed by");
});
