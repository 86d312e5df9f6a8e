import { describe, expect, it } from "vitest";
import { withCityFirst } from "@/src/lib/catalog/cities";

const row = (id: number, name: string) => ({
  city: { id, name, slug: name.toLowerCase() },
  minCost: id,
  maxCost: id * 2,
});
const delhi = row(514, "Delhi");
const mumbai = row(477, "Mumbai");
const hyderabad = row(267, "Hyderabad");
const pune = row(484, "Pune");

describe("a city table with the visitor's city first", () => {
  it("moves the visitor's city to the top, the others keep their order", () => {
    expect(withCityFirst([delhi, mumbai, hyderabad], 267)).toEqual([hyderabad, delhi, mumbai]);
  });

  it("adds the visitor's city from the cities the table leaves out (a popular-cities table)", () => {
    expect(withCityFirst([delhi, mumbai], 484, [pune])).toEqual([pune, delhi, mumbai]);
  });

  it("leaves the table as it is without a city, or for a city it cannot show", () => {
    expect(withCityFirst([delhi, mumbai], null)).toEqual([delhi, mumbai]);
    expect(withCityFirst([delhi, mumbai], 999, [pune])).toEqual([delhi, mumbai]);
  });
});
