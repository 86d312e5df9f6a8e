import { describe, expect, it } from "vitest";
import {
  chosenFilterCount,
  cleanFilters,
  feeRange,
  filterRedirect,
  filterSegment,
  isOwnSegment,
  listingPath,
  nearestCities,
  narrowsList,
  parseFilterSegment,
} from "@/src/lib/catalog/listing-filters";
import { AYUSHMAN_INSURER_SLUG, insurancePageKind } from "@/src/lib/catalog/insurance";
import { AYUSHMAN_SLUG } from "@/src/db/seed/data/insurers";

const q = (s: string) => new URLSearchParams(s);

describe("[DS-3] listing filters in the path", () => {
  it("writes one segment per choice, keys in a fixed order, defaults left out", () => {
    expect(
      filterSegment("doctors", {
        sort: "rating",
        gender: "female",
        insurer: "star-health",
        page: 2,
      }),
    ).toBe("gender-female_insurer-star-health_sort-rating_page-2");
    expect(filterSegment("doctors", {})).toBe("");
  });

  it("reads back only what it writes: one URL per list (other orders, repeats, defaults are 404s)", () => {
    const segment = "locality-saket_gender-female_fee-500-1000_ayushman-yes_page-3";
    expect(parseFilterSegment("doctors", segment)).toEqual({
      locality: "saket",
      gender: "female",
      fee: "500-1000",
      ayushman: "yes",
      page: 3,
    });
    for (const bad of [
      "gender-female_locality-saket", // order
      "gender-female_gender-male", // repeat
      "sort-relevance", // the default sort
      "page-1", // page 1 is the base page
      "page-02",
      "page-999999",
      "gender-other",
      "fee-1-2",
      "colour-red",
      "gender-female_",
      "",
      "insurer-Star_Health",
    ]) {
      expect(parseFilterSegment("doctors", bad), bad).toBeNull();
    }
    // Hospitals have no gender, fee or experience filter.
    expect(parseFilterSegment("hospitals", "gender-female")).toBeNull();
    expect(parseFilterSegment("hospitals", "accreditation-jci_sort-beds")).toEqual({
      accreditation: "jci",
      sort: "beds",
    });
  });

  it("builds listing paths: a city's speciality alone has its own path, with other filters it is one of them", () => {
    expect(listingPath({ kind: "doctors" }, {})).toBe("/doctors");
    expect(listingPath({ kind: "doctors", city: "pune" }, { gender: "male" })).toBe(
      "/pune/doctors/filter/gender-male",
    );
    expect(listingPath({ kind: "hospitals", city: "pune", speciality: "cardiology" }, {})).toBe(
      "/pune/hospitals/cardiology",
    );
    expect(listingPath({ kind: "hospitals", city: "pune" }, { speciality: "cardiology" })).toBe(
      "/pune/hospitals/cardiology",
    );
    expect(
      listingPath({ kind: "hospitals", city: "pune", speciality: "cardiology" }, { page: 2 }),
    ).toBe("/pune/hospitals/filter/speciality-cardiology_page-2");
    expect(listingPath({ kind: "doctors" }, { speciality: "cardiology" })).toBe(
      "/doctors/filter/speciality-cardiology",
    );
    // The speciality's own path is never also a filter URL.
    expect(isOwnSegment(true, { speciality: "cardiology" })).toBe(false);
    expect(isOwnSegment(true, { speciality: "cardiology", sort: "fee" })).toBe(true);
    expect(isOwnSegment(false, { speciality: "cardiology" })).toBe(true);
  });

  it("the filter form's redirect: city and speciality choose the path, bad values are named", () => {
    expect(
      filterRedirect(
        q(
          "kind=doctors&city=delhi-ncr&speciality=orthopaedics&gender=female&insurer=star-health&sort=relevance&fee=",
        ),
      ),
    ).toEqual({
      location:
        "/delhi-ncr/doctors/filter/speciality-orthopaedics_gender-female_insurer-star-health",
    });
    expect(filterRedirect(q("kind=doctors&city=delhi-ncr&speciality=orthopaedics"))).toEqual({
      location: "/delhi-ncr/doctors/orthopaedics",
    });
    expect(filterRedirect(q("kind=hospitals&city=&speciality=cardiology&ayushman=yes"))).toEqual({
      location: "/hospitals/filter/speciality-cardiology_ayushman-yes",
    });
    expect(filterRedirect(q("kind=hospitals&city=pune"))).toEqual({ location: "/pune/hospitals" });
    expect(filterRedirect(q("kind=doctors&gender=robot&city=a/b"))).toEqual({
      invalid: ["city", "gender"],
    });
    expect(filterRedirect(q("kind=clinics"))).toEqual({ invalid: ["kind"] });
    // A page number never survives a new choice: the list starts again.
    expect(filterRedirect(q("kind=doctors&city=pune&page=4"))).toEqual({
      location: "/pune/doctors",
    });
  });

  it("cleans form input: trims, lower-cases, drops defaults", () => {
    expect(cleanFilters("doctors", { gender: " Female ", sort: "relevance", page: "1" })).toEqual({
      filters: { gender: "female" },
      invalid: [],
    });
  });

  it("a list differs from the base page when a filter narrows it or it is another page, not for a sort", () => {
    expect(narrowsList({ sort: "fee" })).toBe(false);
    expect(narrowsList({ sort: "fee", page: 2 })).toBe(true);
    expect(narrowsList({ gender: "male" })).toBe(true);
  });

  it("fee bands and nearest cities", () => {
    expect(feeRange("0-500")).toEqual({ min: 0, max: 500 });
    expect(feeRange("2000-up")).toEqual({ min: 2000, max: null });
    const delhi = { id: 1, latitude: 28.6, longitude: 77.2 };
    const jaipur = { id: 2, latitude: 26.9, longitude: 75.8 };
    const chennai = { id: 3, latitude: 13.1, longitude: 80.3 };
    const lucknow = { id: 4, latitude: 26.8, longitude: 80.9 };
    expect(nearestCities(delhi, [chennai, delhi, lucknow, jaipur], 2).map((c) => c.id)).toEqual([
      2, 4,
    ]);
  });
});

