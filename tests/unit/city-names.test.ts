import { describe, expect, it } from "vitest";
import { cities } from "@/src/db/seed/data/cities";
import {
  CITY_NAMES_HI,
  citiesIn,
  cityNamedIn,
  cityNameHiOf,
  cityNameIn,
} from "@/src/lib/catalog/city-names";
import { cityInQuestion } from "@/src/lib/chat/conversation";
import type { CityOption } from "@/src/lib/lead/options";
import { cityInQuery, normaliseQuery } from "@/src/lib/search/query";

const catalogue = cities.map((c) => ({ id: c.id, name: c.name, slug: c.slug }));
const idOf = (slug: string) => catalogue.find((c) => c.slug === slug)?.id;

/** The city list as GET /api/cities answers it (the chat's). */
const cityOptions: CityOption[] = cities.map((c) => ({
  CityId: c.id,
  CityName: c.name,
  Type: c.popularRank ? "popular" : "other",
  slug: c.slug,
  state: c.state,
}));

describe("a city named in typed words, in English or Hindi", () => {
  it("every city of the catalogue has a Hindi name in Devanagari", () => {
    for (const city of cities) {
      expect(CITY_NAMES_HI[city.slug]?.[0], city.slug).toMatch(/^[\u0900-\u097f ]+$/);
    }
  });

  it("finds a city by its name, an old name or its Hindi name, as whole words, the longest first", () => {
    const named = (words: string) => cityNamedIn(normaliseQuery(words), catalogue)?.city.slug;
    expect(named("piles treatment in Hyderabad?")).toBe("hyderabad");
    expect(named("हैदराबाद में बवासीर का इलाज")).toBe("hyderabad");
    expect(named("लखनऊ में स्त्री रोग विशेषज्ञ")).toBe("lucknow");
    expect(named("बड़ौदा")).toBe("vadodara");
    expect(named("knee surgery navi mumbai")).toBe("mumbai");
    expect(named("cataract in new delhi")).toBe("delhi-ncr");
    expect(named("punecare clinic")).toBeUndefined();
    expect(named("knee replacement cost")).toBeUndefined();
  });

  it("a Hindi page writes a city by its Hindi name, an English page by its own", () => {
    expect(cityNameIn("hi", { name: "Pune" })).toBe("पुणे");
    expect(cityNameIn("hi", { name: "Delhi NCR" })).toBe("दिल्ली एनसीआर");
    expect(cityNameIn("en", { name: "Pune" })).toBe("Pune");
    expect(cityNameIn("hi", { name: "Atlantis" })).toBe("Atlantis");
  });

  it("a nukta letter typed as one character or as two names the same city", () => {
    const composed = "चंडीगढ़"; // ढ़ as U+095D
    const decomposed = "चंडीगढ\u093c"; // ढ + nukta
    expect(cityNamedIn(normaliseQuery(composed), catalogue)?.city.slug).toBe("chandigarh");
    expect(cityNamedIn(normaliseQuery(decomposed), catalogue)?.city.slug).toBe("chandigarh");
  });

  it("the search takes a Hindi city out of the query and ranks it first", () => {
    expect(cityInQuery(normaliseQuery("पुणे में घुटना प्रत्यारोपण"), catalogue)).toEqual({
      cityId: idOf("pune"),
      rest: "में घुटना प्रत्यारोपण",
    });
  });
});

describe("the care assistant does not ask for a city the question names", () => {
  it("reads Hyderabad out of an English or a Hindi question, with the city list's id and name", () => {
    const hyderabad = { id: idOf("hyderabad"), name: "Hyderabad" };
    expect(cityInQuestion("How much does piles surgery cost in Hyderabad?", cityOptions)).toEqual(
      hyderabad,
    );
    expect(cityInQuestion("हैदराबाद में बवासीर के ऑपरेशन का खर्च", cityOptions)).toEqual(hyderabad);
    expect(cityInQuestion("bangalore lasik", cityOptions)).toEqual({
      id: idOf("bengaluru"),
      name: "Bengaluru",
    });
  });

  it("names no city when the question has none, or the list has not loaded", () => {
    expect(cityInQuestion("knee replacement cost", cityOptions)).toBeNull();
    expect(cityInQuestion("piles in Hyderabad", [])).toBeNull();
  });
});

describe("cities the server names for a view the browser also renders", () => {
  const nearest = [
    { city: { id: 477, name: "Mumbai", slug: "mumbai" }, km: 120, count: 3 },
    { city: { id: 1, name: "Nowhere Town", slug: "nowhere-town" }, km: 300, count: 1 },
  ];

  it("[SH-48] a Hindi page gets Hindi names where known, the rest and an English page as given", () => {
    expect(citiesIn("hi", nearest).map((c) => c.city.name)).toEqual(["मुंबई", "Nowhere Town"]);
    expect(citiesIn("hi", nearest)[0]).toMatchObject({ km: 120, count: 3, city: { id: 477 } });
    expect(citiesIn("en", nearest).map((c) => c.city.name)).toEqual(["Mumbai", "Nowhere Town"]);
    // The catalogue's own list is left as it was (it is cached and shared).
    expect(nearest[0]?.city.name).toBe("Mumbai");
  });

  it("[SH-48] a Hindi page's settings carry its city's Hindi name; an English page's none", () => {
    expect(cityNameHiOf("hi", { name: "Delhi NCR", slug: "delhi-ncr" })).toEqual({
      cityNameHi: "दिल्ली एनसीआर",
    });
    expect(cityNameHiOf("en", { name: "Delhi NCR", slug: "delhi-ncr" })).toEqual({});
  });
});
