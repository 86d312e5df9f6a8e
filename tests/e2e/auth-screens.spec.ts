import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, PHONE, screenshotForReview } from "./fixtures";
import { loginThroughModal, randomMobile, useOwnClientIp } from "./auth-support";

/**
 * The account modals at phone (390×844) and desktop (1440×900) size: each fits the viewport,
 * nothing scrolls sideways, and a screenshot of each is kept in test-results for review
 * (`npm run test:screens`).
 */
async function expectFits(page: Page, testId: string, shot: string) {
  const modal = page.getByTestId(testId);
  await expect(modal).toBeVisible();
  await page.waitForTimeout(150); // let fonts and icons settle for the screenshot
  const box = await modal.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (box && viewport) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(box.y + Math.min(box.height, viewport.height)).toBeLessThanOrEqual(
      viewport.height + 0.5,
    );
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshotForReview(page, { path: test.info().outputPath(`${shot}.png`) });
}

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`account modals on ${label}`, () => {
    test.use({ viewport });

    test(`[AU-2][AU-27] visitor modals fit a ${viewport.width}×${viewport.height} screen`, async ({
      page,
    }) => {
      await useOwnClientIp(page);
      await page.goto("/");
      const header = page.getByTestId("site-header");
      const headerOverflow = await header.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(headerOverflow).toBeLessThanOrEqual(0);
      await screenshotForReview(page, { path: test.info().outputPath(`header-${label}.png`) });
      // a page with the search button in the header too
      await page.goto("/treatment");
      await expect(page.getByTestId("header-city")).toBeVisible();
      expect(await header.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const city = await page.getByTestId("header-city").boundingBox();
      expect((city?.x ?? 0) + (city?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      await screenshotForReview(page, {
        path: test.info().outputPath(`header-search-${label}.png`),
      });
      await page.goto("/");

      await page.getByTestId("header-login").click();
      await expectFits(page, "login-modal", `login-step1-${label}`);
      const modal = page.getByTestId("login-modal");
      await modal.getByTestId("login-mobile").fill(randomMobile());
      await modal.getByTestId("login-get-otp").click();
      await page.getByTestId("otp-box-0").click();
      await page.keyboard.type("000000");
      await modal.getByTestId("login-verify").click();
      await expect(modal.getByTestId("otp-error")).toBeVisible();
      await expectFits(page, "login-modal", `login-step2-${label}`);
      await page.keyboard.press("Escape");
      await expect(modal).toBeHidden();

      await page.getByTestId("header-city").click();
      await expect(page.getByTestId("popular-cities").locator("img").first()).toBeVisible();
      await expectFits(page, "location-modal", `location-${label}`);
    });

    test(`[AU-22][AU-28][AU-39] account modals fit a ${viewport.width}×${viewport.height} screen`, async ({
      page,
    }) => {
      await useOwnClientIp(page);
      await page.goto("/");
      // loginThroughModal stops at the personal-details step when no name is given
      const mobile = await loginThroughModal(page);
      expect(mobile).toMatch(/^\d{10}$/);
      await expectFits(page, "location-modal", `personal-details-${label}`);
      const personal = page.getByTestId("location-modal");
      await personal.getByTestId("location-name").fill("Lakshmi Iyer");
      await personal.locator('input[type=radio][value="248"]').check({ force: true });
      await personal.getByTestId("location-save").click();
      await page.waitForEvent("load");

      await page.getByTestId("account-menu-button").click();
      await screenshotForReview(page, {
        path: test.info().outputPath(`account-menu-${label}.png`),
      });
      await page.getByTestId("account-menu-profile").click();
      await expectFits(page, "profile-modal", `profile-${label}`);
      await page.getByTestId("profile-edit").click();
      await expectFits(page, "profile-modal", `edit-profile-${label}`);
      await page.keyboard.press("Escape");

      await page.getByTestId("account-menu-button").click();
      await page.getByTestId("account-menu-logout").click();
      await expectFits(page, "logout-modal", `logout-${label}`);
    });
  });
}
