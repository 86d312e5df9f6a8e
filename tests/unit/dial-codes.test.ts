import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import { COUNTRIES_BY_DIAL_CODE } from "@/src/lib/lead/dial-codes";
import { countryOptions } from "@/src/lib/lead/mobile";
// @ts-expect-error: a plain .mjs script without types
import { countriesByDialCode } from "../../scripts/generate-dial-codes.mjs";

describe("the dial-code table the lead form ships instead of libphonenumber-js", () => {
  it("[LF-21] is what the generator makes from the installed libphonenumber-js (rerun it after an update)", () => {
    const { table } = countriesByDialCode() as { table: Record<string, string[]> };
    expect(COUNTRIES_BY_DIAL_CODE).toEqual(table);
  });

  it("[LF-21] gives every country libphonenumber-js knows its calling code, and no other", () => {
    const countries = getCountries();
    const offered = new Map(countryOptions("en").map((o) => [o.code, o.dial_code]));
    for (const country of countries) {
      expect(offered.get(country)).toBe(`+${getCountryCallingCode(country)}`);
    }
    expect(offered.size).toBe(countries.length);
    expect(offered.get("ZZ")).toBeUndefined();
  });
});
