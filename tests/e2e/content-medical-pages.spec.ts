import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { contentCommand, setUpStaff, shootBothWidths } from "./console-support";

const _port = process.env.E2E_PORT ?? "3100";
const _root = path.resolve(import.meta.dirname, "..", "..");

const shoot = (page: Page, name: string) => shootBothWidths(page, "content-medical-shots", name);

test.describe.configure({ mode: "serial" });

test("[CE-44] [CE-46] an editor edits an article at 390×844 with its live preview; a <script> is refused; the draft is previewed by the article page's own component", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await setUpStaff(page, "editor");
  await page.goto("/console/content/pages?kind=article");
  await page
    .getByTestId("page-list")
    .getByRole("link", { name: /Knee replacement recovery/ })
    .first()
    .click();
  const body = page.getByLabel("Text (Markdown)");
  const original = await body.inputValue();
  const preview = page.getByTestId("markdown-preview");
  // The live preview: rendered by the site's Markdown pipeline as the text is typed.
  await body.fill(`${original}\n\n## Edited heading for the preview\n\nSome **bold advice** here.`);
  await expect(
    preview.getByRole("heading", { name: "Edited heading for the preview" }),
  ).toBeVisible();
  await expect(preview.locator("strong", { hasText: "bold advice" })).toBeVisible();
  // A <script> is refused in the preview and at save, with its line.
  await body.fill(`${original}\n\n<script>alert(1)</script>`);
  await expect(page.getByTestId("preview-refused")).toContainText("HTML <script> tag");
  await expect(page.getByTestId("problem-body")).toContainText("HTML <script> tag");
  await expect(page.getByRole("button", { name: "Save as draft" })).toBeDisabled();
  await body.fill(`${original}\n\n## Edited heading for the preview\n\nSome **bold advice** here.`);
  await expect(page.getByRole("heading", { name: "Edited heading for the preview" })).toBeVisible();
  await shoot(page, "1-article-editor");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByTestId("done")).toContainText("Draft saved");
  // The draft framed at phone width: the article page's own component with the draft's text.
  const phone = page.frameLocator('[data-testid="preview-phone"]');
  await expect(phone.getByRole("heading", { name: "Edited heading for the preview" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(phone.getByText("Preview of draft")).toBeVisible();
  await page.getByTestId("preview-desktop").scrollIntoViewIfNeeded();
  const desktop = page.frameLocator('[data-testid="preview-desktop"]');
  await expect(desktop.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 });
  await shoot(page, "2-article-draft-preview");
  await expect(page.getByRole("button", { name: "Send for medical review" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
});

test("[CE-40] [CE-41] [CE-45] [CE-46] a condition's Hindi description is edited beside the English one, signed off, and shown on /hi", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const editorPage = await (await browser.newContext()).newPage();
  const reviewerPage = await (await browser.newContext()).newPage();
  await editorPage.setViewportSize({ width: 390, height: 844 });
  await setUpStaff(editorPage, "editor");
  const reviewer = await setUpStaff(reviewerPage, "reviewer");
  await contentCommand("link-reviewer", reviewer.email, "dr-imran-siddiqui");
  const hiText = `बवासीर गुदा की सूजी हुई नसें हैं; ज़्यादातर फ़ाइबर और पानी से ठीक होती हैं ${Date.now().toString(36)}।`;
  await request.get("/hi/condition/piles");
  await editorPage.goto("/console/content/pages/condition/piles");
  await editorPage.getByLabel("FAQs (English)").fill("Q: Do piles need surgery\nA: Mostly not.");
  await expect(editorPage.getByTestId("problem-faqs")).toContainText("question mark");
  await editorPage.getByLabel("FAQs (English)").fill("Q: Do piles need surgery?\nA: Mostly not.");
  await editorPage.getByLabel("Description (Hindi, optional)").fill(hiText);
  await expect(editorPage.getByTestId("diff-table")).toContainText(hiText);
  await shoot(editorPage, "3-condition-editor");
  await editorPage.getByRole("button", { name: "Save as draft" }).click();
  await expect(editorPage.getByTestId("done")).toContainText("Draft saved");
  await editorPage.getByRole("link", { name: "Hindi page (/hi)" }).click();
  const phone = editorPage.frameLocator('[data-testid="preview-phone"]');
  await expect(phone.getByText(hiText)).toBeVisible({ timeout: 15_000 });
  await shoot(editorPage, "4-condition-draft-preview-hi");
  await editorPage.getByRole("button", { name: "Send for medical review" }).click();
  await expect(editorPage.getByTestId("draft-status")).toHaveText("in review");
  const draftUrl = new URL(editorPage.url()).pathname;

  await reviewerPage.setViewportSize({ width: 390, height: 844 });
  await reviewerPage.goto(draftUrl);
  await reviewerPage.getByRole("button", { name: "Sign off and publish" }).click();
  await expect(reviewerPage.getByTestId("done")).toContainText("Signed off and published");

  const started = Date.now();
  let html = "";
  while (Date.now() - started < 5_000) {
    html = await (await request.get("/hi/condition/piles")).text();
    if (html.includes(hiText)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(html).toContain(hiText);
  // The English page: the new FAQ and the signing reviewer.
  const en = await (await request.get("/condition/piles")).text();
  expect(en).toContain("Do piles need surgery?");
  expect(en).toContain("Imran Siddiqui");
});
