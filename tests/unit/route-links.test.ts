import { describe, expect, it } from "vitest";
import { dropdownSegment, filterRedirect, listingPath } from "@/src/lib/catalog/listing-filters";
import { formRedirect } from "@/src/lib/catalog/review-filters";
import { ATTRIBUTION_KEYS, readAttribution } from "@/src/lib/lead/attribution";
import { hrefInLocale, localeSwitchHref } from "@/src/lib/locale-switch";

const q = (s: string) => new URLSearchParams(s);

describe("[RT-29][RT-35][RT-36][RT-39] link shapes and query parameters", () => {
  it("[RT-29] a test's Hindi page is /hi/test/{slug}", () => {
    expect(hrefInLocale("/test/lipid-profile", "hi")).toBe("/hi/test/lipid-profile");
    expect(localeSwitchHref("/test/lipid-profile", "hi")).toBe("/hi/test/lipid-profile");
    expect(localeSwitchHref("/hi/test/lipid-profile", "en")).toBe("/test/lipid-profile");
  });

  it("[RT-35] a navigating dropdown's value becomes a path segment in lower case, with dashes", () => {
    expect(dropdownSegment("Delhi NCR")).toBe("delhi-ncr");
    expect(dropdownSegment("  Navi   Mumbai ")).toBe("navi-mumbai");
    expect(dropdownSegment("pune")).toBe("pune");
    expect(dropdownSegment("")).toBeUndefined();
    expect(dropdownSegment(null)).toBeUndefined();
    expect(filterRedirect(q("kind=doctors&city=Delhi NCR&speciality=General Surgery"))).toEqual({
      location: "/delhi-ncr/doctors/general-surgery",
    });
    expect(filterRedirect(q("kind=hospitals&city=Navi Mumbai"))).toEqual({
      location: "/navi-mumbai/hospitals",
    });
    expect(formRedirect(q("kind=reviews&treatment=Knee Replacement&city=Pune"))).toEqual({
      location: "/reviews/filter/treatment-knee-replacement_city-pune",
    });
    // Anything a path segment cannot hold is still refused.
    expect(filterRedirect(q("kind=doctors&city=Pune / Mumbai"))).toEqual({ invalid: ["city"] });
  });

  it("[RT-36] a city and a speciality make one link: /{city}/doctors/{speciality}, /{city}/hospitals/{speciality}", () => {
    expect(listingPath({ kind: "doctors", city: "pune", speciality: "cardiology" }, {})).toBe(
      "/pune/doctors/cardiology",
    );
    expect(listingPath({ kind: "hospitals", city: "delhi-ncr", speciality: "oncology" }, {})).toBe(
      "/delhi-ncr/hospitals/oncology",
    );
    expect(listingPath({ kind: "doctors", city: "pune" }, { speciality: "cardiology" })).toBe(
      "/pune/doctors/cardiology",
    );
  });

  it("[RT-39] pages read city, source, medium, campaignid, network, keyword, targetid, matchtype, creative, gclid, gad, disease and utm_campaign", () => {
    const names = [
      "city",
      "source",
      "medium",
      "campaignid",
      "network",
      "keyword",
      "targetid",
      "matchtype",
      "creative",
      "gclid",
      "gad",
      "disease",
      "utm_campaign",
    ];
    expect([...ATTRIBUTION_KEYS]).toEqual(names);
    const query = names.map((name, i) => `${name}=v${i}`).join("&");
    const read = readAttribution(`?${query}&other=x`);
    expect(read).toEqual(Object.fromEntries(names.map((name, i) => [name, `v${i}`])));
  });
});
