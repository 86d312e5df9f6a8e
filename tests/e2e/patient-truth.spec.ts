/**
 * What a patient is told must be true, over HTTP against the production build: one rating on a
 * profile (header, reviews section, JSON-LD) and on its listing card; counts in the right plural;
 * the brand once in a title; the Filters button counting only filters; the sample data serving
 * the walkthrough's journeys. In the browser, at 390×844 and 360×740, screenshots of a profile's
 * rating and reviews and of a treatment page in a city.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { htmlOf, jsonLdOf, sectionFrom, wordsOf } from "./server-html";
import { screenshotForReview } from "./fixtures";

/** The text of each element marked data-testid="rating", in page order. */
const ratingLines = (page: string) =>
  [...page.matchAll(/data-testid="rating">(.*?)<\/span>(?=<\/(?:li|p)>)/g)].map((m) =>
    wordsOf(m[1] as string).replace(/^★ /, ""),
  );

/** The cards of a listing, each from its <li> to the next card's. */
const cards = (page: string) => page.split('<li class="card-link').slice(1);

/** The card of a listing that links to `href`. */
const card = (page: string, href: string) =>
  cards(page).find((c) => c.includes(`href="${href}"`)) ?? "";

/** A profile with reviews, from the listing sorted by rating (its first unsponsored card). */
async function ratedProfile(request: APIRequestContext, kind: "doctors" | "hospitals") {
  const listing = await htmlOf(request, `/delhi-ncr/${kind}/filter/sort-rating`);
  const prefix = kind === "doctors" ? "/doctor/" : "/hospital/";
  const hrefs = [...listing.matchAll(new RegExp(`href="(${prefix}[a-z0-9-]+)"`, "g"))].map(
    (m) => m[1] as string,
  );
  const href = hrefs.find((h) => !card(listing, h).includes(">Sponsored<"));
  expect(href).toBeTruthy();
  return { listing, href: href as string };
}

test.describe("one rating, over HTTP", () => {
  for (const kind of ["doctors", "hospitals"] as const) {
    test(`a ${kind.slice(0, -1)}'s header, reviews section, JSON-LD and listing card show one figure, the reviews' own`, async ({
      request,
    }) => {
      const { listing, href } = await ratedProfile(request, kind);
      const [onCard] = ratingLines(card(listing, href));
      expect(onCard).toMatch(/^Rated \d\.\d of 5 · \d+ reviews?$/);
      const page = await htmlOf(request, href);
      const header = page.slice(0, page.indexOf('id="about"'));
      const [inHeader] = ratingLines(header);
      const reviews = sectionFrom(page, "reviews");
      const [aboveReviews] = ratingLines(reviews);
      expect(inHeader, href).toBe(onCard);
      expect(aboveReviews, href).toBe(onCard);
      const [, rating, count] = /Rated (\d\.\d) of 5 · (\d+) reviews?/.exec(onCard ?? "") ?? [];
      const ld = jsonLdOf(page).find((j) => j.aggregateRating) as {
        aggregateRating: { ratingValue: number; reviewCount: number };
      };
      expect(ld.aggregateRating.ratingValue.toFixed(1)).toBe(rating);
      expect(ld.aggregateRating.reviewCount).toBe(Number(count));
      // The reviews shown average to it when all of them are on the page (10 at most).
      const stars = [...reviews.matchAll(/>(\d) of 5</g)].map((m) => Number(m[1]));
      if (Number(count) <= 10) {
        expect(stars).toHaveLength(Number(count));
        const mean = Math.round((stars.reduce((a, b) => a + b, 0) * 10) / stars.length) / 10;
        expect(mean.toFixed(1)).toBe(rating);
      }
    });
  }

  test("the rating sort orders cards by the figure they show", async ({ request }) => {
    const listing = await htmlOf(request, "/delhi-ncr/doctors/filter/sort-rating");
    // Sponsored cards come first whatever their rating; the others in the order of theirs.
    const shown = cards(listing)
      .filter((c) => !c.includes(">Sponsored<"))
      .map((c) => ratingLines(c)[0] ?? "")
      .map((line) => (line.startsWith("Rated") ? Number(/Rated (\d\.\d)/.exec(line)?.[1]) : 0));
    expect(shown.filter((r) => r > 0).length).toBeGreaterThan(3);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });
});

