import { expect, type Locator, type Page, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { randomMobile, useOwnClientIp } from "./lead-support";
import { attr, byTag, byTestId, oneByTestId, textOf } from "./server-html";

/*
 * What a patient on a phone trips over (SH-30, SH-33, SH-34, HI-12, HI-13, TY-8, TY-9). Boxes are
 * measured as a person sees them: on screen, not covered, at 390×844 unless a test says otherwise.
 */

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "the element has a box on screen").not.toBeNull();
  return box as Box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element is what a tap at its centre reaches (nothing covers it there). */
async function expectHitAtCentre(locator: Locator, what: string): Promise<void> {
  const hit = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top === el || el.contains(top);
  });
  expect(hit, `${what} is what a tap at its centre reaches`).toBe(true);
}

/** Wholly inside the viewport. */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await boxOf(locator);
  const size = page.viewportSize() ?? PHONE;
  expect(box.y, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends inside the viewport`).toBeLessThanOrEqual(size.height);
  expect(box.x + box.width, `${what} ends inside the viewport`).toBeLessThanOrEqual(size.width);
}

/** Height in pixels of a PNG (its IHDR chunk). */
function pngHeight(png: Buffer): number {
  return png.readUInt32BE(20);
}

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () =>
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );
}

test.describe("[SH-30] the phone side menu", () => {
  test.use({ viewport: PHONE });

  for (const [name, path, next] of [
    ["english", "/", "/treatment"],
    ["hindi", "/hi", "/"],
  ] as const) {
    test(`[SH-30] fills the phone's height (${name}), under a header filter too, and its last links are visible and tappable`, async ({
      page,
    }, info) => {
      await page.goto(path);
      // A backdrop-filter on the header once cut the drawer to a 100 px strip (it made the header
      // the containing block of the drawer's position: fixed). The drawer must not depend on the
      // header having none.
      await page.addStyleTag({
        content: '[data-testid="site-header"] { backdrop-filter: blur(8px); }',
      });
      await page.getByTestId("side-menu-button").click();
      const drawer = page.getByTestId("side-menu");
      await expect(drawer).toBeVisible();
      await expect.poll(async () => (await boxOf(drawer)).x, "the drawer slides in").toBe(0);
      const box = await boxOf(drawer);
      expect(box.y).toBe(0);
      expect(box.height).toBe(PHONE.height);
      // Taken on every run: its height is the check below.
      const shot = await drawer.screenshot({ path: info.outputPath(`side-menu-${name}.png`) });
      expect(pngHeight(shot), "the drawer's screenshot is as tall as the phone").toBe(PHONE.height);
      await screenshotForReview(page, { path: info.outputPath(`side-menu-page-${name}.png`) });

      // Its very last link: the language switch at the drawer's foot.
      const language = drawer.locator("a").last();
      await expect(language).toHaveAttribute("data-testid", "side-menu-language");
      await expectInViewport(page, language, "the language link");
      await expectHitAtCentre(language, "the language link");

      // The last link of the last group, scrolled to inside the drawer.
      await drawer.locator("summary").last().click();
      const lastOfList = drawer.locator("details").last().locator("a").last();
      await lastOfList.scrollIntoViewIfNeeded();
      await expectInViewport(page, lastOfList, "the last group's last link");
      await expectHitAtCentre(lastOfList, "the last group's last link");
      expect(
        overlaps(await boxOf(lastOfList), await boxOf(language)),
        "the list scrolls clear of the language bar",
      ).toBe(false);
      await expectNoAxeViolations(page);

      if (name === "english") await lastOfList.click();
      else await language.click();
      await expect(page).toHaveURL((url) => url.pathname === next);
    });
  }
});

