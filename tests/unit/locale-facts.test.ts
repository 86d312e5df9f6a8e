import { describe, expect, it } from "vitest";
import {
  formatNumber,
  isLocale,
  localeHome,
  localePrefix,
  localeTag,
  rupees,
} from "@/src/lib/i18n/locale";

describe("locale facts", () => {
  it("language tags, home pages and path prefixes", () => {
    expect([localeTag("en"), localeTag("hi")]).toEqual(["en-IN", "hi-IN"]);
    expect([localeHome("en"), localeHome("hi")]).toEqual(["/", "/hi"]);
    expect([localePrefix("en"), localePrefix("hi")]).toEqual(["", "/hi"]);
    expect([isLocale("hi"), isLocale("hi-IN")]).toEqual([true, false]);
  });

  it("Indian digit grouping, and rupees with the sign", () => {
    expect(formatNumber(1_50_000, "en")).toBe("1,50,000");
    expect(formatNumber(12_34_56_789, "hi")).toBe("12,34,56,789");
    expect(rupees(2_50_000)).toBe("₹2,50,000");
    expect(rupees(999, "hi")).toBe("₹999");
  });
});
