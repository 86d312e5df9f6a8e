/**
 * An admin links a new reviewer in the console (no shell), an editor changes a doctor's fee, the
 * reviewer signs it off, and the doctor's public page shows the new fee in English and Hindi
 * (CE-67 to CE-71). The doctor is the first one listed in Jaipur, a city no other spec reads, so
 * the changed fee touches no other spec's page. Then a supervisor's dashboard and assignment at
 * 360 and 390 px (CS-127 to CS-129). Screenshots in test-results/{port}/supervision (`npm run
 * test:screens`).
 */
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { setUpStaff } from "./console-support";
import { expectFitsPhones } from "./fixtures";

const port = process.env.E2E_PORT ?? "3100";
const SHOTS = path.join("test-results", port, "supervision");
const CITY = "jaipur";
const NEW_FEE = 1357;

/** The page fits 360 and 390 px, with screenshots for review in SHOTS. */
function shoot(page: Page, name: string) {
  return expectFitsPhones(page, SHOTS, name, { width: 390, height: 844 });
}

test("[CE-67] [CE-68] [CE-69] [CE-71] an admin links a new reviewer in the console; an editor's fee change waits for the reviewer's sign-off; the public profile shows it in English and Hindi", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const adminPage = await (await browser.newContext()).newPage();
  const editorPage = await (await browser.newContext()).newPage();
  const reviewerPage = await (await browser.newContext()).newPage();
  await setUpStaff(adminPage, "admin");
  await setUpStaff(editorPage, "editor");
  const reviewer = await setUpStaff(reviewerPage, "reviewer");

  // 1. The admin links the reviewer to a public reviewer profile on the Staff page.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.goto("/console/staff");
  const row = adminPage.getByTestId("staff-list").locator("li", { hasText: reviewer.email });
  const link = row.getByTestId("reviewer-link");
  await expect(link).toContainText("not linked yet");
  await link
    .getByLabel(`Public reviewer profile of ${reviewer.email}`)
    .selectOption("dr-imran-siddiqui");
  await link.getByRole("button", { name: "Link reviewer" }).click();
  await expect(link.getByRole("status")).toContainText("signs off as");
  await row.scrollIntoViewIfNeeded();
  await shoot(adminPage, "1-admin-links-reviewer");

  // 2. The editor changes the fee of Jaipur's first listed doctor.
  const listing = await (await request.get(`/${CITY}/doctors`)).text();
  const slug = /href="\/doctor\/([a-z0-9-]+)"/.exec(listing)?.[1];
  expect(slug, "Jaipur lists a doctor").toBeTruthy();
  const before = await (await request.get(`/doctor/${slug}`)).text();
  expect(before).not.toContain("1,357");
  const page = editorPage;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/console/content/profiles/doctor/${slug}`);
  await page.locator("#profile-consultationFee").fill(String(NEW_FEE));
  await expect(page.getByTestId("sign-off-note")).toContainText("a reviewer signs it off");
  await page
    .locator("form", { has: page.locator("#profile-consultationFee") })
    .getByRole("button", { name: "Save as draft" })
    .click();
  await expect(page.getByTestId("done")).toContainText("Draft saved");
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Send for medical review" }).click();
  await expect(page.getByTestId("draft-status")).toHaveText("in review");
  await shoot(page, "2-editor-fee-in-review");
  const draftUrl = page.url().split("?")[0] ?? "";
  // Not public yet.
  expect(await (await request.get(`/doctor/${slug}`)).text()).not.toContain("1,357");

  // 3. The reviewer signs off and publishes.
  await reviewerPage.setViewportSize({ width: 390, height: 844 });
  await reviewerPage.goto(draftUrl);
  await expect(reviewerPage.getByTestId("steps")).not.toContainText("not linked");
  await reviewerPage.getByRole("button", { name: "Sign off and publish" }).click();
  await expect(reviewerPage.getByTestId("done")).toContainText("Signed off and published");

  // 4. The public profile shows the new fee, in English and in Hindi.
  const publicPage = await (await browser.newContext()).newPage();
  for (const url of [`/doctor/${slug}`, `/hi/doctor/${slug}`]) {
    const html = await (await request.get(url)).text();
    expect(html, `${url} shows the new fee`).toContain("1,357");
    await publicPage.goto(url);
    await expect(publicPage.getByText(/1,357/).first()).toBeVisible();
    await shoot(publicPage, `4-public-${url.startsWith("/hi") ? "hi" : "en"}`);
  }

  // 5. History: the editor proposed it, the reviewer signed it off (as the public profile).
  await page.goto(`/console/content/history/doctor/${slug}`);
  const version = page.getByTestId("version").first();
  await expect(version.getByTestId("proposed-by")).toContainText("proposed by");
  await expect(version.getByTestId("signed-off-by")).toContainText("signed off");
  await expect(version.getByTestId("signed-off-by")).toContainText("Imran Siddiqui");
  await shoot(page, "5-history");
});

test("[CS-127] [CS-128] [CS-129] a supervisor's dashboard names its days and its charts' labels fit; the assignment list shows open leads and cities", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await (await browser.newContext()).newPage();
  await setUpStaff(page, "supervisor");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/console");
  const headlines = page.getByTestId("headlines");
  await expect(headlines).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ [A-Z][a-z]{2}/);
  await expect(headlines).toContainText("Today so far");
  await expect(headlines).not.toContainText("day before");
  await expect(page.getByRole("heading", { name: /^Yesterday \(/ })).toBeVisible();
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // Every day label of every visible chart ends inside its drawing.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll("figure svg")]
        .filter((svg) => (svg as SVGSVGElement).getBoundingClientRect().width > 0)
        .flatMap((svg) => {
          const box = svg.getBoundingClientRect();
          return [...svg.querySelectorAll("text")]
            .map((t) => t.getBoundingClientRect())
            .filter((r) => r.right > box.right + 0.5 || r.left < box.left - 0.5)
            .map((r) => `${r.left}-${r.right} outside ${box.left}-${box.right}`);
        }),
    );
    expect(outside, `labels cut at ${width} px`).toEqual([]);
  }
  await shoot(page, "6-dashboard");

  await page.goto("/console/leads");
  const panel = page.getByTestId("assignment");
  await panel.getByText("Assignment: open leads per agent").click();
  await expect(panel.getByTestId("workload")).toContainText("open");
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, "7-assignment");
});