test.describe("[SH-33] floating buttons and the sticky bar", () => {
  test.use({ viewport: PHONE });

  test("[SH-3] at the end of a long page nothing floats over the last FAQ toggle, the disclaimer or the footer's links", async ({
    page,
  }) => {
    await page.goto("/");
    await scrollToBottom(page);
    const floating = page.getByTestId("floating-buttons");
    await expect(floating).toBeVisible();
    const floatBox = await boxOf(floating);
    const footer = page.getByTestId("site-footer");
    for (const [what, locator] of [
      ["the disclaimer", page.getByTestId("footer-extra").locator("p").first()],
      ["the sample-data notice", page.getByTestId("footer-extra").locator("p").last()],
      ["the copyright line", footer.locator("p").last()],
      ["the last footer link", footer.locator("nav a").last()],
    ] as const) {
      await expectInViewport(page, locator, what);
      expect(overlaps(await boxOf(locator), floatBox), `${what} is clear of ${floatBox.y}`).toBe(
        false,
      );
      await expectHitAtCentre(locator, what);
    }

    // Scrolled into view from anywhere (a link to it, the keyboard), the last FAQ toggle stops
    // above the bar rather than under it.
    const toggle = page.locator(".faq-row > summary").last();
    await toggle.evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
    await expect(floating).toBeVisible();
    expect(overlaps(await boxOf(toggle), await boxOf(floating)), "the FAQ toggle is clear").toBe(
      false,
    );
    await expectHitAtCentre(toggle, "the last FAQ toggle");
  });

  test("a slim bottom bar keeps 'Book Appointment', call and WhatsApp in reach on a long page", async ({
    page,
  }, info) => {
    await page.goto("/");
    await expect(page.getByTestId("sticky-bar")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    const bar = page.getByTestId("floating-buttons");
    const book = page.getByTestId("sticky-bar").getByRole("button", { name: "Book Appointment" });
    await expect(book).toBeVisible();
    const barBox = await boxOf(bar);
    expect(barBox.height, "slim").toBeLessThanOrEqual(64);
    expect(barBox.y + barBox.height).toBe(PHONE.height);
    expect(barBox.width).toBe(PHONE.width);
    for (const control of [
      book,
      bar.getByTestId("floating-call"),
      bar.getByTestId("floating-whatsapp"),
    ]) {
      await expectInViewport(page, control, "a bar control");
      await expectHitAtCentre(control, "a bar control");
    }
    await expect(bar.getByTestId("floating-call")).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await screenshotForReview(page, { path: info.outputPath("sticky-bar-phone.png") });
    await expectNoAxeViolations(page);
    await book.click();
    await expect(page.getByRole("dialog").getByTestId("lead-form")).toBeVisible();
  });

  test("on a wide screen the call and WhatsApp buttons stay round in the corner, without the bar", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    const call = page.getByTestId("floating-call");
    await expect(call).toBeVisible();
    await expect(page.getByTestId("sticky-bar")).toBeHidden();
    const box = await boxOf(call);
    expect(box.width).toBe(56);
    expect(box.x + box.width).toBe(1024 - 16);
    await scrollToBottom(page);
    const floatBox = await boxOf(page.getByTestId("floating-buttons"));
    const disclaimer = page.getByTestId("footer-extra").locator("p").first();
    expect(overlaps(await boxOf(disclaimer), floatBox)).toBe(false);
  });
});

