import { afterEach, describe, expect, it, vi } from "vitest";
import { cityPreselectionOrder } from "@/src/lib/lead/city-preselect";
import { currentCityChoice } from "@/src/ui/account/selected-city";

describe("lead form: which city is preselected", () => {
  it("the form's own city comes first", () => {
    expect(
      cityPreselectionOrder({
        form: "Pune",
        campaign: "delhi",
        chosen: 3,
        campaignAt: 1,
        chosenAt: 2,
      }),
    ).toEqual(["Pune", 3, "delhi"]);
  });

  it("the campaign's ?city= beats a city chosen before the campaign brought the visitor", () => {
    expect(
      cityPreselectionOrder({ campaign: "delhi", campaignAt: 2000, chosen: 3, chosenAt: 1000 }),
    ).toEqual(["delhi", 3]);
  });

  it("a city chosen in the Location modal after the campaign beats the campaign", () => {
    expect(
      cityPreselectionOrder({ campaign: "delhi", campaignAt: 1000, chosen: 3, chosenAt: 2000 }),
    ).toEqual([3, "delhi"]);
  });

  it("without times the campaign keeps its place; without a campaign the chosen city is used", () => {
    expect(cityPreselectionOrder({ campaign: "delhi", chosen: 3, chosenAt: 2000 })).toEqual([
      "delhi",
      3,
    ]);
    expect(cityPreselectionOrder({ chosen: 3 })).toEqual([3]);
    expect(cityPreselectionOrder({})).toEqual([]);
  });
});

describe("the visitor's chosen city", () => {
  afterEach(() => vi.unstubAllGlobals());

  function browser(cookie: string, storage: Record<string, string>) {
    vi.stubGlobal("document", { cookie });
    vi.stubGlobal("window", {
      localStorage: { getItem: (key: string) => storage[key] ?? null },
    });
  }

  const pune = { cityid: 7, cityname: "Pune" };
  const delhi = { cityid: 1, cityname: "Delhi NCR" };
  const chosenAt = "2026-11-20T10:00:00.000Z";

  it("is the stored choice, timed by sessionLocation", () => {
    browser("", {
      selectedCity: JSON.stringify(pune),
      sessionLocation: JSON.stringify({ time: chosenAt, city: pune }),
    });
    expect(currentCityChoice()).toEqual({
      city: { ...pune, type: undefined },
      at: Date.parse(chosenAt),
    });
  });

  it("is the logged-in user's profile city first (untimed when chosen elsewhere)", () => {
    const credentials = encodeURIComponent(
      JSON.stringify({
        id: 1,
        name: "A",
        email: null,
        mobileNo: "9876543210",
        countryCode: "91",
        selectedCity: delhi,
      }),
    );
    browser(`credentials=${credentials}`, {
      selectedCity: JSON.stringify(pune),
      sessionLocation: JSON.stringify({ time: chosenAt, city: pune }),
    });
    const choice = currentCityChoice();
    expect(choice?.city.cityid).toBe(1);
    expect(choice?.at).toBeUndefined();
  });
});
