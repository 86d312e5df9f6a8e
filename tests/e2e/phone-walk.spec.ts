/**
 * A patient's walk on a phone, 360 and 390 px wide, over the main page types: nothing lies on the
 * logo, no page is wider than the screen, the header's search bar is there and opens its
 * suggestions, the city name in the header is whole, cost tables fit or say that they scroll, and
 * the pages without a header (chat, thank-you) lead back home. Then the search's Enter (the
 * results, with no suggestions left over them), the home page's own search, and the fonts: Hindi
 * pages preload Devanagari, and the English pages' "हिन्दी" is never drawn as boxes.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { DESKTOP } from "./fixtures";

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** Pages with the site header: the home pages, simple pages and the others. */
const WITH_HEADER = [
  "/",
  "/hi",
  "/hospitals",
  "/hospitals/insurance/star-health",
  "/treatment/knee-replacement",
  "/treatment/knee-replacement/cost",
  "/test/complete-blood-count",
  "/hospital/sample-multispeciality-hospital-delhi-ncr",
  "/doctors",
  "/privacy",
  "/hi/privacy",
  "/videos",
  "/search?query=knee",
];

/** Pages without a header: the shell gives them a small logo linking home. */
const WITH_LOGO_ONLY = [
  ["/chat", "/"],
  ["/chat/ai", "/"],
  ["/thankyou", "/"],
  ["/hi/chat", "/hi"],
] as const;

/** Elements other than the logo that lie on it: by what a tap on it reaches, and by their boxes. */
async function onTheLogo(logo: Locator): Promise<string[]> {
  return logo.evaluate((el) => {
    const name = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.getAttribute("data-testid") ? `[${node.getAttribute("data-testid")}]` : ""} "${(node.textContent ?? "").trim().slice(0, 20)}"`;
    const r = el.getBoundingClientRect();
    const found = new Set<string>();
    for (let i = 1; i < 10; i += 1) {
      for (let j = 1; j < 4; j += 1) {
        const top = document.elementFromPoint(
          r.left + (r.width * i) / 10,
          r.top + (r.height * j) / 4,
        );
        if (top && !el.contains(top) && !top.contains(el)) found.add(`covers it: ${name(top)}`);
      }
    }
    for (const other of document.querySelectorAll(
      "a, button, input, select, textarea, summary, img, svg",
    )) {
      if (el.contains(other) || other.contains(el)) continue;
      const b = other.getBoundingClientRect();
      const style = getComputedStyle(other);
      // Not drawn (display: none), or visually hidden (the skip link until it has the focus).
      if (b.width <= 1 || b.height <= 1 || style.visibility === "hidden") continue;
      if (other.closest(".sr-only") || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
      if (b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom)
        found.add(`box on it: ${name(other)}`);
    }
    return [...found];
  });
}

async function pageWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
}

async function expectWithinWidth(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.x ?? -1, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what} ends on screen`).toBeLessThanOrEqual(width);
}

/**
 * Every table of the page either fits (its last column on screen, nothing to scroll) or shows a
 * visible scroll hint (`data-testid="scroll-hint"`) in the box that scrolls.
 */
async function tablesHidingColumns(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const bad: string[] = [];
    for (const table of main.querySelectorAll("table")) {
      if (table.getClientRects().length === 0) continue;
      let scroller: HTMLElement | null = table;
      while (scroller && scroller !== main && scroller.scrollWidth <= scroller.clientWidth + 1)
        scroller = scroller.parentElement;
      const scrolls = scroller !== null && scroller !== main;
      // A row left to screen readers (clipped to nothing) is not off anyone's screen.
      const clipped = (el: Element) => {
        for (let node: Element | null = el; node && node !== table; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)")
            return true;
        }
        return false;
      };
      const offScreen = [...table.rows].some((row) => {
        const last = row.cells[row.cells.length - 1];
        if (!last || clipped(last)) return false;
        const r = last.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 0.5 || r.left < 0);
      });
      if (!scrolls && !offScreen) continue;
      const hint = (scroller ?? table).querySelector<HTMLElement>('[data-testid="scroll-hint"]');
      const hintShown = !!hint && hint.getClientRects().length > 0;
      if (!hintShown)
        bad.push(
          `${table.getAttribute("data-testid") ?? "table"}: ${scrolls ? "scrolls" : "runs off screen"} with no hint`,
        );
    }
    return bad;
  });
}

