/**
 * A patient outside the metros is never left at "none here" (DS-14, MD-11, MD-12): the two
 * journeys of a son in Lucknow (knee replacement, a Star Health policy) and a Hindi reader in
 * Patna (piles, an Ayushman card), on a 360 px phone against the production build. Distances
 * are computed here from the seed's public city coordinates by the same function the site uses.
 * Screenshots in test-results/nearest-places.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cities } from "../../src/db/seed/data/cities";
import { greatCircleKm, shownKm } from "../../src/lib/catalog/distance";
import { useOwnClientIp } from "./lead-support";
import { screenshotForReview } from "./fixtures";

const SMALL_PHONE = { width: 360, height: 740 };
const SHOTS = path.join("test-results", "nearest-places");

function km(from: string, to: string): number {
  const a = cities.find((c) => c.slug === from);
  const b = cities.find((c) => c.slug === to);
  if (!a || !b) throw new Error(`no sample city ${from} or ${to}`);
  return shownKm(greatCircleKm(a, b));
}

async function shoot(page: import("@playwright/test").Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, name).toBeLessThanOrEqual(0);
  await screenshotForReview(page, { path: path.join(SHOTS, `${name}-360.png`) });
}

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
  await page.setViewportSize(SMALL_PHONE);
});

test("[DS-14] the Lucknow knee-replacement page says no surgeon is listed there and names Kanpur with its straight-line distance", async ({
  page,
}) => {
  await page.goto("/lucknow/treatment/knee-replacement");
  const doctors = page.getByTestId("city-doctors");
  await expect(doctors.getByTestId("none-here")).toHaveText(
    "No doctor for Knee Replacement listed in Lucknow yet.",
  );
  const nearest = doctors.getByTestId("nearest-doctors");
  await expect(nearest).toContainText("Nearest cities with a doctor for it");
  const first = nearest.getByRole("link").first();
  await expect(first).toContainText("Kanpur");
  await expect(first).toContainText(`${km("lucknow", "kanpur")} km (straight line)`);
  await expect(first).toContainText(/\d+ doctors?/);
  await expect(first).toHaveAttribute("href", "/kanpur/treatment/knee-replacement");
  await first.scrollIntoViewIfNeeded();
  await shoot(page, "lucknow-knee");
  await first.click();
  await page.waitForURL("**/kanpur/treatment/knee-replacement");
  await expect(page.getByTestId("city-doctors").getByRole("listitem").first()).toBeVisible();
});

test("[MD-12] the Star Health estimate in Lucknow says no hospital there is cashless, pay first and claim back, and where the nearest is", async ({
  page,
}) => {
  await page.goto("/treatment/knee-replacement/cost");
  const estimate = page.getByTestId("estimate");
  await estimate.getByLabel("City").selectOption({ label: "Lucknow" });
  await estimate.getByLabel("Insurer").selectOption({ label: "Star Health Insurance" });
  const network = page.getByTestId("coverage-network");
  await expect(network).toHaveAttribute("data-here", "0");
  await expect(network).toContainText(
    "No hospital in Lucknow offers cashless treatment under Star Health Insurance: you would pay the hospital first and claim the money back from Star Health Insurance.",
  );
  const first = network.getByTestId("coverage-nearest").getByRole("link").first();
  await expect(first).toContainText("Kanpur");
  await expect(first).toContainText(`${km("lucknow", "kanpur")} km (straight line)`);
  await expect(first).toHaveAttribute("href", "/kanpur/hospitals/insurance/star-health");
  await network.scrollIntoViewIfNeeded();
  await shoot(page, "lucknow-star-health-estimate");
  // A city with Star Health's cashless hospitals counts them instead.
  await estimate.getByLabel("City").selectOption({ label: "Delhi NCR" });
  await expect(network).not.toHaveAttribute("data-here", "0");
  await expect(network).toContainText("offer cashless treatment under Star Health Insurance");
});

test("[DS-14] the Hindi Patna piles page points to the nearest city with a PM-JAY hospital for it, on Hindi pages", async ({
  page,
}) => {
  await page.goto("/hi/patna/treatment/piles-treatment");
  const pmjay = page.getByTestId("pmjay-none-here");
  await expect(pmjay).toContainText("पटना में");
  const first = pmjay.getByTestId("nearest-pmjay").getByRole("link").first();
  await expect(first).toContainText("वाराणसी");
  await expect(first).toContainText(`${km("patna", "varanasi")} कि.मी. (सीधी दूरी)`);
  await expect(first).toHaveAttribute("href", "/hi/varanasi/treatment/piles-treatment");
  await pmjay.scrollIntoViewIfNeeded();
  await shoot(page, "hi-patna-piles");
});

