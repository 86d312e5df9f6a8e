/**
 * A reader who only reads Hindi, on a phone (390×844), as a new visitor would: from `/hi` through
 * the side menu to piles treatment, Patna as the city, its cost page with the Ayushman card, a
 * lead and the thank-you page. Every page on the way is a Hindi one, every link the scripts draw
 * (menus, cards of the chosen city, the coverage panel's) leads to a Hindi page, and the search
 * box's Enter stays in Hindi. The same steps from `/` never land on `/hi`. What the server sends
 * is walked over HTTP in hindi-links.spec.ts. Screenshots under test-results/shots.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { PHONE, screenshotForReview } from "./fixtures";
import { pagePath } from "./hindi-links";
import { deliveryFor, randomMobile, useOwnClientIp } from "./lead-support";

const SHOTS = path.join("test-results", "shots");
const DEVANAGARI = /[\u0900-\u097F]/;
const isHindi = (p: string) => p === "/hi" || p.startsWith("/hi/");

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await screenshotForReview(page, { path: path.join(SHOTS, `${name}.png`) });
}

/** The pages the tab showed, in order (paths). */
function pagesVisited(page: Page): string[] {
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

/** Links to our pages inside `scope` that leave for the other language without saying so. */
async function crossing(scope: Locator, hindi: boolean): Promise<string[]> {
  const links = await scope
    .locator("a[href^='/']")
    .evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute("href") ?? "", lang: a.getAttribute("hreflang") })),
    );
  return links
    .filter((l) => {
      const path = pagePath(l.href);
      return path !== null && !l.lang && isHindi(path) !== hindi;
    })
    .map((l) => l.href);
}

test.use({ viewport: PHONE });

test("[HI-15][HI-14][HI-16][HI-18] a Hindi reader goes from /hi to a submitted lead and the Hindi thank-you page, never on an English page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useOwnClientIp(page);
  const visited = pagesVisited(page);
  await page.goto("/hi");

  // The side menu: every group's links and 'view all' in Hindi.
  await page.getByTestId("side-menu-button").click();
  const menu = page.getByTestId("side-menu");
  await expect(menu).toBeVisible();
  expect(await menu.locator("a[href^='/']").count()).toBeGreaterThan(20);
  expect(await crossing(menu, true)).toEqual([]);
  for (const summary of await menu.locator("summary").all()) {
    if ((await summary.getAttribute("aria-expanded")) !== "true") await summary.click();
  }
  await shot(page, "hi-side-menu");
  await menu.getByRole("link", { name: "बवासीर का इलाज", exact: true }).click();
  await page.waitForURL("**/hi/treatment/piles-treatment");

  // Patna, found by typing its name in Latin letters; the chooser writes every city in Hindi.
  await page.getByTestId("header-city").click();
  const chooser = page.getByTestId("location-modal");
  await expect(chooser.getByTestId("popular-cities").locator("label").first()).toContainText(
    DEVANAGARI,
  );
  const others = await chooser.getByTestId("location-other").locator("option").allTextContents();
  expect(others.length).toBeGreaterThan(10);
  expect(others.filter((o) => !DEVANAGARI.test(o))).toEqual([]);
  await shot(page, "hi-city-chooser");
  await chooser.getByTestId("location-find").fill("patna");
  await expect(chooser.getByTestId("location-other")).toHaveValue(/\d+/);
  await expect(chooser.getByTestId("location-other").locator("option:checked")).toHaveText("पटना");
  await chooser.getByTestId("location-save").click();
  // The page reloads with the choice: the header writes the city in Hindi.
  await expect(page.getByTestId("header-city")).toHaveText("पटना", { timeout: 10_000 });

  // The cost page, from the treatment page's own link.
  await page.locator("a[href='/hi/treatment/piles-treatment/cost']").first().click();
  await page.waitForURL("**/hi/treatment/piles-treatment/cost");
  const estimate = page.getByTestId("estimate");
  await expect(estimate.locator("select[name='city']")).toHaveValue("patna");
  await estimate.locator("select[name='insurer']").selectOption("ayushman-bharat-pm-jay");
  // The city's PM-JAY hospitals, and (MD-12: Patna has none for piles) the nearest cities' ones:
  // every one of them a Hindi page.
  const hospitals = estimate.locator("a[href*='/hospitals/insurance/']");
  await expect(
    estimate.locator("a[href='/hi/patna/hospitals/insurance/ayushman-bharat-pm-jay']"),
  ).toHaveCount(1);
  await expect(estimate.locator("a[href^='/hi/varanasi/hospitals/insurance/']")).toHaveCount(1);
  for (const href of await hospitals.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  )) {
    expect(href).toMatch(/^\/hi\/[a-z-]+\/hospitals\/insurance\/ayushman-bharat-pm-jay$/);
  }
  expect(await crossing(page.locator("main"), true)).toEqual([]);

  // The coverage check's form starts from the page's treatment, city and insurer.
  await estimate.getByRole("button", { name: "केयर एक्सपर्ट से अपनी पॉलिसी जँचवाएँ" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByTestId("lead-form")).toBeVisible();
  await expect(modal.getByRole("combobox", { name: /^उपचार/ })).toHaveValue("बवासीर का इलाज");
  await expect(modal.getByRole("combobox", { name: "शहर" })).toHaveValue("पटना");
  const mobile = randomMobile();
  await modal.getByLabel("पूरा नाम").fill("रमेश कुमार");
  await modal.getByRole("textbox", { name: "मोबाइल नंबर" }).fill(mobile);
  await modal.getByRole("button", { name: "जमा करें" }).click();

  await page.waitForURL("**/hi/thankyou?isquicksurvey=1");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { name: "धन्यवाद, रमेश कुमार!" })).toBeVisible();
  await expect(page.getByTestId("survey-submit")).toHaveText(DEVANAGARI);
  await shot(page, "hi-thankyou");

  // The lead names the treatment, the city and the insurer as the catalogue does.
  const delivery = await deliveryFor(mobile);
  expect(delivery.json.lead).toMatchObject({
    phoneno: mobile,
    city: "Patna",
    procedure: "Piles Treatment",
    IsInsurance: "Yes",
    insuranceType: "Govt.",
    // The insurer the page named in Hindi, as the catalogue names it.
    InsuranceName: "Ayushman Bharat PM-JAY",
  });
  expect(visited.filter((p) => !isHindi(p))).toEqual([]);
});

