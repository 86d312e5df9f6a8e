/**
 * Content pages (about, policies, press, careers, FAQ), from markdown files in
 * content/pages: their text and shell in the server HTML over HTTP, and in the browser the FAQ's
 * search, the layout at phone width and axe.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CONTENT_PAGE_ROUTE_IDS } from "../../src/lib/content";
import { hrefFor, routeById } from "../../src/lib/page-registry";
import { DESKTOP, expectNoAxeViolations, PHONE } from "./fixtures";
import { attr, byTag, oneByTestId } from "./server-html";

/** The title in a content file's front matter, as React escapes it in HTML. */
function fileTitle(locale: string, name: string): string {
  const text = fs.readFileSync(path.join("content/pages", locale, `${name}.md`), "utf8");
  const title = /^title: "(.*)"$/m.exec(text)?.[1] ?? "";
  return title.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");
}

const SAMPLES = CONTENT_PAGE_ROUTE_IDS.flatMap((id) => {
  const route = routeById(id);
  if (!route) throw new Error(`no route ${id}`);
  return route.locales.map((locale) => ({ id, locale, route, url: hrefFor(id, {}, locale) }));
});

test.describe("content pages over HTTP", () => {
  for (const { id, locale, route, url } of SAMPLES) {
    test(`[RT-37][SH-22] ${url}: 200, its title and text in the server HTML, lang ${locale}, its shell`, async ({
      request,
    }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}-IN"`);
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>${fileTitle(locale, route.pattern.slice(1))}</h1>`),
      );
      expect(html).toContain(`<link rel="canonical" href="`);
      expect(html).toContain(`data-testid="site-footer"`);
      // Every header carries the search bar, simple pages' too (SH-29; this replaced the rule
      // that simple pages hide search).
      expect(html, `${id}: search bar`).toContain(`data-testid="search-bar"`);
      if (route.locales.length > 1) {
        expect(html).toMatch(/hrefLang="hi-IN"|hreflang="hi-IN"/i);
        expect(html).toMatch(/hrefLang="x-default"|hreflang="x-default"/i);
      }
    });
  }

  test("[SH-20] /about-us shows the partner-with-us banner linking to /partner-with-us", async ({
    request,
  }) => {
    const banner = oneByTestId(await (await request.get("/about-us")).text(), "partner-banner");
    const links = byTag(banner, "a").filter((a) => attr(a, "href") !== null);
    expect(links.map((a) => attr(a, "href"))).toEqual(["/partner-with-us"]);
  });

  test("[RT-1][RT-4][RT-5][RT-8][RT-10][RT-12][RT-13] the footer's links to content pages answer 200", async ({
    request,
  }) => {
    const footer = oneByTestId(await (await request.get("/privacy")).text(), "site-footer");
    const hrefs = byTag(footer, "a")
      .map((a) => attr(a, "href") ?? "")
      .filter((href) => href.startsWith("/"));
    const contentPaths = SAMPLES.filter((s) => s.locale === "en").map((s) => s.url);
    const linked = contentPaths.filter((p) => hrefs.includes(p));
    expect(linked.length).toBeGreaterThanOrEqual(6);
    for (const href of linked) expect((await request.get(href)).status(), href).toBe(200);
  });
});

test.describe("content pages in the browser", () => {
  test("the FAQ narrows its questions as the patient types, and says so when none match", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/faq");
    const questions = page.locator("details");
    const total = await questions.count();
    expect(total).toBeGreaterThanOrEqual(10);
    const search = page.getByLabel("Search the questions");
    await search.fill("ayushman");
    await expect.poll(() => questions.count()).toBeLessThan(total);
    await expect(questions.first()).toContainText("Ayushman");
    await expect(page.getByText(/^\d+ of \d+ questions$/)).toBeVisible();
    // An answer opens with a tap on its question.
    await questions.first().locator("summary").click();
    await expect(questions.first().getByText(/₹5 lakh/)).toBeVisible();
    await search.fill("zzzz");
    await expect(questions).toHaveCount(0);
    await expect(page.getByText("No question matches “zzzz”.", { exact: false })).toBeVisible();
  });

  test("the Hindi FAQ searches Devanagari", async ({ page }) => {
    await page.goto("/hi/faq");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    const questions = page.locator("details");
    const total = await questions.count();
    await page.getByLabel("सवाल खोजें").fill("बीमा");
    await expect.poll(() => questions.count()).toBeLessThan(total);
    await expect.poll(() => questions.count()).toBeGreaterThan(0);
  });

  test("a long page's contents list links to its sections, and the table fits a phone", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/privacy");
    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents).toBeVisible();
    await contents.getByRole("link", { name: "Your rights" }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.getByRole("heading", { name: "Your rights" })).toBeInViewport();
    // The table scrolls inside itself; the page never scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("[LF-79] /contact-us offers a call, WhatsApp and a callback form (variant 0) that opens on a tap", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/contact-us");
    await expect(page.getByRole("link", { name: /^Call \+91/ })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    await expect(page.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
      "href",
      /whatsapp/,
    );
    await page.getByRole("button", { name: "Request a callback" }).click();
    const modal = page.getByRole("dialog");
    await expect(modal.getByTestId("lead-form")).toHaveAttribute("data-variant", "0");
    await expect(modal.getByLabel("Full name")).toBeVisible();
  });

  for (const url of ["/privacy", "/faq", "/hi/about-us", "/contact-us"]) {
    test(`axe finds no violations on ${url} (phone and desktop)`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(url);
      await expectNoAxeViolations(page);
      await page.setViewportSize(DESKTOP);
      await page.goto(url);
      await expectNoAxeViolations(page);
    });
  }
});
