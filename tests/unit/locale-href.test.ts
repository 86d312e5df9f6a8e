import { describe, expect, it } from "vitest";
import { hrefInLocale } from "@/src/lib/locale-switch";

describe("[HI-2] links on a Hindi page", () => {
  it("[HI-2] go to the Hindi page where the route has one, else stay as they are", () => {
    expect(hrefInLocale("/doctor/dr-a-pune", "hi")).toBe("/hi/doctor/dr-a-pune");
    expect(hrefInLocale("/hospital/h-pune", "hi")).toBe("/hi/hospital/h-pune");
    expect(hrefInLocale("/", "hi")).toBe("/hi");
    expect(hrefInLocale("/pune/doctors", "hi")).toBe("/hi/pune/doctors");
    // Campaign landing pages have no Hindi version: the English one.
    expect(hrefInLocale("/marketing/knee", "hi")).toBe("/marketing/knee");
    // Already Hindi, English pages, other sites and a path that only starts with "hi".
    expect(hrefInLocale("/hi/blog", "hi")).toBe("/hi/blog");
    expect(hrefInLocale("/doctor/dr-a-pune", "en")).toBe("/doctor/dr-a-pune");
    expect(hrefInLocale("https://example.org/doctor/x", "hi")).toBe("https://example.org/doctor/x");
    expect(hrefInLocale("/hip-replacement", "hi")).toBe("/hip-replacement");
  });
});
