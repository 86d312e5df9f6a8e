import { expect, test } from "@playwright/test";
import { setUpStaff } from "./console-support";
import { PHONE } from "./fixtures";

test.use({ viewport: PHONE });

test("[CS-104] an agent's console warns five minutes before the four-hour idle limit; Stay signed in keeps the session; past the limit it says so with a way back", async ({
  page,
}) => {
  await setUpStaff(page, "agent", { cities: "pune" });
  // The browser's clock only: the server's session is real and stays fresh.
  await page.clock.install();
  await page.goto("/console/leads");
  await expect(page.getByTestId("idle-warning")).toHaveCount(0);

  await page.clock.fastForward("03:56:00");
  const warning = page.getByTestId("idle-warning");
  await expect(warning).toHaveAttribute("data-phase", "warning");
  await expect(warning).toContainText("you will be signed out in about 4 min");

  await page.getByTestId("idle-stay").click();
  await expect(warning).toHaveCount(0);

  // Four hours without activity after that: the page says the session ended.
  await page.clock.fastForward("04:00:30");
  await expect(warning).toHaveAttribute("data-phase", "ended");
  await expect(warning.getByRole("link", { name: "Sign in again" })).toHaveAttribute(
    "href",
    "/console/login?why=idle",
  );
});