describe("[DS-6] insurance page kinds", () => {
  it("PM-JAY's pages are the Ayushman kind, every other insurer's the private kind", () => {
    expect(AYUSHMAN_INSURER_SLUG).toBe(AYUSHMAN_SLUG);
    expect(insurancePageKind({ slug: AYUSHMAN_SLUG })).toBe("ayushman");
    expect(insurancePageKind({ slug: "star-health" })).toBe("private");
  });
});

describe("the number of chosen filters", () => {
  it("counts what narrows the list: not the page, not the sort, not a city's own speciality", () => {
    // /pune/doctors/cardiology: city and speciality are the page's path, nothing is filtered.
    expect(chosenFilterCount({}, true)).toBe(0);
    expect(chosenFilterCount(parseFilterSegment("doctors", "page-2") ?? {}, true)).toBe(0);
    expect(chosenFilterCount({ sort: "rating" }, true)).toBe(0);
    // /pune/doctors/filter/speciality-cardiology_gender-female: one filter, the gender.
    const cityFiltered = parseFilterSegment("doctors", "speciality-cardiology_gender-female");
    expect(chosenFilterCount(cityFiltered ?? {}, true)).toBe(1);
    // /doctors/filter/speciality-cardiology_gender-female_sort-fee_page-2: all India, two filters.
    const allIndia = parseFilterSegment(
      "doctors",
      "speciality-cardiology_gender-female_sort-fee_page-2",
    );
    expect(chosenFilterCount(allIndia ?? {}, false)).toBe(2);
    expect(chosenFilterCount({ insurer: "star-health", ayushman: "yes" }, false)).toBe(2);
  });
});
