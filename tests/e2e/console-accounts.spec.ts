import { expect, test } from "@playwright/test";
import { setUpStaff, signIn, staffCommand, totp, uniqueEmail } from "./console-support";

test.describe("the console's accounts in the browser", () => {
  test("[CS-1][CS-2][CS-4] an admin is set up from the printed link, signs in with a code, invites a colleague and reads it all in the audit trail", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = await setUpStaff(page, "admin");
    // The setup finished signed in, on the dashboard.
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/console\/login$/);
    await signIn(page, admin);

    await page.getByRole("link", { name: "Staff" }).click();
    const colleague = uniqueEmail("agent");
    await page.getByLabel("Email").fill(colleague);
    await page.getByLabel("Cities (agents; blank = all)").fill("Lucknow");
    await page.getByRole("button", { name: "Add and get link" }).click();
    await expect(page.getByTestId("setup-link")).toContainText("/console/setup/");
    await expect(page.getByTestId("staff-list")).toContainText(colleague);

    // The command sees the same accounts, through the running server.
    const list = await staffCommand("list");
    expect(list).toContain(admin.email);
    expect(list).toMatch(
      new RegExp(`${colleague.replace(/[.]/g, "\\.")}\\s+agent\\s+invited\\s+lucknow`),
    );

    await page.getByRole("link", { name: "Audit trail" }).click();
    const table = page.getByTestId("audit-table");
    await expect(table).toBeVisible();
    await expect(table).toContainText("staff.setup");
    await expect(table).toContainText("staff.sign_in");
    await expect(table).toContainText("staff.added");
    await expect(table).toContainText(colleague);
  });

  test("[CS-4][CS-5] a wrong code or password opens nothing and says so", async ({ page }) => {
    const admin = await setUpStaff(page, "admin");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.goto("/console/login");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill("not my password at all");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Wrong email or password.");
    await page.getByLabel("Password").fill("monsoon ginger lantern 7");
    await page.getByRole("button", { name: "Continue" }).click();
    const wrong = (Number(await totp(admin.secret, 30)) + 1) % 1_000_000;
    await page.getByLabel("Code").fill(String(wrong).padStart(6, "0"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("form-error")).toContainText("That code is not right");
    await page.goto("/console/staff");
    await expect(page).toHaveURL(/\/console\/login$/);
  });

  test("[CS-8] a disabled colleague is signed out at once and cannot sign in again", async ({
    browser,
  }) => {
    const adminPage = await browser.newPage();
    const admin = await setUpStaff(adminPage, "admin");
    const agentPage = await browser.newPage();
    const agent = await setUpStaff(agentPage, "agent");
    await agentPage.goto("/console/account");
    await expect(agentPage.getByRole("heading", { name: "Your account" })).toBeVisible();

    expect(await staffCommand("disable", agent.email)).toContain("disabled");
    await agentPage.reload();
    await expect(agentPage).toHaveURL(/\/console\/login/);
    await agentPage.getByLabel("Email").fill(agent.email);
    await agentPage.getByLabel("Password").fill("monsoon ginger lantern 7");
    await agentPage.getByRole("button", { name: "Continue" }).click();
    await expect(agentPage.getByTestId("form-error")).toHaveText("Wrong email or password.");
    await adminPage.goto("/console/staff");
    await expect(adminPage.getByTestId("staff-list")).toContainText(admin.email);
    await adminPage.close();
    await agentPage.close();
  });

  test("[CS-9] console answers are private, never stored, never indexed; a section outside the role is not found", async ({
    page,
    request,
  }) => {
    const login = await request.get("/console/login");
    expect(login.status()).toBe(200);
    expect(login.headers()["cache-control"]).toBe("private, no-store");
    expect(login.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const anonymous = await request.get("/console/staff", { maxRedirects: 0 });
    expect([303, 307]).toContain(anonymous.status());
    expect(anonymous.headers().location).toContain("/console/login");
    expect(anonymous.headers()["cache-control"]).toBe("private, no-store");

    await setUpStaff(page, "agent");
    const refused = await page.goto("/console/audit");
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
    // An agent's console has no admin sections.
    await page.goto("/console/account");
    await expect(page.getByRole("link", { name: "Audit trail" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Staff" })).toHaveCount(0);
  });
});