test.describe("[HI-12] Hindi within reach", () => {
  test("an English/हिन्दी switch in the header and footer keeps the page where a Hindi version exists", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/about-us");
    const headerSwitch = page.getByTestId("header-language");
    await expect(headerSwitch).toHaveText("हिन्दी");
    await expect(headerSwitch).toHaveAttribute("lang", "hi");
    await expect(headerSwitch).toHaveAttribute("href", "/hi/about-us");
    await headerSwitch.click();
    await expect(page).toHaveURL((url) => url.pathname === "/hi/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    const footerSwitch = page.getByTestId("footer-language");
    await expect(footerSwitch).toHaveText("English");
    await expect(footerSwitch).toHaveAttribute("href", "/about-us");
    await footerSwitch.click();
    await expect(page).toHaveURL((url) => url.pathname === "/about-us");

    // A page with no Hindi version leads to the Hindi home page, never to a 404.
    await page.goto("/no-such-page-for-language");
    await expect(page.getByTestId("header-language")).toHaveAttribute("href", "/hi");
    await page.goto("/faq");
    await expect(page.getByTestId("footer-language")).toHaveAttribute("href", "/hi/faq");
  });

  test("the Hindi home page answers at /hi in Hindi, with Hindi names in the menu and Hindi footer links", async ({
    page,
  }, info) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto("/hi");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0900-\u097F]/);
    await screenshotForReview(page, { path: info.outputPath("hindi-home-phone.png") });
    await expectNoAxeViolations(page);

    await page.getByTestId("side-menu-button").click();
    const drawer = page.getByTestId("side-menu");
    await expect(drawer.getByRole("link", { name: "हड्डी रोग (ऑर्थोपेडिक्स)" })).toBeVisible();
    // The drawer's departments lead to their Hindi pages (HI-14).
    const names = await drawer
      .locator("details[open] a[href^='/hi/department/']")
      .allTextContents();
    expect(names.length).toBeGreaterThan(10);
    for (const n of names) expect(n).toMatch(/[\u0900-\u097F]/);
    await page.keyboard.press("Escape");

    const footer = page.getByTestId("site-footer");
    await expect(footer.locator('a[href="/hi/about-us"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/hi/faq"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/hi/blog"]')).toHaveCount(1);
  });

  // These two read the server HTML only: over HTTP, no browser page.
  test("[RT-23] the footer's Hindi blog link answers, from English and Hindi pages", async ({
    request,
  }) => {
    for (const path of ["/", "/hi"]) {
      const footer = oneByTestId(await (await request.get(path)).text(), "site-footer");
      const links = byTag(footer, "a").filter((a) => attr(a, "href") === "/hi/blog");
      expect(links, `one link to /hi/blog in the footer of ${path}`).toHaveLength(1);
      const href = attr(links[0] as string, "href");
      expect((await request.get(href ?? "")).status(), `${href} from ${path}`).toBe(200);
    }
  });

  test("[HI-13] a Hindi page's 404 says so in Hindi, title included", async ({ request }) => {
    const response = await request.get("/hi/no-such-page-here");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(byTag(html, "h1").map(textOf)).toEqual(["हमें यह पेज नहीं मिला"]);
    expect(textOf(byTag(html, "title")[0] ?? "")).toMatch(/^पेज नहीं मिला/);
    expect(byTestId(html, "footer-language").map((link) => attr(link, "href"))).toEqual(["/"]);
  });
});