test("[MD-11] PM-JAY with a twin room never shows you pay ₹0; in the general ward in Patna it names Varanasi instead", async ({
  page,
}) => {
  await page.goto("/treatment/piles-treatment/cost");
  const estimate = page.getByTestId("estimate");
  await estimate.getByLabel("Insurer").selectOption({ label: "Ayushman Bharat PM-JAY" });
  const panel = page.getByTestId("coverage");
  for (const city of ["Delhi NCR", "Patna", "Varanasi"]) {
    await estimate.getByLabel("City").selectOption({ label: city });
    await estimate.getByLabel("Room category").selectOption({ label: "Twin sharing room" });
    await expect(panel.getByTestId("estimate-patient"), city).not.toHaveText("₹0");
    await expect(panel.getByTestId("estimate-patient"), city).toHaveText(
      (await page.getByTestId("estimate-total").textContent()) ?? "",
    );
  }
  await estimate.getByLabel("City").selectOption({ label: "Patna" });
  await estimate.getByLabel("Room category").selectOption({ label: "General ward" });
  const network = panel.getByTestId("coverage-network");
  await expect(network).toHaveAttribute("data-here", "0");
  await expect(panel.getByTestId("estimate-patient")).not.toHaveText("₹0");
  await expect(network.getByRole("link").first()).toContainText("Varanasi");
  await network.scrollIntoViewIfNeeded();
  await shoot(page, "patna-pmjay-ward");
  // In Varanasi, with its empanelled hospital, the general ward is ₹0 if the conditions hold.
  await estimate.getByLabel("City").selectOption({ label: "Varanasi" });
  await expect(network).toHaveAttribute("data-here", "1");
  await expect(panel.getByTestId("estimate-patient")).toHaveText("₹0");
});

