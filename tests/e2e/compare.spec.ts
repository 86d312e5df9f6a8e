/**
 * Compare (DS-28 to DS-34): at 360 px, pick two doctors on a city's listing, open the compare
 * page from the sticky bar, swipe to the second column, and find the figures their profiles
 * show; the same in Hindi from /hi. Over HTTP: one URL per choice, cached; every other compare
 * URL a 404 that is never stored.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures";
import { htmlOf, slugLinks } from "./server-html";

const SMALL_PHONE = { width: 360, height: 740 };
const CITY = "lucknow";

test.describe("compare pages over HTTP", () => {
  test("[DS-28] [DS-34] one URL per choice, cached and not indexed; any other compare URL a 404 inside the shell, never stored", async ({
    request,
  }) => {
    const doctors = slugLinks(await htmlOf(request, `/${CITY}/doctors`), "/doctor/").map((h) =>
      h.replace("/doctor/", ""),
    );
    const hospitals = slugLinks(await htmlOf(request, `/${CITY}/hospitals`), "/hospital/").map(
      (h) => h.replace("/hospital/", ""),
    );
    const [a, b, c, d] = doctors as [string, string, string, string];
    const [h1] = hospitals as [string];
    expect(d && h1).toBeTruthy();
    const url = `/compare/doctors/${a}-vs-${b}`;
    const ok = await request.get(url, { maxRedirects: 0 });
    expect(ok.status()).toBe(200);
    expect(ok.headers()["set-cookie"]).toBeUndefined();
    expect(await ok.text()).toMatch(/<meta name="robots" content="noindex/);
    // The canonical choice of real slugs is cached like a profile.
    const again = await request.get(url, { maxRedirects: 0 });
    expect(["HIT", "STALE"]).toContain(again.headers()["x-nextjs-cache"]);
    await htmlOf(request, `/hi/compare/doctors/${a}-vs-${b}-vs-${c}`);

    // Anything else is a 404 inside the shell that is never stored: another spelling of a
    // choice, too few or too many, unknown slugs, the other kind, not slugs.
    for (const path of [
      `/compare/doctors/${a}`,
      `/compare/doctors/${a}-vs-${a}`,
      `/compare/doctors/${a}-vs-${b}-vs-${c}-vs-${d}`,
      `/compare/doctors/${a}-vs-dr-nobody`,
      `/compare/doctors/${a}-vs-${h1}`,
      `/compare/hospitals/${h1}-vs-${a}`,
      `/compare/doctors/${a}-vs-b_c`,
      `/hi/compare/doctors/${a}-vs-dr-nobody`,
      `/compare/doctors/${a}-vs-${b}-vs-${a}`,
      `/compare/doctors/${a.toUpperCase()}-vs-${b}`,
      "/compare/surgeons/a-vs-b",
    ]) {
      const html = await htmlOf(request, path, 404);
      expect(html, path).toContain('data-testid="site-footer"');
      const second = await request.get(path, { maxRedirects: 0 });
      expect(second.status(), path).toBe(404);
      expect(["HIT", "STALE"], path).not.toContain(second.headers()["x-nextjs-cache"]);
    }
  });
});

/** Ticks the compare boxes of the listing's first two cards: [name, profile path] of each. */
async function pickTwo(page: Page): Promise<{ name: string; href: string }[]> {
  const cards = page.getByTestId("listing").locator("> li");
  const picked: { name: string; href: string }[] = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    const link = card.locator("h2 a");
    const toggle = card.getByTestId("compare-toggle");
    // The checkbox's label is its tap target.
    const label = toggle.locator("xpath=..");
    const box = await label.boundingBox();
    expect(box && box.height >= 44, "a 44 px target").toBe(true);
    const before = page.url();
    await toggle.check();
    // Ticking the box does not follow the card's link to the profile.
    expect(page.url()).toBe(before);
    await expect(toggle).toBeChecked();
    picked.push({
      name: ((await link.textContent()) ?? "").trim(),
      href: new URL((await link.getAttribute("href")) ?? "", page.url()).pathname,
    });
    if (i === 0) await expect(page.getByTestId("compare-bar")).toHaveCount(0);
  }
  return picked;
}

