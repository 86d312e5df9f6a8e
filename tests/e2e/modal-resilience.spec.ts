import { expect, type Page, type Route, test } from "@playwright/test";
import { PHONE } from "./fixtures";
import { fillHomeLead, openHomeModal, randomMobile, useOwnClientIp } from "./lead-support";

/** Next.js's page for an uncaught client error. */
const CRASHED = /couldn.t load|Application error/i;

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
});

/**
 * Holds every script chunk the page had not loaded yet (the on-demand modals): `fail` aborts them
 * as a dropped 4G connection would, `hold` keeps them waiting until `release`.
 */
async function interceptLazyChunks(page: Page, how: "fail" | "hold") {
  await page.waitForLoadState("networkidle");
  const loaded = new Set(
    await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => entry.name.split("?")[0]),
    ),
  );
  let intercepted = 0;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const matcher = (url: URL) =>
    url.pathname.startsWith("/_next/static/chunks/") &&
    url.pathname.endsWith(".js") &&
    !loaded.has(`${url.origin}${url.pathname}`);
  const handler = async (route: Route) => {
    intercepted++;
    if (how === "fail") return route.abort("connectionreset");
    await released;
    return route.continue();
  };
  await page.route(matcher, handler);
  return {
    count: () => intercepted,
    release,
    stop: () => page.unroute(matcher, handler),
  };
}

test.describe("on-demand modals on a flaky connection", () => {
  test("a lead-form chunk that fails to load closes the modal without breaking the page; the next open retries", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    const chunks = await interceptLazyChunks(page, "fail");
    const trigger = page.getByRole("button", { name: "Book Appointment" }).first();
    await trigger.click();
    await expect.poll(chunks.count).toBeGreaterThan(0);
    // The failure closes the loading overlay; the page stays usable.
    await expect(page.getByTestId("modal-loading")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: CRASHED })).toHaveCount(0);
    await expect(page.getByTestId("header-login")).toBeVisible();

    await chunks.stop();
    await trigger.click();
    const modal = page.getByRole("dialog");
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId("lead-form")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a login chunk that fails to load leaves the header working; the next open retries", async ({
    page,
  }) => {
    await page.goto("/");
    const chunks = await interceptLazyChunks(page, "fail");
    await page.getByTestId("header-login").click();
    await expect.poll(chunks.count).toBeGreaterThan(0);
    // Give the failure time to reach React (the chunk loader retries once by itself).
    await page.waitForTimeout(1500);
    await expect(page.getByRole("heading", { name: CRASHED })).toHaveCount(0);
    await expect(page.getByTestId("header-login")).toBeVisible();

    await chunks.stop();
    await page.getByTestId("header-login").click();
    await expect(page.getByTestId("login-modal")).toBeVisible();
    await expect(page.getByTestId("login-mobile")).toBeVisible();
  });

  test("[CN-8] the loading overlay is a named status that Escape or a tap closes; its spinner shows after 200 ms", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const chunks = await interceptLazyChunks(page, "hold");
    const trigger = page.getByRole("button", { name: "Book Appointment" }).first();
    await trigger.click();
    const loading = page.getByRole("status", { name: "Loading form…" });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute("data-shown", "true");
    await page.keyboard.press("Escape");
    await expect(loading).toHaveCount(0);

    await trigger.click();
    await expect(loading).toBeVisible();
    await loading.click({ position: { x: 20, y: 20 } });
    await expect(loading).toHaveCount(0);

    chunks.release();
    await trigger.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByTestId("lead-form")).toBeVisible();
  });
});

test.describe("lead modal while a submission is in flight", () => {
  test("Escape, a tap outside and the close button do not close it: one lead, then /thankyou", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    let creates = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/lead/v1/admin/webleadcreate", async (route) => {
      creates++;
      await held;
      await route.continue();
    });
    const modal = await openHomeModal(page);
    await fillHomeLead(modal, { name: "Patient Waiting", mobile: randomMobile() });
    const submit = modal.getByTestId("lead-submit");
    await submit.click();
    await expect(submit).toHaveText("Submitting...");

    await page.keyboard.press("Escape");
    await expect(modal).toBeVisible();
    // The overlay above the bottom sheet.
    await page.mouse.click(195, 20);
    await expect(modal).toBeVisible();
    const close = modal.getByTestId("lead-modal-close");
    await expect(close).toBeDisabled();
    await close.click({ force: true });
    await expect(modal).toBeVisible();
    await expect(submit).toHaveText("Submitting...");

    release();
    await page.waitForURL("**/thankyou?isquicksurvey=1");
    expect(creates).toBe(1);
  });

  test("once the submission has failed, the modal closes again as usual", async ({ page }) => {
    await page.route("**/lead/v1/admin/webleadcreate", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ status: { code: 500, message: "x" }, data: null, error: ["x"] }),
      }),
    );
    const modal = await openHomeModal(page);
    await fillHomeLead(modal, { name: "Can Close", mobile: randomMobile() });
    await modal.getByTestId("lead-submit").click();
    await expect(modal.getByTestId("lead-submit")).toBeEnabled();
    await expect(modal.getByTestId("lead-modal-close")).toBeEnabled();
    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
  });
});