test("[DS-14] over HTTP: the pages carry the nearest cities in their HTML and stay publicly cacheable", async ({
  request,
}) => {
  const lucknow = await request.get("/lucknow/treatment/knee-replacement");
  expect(lucknow.status()).toBe(200);
  expect(lucknow.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
  expect(lucknow.headers()["set-cookie"]).toBeUndefined();
  const html = await lucknow.text();
  expect(html).toContain('href="/kanpur/treatment/knee-replacement"');
  expect(html).toContain(`${km("lucknow", "kanpur")} km (straight line)`);
  const patna = await (await request.get("/hi/patna/treatment/piles-treatment")).text();
  expect(patna).toContain('href="/hi/varanasi/treatment/piles-treatment"');
  // The shared estimate's HTML (no JavaScript) says the same as the browser.
  const shared = await request.get(
    "/treatment/piles-treatment/cost/patna_multi-speciality_general-ward_none_ayushman-bharat-pm-jay_5",
  );
  expect(shared.status()).toBe(200);
  const sharedHtml = await shared.text();
  expect(sharedHtml).toContain('data-testid="coverage-network"');
  expect(sharedHtml).toContain('href="/varanasi/hospitals/insurance/ayushman-bharat-pm-jay"');
  expect(sharedHtml).not.toMatch(/data-testid="estimate-patient"[^>]*>₹0</);
});

test("[DS-35] an empty speciality listing says no cardiologist is listed in Kanpur and names the nearest cities, English and Hindi", async ({
  page,
}) => {
  await page.goto("/kanpur/doctors/cardiology");
  await expect(page.getByTestId("none-here")).toHaveText(
    "No doctor for Cardiology listed in Kanpur yet.",
  );
  const nearest = page.getByTestId("nearest-cities");
  await expect(nearest).toContainText("Nearest cities with a doctor for it");
  const first = nearest.getByRole("link").first();
  await expect(first).toContainText("Lucknow");
  await expect(first).toContainText(`${km("kanpur", "lucknow")} km (straight line)`);
  await expect(first).toContainText(/\d+ doctors?/);
  await expect(first).toHaveAttribute("href", "/lucknow/doctors/cardiology");
  await nearest.scrollIntoViewIfNeeded();
  await shoot(page, "kanpur-cardiology");
  await page.goto("/hi/kanpur/hospitals/neurology");
  await expect(page.getByTestId("none-here")).toContainText("कानपुर");
  const hiFirst = page.getByTestId("nearest-cities").getByRole("link").first();
  await expect(hiFirst).toContainText("लखनऊ");
  await expect(hiFirst).toContainText(`${km("kanpur", "lucknow")} कि.मी. (सीधी दूरी)`);
  await expect(hiFirst).toHaveAttribute("href", "/hi/lucknow/hospitals/neurology");
  await page.getByTestId("nearest-cities").scrollIntoViewIfNeeded();
  await shoot(page, "hi-kanpur-neurology-hospitals");
});

test("[DS-36] the Star Health page for Lucknow says no hospital there accepts it and links the nearest cities' pages", async ({
  page,
}) => {
  await page.goto("/lucknow/hospitals/insurance/star-health");
  await expect(page.getByTestId("none-here")).toHaveText(
    "No hospital accepting Star Health Insurance listed in Lucknow yet.",
  );
  const links = page.getByTestId("nearest-cities").getByRole("link");
  const first = links.first();
  await expect(first).toContainText("Kanpur");
  await expect(first).toContainText(`${km("lucknow", "kanpur")} km (straight line)`);
  await expect(first).toContainText(/\d+ hospitals?/);
  await expect(first).toHaveAttribute("href", "/kanpur/hospitals/insurance/star-health");
  const shown = await links.evaluateAll((as) =>
    as.map((a) => Number(/([\d,]+) km/.exec(a.textContent ?? "")?.[1]?.replace(",", ""))),
  );
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  await page.getByTestId("nearest-cities").scrollIntoViewIfNeeded();
  await shoot(page, "lucknow-star-health-page");
  await page.goto("/hi/lucknow/hospitals/insurance/star-health");
  await expect(page.getByTestId("nearest-cities").getByRole("link").first()).toHaveAttribute(
    "href",
    "/hi/kanpur/hospitals/insurance/star-health",
  );
});

test.describe("near me", () => {
  const HERE = { latitude: 28.7, longitude: 77.1 };
  test.use({ geolocation: HERE, permissions: ["geolocation"] });

  test("[DS-37][DS-38] 'Near me' orders Delhi NCR's hospitals nearest first, each card with its distance, and sends the position nowhere", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on("request", (r) => sent.push(`${r.url()} ${r.postData() ?? ""}`));
    await page.goto("/delhi-ncr/hospitals");
    const cards = page.getByTestId("listing").locator(":scope > li");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId("card-distance")).toHaveCount(0);
    await page.getByTestId("near-me").click();
    await expect(page.getByTestId("near-me-status")).toContainText("Nearest to you first");
    const distances = page.getByTestId("listing").getByTestId("card-distance");
    await expect(distances).toHaveCount(await cards.count());
    await expect(distances.first()).toHaveText(/^[\d.]+ km away \(straight line\)$/);
    const kms = (await distances.allTextContents()).map((t) => Number.parseFloat(t));
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    await shoot(page, "near-me-delhi-hospitals");
    expect(sent.filter((s) => s.includes("28.7") || s.includes("77.1"))).toEqual([]);
  });

  test("[DS-37] the Hindi doctors' listing shows distances in Hindi after 'मेरे पास'", async ({
    page,
  }) => {
    await page.goto("/hi/delhi-ncr/doctors");
    await page.getByTestId("near-me").click();
    const distances = page.getByTestId("listing").getByTestId("card-distance");
    await expect(distances.first()).toContainText("कि.मी. दूर (सीधी दूरी)");
    await shoot(page, "hi-near-me-delhi-doctors");
  });
});

test.describe("near me refused", () => {
  test.use({ permissions: [] });

  test("[DS-37] refusing the location says so and keeps the list as it was", async ({ page }) => {
    await page.goto("/delhi-ncr/hospitals");
    const cards = page.getByTestId("listing").locator(":scope > li");
    const before = await cards.evaluateAll((li) =>
      li.map((l) => l.getAttribute("data-hospital-id")),
    );
    await page.context().clearPermissions();
    await page.getByTestId("near-me").click();
    await expect(page.getByTestId("near-me-status")).toContainText(
      /Location is turned off for this site|could not find where you are/,
    );
    expect(
      await cards.evaluateAll((li) => li.map((l) => l.getAttribute("data-hospital-id"))),
    ).toEqual(before);
    await expect(page.getByTestId("card-distance")).toHaveCount(0);
  });
});
