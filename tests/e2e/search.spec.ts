/**
 * The header search and /search (SR-21 to SR-27; spec §1, §2, §5, §7, §9) in the browser, against the
 * production build: the combobox with the keyboard, the 250px panel, the outside click, the
 * chosen city sent, and the page without JavaScript.
 */
import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { oneByTestId } from "./server-html";

/** A page with the header's search (every page with a header has it). */
const PAGE_WITH_SEARCH = "/treatment/cataract-surgery";

test.describe("header search", () => {
  test.use({ viewport: DESKTOP });

  test("[SR-2][SR-3][SR-11][SR-26] typing shows grouped results in a panel at most 250px high; arrow down and Enter open the entity", async ({
    page,
  }) => {
    await page.goto(PAGE_WITH_SEARCH);
    const box = page.getByTestId("search-bar").getByRole("combobox");
    const panel = page.getByTestId("search-box-panel");
    await box.fill("kn");
    // Fewer than 3 characters: no request, no panel.
    await page.waitForTimeout(400);
    await expect(panel).toBeHidden();
    await box.fill("knee replacment");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("group", { name: "Treatments" })).toBeVisible();
    const firstTreatment = panel
      .getByRole("group", { name: "Treatments" })
      .getByRole("option")
      .first();
    await expect(firstTreatment).toContainText("Knee Replacement");
    const height = (await panel.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(40);
    expect(height).toBeLessThanOrEqual(250);
    // The last option can be scrolled to and seen inside the panel.
    const last = panel.getByRole("option").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(page.getByTestId("search-box-status")).toHaveText(/\d+ results?/);
    // The groups run in order of their best match: treatments first for this query.
    const options = panel.getByRole("option");
    const count = await options.count();
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await options.first().getAttribute("id")) ?? "",
    );
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    // Up from the first wraps to the last.
    await box.press("ArrowUp");
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/treatment\/knee-replacement$/);
  });

  test("[SR-12][SR-26] a click outside closes the panel; Escape closes it too", async ({
    page,
  }) => {
    await page.goto(PAGE_WITH_SEARCH);
    const box = page.getByTestId("search-bar").getByRole("combobox");
    const panel = page.getByTestId("search-box-panel");
    await box.fill("cataract");
    // Wait for the answers: the full panel covers part of the page (the heading, on this page),
    // and a person clicking "outside" clicks somewhere it does not cover.
    await expect(panel.getByRole("option").first()).toBeVisible();
    const shown = await panel.boundingBox();
    const viewport = page.viewportSize();
    if (!shown || !viewport) throw new Error("the panel and the page have a size");
    await page.mouse.click(8, Math.min(viewport.height - 8, shown.y + shown.height + 40));
    await expect(panel).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.click();
    await expect(panel).toBeVisible();
    await box.press("Escape");
    await expect(panel).toBeHidden();
    await expect(box).toHaveValue("cataract");
  });

  test("[SR-1][SR-5][SR-4] the chosen city goes with the query, spaces collapsed", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "selectedCity",
        JSON.stringify({ cityid: 477, cityname: "Mumbai" }),
      );
    });
    await page.goto(PAGE_WITH_SEARCH);
    const asked = page.waitForRequest((r) => r.url().includes("/api/search/entities"));
    await page.getByTestId("search-bar").getByRole("combobox").fill("  best   hospital ");
    const url = new URL((await asked).url());
    expect(url.searchParams.get("city")).toBe("477");
    expect(url.searchParams.get("type")).toBe("R");
    expect(url.searchParams.get("query")).toBe("best hospital");
    const hospitals = page
      .getByTestId("search-box-panel")
      .getByRole("group", { name: "Hospitals" });
    // Every hospital matches "hospital": those of the chosen city come first.
    await expect(hospitals.getByRole("option").first()).toContainText("Mumbai");
    await expect(hospitals.getByRole("option").last()).toContainText("Mumbai");
  });

  // Rewritten: the home page (a simple page) used to have no search; the search bar is in every
  // header now (SH-29), and the home page has one in its hero too.
  // In the server HTML (read over HTTP): the boxes are there before any script runs.
  test("[SH-29] the search bar shows on a treatment page and on the home page, whose hero has one too", async ({
    request,
  }) => {
    const home = await (await request.get("/")).text();
    expect(oneByTestId(home, "search-bar")).toMatch(/role="combobox"/);
    expect(oneByTestId(home, "hero-search")).toMatch(/role="combobox"/);
    const treatment = await (await request.get(PAGE_WITH_SEARCH)).text();
    expect(oneByTestId(treatment, "search-bar")).toMatch(/role="combobox"/);
  });

  test("[SH-35] axe finds no violations with the results panel open", async ({ page }) => {
    await page.goto(PAGE_WITH_SEARCH);
    const box = page.getByTestId("search-bar").getByRole("combobox");
    await box.fill("piles");
    await expect(page.getByTestId("search-box-panel")).toBeVisible();
    // The results, not the loading line: on a loaded machine the first answer takes a while.
    await expect(page.getByTestId("search-box-panel").getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    await expectNoAxeViolations(page);
  });

  test("[SR-26][SH-35] while loading and when nothing is found the panel says so outside the list; axe finds no violations", async ({
    page,
  }) => {
    await page.goto(PAGE_WITH_SEARCH);
    const box = page.getByTestId("search-bar").getByRole("combobox");
    const panel = page.getByTestId("search-box-panel");
    await box.fill("zzqxv");
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("No matches. Press Enter to see all results.");
    // A list with no options is not shown, and the box does not claim one is open.
    await expect(panel.getByRole("listbox")).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page);
  });
});

