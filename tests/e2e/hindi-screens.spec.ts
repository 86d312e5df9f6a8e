/**
 * Hindi pages on a phone (390×844): a writer's page, the lead modal with its option lists open,
 * and treatment pages. Screenshots under test-results/hindi-screens.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { PHONE } from "./fixtures";
import { devanagariShare } from "./hindi-text";

const SHOTS = path.join("test-results", "hindi-screens");

async function shot(page: Page, name: string, fullPage = false) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

const UNTRANSLATED = "(अंग्रेज़ी में)";

test.use({ viewport: PHONE });

test("[HI-8][HI-3] a writer's Hindi page names their English articles by at most two marked titles and links the English page", async ({
  page,
  request,
}) => {
  const response = await page.goto("/hi/authors/rohan-kulkarni");
  expect(response?.status()).toBe(200);
  const english = page.locator('section[aria-labelledby="person-articles"] li a[lang="en"]');
  const count = await english.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(2);
  await expect(page.getByText(UNTRANSLATED).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /सभी \d+ लेख, अंग्रेज़ी में/ })).toHaveAttribute(
    "href",
    "/authors/rohan-kulkarni",
  );
  // The English page still lists every article as a card.
  const en = await request.get("/authors/rohan-kulkarni");
  expect((await en.text()).match(/<article\b/g)?.length ?? 0).toBeGreaterThan(count);
  expect(devanagariShare(await page.content()).ratio).toBeGreaterThanOrEqual(0.85);
  await shot(page, "author-hi-phone", true);
});

test("[HI-9] the Hindi lead modal lists cities, treatments and insurers in Hindi", async ({
  page,
}) => {
  await page.goto("/hi");
  await page.getByRole("button", { name: "अपॉइंटमेंट बुक करें" }).first().click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByTestId("lead-form")).toBeVisible();
  await modal.getByRole("combobox", { name: "शहर" }).click();
  const cities = modal.getByRole("listbox", { name: "शहर" });
  await expect(cities.getByRole("option").first()).toHaveText("दिल्ली एनसीआर");
  await shot(page, "lead-modal-hi-cities-phone");
  // A city typed in English still finds its Hindi option.
  await modal.getByRole("combobox", { name: "शहर" }).fill("pune");
  // The option shows the English name it matched beside its Hindi one.
  await cities.getByRole("option", { name: /^पुणे/ }).click();
  await expect(modal.getByRole("combobox", { name: "शहर" })).toHaveValue("पुणे");
  await modal.getByRole("combobox", { name: "उपचार या बीमारी" }).click();
  await expect(modal.getByRole("listbox").getByRole("option").first()).toContainText(
    /[\u0900-\u097F]/,
  );
  await shot(page, "lead-modal-hi-treatments-phone");
  await modal.getByRole("listbox").getByRole("option").first().click();
  await modal.getByText("हां", { exact: true }).first().click();
  await modal.getByText("निजी बीमा").click();
  await modal.getByRole("combobox", { name: /कौन-सी बीमा कंपनी/ }).click();
  const insurers = modal.getByRole("listbox");
  await expect(insurers.getByRole("option", { name: /स्टार हेल्थ/ })).toBeVisible();
  const labels = await insurers.getByRole("option").allTextContents();
  expect(labels.filter((l) => !/[\u0900-\u097F]/.test(l))).toEqual([]);
  await shot(page, "lead-modal-hi-insurers-phone");
});

test("[HI-10] Hindi treatment pages show the description and written sections in Hindi", async ({
  page,
}) => {
  await page.goto("/hi/treatment/acl-reconstruction");
  await expect(page.getByText("एसीएल लिगामेंट").first()).toBeVisible();
  await expect(page.getByText("A torn anterior cruciate ligament")).toHaveCount(0);
  await page.goto("/hi/treatment/knee-replacement");
  await expect(page.getByText("अगले दिन वॉकर के सहारे चलना")).toBeVisible();
  // No text left in English on a page whose texts all have Hindi. Not knee replacement's page:
  // the content-editing tests publish a new English description for it in the same database,
  // and a Hindi page then shows that new text marked as English until an editor writes its Hindi.
  await page.goto("/hi/treatment/cataract-surgery");
  await expect(page.getByText("अगले दिन पढ़ और टीवी देख पाते हैं")).toBeVisible();
  await expect(page.getByText(UNTRANSLATED)).toHaveCount(0);
  // The section buttons too ("Get Cost Now" was left in English).
  await expect(page.getByText("Get Cost Now")).toHaveCount(0);
  await shot(page, "treatment-hi-phone");
  await shot(page, "treatment-hi-phone-full", true);
});