test.describe("numbers and names, over HTTP", () => {
  test("counts take their plural form: '1 review', never '1 reviews'", async ({ request }) => {
    const pages = [
      await htmlOf(request, "/delhi-ncr/doctors/filter/sort-rating"),
      await htmlOf(request, "/delhi-ncr/hospitals/filter/sort-rating"),
    ];
    // As read: React's <!-- --> between a sentence's parts taken out.
    const words = pages.map(wordsOf);
    for (const page of words) {
      expect(page).not.toMatch(/\b1 reviews\b/);
      expect(page).not.toMatch(/\b1 years\b/);
    }
    expect(words.join(" ")).toMatch(/· 1 review\b(?!s)/);
    // A hospital profile's facilities: "1 ambulance".
    const hospitals = [...(pages[1] ?? "").matchAll(/href="(\/hospital\/[a-z0-9-]+)"/g)]
      .map((m) => m[1] as string)
      .slice(0, 8);
    for (const href of hospitals) {
      const page = wordsOf(await htmlOf(request, href));
      expect(page, href).not.toMatch(/\b1 ambulances\b/);
      expect(page, href).not.toMatch(/\b1 departments\b/);
    }
  });

  test("/chat and /chat/ai name the brand once in their title", async ({ request }) => {
    for (const [path, title] of [
      ["/chat", "Chat with a care assistant | Vaidya"],
      ["/chat/ai", "Ask the care assistant | Vaidya"],
      ["/hi/chat", "केयर असिस्टेंट से चैट करें | Vaidya"],
    ]) {
      const page = await htmlOf(request, path as string);
      expect(/<title>([^<]*)<\/title>/.exec(page)?.[1], path).toBe(title);
    }
  });

  test("the Filters button counts filters, not the city and speciality of the path", async ({
    request,
  }) => {
    const summary = (page: string) =>
      wordsOf(/<summary[^>]*>(.*?)<\/summary>/.exec(page)?.[1] ?? "");
    expect(summary(await htmlOf(request, "/delhi-ncr/doctors/orthopaedics"))).toBe("Filters");
    expect(summary(await htmlOf(request, "/delhi-ncr/doctors/filter/sort-rating"))).toBe("Filters");
    expect(
      summary(
        await htmlOf(request, "/delhi-ncr/doctors/filter/speciality-orthopaedics_gender-female"),
      ),
    ).toBe("Filters (1 chosen)");
  });

  test("a speciality's hospitals are described without 'a' before its name", async ({
    request,
  }) => {
    const page = await htmlOf(request, "/delhi-ncr/hospitals/orthopaedics");
    const description = /<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? "";
    expect(description).toContain("Hospitals in Delhi NCR that offer Orthopaedics");
    expect(page).not.toMatch(/\ba Orthopaedics\b/);
  });
});

test.describe("the walkthrough's journeys, over HTTP", () => {
  test("knee replacement in Pune: joint replacement surgeons, and hospitals that price it", async ({
    request,
  }) => {
    const page = await htmlOf(request, "/pune/treatment/knee-replacement");
    expect(page).toMatch(/<h1[^>]*>Knee Replacement in Pune: cost, hospitals and doctors<\/h1>/);
    const doctors = wordsOf(sectionFrom(page, "doctors"));
    expect(doctors.match(/Joint Replacement|Arthroplasty/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(doctors).not.toMatch(/Eye/);
    const hospitals = [
      ...sectionFrom(page, "hospitals").matchAll(/href="(\/hospital\/[a-z0-9-]+)"/g),
    ].map((m) => m[1] as string);
    expect(hospitals.length).toBeGreaterThanOrEqual(2);
    for (const href of hospitals) {
      // Each lists knee replacement in its own cost table.
      const costs = sectionFrom(await htmlOf(request, href), "treatment-costs");
      expect(costs, href).toContain('href="/treatment/knee-replacement"');
    }
  });

  test("gynaecologists in Lucknow", async ({ request }) => {
    const page = await htmlOf(request, "/lucknow/doctors/gynaecology");
    expect(page).toMatch(/href="\/doctor\/[a-z0-9-]+"/);
    expect(page).not.toContain("No match here yet");
  });
});

test.describe("screenshots at phone widths", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    test(`${viewport.width}×${viewport.height}: a profile's rating and reviews, a treatment page in a city`, async ({
      page,
      request,
    }, info) => {
      const { href } = await ratedProfile(request, "doctors");
      await page.setViewportSize(viewport);
      await page.goto(href);
      const size = `${viewport.width}x${viewport.height}`;
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await screenshotForReview(page, { path: info.outputPath(`profile-header-${size}.png`) });
      const reviews = page.locator("section[aria-labelledby='reviews']");
      await reviews.scrollIntoViewIfNeeded();
      await screenshotForReview(reviews, { path: info.outputPath(`profile-reviews-${size}.png`) });
      await page.goto("/pune/treatment/knee-replacement");
      await screenshotForReview(page, { path: info.outputPath(`treatment-city-${size}.png`) });
      const doctors = page.locator("section#doctors");
      await doctors.scrollIntoViewIfNeeded();
      await screenshotForReview(doctors, {
        path: info.outputPath(`treatment-city-doctors-${size}.png`),
      });
      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
