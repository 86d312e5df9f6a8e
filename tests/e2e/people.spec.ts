/**
 * Authors and medical reviewers: who writes and who checks the articles, over
 * HTTP against the production build, and the two extra lead forms of /authors in the browser.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, PHONE } from "./fixtures";
import { choose, randomMobile, useOwnClientIp } from "./lead-support";

test.describe("authors and reviewers over HTTP", () => {
  test("[RT-37] /authors lists the writers with their role and the number of articles", async ({
    request,
  }) => {
    const response = await request.get("/authors");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Our authors<\/h1>/);
    expect(html).toContain('href="/authors/meera-iyer"');
    expect(html).toMatch(/\d+ articles written/);
    expect(html).toContain('href="/editorial-policy"');
  });

  test("[RT-37] an author's page shows the bio, the role and their articles, a Person in JSON-LD", async ({
    request,
  }) => {
    const response = await request.get("/authors/meera-iyer");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Meera Iyer<\/h1>/);
    expect(html).toContain("Articles by Meera Iyer");
    expect(html).toMatch(/href="\/(hi\/)?blog\/[a-z0-9-]+"/);
    expect(html).toContain('"@type":"Person"');
  });

  test("a reviewer's page shows their qualifications and the articles they reviewed", async ({
    request,
  }) => {
    const index = await (await request.get("/reviewers")).text();
    expect(index).toMatch(/<h1[^>]*>Our medical reviewers<\/h1>/);
    const slug = /href="\/reviewers\/([a-z0-9-]+)"/.exec(index)?.[1];
    expect(slug).toBeTruthy();
    const html = await (await request.get(`/reviewers/${slug}`)).text();
    expect(html).toMatch(/MBBS|MD|MS|DNB/);
    expect(html).toMatch(/Articles reviewed by /);
  });

  test("an unknown author or reviewer is a 404 inside the shell", async ({ request }) => {
    for (const path of ["/authors/nobody-here", "/reviewers/nobody-here"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('data-testid="site-footer"');
    }
  });

  test("an article's byline links its writer's and its reviewer's pages, which answer 200", async ({
    request,
  }) => {
    const html = await (await request.get("/blog/anal-fistula-treatment")).text();
    const links = [...html.matchAll(/href="(\/(?:authors|reviewers)\/[a-z0-9-]+)"/g)].map(
      (m) => m[1] as string,
    );
    expect(links.some((l) => l.startsWith("/authors/"))).toBe(true);
    expect(links.some((l) => l.startsWith("/reviewers/"))).toBe(true);
    for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
  });
});

test.describe("the two extra lead forms of /authors", () => {
  test("/authors opens variant 5 (with e-mail and query) and variant 6 (with treatment); axe clean", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/authors");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Send a question" }).click();
    let modal = page.getByRole("dialog");
    await expect(modal.getByTestId("lead-form")).toHaveAttribute("data-variant", "5");
    await expect(modal.getByRole("heading", { name: "Write to our editors" })).toBeVisible();
    await expect(modal.getByLabel(/e-?mail/i)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await page.getByRole("button", { name: "Request a callback" }).click();
    modal = page.getByRole("dialog");
    await expect(modal.getByTestId("lead-form")).toHaveAttribute("data-variant", "6");
    await expect(modal.getByRole("combobox", { name: /Treatment/ })).toBeVisible();
  });

  test("[SH-21] a lead from each extra form is sent as its variant of the Authors page and answered 200", async ({
    page,
  }) => {
    await useOwnClientIp(page);
    await page.setViewportSize(PHONE);
    await page.goto("/authors");
    const send = async (
      button: string,
      fill: (modal: ReturnType<typeof page.getByRole>) => Promise<void>,
    ) => {
      await page.getByRole("button", { name: button }).click();
      const modal = page.getByRole("dialog");
      await modal.getByLabel("Full name").fill("Sample Reader");
      await modal.getByRole("textbox", { name: "Mobile number" }).fill(randomMobile());
      await fill(modal);
      const created = page.waitForResponse("**/lead/v1/admin/webleadcreate");
      await modal.getByRole("button", { name: "Submit" }).click();
      const response = await created;
      expect(response.status()).toBe(200);
      return response.request().postDataJSON() as Record<string, unknown>;
    };
    const five = await send("Send a question", (modal) =>
      modal.getByLabel(/e-?mail/i).fill("reader@example.com"),
    );
    expect(five).toMatchObject({ leadFormVariant: "5", PageTypeData: "Authors" });
    await page.goto("/authors");
    const six = await send("Request a callback", async (modal) => {
      await choose(modal, "City", "Mumbai");
      await choose(modal, /Treatment/, "Cataract Surgery");
    });
    expect(six).toMatchObject({ leadFormVariant: "6", PageTypeData: "Authors" });
  });
});
