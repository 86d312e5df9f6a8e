import { describe, expect, it } from "vitest";
import {
  cleanReviewFilters,
  filterTargetAlwaysExists,
  formRedirect,
  parseReviewSegment,
  reviewsPath,
} from "@/src/lib/catalog/review-filters";

describe("[PC-2] /reviews filters in the path", () => {
  it("[PC-2] one URL per combination: treatment, city, page in that order", () => {
    expect(reviewsPath({})).toBe("/reviews");
    expect(reviewsPath({ city: "pune", treatment: "lasik", page: 2 })).toBe(
      "/reviews/filter/treatment-lasik_city-pune_page-2",
    );
    expect(parseReviewSegment("treatment-lasik_city-pune_page-2")).toEqual({
      treatment: "lasik",
      city: "pune",
      page: 2,
    });
    // Anything reviewsPath does not write is not one of ours (404), so no page has two URLs.
    for (const bad of [
      "city-pune_treatment-lasik",
      "page-1",
      "treatment-lasik_treatment-tkr",
      "treatment-LASIK",
      "sort-rating",
      "",
      "city-pune_page-0",
    ]) {
      expect(parseReviewSegment(bad), bad).toBeNull();
    }
  });

  it("[PC-2] the filter form redirects to the page's path; bad values are named", () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(formRedirect(q("kind=reviews&treatment=lasik&city="))).toEqual({
      location: "/reviews/filter/treatment-lasik",
    });
    expect(formRedirect(q("kind=reviews"))).toEqual({ location: "/reviews" });
    expect(formRedirect(q("kind=reviews&city=Pune%20!"))).toEqual({ invalid: ["city"] });
    // Other kinds are the listings' (spec §2: a city and speciality navigate to their path).
    expect(formRedirect(q("kind=doctors&city=pune&speciality=cardiology"))).toEqual({
      location: "/pune/doctors/cardiology",
    });
    expect(cleanReviewFilters({ page: "1", city: " Pune " })).toEqual({
      filters: { city: "pune" },
      invalid: [],
    });
  });
});

describe("where a filter form leads", () => {
  it("[AP-45] only an all-India list filtered by fixed values always exists; a city, a slug or a review filter may not", () => {
    for (const location of [
      "/doctors",
      "/hospitals",
      "/reviews",
      "/hi/doctors",
      "/doctors/filter/gender-female_fee-0-500_sort-rating",
      "/hospitals/filter/ayushman-yes_accreditation-nabh",
    ]) {
      expect(filterTargetAlwaysExists(location), location).toBe(true);
    }
    for (const location of [
      "/atlantis/doctors",
      "/hi/pune/hospitals",
      "/doctors/filter/speciality-cardiology",
      "/doctors/filter/gender-female_insurer-star-health",
      "/doctors/filter/language-tamil",
      "/hospitals/filter/locality-saket",
      "/reviews/filter/city-atlantis",
      "/doctors/filter/page-2",
    ]) {
      expect(filterTargetAlwaysExists(location), location).toBe(false);
    }
  });
});
