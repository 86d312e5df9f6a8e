/**
 * An editor gives Lucknow's orthopaedic surgeon a treatment, a reviewer signs it off, and the
 * Lucknow page of that treatment lists him, in English and Hindi (CE-60 to CE-65). The pair is
 * Hip Replacement in Lucknow, which no other spec reads: Knee Replacement in Lucknow is the page
 * nearest-places.spec.ts expects to list no surgeon, and specs share one server and database.
 * Screenshots at 360 and 390 px in test-results/{port}/doctor-treatments.
 */
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { contentCommand, setUpStaff } from "./console-support";
import { expectFitsPhones } from "./fixtures";

const port = process.env.E2E_PORT ?? "3100";
const SHOTS = path.join("test-results", port, "doctor-treatments");
const SURGEON = "dr-siddharth-malhotra-lucknow";
const PAGE = "/lucknow/treatment/hip-replacement";

/** The page fits 360 and 390 px, with screenshots for review in SHOTS. */
function shoot(page: Page, name: string) {
  return expectFitsPhones(page, SHOTS, name, { width: 360, height: 740 });
}

test("[CE-60] [CE-61] [CE-62] [CE-64] [CE-65] an editor gives Lucknow's orthopaedic surgeon Hip Replacement, a reviewer signs it off, and the Lucknow hip-replacement page lists him in English and Hindi", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const editorPage = await (await browser.newContext()).newPage();
  const reviewerPage = await (await browser.newContext()).newPage();
  await setUpStaff(editorPage, "editor");
  const reviewer = await setUpStaff(reviewerPage, "reviewer");
  expect(await contentCommand("link-reviewer", reviewer.email, "dr-imran-siddiqui")).toContain(
    "signs off as",
  );

  // Before: no surgeon in Lucknow, the nearest cities named instead (cached).
  for (const url of [PAGE, `/hi${PAGE}`]) {
    await request.get(url);
    const before = await request.get(url);
    expect(before.headers()["x-nextjs-cache"], `${url} is cached before`).toBe("HIT");
    const html = await before.text();
    expect(html).toContain('data-testid="none-here"');
    expect(html).not.toContain(`/doctor/${SURGEON}`);
  }

  // 1. The editor: the department's treatments offered first, another one with a warning.
  const page = editorPage;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/console/content/profiles/doctor/${SURGEON}`);
  const picker = page.getByTestId("doctor-treatments");
  await expect(picker.getByTestId("treatments-selected")).toContainText("Fracture Fixation");
  await expect(picker.getByTestId("treatments-own")).toContainText("Hip Replacement");
  await picker.getByLabel("Find a treatment to add").fill("cataract");
  await picker
    .getByTestId("treatments-other")
    .getByRole("button", { name: /Cataract/ })
    .click();
  await expect(picker.getByTestId("outside-department")).toContainText("outside Orthopaedics");
  await picker.getByRole("button", { name: /Remove Cataract/ }).click();
  await picker.getByLabel("Find a treatment to add").fill("hip");
  await picker
    .getByTestId("treatments-own")
    .getByRole("button", { name: "Add Hip Replacement" })
    .click();
  await expect(picker.getByTestId("treatments-added")).toContainText("Hip Replacement");
  await picker.scrollIntoViewIfNeeded();
  await shoot(page, "1-editor-picker");
  await picker.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByTestId("done")).toContainText("Draft saved");
  await expect(page.getByTestId("treatments-added")).toContainText("Hip Replacement");
  await expect(page.getByTestId("treatments-added")).toContainText(PAGE);
  await expect(page.getByRole("button", { name: "Sign off and publish" })).toHaveCount(0);
  await page.getByRole("button", { name: "Send for medical review" }).click();
  await expect(page.getByTestId("draft-status")).toHaveText("in review");
  const draftUrl = page.url().split("?")[0] ?? "";

  // Not public yet.
  expect(await (await request.get(PAGE)).text()).not.toContain(`/doctor/${SURGEON}`);

  // 2. The reviewer sees the names added, sends it back once with a reason.
  await reviewerPage.setViewportSize({ width: 360, height: 740 });
  await reviewerPage.goto("/console/content");
  await reviewerPage
    .getByTestId("draft-list")
    // Named in words, not by slug (CS-116).
    .getByRole("link", { name: /Treatments performed by Dr\.? Siddharth Malhotra/ })
    .first()
    .click();
  await expect(reviewerPage.getByTestId("treatments-added")).toContainText("Hip Replacement");
  await shoot(reviewerPage, "2-reviewer-draft");
  await reviewerPage.getByLabel("Or send it back to the editor: why?").fill("Please confirm hip.");
  await reviewerPage.getByRole("button", { name: "Send back" }).click();
  await expect(reviewerPage.getByTestId("done")).toContainText("Sent back");

  // The editor reads the reason and sends it again.
  await page.goto(draftUrl);
  await expect(page.getByTestId("sent-back")).toContainText("Please confirm hip.");
  await shoot(page, "3-editor-sent-back");
  await page.getByRole("button", { name: "Send for medical review" }).click();
  await expect(page.getByTestId("draft-status")).toHaveText("in review");

  // 3. The reviewer signs off and publishes.
  await reviewerPage.goto(draftUrl);
  await reviewerPage.getByRole("button", { name: "Sign off and publish" }).click();
  await expect(reviewerPage.getByTestId("done")).toContainText("Signed off and published");

  // 4. The public pages list him on the very next request (the tags were dropped as the
  // reviewer published), in English and Hindi.
  for (const url of [PAGE, `/hi${PAGE}`]) {
    const html = await (await request.get(url)).text();
    expect(html, `${url} links the surgeon`).toContain(
      `href="${url.startsWith("/hi") ? "/hi" : ""}/doctor/${SURGEON}"`,
    );
    expect(html, `${url} no longer says none here`).not.toContain('data-testid="none-here"');
  }
  const publicPage = await (await browser.newContext()).newPage();
  await publicPage.setViewportSize({ width: 360, height: 740 });
  await publicPage.goto(`/hi${PAGE}`);
  await expect(
    publicPage.getByTestId("city-doctors").locator(`a[href="/hi/doctor/${SURGEON}"]`).first(),
  ).toBeVisible();
  await shoot(publicPage, "4-public-hi");
  await publicPage.goto(PAGE);
  await expect(publicPage.getByTestId("city-doctors")).toContainText("Siddharth Malhotra");
  await shoot(publicPage, "5-public-en");

  // 5. History: the editor proposed it, the reviewer published and signed it off.
  await page.goto(`/console/content/history/doctor_treatments/${SURGEON}`);
  await expect(page.getByTestId("proposed-by").first()).toContainText("proposed by");
  await expect(page.getByTestId("version").first()).toContainText("Hip Replacement");
  await expect(page.getByTestId("version").first()).toContainText("reviewed by");
});
