/**
 * What of SH-43 to SH-45, CH-5 and CH-6 needs a browser: the phone's side menu reaches the
 * pages patients look for (in the page's language), the language switch is in the phone header,
 * no city name overlaps the logo down to 320 px, and the chat says what it could not understand
 * and offers the care expert. The rest is checked without a browser (unit and integration).
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { screenshotForReview } from "./fixtures";

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** The rectangles of two elements overlap (touching edges do not count). */
async function overlap(a: Locator, b: Locator): Promise<number> {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  if (!ra || !rb) return 0;
  const x = Math.min(ra.x + ra.width, rb.x + rb.width) - Math.max(ra.x, rb.x);
  const y = Math.min(ra.y + ra.height, rb.y + rb.height) - Math.max(ra.y, rb.y);
  return x > 0 && y > 0 ? x : 0;
}

async function chooseCity(page: Page, cityid: number, cityname: string) {
  await page.addInitScript(
    ([id, name]) => {
      window.localStorage.setItem("selectedCity", JSON.stringify({ cityid: id, cityname: name }));
    },
    [cityid, cityname] as const,
  );
}

test.describe("the phone's side menu and header", () => {
  for (const size of WIDTHS) {
    for (const hindi of [false, true]) {
      const home = hindi ? "/hi" : "/";
      test(`[SH-43][SH-44] ${size.width} px, ${hindi ? "Hindi" : "English"}: the side menu reaches doctors, hospitals, insurance, second opinion and My data; the language switch is in the header`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await page.goto(home);
        // The switch is in the header itself, in view and on top, without opening the menu.
        const language = page.getByTestId("header-language");
        await expect(language).toBeVisible();
        await expect(language).toHaveAccessibleName(hindi ? "English" : "हिन्दी");
        const box = await language.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
        expect(await overlap(language, page.getByTestId("logo"))).toBe(0);

        await page.getByTestId("side-menu-button").click();
        const quick = page.getByTestId("side-menu-quick");
        await expect(quick).toBeVisible();
        const prefix = hindi ? "/hi" : "";
        const wanted = {
          doctors: `${prefix}/doctors`,
          hospitals: `${prefix}/hospitals`,
          insurance: `${prefix}/hospitals/insurance`,
          secondOpinion: `${prefix}/services/second-opinion`,
          myData: `${prefix}/my-data`,
        };
        for (const [key, href] of Object.entries(wanted)) {
          const link = quick.locator(`a[data-menu="${key}"]`);
          await expect(link, key).toBeVisible();
          await expect(link, key).toHaveAttribute("href", href);
        }
        await screenshotForReview(page, {
          path: test.info().outputPath(`side-menu-${size.width}-${hindi ? "hi" : "en"}.png`),
        });
        // The links work: the insurance index opens in the page's language.
        await quick.locator('a[data-menu="insurance"]').click();
        await page.waitForURL(`**${wanted.insurance}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    }
  }

  for (const [cityid, cityname] of [
    [604, "Thiruvananthapuram"],
    [640, "Visakhapatnam"],
  ] as const) {
    for (const width of [320, 360, 390]) {
      test(`[SH-45] ${width} px: ${cityname} in the header never overlaps the logo; it is cut with an ellipsis and named in full in its title`, async ({
        page,
      }) => {
        await chooseCity(page, cityid, cityname);
        await page.setViewportSize({ width, height: 740 });
        for (const path of ["/", "/hi"]) {
          await page.goto(path);
          await page.evaluate(() => document.fonts.ready);
          const city = page.getByTestId("header-city");
          await expect(city).toBeVisible();
          await expect(city).toHaveAttribute("title", path === "/" ? cityname : /[\u0900-\u097F]/);
          const logo = page.getByTestId("logo");
          expect(await overlap(city, logo), `${path}: city on the logo`).toBe(0);
          expect(await overlap(page.getByTestId("header-language"), logo)).toBe(0);
          // Nothing wider than the screen.
          const right = await city.evaluate((el) => el.getBoundingClientRect().right);
          expect(right).toBeLessThanOrEqual(width);
          const span = city.locator("span");
          expect(await span.evaluate((el) => getComputedStyle(el).textOverflow)).toBe("ellipsis");
          await screenshotForReview(page, {
            path: test
              .info()
              .outputPath(`header-${width}-${cityname}-${path === "/" ? "en" : "hi"}.png`),
          });
        }
      });
    }
  }
});

test.describe("the chat's care expert", () => {
  for (const hindi of [false, true]) {
    test(`[CH-5][CH-6] ${hindi ? "Hindi" : "English"}: the field says its limit; words it cannot understand are quoted back with call, WhatsApp and a call back carrying the question`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(hindi ? "/hi/chat/ai" : "/chat/ai");
      const field = page.getByTestId("chat-reply").getByRole("textbox");
      await expect(field).toHaveAttribute("maxlength", "500");
      await expect(page.getByTestId("chat-limit")).toContainText("500");
      // A city in the question, so that the answer comes at once.
      const question = "zzqqxxw blorf in Mumbai";
      await field.fill(question);
      await expect(page.getByTestId("chat-limit")).toContainText(String(question.length));
      await field.press("Enter");
      const expert = page.getByTestId("chat-expert");
      await expect(expert).toBeVisible();
      const line = page.getByTestId("chat-log").locator("li", { has: expert });
      await expect(line).toContainText(`“${question}”`);
      await expect(expert.locator('a[href^="tel:+91"]')).toBeVisible();
      const whatsapp = expert.getByTestId("chat-expert-whatsapp");
      const href = (await whatsapp.getAttribute("href")) ?? "";
      expect(new URL(href).searchParams.get("text")).toContain(question);
      await screenshotForReview(page, {
        path: test.info().outputPath(`chat-${hindi ? "hi" : "en"}.png`),
      });
      // The call back: the chat goes on to arrange the call (its lead carries the transcript).
      await expert.getByTestId("chat-expert-callback").click();
      await expect(page.getByTestId("chat-choices")).toBeVisible();
      await expect(expert.getByTestId("chat-expert-callback")).toHaveCount(0);
    });
  }

  test("[CH-5] a question of 500 characters is taken whole; the field takes no more", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/chat/ai");
    const field = page.getByTestId("chat-reply").getByRole("textbox");
    const long = `My mother has piles and bleeding for a year in Mumbai. ${"We tried medicines. ".repeat(30)}`;
    await field.fill(long);
    const value = await field.inputValue();
    expect(value.length).toBe(500);
    await field.press("Enter");
    // Her words are in the log whole (not cut at 100).
    const patient = page.getByTestId("chat-log").locator('li[data-from="patient"]').last();
    await expect(patient).toContainText(long.slice(0, 500).trim().replace(/\s+/g, " "));
  });
});
