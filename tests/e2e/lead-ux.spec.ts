import { expect, type Locator, type Page, type Route, test } from "@playwright/test";
import { loginThroughModal, otpSentTo, requestLoginOtp, typeOtp } from "./auth-support";
import { expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";
import { fillHomeLead, openHomeModal, randomMobile, useOwnClientIp } from "./lead-support";

/**
 * HM-1, HM-2, LF-67, LF-82 to LF-84, AU-50, AU-51, LM-21, LM-25 and LM-26: what a
 * patient on a phone tripped over in the lead form, the home page's costs and the account modals.
 */

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
});

interface Costs {
  city: { id: number; name: string };
  treatments: { id: number; minCost: number | null }[];
}

/** The popular treatments' costs in a city, as the public API answers them. */
async function costsIn(page: Page, cityId: number): Promise<Costs> {
  const response = await page.request.get(`/api/treatments/popular?cityId=${cityId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Costs }).data;
}

/** The 'From ₹…' line of each treatment card the home page shows. */
function fromLines(costs: Costs): string[] {
  return costs.treatments.map((t) =>
    t.minCost === null ? "" : `From ₹${new Intl.NumberFormat("en-IN").format(t.minCost)}`,
  );
}

async function expectHomeCostsIn(page: Page, costs: Costs) {
  const cards = page.getByTestId("home-treatments");
  await expect(cards).toHaveAttribute("data-city", String(costs.city.id));
  await expect(page.getByText(`Typical cost ranges in ${costs.city.name}.`)).toBeVisible();
  const lines = fromLines(costs);
  for (const [i, line] of lines.entries()) {
    if (line) await expect(cards.locator("li").nth(i)).toContainText(line);
  }
}

test.describe("[HM-1] the home page's costs follow the patient's city", () => {
  test("[HM-1] Hyderabad chosen in the Location modal, then ?city=mumbai: each city's own figures, the page still one cached page", async ({
    page,
    browser,
  }) => {
    const [delhi, hyderabad, mumbai] = await Promise.all([
      costsIn(page, 514),
      costsIn(page, 267),
      costsIn(page, 477),
    ]);
    // Two cities, two sets of figures: otherwise this test would prove nothing.
    expect(fromLines(hyderabad)).not.toEqual(fromLines(delhi));
    expect(fromLines(mumbai)).not.toEqual(fromLines(hyderabad));

    const home = await page.goto("/");
    expect(home?.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
    expect(home?.headers()["set-cookie"]).toBeUndefined();
    await expectHomeCostsIn(page, delhi);

    await page.getByTestId("header-city").click();
    const location = page.getByTestId("location-modal");
    await location.getByText("Hyderabad").click();
    await location.getByTestId("location-save").click();
    await page.waitForEvent("load");
    await expectHomeCostsIn(page, hyderabad);

    // A campaign's ?city= on a fresh visit.
    const visit = await browser.newContext();
    const campaign = await visit.newPage();
    await useOwnClientIp(campaign);
    await campaign.goto("/?city=mumbai&source=google");
    await expectHomeCostsIn(campaign, mumbai);
    await visit.close();
  });

  test("[HM-1] logged in, the profile's city (Hyderabad) sets the figures", async ({ page }) => {
    const hyderabad = await costsIn(page, 267);
    await page.goto("/");
    await loginThroughModal(page, { name: "Farah Khan", cityId: 267 });
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByTestId("header-city")).toHaveText("Hyderabad");
    await expectHomeCostsIn(page, hyderabad);
  });
});

test.describe("[HM-2] the home page's city tiles and counts", () => {
  test("[HM-2] a popular city's tile chooses the city: pressed, the header and the costs follow; no unbacked counts", async ({
    page,
  }) => {
    const chennai = await costsIn(page, 248);
    await page.goto("/");
    // The bare counts ('37 cities', '100 partner hospitals', '300 doctors') are gone.
    await expect(page.getByText(/^[\d,]+ (cities|partner hospitals|doctors)$/)).toHaveCount(0);
    const tiles = page.getByTestId("home-city-tiles");
    const tile = tiles.getByRole("button", { name: "Chennai" });
    await expect(tiles.getByRole("button", { name: "Delhi NCR" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await tile.click();
    await expect(tile).toHaveAttribute("aria-pressed", "true");
    await expect(tiles.getByRole("button", { name: "Delhi NCR" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(page.getByTestId("header-city")).toHaveText("Chennai");
    await expect(page.getByTestId("home-city-chosen")).toContainText(
      "Costs above are now for Chennai.",
    );
    await expectHomeCostsIn(page, chennai);
    // Kept like a choice in the Location modal: the lead form preselects it.
    const modal = await openHomeModal(page);
    await expect(modal.getByRole("combobox", { name: "City" })).toHaveValue("Chennai");
    await page.keyboard.press("Escape");
    await expectNoAxeViolations(page, "main");
  });
});

/** The treatment picker of the home page's form. */
function treatmentPicker(modal: Locator): Locator {
  return modal.getByRole("combobox", { name: "Treatment or condition" });
}

test.describe("[LF-82][LF-83] searchable pickers", () => {
  test("[LF-82] typing filters the treatment picker: popular first, lay and Hindi names found, keyboard only", async ({
    page,
  }, info) => {
    await page.setViewportSize(PHONE);
    const modal = await openHomeModal(page);
    const picker = treatmentPicker(modal);
    const list = modal.getByRole("listbox", { name: "Treatment or condition" });

    // Opened: the popular treatments on top.
    await picker.click();
    await expect(list.getByRole("group").first()).toHaveAccessibleName("Popular treatments");
    await expect(list.getByRole("option").first()).toHaveText("Knee Replacement");

    // Type to filter: Knee Replacement is first, not item 44.
    await picker.fill("knee");
    await expect(list.getByRole("option").first()).toHaveText("Knee Replacement");
    const count = await list.getByRole("option").count();
    expect(count).toBeLessThan(10);
    await expect(picker).toHaveAttribute("aria-autocomplete", "list");
    await expect(picker).toHaveAttribute("aria-expanded", "true");
    const firstId = await list.getByRole("option").first().getAttribute("id");
    await expect(picker).toHaveAttribute("aria-activedescendant", firstId ?? "-");
    await expect(modal.getByRole("status").filter({ hasText: /matches?$/ })).toHaveText(
      /^\d+ match(es)?$/,
    );
    await screenshotForReview(page, { path: info.outputPath("treatment-picker-knee-phone.png") });
    await expectNoAxeViolations(page, '[data-testid="lead-modal"]');

    // Arrows move the active option, Enter chooses it; focus stays in the field.
    await page.keyboard.press("ArrowDown");
    const secondId = await list.getByRole("option").nth(1).getAttribute("id");
    await expect(picker).toHaveAttribute("aria-activedescendant", secondId ?? "-");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(list).toBeHidden();
    await expect(picker).toHaveValue("Knee Replacement");
    await expect(picker).toBeFocused();

    // A condition's everyday name finds the treatment for it; the Hindi name too.
    await picker.fill("gallstones");
    await expect(list.getByRole("option", { name: /Gallbladder Removal/ })).toBeVisible();
    await picker.fill("मोतियाबिंद");
    await expect(list.getByRole("option").first()).toContainText("Cataract Surgery");
    await screenshotForReview(page, { path: info.outputPath("treatment-picker-hindi-phone.png") });

    // Escape closes the list (not the modal) and shows the choice again.
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(modal).toBeVisible();
    await expect(picker).toHaveValue("Knee Replacement");

    // No match: said so, and 'Other' is still there to choose.
    await picker.fill("zzzz");
    await expect(modal.getByTestId("leadFormModal3-f-treatment-no-match")).toHaveText(
      "No match. Try another spelling, or choose Other.",
    );
    await expect(list.getByRole("option")).toHaveText(["Other"]);
  });

  test("[LF-83] the city picker filters too, popular cities first, a state finds its cities", async ({
    page,
  }) => {
    const modal = await openHomeModal(page);
    const city = modal.getByRole("combobox", { name: "City" });
    const list = modal.getByRole("listbox", { name: "City" });
    await city.click();
    await expect(list.getByRole("group").first()).toHaveAccessibleName("Popular Cities");
    await city.pressSequentially("hyd");
    await expect(list.getByRole("option").first()).toHaveText("Hyderabad");
    await page.keyboard.press("Enter");
    await expect(city).toHaveValue("Hyderabad");
    await city.click();
    await city.pressSequentially("maharashtra");
    await expect(list.getByRole("option", { name: /^Mumbai/ })).toBeVisible();
    await expect(list.getByRole("option", { name: /^Pune/ })).toBeVisible();
    // Popular Mumbai before the other cities of the state.
    await expect(list.getByRole("option").first()).toContainText("Mumbai");
    await expect(list.getByRole("option").last()).toHaveText("Other");
  });
});

test.describe("[LF-67] a failed submission says so", () => {
  test("[LF-67][ER-2] after the retries fail: one notice under the button with a retry, the page's phone and WhatsApp; values kept", async ({
    page,
  }, info) => {
    await page.setViewportSize(PHONE);
    let attempts = 0;
    let fail = true;
    await page.route("**/lead/v1/admin/webleadcreate", async (route) => {
      attempts++;
      if (fail) await route.abort("internetdisconnected");
      else await route.continue();
    });
    const modal = await openHomeModal(page);
    await fillHomeLead(modal, { name: "Offline Patient", mobile: randomMobile() });
    const submit = modal.getByTestId("lead-submit");
    await submit.click();
    const notice = modal.getByTestId("lead-failure");
    await expect(notice).toBeVisible({ timeout: 20_000 });
    expect(attempts).toBe(4); // the first try and its three retries
    await expect(notice).toHaveAttribute("role", "alert");
    await expect(notice).toContainText("Your request was not sent.");
    await expect(notice.getByRole("link", { name: /^Call \+91 \d{5} \d{5}$/ })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    await expect(notice.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
      "href",
      /^https:\/\/api\.whatsapp\.com\/send\?phone=/,
    );
    // Under the submit button; the form as it was, on the same page.
    const button = await submit.boundingBox();
    const box = await notice.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0) - 1);
    await expect(modal.getByTestId("lead-failure")).toHaveCount(1);
    await expect(modal.getByTestId("field-error")).toHaveCount(0);
    await expect(modal.getByLabel("Full name")).toHaveValue("Offline Patient");
    expect(new URL(page.url()).pathname).toBe("/");
    await notice.scrollIntoViewIfNeeded();
    await screenshotForReview(page, { path: info.outputPath("lead-failure-phone.png") });
    await expectNoAxeViolations(page, '[data-testid="lead-modal"]');

    // Try again, with the network back: the lead goes through.
    fail = false;
    await notice.getByRole("button", { name: "Try again" }).click();
    await page.waitForURL("**/thankyou?isquicksurvey=1");
  });
});

test.describe("logged-in friction", () => {
  test("[LF-84] a logged-in patient's name and mobile are filled in the lead form, and editable", async ({
    page,
  }) => {
    await page.goto("/");
    const mobile = await loginThroughModal(page, { name: "Anita Desai", cityId: 93 });
    const modal = await openHomeModal(page);
    const name = modal.getByLabel("Full name");
    const number = modal.getByRole("textbox", { name: "Mobile number" });
    await expect(name).toHaveValue("Anita Desai");
    await expect(number).toHaveValue(mobile);
    await expect(modal.getByRole("combobox", { name: "City" })).toHaveValue("Bengaluru");
    await name.fill("Anita D. for her mother");
    await expect(name).toHaveValue("Anita D. for her mother");
  });

  test("[AU-5][AU-50] the Login modal focuses the mobile field; 'Change number' returns to step 1", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByTestId("header-login").click();
    await expect(page.getByTestId("login-mobile")).toBeFocused();
    const { modal } = await requestLoginOtp(page);
    const mobile = modal.getByTestId("login-mobile");
    await modal.getByRole("button", { name: "Change number" }).click();
    await expect(modal.getByTestId("otp-boxes")).toHaveCount(0);
    await expect(modal.getByTestId("login-get-otp")).toBeVisible();
    await expect(mobile).toBeFocused();
    await expectNoAxeViolations(page, "[data-testid=login-modal]");
  });

  test("[AU-10][AU-51] a wrong OTP empties the boxes, focuses the first and keeps the message", async ({
    page,
  }) => {
    const { modal, mobile, started } = await requestLoginOtp(page);
    const code = await otpSentTo(mobile, started);
    await typeOtp(page, code === "000000" ? "111111" : "000000");
    await modal.getByTestId("login-verify").click();
    await expect(modal.getByTestId("otp-error")).toHaveText("Please enter valid OTP");
    const boxes = modal.getByTestId("otp-boxes").locator("input");
    for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toHaveValue("");
    await expect(boxes.first()).toBeFocused();
    await expect(modal.getByTestId("otp-error")).toBeVisible();
    // The right code from there logs in.
    await page.keyboard.type(code);
    await modal.getByTestId("login-verify").click();
    await expect(page.getByTestId("login-success")).toBeVisible();
  });

  test("[ER-10] 'Near me' with location denied says it is off and hands over the city choice", async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto("/");
    await page.getByTestId("header-city").click();
    const modal = page.getByTestId("location-modal");
    await expect(modal.getByTestId("popular-cities").locator("input")).toHaveCount(6);
    await modal.getByTestId("location-near-me").click();
    await expect(modal.getByRole("alert")).toHaveText(
      "Location is turned off for this site. Please choose your city below.",
    );
    await expect(modal.getByTestId("popular-cities").locator("input").first()).toBeFocused();
    await expectNoAxeViolations(page, "[data-testid=location-modal]");
  });
});

test.describe("[LM-25] focus returns to the opener", () => {
  test("[LM-25] Escape on the lead modal, and its close button, give the focus back to the button that opened it", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Book Appointment" }).first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const modal = page.getByRole("dialog");
    await expect(modal.getByTestId("lead-form")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expect(modal.getByTestId("lead-form")).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});

test.describe("[LM-21] a tap before hydration is not lost", () => {
  test("[LM-21] 'Book Appointment' tapped while the scripts are still loading opens the form once they run", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (route: Route) => {
      await released;
      await route.continue();
    };
    // The page's scripts (not its styles, which the HTML waits for) are held back.
    await page.route(
      (url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"),
      hold,
    );
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const trigger = page.getByRole("button", { name: "Book Appointment" }).first();
    await trigger.click();
    // Nothing can open yet: no script has run.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
    const modal = page.getByRole("dialog");
    await expect(modal.getByTestId("lead-form")).toBeVisible();
    await expect(modal).toHaveAttribute("id", "leadFormModal3");
    // The hash that carried the tap is gone, so a reload does not open the form again.
    expect(new URL(page.url()).hash).toBe("");
  });

  test("[LM-26] without JavaScript, 'Book Appointment' shows the page's phone and WhatsApp", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const sheet = page.locator("#book-appointment");
    await expect(sheet).toBeHidden();
    await page.getByRole("button", { name: "Book Appointment" }).first().click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("link", { name: /^Call us: \+91/ })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    await expect(sheet.getByRole("link", { name: "Chat on WhatsApp" })).toBeVisible();
    await context.close();
  });
});
