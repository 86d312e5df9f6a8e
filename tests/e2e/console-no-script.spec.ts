import { expect, test } from "@playwright/test";
import { STAFF_PASSWORD, setUpStaff, unusedCode } from "./console-support";

test.describe("the console's sign-in without JavaScript", () => {
  test("[CS-96] the form posts to the server: a wrong password is told, then the password and the code sign in", async ({
    browser,
  }) => {
    const setupPage = await browser.newPage();
    const who = await setUpStaff(setupPage, "agent");
    await setupPage.close();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/console/login");
    // A form whose action is a script ("javascript:throw …") does nothing without JavaScript.
    await expect(page.locator("form")).not.toHaveAttribute("action", /^javascript:/);
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password").fill("not my password at all");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Wrong email or password.");
    await expect(page.getByLabel("Email")).toHaveValue(who.email);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(`Signing in as ${who.email}`)).toBeVisible();
    await page.getByLabel("Code").fill(await unusedCode(who.secret));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname !== "/console/login");
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await context.close();
  });
});