for (const home of ["/hi", "/"]) {
  const hindi = home === "/hi";
  const title = hindi
    ? "[HI-14] from /hi, what scripts draw or open stays in Hindi: a chosen city's cards, the side menu, the footer, the search box's Enter"
    : "[HI-17] from /, what scripts draw or open stays in English: a chosen city's cards, the side menu, the footer, the search box's Enter";
  test(title, async ({ page }) => {
    test.setTimeout(60_000);
    const visited = pagesVisited(page);
    await page.goto(home);
    // A popular city chosen on the home page: its treatment cards lead to that city's pages.
    const tile = page.getByTestId("home-city-tiles").getByRole("button").nth(1);
    const cityName = ((await tile.textContent()) ?? "").trim();
    expect(cityName).toMatch(hindi ? DEVANAGARI : /^[A-Za-z ]+$/);
    await tile.click();
    // The costs' heading names the city as the tile does ("मुंबई में …" on a Hindi page, HI-18).
    await expect(page.locator("#treatments-title + p")).toContainText(cityName);
    const card = page.locator("main a[href*='/treatment/']").first();
    await expect(card).toHaveAttribute(
      "href",
      hindi ? /^\/hi\/[a-z-]+\/treatment\/[a-z-]+$/ : /^\/[a-z-]+\/treatment\/[a-z-]+$/,
    );
    expect(await crossing(page.locator("main"), hindi)).toEqual([]);
    // The side menu, 'view all' included.
    await page.getByTestId("side-menu-button").click();
    const menu = page.getByTestId("side-menu");
    await expect(menu).toBeVisible();
    expect(await menu.locator("a[href^='/']").count()).toBeGreaterThan(20);
    expect(await crossing(menu, hindi)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await crossing(page.getByTestId("site-footer"), hindi)).toEqual([]);
    // Enter in the search box.
    const box = page.getByTestId("search-bar").getByRole("combobox");
    await box.fill(hindi ? "बवासीर" : "piles");
    await box.press("Enter");
    await page.waitForURL(hindi ? /\/hi\/search\?/ : /127\.0\.0\.1:\d+\/search\?/);
    expect(visited.filter((p) => isHindi(p) !== hindi)).toEqual([]);
    if (hindi) {
      // The city chosen on a Hindi tile, on an English page: in Latin letters there.
      await page.goto("/treatment");
      await expect(page.getByTestId("header-city")).toHaveText(/^[A-Za-z][A-Za-z ]+$/);
    }
  });
}