test.describe("/search", () => {
  test("[SR-18] on a Hindi page a result leads to its Hindi page, from the panel and from /hi/search", async ({
    page,
  }) => {
    await page.goto("/hi");
    const box = page.getByTestId("search-bar").getByRole("combobox");
    await box.fill("2d echo");
    const option = page
      .getByTestId("search-box-panel")
      .getByRole("option")
      .filter({ hasText: /echo|इको/i })
      .first();
    await option.click();
    await expect(page).toHaveURL(/\/hi\/test\/2d-echo$/);
    await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
    // The search page in Hindi links the Hindi pages too.
    await page.goto("/hi/search?query=2d+echo");
    await expect(page.locator('main a[href="/hi/test/2d-echo"]').first()).toBeVisible();
  });

  test("[SR-27] without JavaScript the header form reaches /search, which lists every group", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(PAGE_WITH_SEARCH);
    const box = page.getByTestId("search-bar").getByRole("combobox");
    await box.fill("piles");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?query=piles$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “piles”");
    const treatments = page.getByRole("region", { name: "Treatments" });
    await expect(treatments.getByRole("link", { name: /Piles Treatment/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Conditions" })).toBeVisible();
    await context.close();
  });

  test("[SR-27] nothing found offers the lead form: tell us what you need", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/search?query=zzqqxxw");
    const nothing = page.getByTestId("search-nothing");
    await expect(nothing).toContainText("Tell us what you need");
    await nothing.getByRole("button", { name: "Tell us what you need" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("[SR-34][SR-37][SH-35] what we do not cover is said in English and Hindi with the care expert; the box is type text; axe clean", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/search?query=dentist");
    const box = page.getByTestId("search-page-box").getByRole("combobox");
    await expect(box).toHaveAttribute("type", "text");
    const gap = page.getByTestId("search-not-covered");
    await expect(gap).toContainText("Dentists are not on Vaidya yet");
    await gap.getByRole("button", { name: "Tell us what you need" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goto(`/hi/search?query=${encodeURIComponent("दांत का डॉक्टर")}`);
    await expect(page.getByTestId("search-not-covered")).toContainText(
      "दांतों के डॉक्टर अभी वैद्य पर नहीं हैं",
    );
    await expectNoAxeViolations(page);
  });

  test("[SR-35][SR-36] a service query leads to the service page; kaan ka operation to ear operations", async ({
    page,
  }) => {
    await page.goto(PAGE_WITH_SEARCH);
    const box = page.getByTestId("search-bar").getByRole("combobox");
    const panel = page.getByTestId("search-box-panel");
    await box.fill("MRI report second opinion");
    await expect(
      panel.getByRole("group", { name: "Services" }).getByRole("option").first(),
    ).toContainText("Second opinion");
    await box.fill("kaan ka operation");
    await expect(panel.getByRole("option").first()).toContainText("Tympanoplasty");
    await expect(panel.getByRole("group", { name: "Doctors" })).toBeHidden();
  });

  // Rewritten: phones had a search button leading to /search; now the header shows the search
  // bar itself on phones (tests/e2e/phone-walk.spec.ts), and /search keeps its own box.
  test("[SR-27][SH-35] on a phone, /search without a query focuses its box, whose panel fits the screen; axe clean", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/search");
    const box = page.getByTestId("search-page-box").getByRole("combobox");
    await expect(box).toBeFocused();
    await box.fill("बवासीर");
    const panel = page.getByTestId("search-page-box-panel");
    await expect(panel).toBeVisible();
    const rect = await panel.boundingBox();
    expect(rect?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((rect?.x ?? 0) + (rect?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await expect(panel.getByRole("option").first()).toBeVisible();
    await screenshotForReview(page, { path: "test-results/search-phone.png" });
    await expectNoAxeViolations(page);
  });
});