test.describe("[SH-34] focus and targets", () => {
  test("Escape on an open desktop menu group gives focus back to its button", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const opener = page.getByTestId("header-menu").getByRole("button", { name: "Departments" });
    const panel = page.locator("#menu-departments");
    // The menu opens once the header has hydrated: on a busy machine an Enter pressed before
    // that does nothing, so press it again until the panel opens (what this test checks is the
    // focus after Escape).
    await expect(async () => {
      await opener.focus();
      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press("Tab");
    await expect(panel.locator("a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });

  for (const [name, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`Tab starts with the skip link, then the logo (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/no-such-page-for-tabbing");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByTestId("logo")).toBeFocused();
    });
  }

  test("on a phone every control of the header, ribbon, side menu, bottom bar and footer is at least 44×44 px", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const small: string[] = [];
    const measure = async (scope: Locator, where: string) => {
      for (const control of await scope
        .locator("a:visible, button:visible, summary:visible")
        .all()) {
        const box = await boxOf(control);
        if (box.width < 44 || box.height < 44) {
          const label =
            (await control.textContent())?.trim() || (await control.getAttribute("aria-label"));
          small.push(`${where}: ${label} ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
    };
    // The home page (app ribbon, no search) and a page with search and the lead ribbon.
    for (const path of ["/", "/no-such-page-for-targets"]) {
      await page.goto(path);
      await measure(page.getByTestId("site-header"), `${path} header`);
      await measure(page.getByTestId("ribbon"), `${path} ribbon`);
      await measure(page.getByTestId("site-footer"), `${path} footer`);
    }
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(page.getByTestId("floating-buttons")).toBeVisible();
    await measure(page.getByTestId("floating-buttons"), "bottom bar");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId("side-menu-button").click();
    await expect(page.getByTestId("side-menu")).toBeVisible();
    await measure(page.getByTestId("side-menu"), "side menu");
    expect(small).toEqual([]);
  });

  test("on a phone, running text is at least 16 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const small: string[] = [];
    for (const path of ["/", "/hi", "/faq", "/about-us", "/no-such-page-for-text", "/thankyou"]) {
      await page.goto(path);
      // Text of eight words or more (a sentence, not a label, badge or copyright line).
      const found = await page.evaluate(() => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? "";
          const el = node.parentElement;
          if (!el || text.split(/\s+/).length < 8 || el.closest("script, style, .sr-only"))
            continue;
          if (el.getClientRects().length === 0) continue;
          const size = Number.parseFloat(getComputedStyle(el).fontSize);
          if (size < 16) out.push(`${size}px: ${text.slice(0, 50)}`);
        }
        return out;
      });
      small.push(...found.map((f) => `${path} ${f}`));
    }
    expect(small).toEqual([]);
  });
});

test.describe("[TY-8] the thank-you page tells the truth", () => {
  test("opened directly, without a lead in this session, it claims no request", async ({
    page,
  }, info) => {
    await page.setViewportSize(PHONE);
    await page.goto(
      "/thankyou?isquicksurvey=1&isplanfeature=1&department=Gynaecology&source=Marketing&pdf=1",
    );
    await expect(page.getByTestId("thankyou-no-lead")).toBeVisible();
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText("Thank you for visiting Vaidya");
    await expect(page.getByText(/We have your request|Your details are submitted/)).toHaveCount(0);
    await expect(page.getByTestId("pdf-message")).toHaveCount(0);
    await expect(page.getByTestId("marketing-department")).toHaveCount(0);
    await expect(page.getByTestId("quick-survey")).toHaveCount(0);
    await expect(page.getByTestId("thankyou-call")).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await screenshotForReview(page, {
      path: info.outputPath("thankyou-no-lead-phone.png"),
      fullPage: true,
    });
    await expectNoAxeViolations(page);

    // The same address with a lead in the session thanks for it.
    await page.evaluate(() => {
      sessionStorage.setItem("leadId", "12");
      sessionStorage.setItem("leadName", "Asha");
    });
    await page.reload();
    await expect(h1).toHaveText("Thank you, Asha!");
    await expect(page.getByTestId("pdf-message")).toBeVisible();
    await expect(page.getByTestId("thankyou-no-lead")).toHaveCount(0);
  });

  test("[TY-2][TY-9] the quick survey's questions are optional: one answer saves; none asks for one, with no error on each question", async ({
    page,
    request,
  }) => {
    await useOwnClientIp(page);
    const created = await request.post("/lead/v1/admin/webleadcreate", {
      data: {
        NameData: "Survey Patient",
        MobileNoData: randomMobile(),
        countryCode: "91",
        CityData: "Delhi NCR",
        leadFormVariant: "0",
      },
    });
    expect(created.status()).toBe(200);
    const lead = ((await created.json()) as { data: { Id: number; surveyToken: string }[] })
      .data[0];
    await page.addInitScript(
      ([id, token]) => {
        sessionStorage.setItem("leadId", String(id));
        sessionStorage.setItem("leadSurveyToken", String(token));
      },
      [lead?.Id, lead?.surveyToken] as const,
    );
    await page.goto("/thankyou?isquicksurvey=1");
    const survey = page.getByTestId("quick-survey");
    await expect(survey).toContainText("each optional");
    const save = survey.getByRole("button", { name: "Save my answers" });
    await save.click();
    await expect(survey.getByTestId("survey-message")).toHaveText(
      "Choose at least one answer to save, or skip these questions: your request is already with us.",
    );
    await expect(survey.getByText("Please select any one")).toHaveCount(0);
    await expect(survey.locator('[aria-invalid="true"]')).toHaveCount(0);

    await survey.getByText("WhatsApp", { exact: true }).click();
    await expect(survey.getByTestId("survey-message")).toHaveCount(0);
    const saved = page.waitForResponse("**/api/lead/survey");
    await save.click();
    const answer = (await (await saved).json()) as {
      status: { code: number };
      data: { Id: number; survey: Record<string, string> }[];
    };
    expect(answer.status.code).toBe(200);
    expect(answer.data[0]).toEqual({ Id: lead?.Id, survey: { contactChannel: "whatsapp" } });
    await expect(page.getByTestId("survey-saved")).toBeVisible();
  });
});
