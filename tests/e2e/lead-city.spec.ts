import { expect, test } from "@playwright/test";
import { openHomeModal, useOwnClientIp } from "./lead-support";

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
});

test("the lead form preselects the campaign's ?city= over an older choice, and a city chosen later in the Location modal over the campaign", async ({
  page,
}) => {
  // A city chosen on an earlier visit (Kolkata, a day ago).
  await page.goto("/");
  await page.evaluate(() => {
    const kolkata = { cityid: 568, cityname: "Kolkata", type: "popular" };
    localStorage.setItem("selectedCity", JSON.stringify(kolkata));
    localStorage.setItem(
      "sessionLocation",
      JSON.stringify({ time: new Date(Date.now() - 86_400_000).toISOString(), city: kolkata }),
    );
  });
  // Today's visit comes from a campaign for Chennai.
  await page.goto("/?city=chennai&source=google");
  // The visit's attribution is recorded once the page has hydrated; openHomeModal navigates to /
  // next, which would otherwise race it.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("leadAttribution")))
    .toContain("chennai");
  let modal = await openHomeModal(page);
  // The city picker is a searchable input combobox (LF-83): its value, not its text.
  await expect(modal.getByRole("combobox", { name: "City" })).toHaveValue("Chennai");
  await page.keyboard.press("Escape");
  await expect(modal).toHaveCount(0);

  // The patient then picks Mumbai in the Location modal (the page reloads).
  await page.getByTestId("header-city").click();
  const location = page.getByTestId("location-modal");
  await location.getByText("Mumbai").click();
  await location.getByTestId("location-save").click();
  await page.waitForEvent("load");
  await expect(page.getByTestId("header-city")).toHaveText("Mumbai");

  modal = await openHomeModal(page);
  await expect(modal.getByRole("combobox", { name: "City" })).toHaveValue("Mumbai");
});
