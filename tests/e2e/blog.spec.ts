/**
 * The blog: the index and its pages, an article with its writer, medical
 * reviewer, dates and contents, English and Hindi versions linked both ways, over HTTP against
 * the production build; the article at phone width in the browser.
 */
import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "./fixtures";

/** A post in both languages (content/blog/en and content/blog/hi). */
const PAIR = "anal-fistula-treatment";

const articleLinks = (html: string) =>
  [...html.matchAll(/href="(\/(?:hi\/)?blog\/(?!page\/)[a-z0-9-]+)"/g)].map((m) => m[1]);

test.describe("blog over HTTP", () => {
  test("[RT-37] /blog lists the 12 newest articles and links its next pages", async ({
    request,
  }) => {
    const response = await request.get("/blog");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Health articles<\/h1>/);
    expect(new Set(articleLinks(html)).size).toBe(12);
    expect(html).toContain('href="/blog/page/2"');
    expect(html).toContain('href="/blog/page/3"');
    expect(html).toContain('aria-current="page"');
    // The dates descend: newest first.
    const dates = [...html.matchAll(/<time dateTime="([^"]+)"/g)].map((m) =>
      Date.parse(m[1] ?? ""),
    );
    expect(dates.length).toBeGreaterThanOrEqual(12);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test("the last page holds the rest, a page past it and /blog/page/1 are 404s inside the shell", async ({
    request,
  }) => {
    const last = await request.get("/blog/page/3");
    expect(last.status()).toBe(200);
    expect(new Set(articleLinks(await last.text())).size).toBe(6);
    for (const path of ["/blog/page/4", "/blog/page/1", "/blog/page/x"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('data-testid="site-header"');
    }
  });

  test("an article shows its writer, its medical reviewer with qualifications, dates and a contents list", async ({
    request,
  }) => {
    const response = await request.get(`/blog/${PAIR}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Written by");
    expect(html).toContain("Medically reviewed by");
    expect(html).toMatch(/Published <time dateTime="\d{4}-\d\d-\d\d/);
    expect(html).toMatch(/\d+ min read/);
    expect(html).toContain('aria-labelledby="article-contents"');
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"@type":"MedicalWebPage"');
    expect(html).toContain('<link rel="canonical" href="http');
  });

  test("English and Hindi versions link each other (hreflang both ways, x-default English)", async ({
    request,
  }) => {
    const en = await (await request.get(`/blog/${PAIR}`)).text();
    const hi = await (await request.get(`/hi/blog/${PAIR}`)).text();
    for (const html of [en, hi]) {
      expect(html).toMatch(new RegExp(`hrefLang="en-IN" href="[^"]*/blog/${PAIR}"`));
      expect(html).toMatch(new RegExp(`hrefLang="hi-IN" href="[^"]*/hi/blog/${PAIR}"`));
      expect(html).toMatch(new RegExp(`hrefLang="x-default" href="[^"]*/blog/${PAIR}"`));
    }
    expect(hi).toContain('<html lang="hi-IN"');
    expect(hi).toContain("चिकित्सा समीक्षा");
    expect(hi).toContain(`href="/blog/${PAIR}"`);
  });

  test("an article without a translation claims no hreflang pair", async ({ request }) => {
    const html = await (await request.get("/blog/appendicitis-warning-signs")).text();
    expect(html).not.toContain('hrefLang="hi-IN"');
  });

  test("an unknown article is a 404 inside the shell", async ({ request }) => {
    const response = await request.get("/blog/no-such-article");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('data-testid="site-footer"');
  });
});

test.describe("blog in the browser", () => {
  test("an article at phone width: contents link, the care-expert button opens the lead form; axe clean", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/blog/${PAIR}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Talk to a care expert" }).click();
    const modal = page.getByRole("dialog");
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel("Full name")).toBeVisible();
  });

  test("the blog index is clean for axe at desktop width and its pager moves on", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/blog");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /Older articles/ }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Health articles, page 2");
  });
});
