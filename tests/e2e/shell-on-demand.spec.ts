/**
 * Parts of the shell that load on first use instead of with every page (SH-46, SH-47), against
 * the production build: the search box's suggestions, and the table of the cities' Hindi names.
 */
import { expect, type Page, test } from "@playwright/test";
import { PHONE } from "./fixtures";

test.use({ viewport: PHONE });

/** Every script the page fetches, with its text, from now on. */
function recordScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      scripts.set(response.url(), await response.text());
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  return scripts;
}

for (const [path, query, option] of [
  ["/", "knee replacment", /Knee Replacement/],
  ["/hi", "2d echo", /echo|इको/i],
] as const) {
  test(`[SH-46] ${path}: the suggestions' code comes with the first focus, and what was typed before it is searched`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: "networkidle" });
    const before = new Set(scripts.keys());
    const box = page.getByTestId("search-bar").getByRole("combobox");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    // No suggestions code in the first load: its warning for a failed request is in none of the
    // page's scripts.
    expect([...scripts.values()].some((text) => text.includes('"search failed"'))).toBe(false);
    // Typed at once, before the suggestions' code can have arrived.
    await box.pressSequentially(query);
    const panel = page.getByTestId("search-bar").getByTestId("search-box-panel");
    await expect(panel.getByRole("option").filter({ hasText: option }).first()).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    expect([...scripts.keys()].filter((url) => !before.has(url)).length).toBeGreaterThan(0);
    // The keys still work through the loaded part: down, then Escape closes and keeps the text.
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);
    await box.press("Escape");
    await expect(panel).toBeHidden();
    await expect(box).toHaveValue(query);
    await box.press("Escape");
    await expect(box).toHaveValue("");
  });
}

test("[SH-47][HI-18] the cities' Hindi names are not in the first load; a Hindi page still names the chosen city in Devanagari, in the header and over the home page's costs", async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "selectedCity",
      JSON.stringify({ cityid: 477, cityname: "Mumbai" }),
    );
  });
  const scripts = recordScripts(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByTestId("header-city")).toHaveText("Mumbai");
  // बंबई (Bombay) is one of Mumbai's other names: only the names table holds it.
  expect([...scripts.values()].some((text) => text.includes("बंबई"))).toBe(false);
  await page.goto("/hi", { waitUntil: "networkidle" });
  await expect(page.getByTestId("header-city")).toHaveText("मुंबई");
  await expect(page.getByTestId("header-city")).toHaveAttribute("title", "मुंबई");
  // The home page's costs of the visitor's city are captioned with its Hindi name too.
  await expect(page.getByTestId("home-treatments")).toHaveAttribute("data-city", "477");
  await expect(page.getByText("मुंबई में सामान्य खर्च।")).toBeVisible();
});

test("[SH-48][HI-18] a treatment page's script has no city names table; without JavaScript a Hindi page names its city and the nearest cities in Hindi, and with it the visitor's followed city", async ({
  page,
  browser,
}) => {
  const scripts = recordScripts(page);
  await page.goto("/treatment/knee-replacement", { waitUntil: "networkidle" });
  await expect(page.getByTestId("city-cost")).toContainText("Delhi NCR");
  expect([...scripts.values()].some((text) => text.includes("बंबई"))).toBe(false);

  // Without JavaScript: every city there comes from the server, in Hindi.
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const plain = await still.newPage();
  await plain.goto("/hi/treatment/knee-replacement");
  await expect(plain.getByTestId("city-cost")).toContainText("दिल्ली एनसीआर");
  await expect(plain.locator("section#doctors h2")).toContainText("दिल्ली एनसीआर");
  await plain.goto("/hi/lucknow/treatment/knee-replacement");
  const doctors = plain.getByTestId("city-doctors");
  await expect(doctors.getByTestId("none-here")).toContainText("लखनऊ");
  await expect(doctors.getByTestId("nearest-doctors").getByRole("link").first()).toContainText(
    "कानपुर",
  );
  await still.close();

  // The visitor's city, learned in the browser, is named in Hindi once the table has loaded.
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "selectedCity",
      JSON.stringify({ cityid: 477, cityname: "Mumbai" }),
    );
  });
  await page.goto("/hi/treatment/knee-replacement");
  await expect(page.getByTestId("city-doctors")).toHaveAttribute("data-city", "477");
  await expect(page.locator("section#doctors h2")).toContainText("मुंबई");
  await expect(page.getByTestId("city-cost")).toContainText("मुंबई");
});
