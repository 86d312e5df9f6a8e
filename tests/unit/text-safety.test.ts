import { describe, expect, it } from "vitest";
import { isValidName } from "@/src/lib/auth/validators";
import { readAttribution } from "@/src/lib/lead/attribution";
import { storedLeadTier } from "@/src/lib/lead/stored-tier";
import { csvCell } from "@/src/lib/csv";
import { cutText, hasHiddenCharacters, looksLikeFormula } from "@/src/lib/text";

describe("text safety", () => {
  it("[SC-9] cuts keep whole characters: never half a surrogate pair, never longer than asked", () => {
    expect(cutText("Asha 😀", 6)).toBe("Asha ");
    expect(cutText("Asha 😀", 7)).toBe("Asha 😀");
    expect(cutText("Asha", 10)).toBe("Asha");
    expect(cutText("😀😀", 3)).toBe("😀");
    for (let max = 0; max < 12; max++) {
      const cut = cutText("a😀b😀😀c", max);
      expect(cut.isWellFormed(), `max ${max}`).toBe(true);
      expect(cut.length).toBeLessThanOrEqual(max);
    }
  });

  it("[SC-9] query values are cut at 500 on a character boundary", () => {
    const value = `${"k".repeat(499)}😀`;
    const read = readAttribution(`?keyword=${encodeURIComponent(value)}`);
    expect(read.keyword).toBe("k".repeat(499));
  });

  it("[SC-10] bidi controls and invisible characters are refused in names; Indic joiners between Indic letters are not", () => {
    for (const bad of [
      "Asha\u202eamreV", // right-to-left override
      "\u2067Asha\u2069", // isolates
      "As\u200bha", // zero-width space
      "Asha\u200d", // a joiner outside a script that uses it
      "\u200dक्ष",
      "As\u00adha", // soft hyphen
      "As\ufeffha", // a byte-order mark inside (at the ends it is trimmed like a space)
      "\u3164", // Hangul filler: a "blank" name
      "Asha\u2060",
    ]) {
      expect(hasHiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(isValidName(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ["Asha Verma", "क्\u200dष्मा", "क्\u200cष", "அருண்", "José-María O'Neil"]) {
      expect(hasHiddenCharacters(good), good).toBe(false);
      expect(isValidName(good), good).toBe(true);
    }
  });

  it("[SC-11][CS-55] formula-looking text is escaped in CSV cells, everything else is kept as typed", () => {
    expect(looksLikeFormula('=HYPERLINK("http://x","y")')).toBe(true);
    for (const lead of ["+91 98765", "-5", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(looksLikeFormula(lead), JSON.stringify(lead)).toBe(true);
    }
    expect(looksLikeFormula("Asha = Verma")).toBe(false);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('Asha, "Verma"\nDelhi')).toBe('"Asha, ""Verma""\nDelhi"');
    // The one writer (src/lib/csv.ts) marks every value that would start a formula, numbers too.
    expect(csvCell(-5)).toBe("'-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("true");
  });

  it("[LF-68][LF-70][LF-72] the stored tier follows the page type's registry tier, the city and the insurance type", () => {
    expect(storedLeadTier({ PageTypeData: "Home" })).toBe(3);
    expect(storedLeadTier({ PageTypeData: "Condition" })).toBe(2);
    expect(storedLeadTier({ PageTypeData: "Condition", CityData: "Pune" })).toBe(1);
    expect(storedLeadTier({ PageTypeData: "Condition", CityData: "Other" })).toBe(2);
    expect(storedLeadTier({ PageTypeData: "Blog", CityData: "Pune" })).toBe(1);
    expect(storedLeadTier({ PageTypeData: "CityWise_Hospital_Listing", CityData: "Pune" })).toBe(1);
    expect(storedLeadTier({ PageTypeData: "CityWise_Hospital_Listing", CityData: "Other" })).toBe(
      3,
    );
    expect(storedLeadTier({ PageTypeData: "Treatment", CityData: "Pune" })).toBe(3);
    expect(storedLeadTier({ PageTypeData: "Home", insuranceType: "Private" })).toBe(1);
    expect(storedLeadTier({ PageTypeData: "Home", insuranceType: "Govt." })).toBe(3);
    expect(storedLeadTier({})).toBe(0);
    expect(storedLeadTier({ PageTypeData: "Made_Up" })).toBe(0);
    expect(storedLeadTier({ PageTypeData: "Made_Up", insuranceType: "Private" })).toBe(1);
  });
});
