import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { setUpStaff } from "./console-support";
import { screenshotForReview } from "./fixtures";

const port = process.env.E2E_PORT ?? "3100";
const root = path.resolve(import.meta.dirname, "..", "..");
const shots = process.env.E2E_SHOTS_DIR ?? path.join(root, "test-results", port, "photo-shots");

async function shoot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await screenshotForReview(page, { path: path.join(shots, `${name}.png`), fullPage: true });
}

test("[CE-25] [CE-24] [CE-21] an editor at phone width uploads a doctor's photo, sees it as the pages will, publishes it, and the English and Hindi profiles show it", async ({
  page,
}) => {
  await setUpStaff(page, "editor");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/console/content/profiles?kind=doctor&q=dr");
  await page.getByTestId("profile-list").getByRole("link").first().click();
  await page.waitForURL(/\/console\/content\/profiles\/doctor\/[a-z0-9-]+$/);
  await expect(page.getByTestId("photo-section")).toBeVisible();
  const slug = page.url().split("/").pop() ?? "";
  await expect(page.getByTestId("photo-section")).toContainText("No photo");
  await shoot(page, "390-1-form");

  // Too large: refused in the form before a byte is sent.
  await page.getByLabel("New photo").setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(11 * 1024 * 1024, 1),
  });
  await expect(page.getByTestId("photo-error")).toContainText("over the 10 MB limit");
  await shoot(page, "390-1b-too-large");

  const jpeg = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: { r: 30, g: 110, b: 100 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="1200"><circle cx="450" cy="520" r="260" fill="#f1c27d"/></svg>',
        ),
      },
    ])
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo" } })
    .toBuffer();
  await page.getByLabel("New photo").setInputFiles({
    name: "doctor.jpg",
    mimeType: "image/jpeg",
    buffer: jpeg,
  });
  const added = page.getByTestId("photo-new");
  await expect(added).toContainText("Saved as draft");
  const preview = added.getByTestId("photo-preview").locator("img");
  await expect(preview).toHaveCount(2);
  await expect(preview.first()).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}-288\.webp$/);
  // The browser loaded the variant (a broken image has no natural width).
  await expect
    .poll(() => preview.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const src = (await preview.first().getAttribute("src")) ?? "";
  await shoot(page, "390-2-uploaded");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, "1280-uploaded");

  await added.getByRole("link", { name: /Open draft/ }).click();
  await expect(page.getByTestId("preview").locator("img").first()).toHaveAttribute("src", src);
  await shoot(page, "1280-3-draft");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("draft-status")).toHaveText("published");

  const media = await page.request.get(src);
  expect(media.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(media.headers()["content-type"]).toBe("image/webp");

  await page.goto(`/doctor/${slug}`);
  const photo = page.locator(`main img[src="${src}"]`).first();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute("alt", /^Photo of /);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "390-4-doctor-page");
  await page.goto(`/hi/doctor/${slug}`);
  await expect(page.locator(`main img[src="${src}"]`).first()).toHaveAttribute("alt", /की फ़ोटो$/);

  // Removing it is a draft too; once published the page shows the initials again.
  await page.goto(`/console/content/profiles/doctor/${slug}`);
  await expect(
    page.getByTestId("photo-section").getByTestId("photo-preview").locator("img").first(),
  ).toHaveAttribute("src", src);
  await shoot(page, "390-8-published-photo");
  await page.getByRole("button", { name: "Remove the photo (as a draft)" }).click();
  await expect(page.getByTestId("done")).toContainText("Draft saved");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("draft-status")).toHaveText("published");
  await page.goto(`/doctor/${slug}`);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator(`main img[src="${src}"]`)).toHaveCount(0);
});

test("[CE-24] [CE-25] an editor uploads a hospital's photo, cut to 16:9, and the hospital's page shows it after publish", async ({
  page,
}) => {
  await setUpStaff(page, "editor");
  await page.goto("/console/content/profiles?kind=hospital&q=hospital");
  await page.getByTestId("profile-list").getByRole("link").first().click();
  await page.waitForURL(/\/console\/content\/profiles\/hospital\/[a-z0-9-]+$/);
  const slug = page.url().split("/").pop() ?? "";
  const png = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 210, g: 225, b: 235 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1200"><rect x="300" y="350" width="1000" height="600" fill="#2b6cb0"/><rect x="720" y="650" width="160" height="300" fill="#fff"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await page.getByLabel("New photo").setInputFiles({
    name: "hospital.png",
    mimeType: "image/png",
    buffer: png,
  });
  const added = page.getByTestId("photo-new");
  await expect(added).toContainText("Saved as draft");
  const src = (await added.getByTestId("photo-preview").locator("img").getAttribute("src")) ?? "";
  expect(src).toMatch(/-1280\.webp$/);
  await shoot(page, "1280-5-hospital-uploaded");
  await added.getByRole("link", { name: /Open draft/ }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("draft-status")).toHaveText("published");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/hi/hospital/${slug}`);
  const photo = page.locator(`main img[src="${src}"]`);
  await expect(photo).toHaveAttribute("alt", /की फ़ोटो$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await shoot(page, "390-6-hospital-page-hi");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/hospital/${slug}`);
  await expect(page.locator(`main img[src="${src}"]`)).toBeVisible();
  await shoot(page, "1280-7-hospital-page");
});