for (const phone of PHONES) {
  test.describe(`a phone walk at ${phone.width}×${phone.height}`, () => {
    test.use({ viewport: phone });

    for (const path of WITH_HEADER) {
      test(`[SH-29] ${path}: nothing on the logo, no wider than the screen, the header's search opens, tables fit`, async ({
        page,
      }) => {
        await page.goto(path);
        const header = page.getByTestId("site-header");
        const logo = header.getByTestId("logo");
        await expect(logo).toBeVisible();
        // Soft: a page that fails several of these says so for each.
        expect.soft(await onTheLogo(logo), "nothing lies on the logo").toEqual([]);
        const { scrollWidth, innerWidth } = await pageWidth(page);
        expect
          .soft(scrollWidth, "the page is no wider than the screen")
          .toBeLessThanOrEqual(innerWidth);
        expect.soft(await tablesHidingColumns(page), "tables fit or say they scroll").toEqual([]);
        if (path === "/treatment/knee-replacement") {
          // Stacked on a phone, the cost table is still a table to a screen reader.
          const costs = page.getByTestId("cost-table");
          await expect(costs.getByRole("columnheader", { name: "Maximum" })).toBeVisible();
          expect(await costs.getByRole("row").count()).toBeGreaterThan(2);
          await expect(costs.getByRole("rowheader").first()).toBeVisible();
          await expect(costs.getByRole("cell").first()).toBeVisible();
        }

        const box = header.getByRole("combobox");
        await expect(box, "the header shows its search bar").toBeVisible();
        await expectWithinWidth(page, box, "the search bar");
        await box.fill("knee");
        const panel = header.getByTestId("search-box-panel");
        await expect(panel.getByRole("option").first()).toBeVisible();
        await expectWithinWidth(page, panel, "the suggestions");
        // The open search does not push anything onto the logo either.
        expect(await onTheLogo(logo), "nothing lies on the logo, search open").toEqual([]);
      });
    }

    test("[HI-18] the chosen city's name is whole in the header, beside the logo, in the page's script", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        window.localStorage.setItem(
          "selectedCity",
          JSON.stringify({ cityid: 267, cityname: "Hyderabad" }),
        );
      });
      // A Hindi page names the city in Devanagari (HI-18).
      for (const [path, name] of [
        ["/", "Hyderabad"],
        ["/treatment/knee-replacement", "Hyderabad"],
        ["/hi", "हैदराबाद"],
      ] as const) {
        // Measured in the site's font, as a patient sees it from the second page on (a first
        // paint may come before the font and use the system's, here a much wider one).
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        await page.goto(path);
        const city = page.getByTestId("header-city");
        await expect(city, path).toContainText(name);
        const cut = await city
          .locator("span")
          .evaluate((el) => el.scrollWidth > el.clientWidth || el.getClientRects().length === 0);
        expect(cut, `${path}: "${name}" is not cut`).toBe(false);
        await expectWithinWidth(page, city, `${path}: the city button`);
        expect(await onTheLogo(page.getByTestId("logo")), path).toEqual([]);
      }
    });

    for (const [path, home] of WITH_LOGO_ONLY) {
      test(`${path}: no header, but a logo that leads home; nothing on it, no wider than the screen`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.getByTestId("site-header")).toHaveCount(0);
        const logo = page.getByTestId("logo");
        await expect(logo).toBeVisible();
        await expect(logo).toHaveAttribute("href", home);
        const box = await logo.boundingBox();
        expect(box?.height ?? 0, "the logo is a tap target").toBeGreaterThanOrEqual(44);
        expect(await onTheLogo(logo)).toEqual([]);
        const { scrollWidth, innerWidth } = await pageWidth(page);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        if (path.includes("/chat")) {
          // The chat fills the screen with the logo above it: its last control is on screen
          // without scrolling the page.
          const tall = await page.evaluate(
            () => (document.scrollingElement?.scrollHeight ?? 0) - window.innerHeight,
          );
          expect(tall, "the chat and the logo fit the screen").toBeLessThanOrEqual(0);
          const last = page.locator("main button:visible, main input:visible").last();
          await expect(last).toBeInViewport({ ratio: 1 });
        }
        await logo.click();
        await page.waitForURL((url) => url.pathname === home);
      });
    }
  });
}

