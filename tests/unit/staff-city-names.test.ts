import { describe, expect, it } from "vitest";
import { staffCityNames } from "@/src/lib/console/lead-format";

describe("a staff member's cities in words", () => {
  it("[CS-105] the inbox names an agent's cities as the catalogue does, never the stored lowercase keys", () => {
    const catalogue = [
      { name: "Lucknow", slug: "lucknow" },
      { name: "Delhi NCR", slug: "delhi-ncr" },
      { name: "Patna", slug: "patna" },
    ];
    expect(staffCityNames(["lucknow", "delhi ncr", "patna"], catalogue)).toEqual([
      "Lucknow",
      "Delhi NCR",
      "Patna",
    ]);
    // A city the catalogue no longer lists stays as stored rather than vanishing.
    expect(staffCityNames(["surat"], catalogue)).toEqual(["surat"]);
  });
});