async function compareJourney(page: Page, locale: "en" | "hi") {
  const prefix = locale === "hi" ? "/hi" : "";
  await page.goto(`${prefix}/${CITY}/doctors`);
  const picked = await pickTwo(page);
  // The picks survive another page load of the listing (its other pages are page loads too).
  await page.reload();
  await expect(page.getByTestId("compare-toggle").first()).toBeChecked();
  const bar = page.getByTestId("compare-bar");
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link")).toContainText(locale === "hi" ? "तुलना करें (2)" : "(2)");
  await bar.getByRole("link").click();
  const slugs = picked.map((p) => p.href.split("/").pop());
  await expect(page).toHaveURL(new RegExp(`${prefix}/compare/doctors/${slugs.join("-vs-")}$`));

  const columns = page.getByTestId("compare-column");
  await expect(columns).toHaveCount(2);
  const first = await columns.nth(0).boundingBox();
  expect(first && first.width > SMALL_PHONE.width * 0.7 && first.width < SMALL_PHONE.width).toBe(
    true,
  );
  // Swipe: the strip scrolls sideways and snaps the second column into view.
  const strip = page.getByTestId("compare-columns");
  await strip.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.8, behavior: "instant" }));
  await expect
    .poll(async () => (await columns.nth(1).boundingBox())?.x ?? -1)
    .toBeLessThan(SMALL_PHONE.width * 0.2);
  // The whole width of the second column is on the screen (it is taller than the screen).
  const second = await columns.nth(1).boundingBox();
  expect(second && second.x >= 0 && second.x + second.width <= SMALL_PHONE.width).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SMALL_PHONE.width,
  );
  await expectNoAxeViolations(page, "main");

  const figures = [];
  for (const [i, p] of picked.entries()) {
    const col = columns.nth(i);
    await expect(col.locator("h2 a")).toHaveText(p.name);
    expect(await col.locator("h2 a").getAttribute("href")).toBe(p.href);
    expect(p.href.startsWith(`${prefix}/doctor/`)).toBe(true);
    figures.push({
      href: p.href,
      experience: ((await col.locator('[data-row="experience"]').textContent()) ?? "").trim(),
      fee: ((await col.locator('[data-row="fee"]').textContent()) ?? "").trim().replace(/^₹/, ""),
      rating: ((await col.locator('[data-row="rating"]').textContent()) ?? "").trim(),
    });
  }
  for (const f of figures) {
    await page.goto(f.href);
    const main = page.locator("main");
    await expect(main).toContainText(f.experience);
    await expect(main).toContainText(`₹${f.fee}`);
    await expect(page.getByTestId("rating").first()).toHaveText(f.rating);
  }
}

test.describe("compare at 360 px", () => {
  test.use({ viewport: SMALL_PHONE });

  test("[DS-28] [DS-29] [DS-31] [DS-32] [DS-33] [DS-34] pick two Lucknow doctors, open compare, swipe to the second, the figures are the profiles'", async ({
    page,
  }) => {
    await compareJourney(page, "en");
  });

  test("[DS-28] [DS-31] [DS-33] the same in Hindi: the bar, the page and its profile links stay in Hindi", async ({
    page,
  }) => {
    await compareJourney(page, "hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  });

  test("[DS-32] at three picks the other boxes turn off and say why", async ({ page }) => {
    await page.goto(`/${CITY}/doctors`);
    const toggles = page.getByTestId("compare-toggle");
    expect(await toggles.count()).toBeGreaterThan(3);
    for (const i of [0, 1, 2]) await toggles.nth(i).check();
    await expect(toggles.nth(3)).toBeDisabled();
    await expect(page.getByText("Up to 3 at a time").first()).toBeVisible();
    await expect(page.getByTestId("compare-bar").getByRole("link")).toContainText("(3)");
    await page.getByTestId("compare-bar").getByRole("button").click();
    await expect(page.getByTestId("compare-bar")).toHaveCount(0);
    await expect(toggles.nth(3)).toBeEnabled();
  });
});