test.describe("a phone walk, search: Enter goes to the results, the suggestions close", () => {
  for (const [label, viewport, path, testId] of [
    ["phone, header", PHONES[1], "/", "search-box"],
    ["desktop, home page hero", DESKTOP, "/", "hero-search"],
    ["desktop, header of a treatment page", DESKTOP, "/treatment/knee-replacement", "search-box"],
  ] as const) {
    test(`${label}: typed words and Enter open /search, with nothing over its results`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const root =
        testId === "hero-search" ? page.getByTestId("hero-search") : page.getByTestId("search-bar");
      const box = root.getByRole("combobox");
      await box.fill("knee");
      await expect(page.getByTestId(`${testId}-panel`).getByRole("option").first()).toBeVisible();
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?query=knee(&|$)/);
      const first = page.getByTestId("search-group").first().getByRole("link").first();
      await expect(first).toBeVisible();
      // Long enough for a box that opened by itself to have asked and shown its suggestions.
      await page.waitForTimeout(1500);
      await expect(page.locator('[data-testid$="-panel"]:visible')).toHaveCount(0);
      const reached = await first.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !!top && (top === el || el.contains(top));
      });
      expect(reached, "the first result is what a tap reaches").toBe(true);
    });
  }

  test("the home page's hero has the city-aware search, at phone and desktop width", async ({
    page,
  }) => {
    for (const viewport of [PHONES[0], DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of ["/", "/hi"]) {
        await page.goto(path);
        const hero = page.getByTestId("hero-search").getByRole("combobox");
        await expect(hero, `${path} ${viewport.width}`).toBeVisible();
        await expectWithinWidth(page, hero, `${path} ${viewport.width}: the hero's search`);
      }
    }
    // The chosen city goes with the hero's query.
    await page.evaluate(() =>
      window.localStorage.setItem(
        "selectedCity",
        JSON.stringify({ cityid: 477, cityname: "Mumbai" }),
      ),
    );
    await page.goto("/");
    const asked = page.waitForRequest((r) => r.url().includes("/api/search/entities"));
    await page.getByTestId("hero-search").getByRole("combobox").fill("cataract");
    expect(new URL((await asked).url()).searchParams.get("city")).toBe("477");
  });
});

test.describe("a phone walk, fonts", () => {
  /** href of every `<link rel="preload" as="font">` of a page's HTML. */
  function fontPreloads(html: string): string[] {
    return [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /\brel="preload"/.test(tag) && /\bas="font"/.test(tag))
      .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? "");
  }

  test("Hindi pages preload both Devanagari files, the very files their stylesheet uses; English pages preload none", async ({
    request,
  }) => {
    for (const path of ["/hi", "/hi/privacy", "/hi/blog", "/hi/chat", "/hi/thankyou"]) {
      const html = await (await request.get(path)).text();
      const preloads = fontPreloads(html).filter((href) => /devanagari/.test(href));
      expect(preloads.map((h) => /-(\d00)-normal/.exec(h)?.[1]).sort(), path).toEqual([
        "400",
        "600",
      ]);
      expect(html, `${path}: preloaded for a CORS font fetch`).toMatch(
        /<link\b(?=[^>]*rel="preload")(?=[^>]*as="font")(?=[^>]*crossorigin)[^>]*>/,
      );
      const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
        (m) => m[1] as string,
      );
      const css = (await Promise.all(sheets.map(async (s) => (await request.get(s)).text()))).join(
        "\n",
      );
      for (const href of preloads) {
        const file = href.split("/").pop() ?? "";
        expect(css, `${path}: the stylesheet draws with ${file}`).toContain(file);
      }
    }
    for (const path of ["/", "/privacy", "/treatment/knee-replacement"]) {
      const html = await (await request.get(path)).text();
      expect(
        fontPreloads(html).filter((h) => /devanagari/.test(h)),
        path,
      ).toEqual([]);
    }
  });

  test("on a Hindi page the Devanagari fonts come from the preload, each fetched once", async ({
    page,
  }) => {
    await page.setViewportSize(PHONES[1]);
    await page.goto("/hi");
    await page.waitForLoadState("load");
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => /devanagari.*\.woff2/.test(e.name))
        .map((e) => ({
          file: new URL(e.name).pathname,
          by: (e as PerformanceResourceTiming).initiatorType,
        })),
    );
    expect(entries.map((e) => e.file).length, JSON.stringify(entries)).toBe(2);
    expect(new Set(entries.map((e) => e.file)).size).toBe(2);
    for (const entry of entries) expect(entry.by, entry.file).toBe("link");
  });

  test('"हिन्दी" on English pages is drawn by a font that has its letters, in the header, side menu and footer', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    const fontsOf = async (selector: string) => {
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      return fonts;
    };
    const devanagariFontsOnly = async (testId: string) => {
      const link = page.getByTestId(testId);
      await expect(link).toHaveText("हिन्दी");
      const fonts = await fontsOf(`[data-testid="${testId}"]`);
      expect(fonts.length, testId).toBeGreaterThan(0);
      for (const font of fonts) {
        // A web font of ours with these letters; a system font without them draws boxes.
        expect(font.isCustomFont, `${testId}: ${font.familyName}`).toBe(true);
        expect(font.familyName, testId).toMatch(/Devanagari/);
      }
    };
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await devanagariFontsOnly("header-language");
    await devanagariFontsOnly("footer-language");
    await page.setViewportSize(PHONES[0]);
    await page.goto("/treatment/knee-replacement");
    await page.getByTestId("side-menu-button").click();
    await devanagariFontsOnly("side-menu-language");
  });
});

test.describe("a phone walk, page weight", () => {
  test("the home page's HTML stays within 60 KB with its search boxes", async ({ request }) => {
    const body = await (await request.get("/")).body();
    expect(body.toString()).toContain('data-testid="hero-search"');
    expect(body.length, `${body.length} bytes`).toBeLessThanOrEqual(60 * 1024);
  });
});
