import { describe, expect, it } from "vitest";
import { localeHome, localeSwitchHref } from "@/src/lib/locale-switch";
import { ROUTES } from "@/src/lib/page-registry";

describe("[HI-12] the English/हिन्दी switch", () => {
  it("keeps the patient on the same page where the route answers in the other language", () => {
    expect(localeSwitchHref("/", "hi")).toBe("/hi");
    expect(localeSwitchHref("/hi", "en")).toBe("/");
    expect(localeSwitchHref("/about-us", "hi")).toBe("/hi/about-us");
    expect(localeSwitchHref("/hi/about-us", "en")).toBe("/about-us");
    expect(localeSwitchHref("/hi/faq/", "en")).toBe("/faq");
    expect(localeSwitchHref("/blog/page/2", "hi")).toBe("/hi/blog/page/2");
    expect(localeSwitchHref("/test/cbc", "hi")).toBe("/hi/test/cbc");
  });

  it("leads to the other language's home page where the page has no version in it", () => {
    // Campaign landing pages are English only.
    expect(localeSwitchHref("/marketing/knee", "hi")).toBe("/hi");
    expect(localeSwitchHref("/find-hospital-doctor-for-surgery", "hi")).toBe("/hi");
    // an unknown path is the not-found page, in either language
    expect(localeSwitchHref("/no-such-page", "hi")).toBe("/hi");
    expect(localeSwitchHref("/hi/no-such-page", "en")).toBe("/");
  });

  it("follows the page's own alternates (a translation with its own slug) and their gaps", () => {
    const alternates = { en: "/blog/knee-pain", hi: "/blog/ghutne-ka-dard" };
    expect(localeSwitchHref("/blog/knee-pain", "hi", alternates)).toBe("/blog/ghutne-ka-dard");
    expect(localeSwitchHref("/blog/knee-pain", "hi", { en: "/blog/knee-pain" })).toBe("/hi");
  });

  it("every route with a Hindi version switches to a path that route matches, and back", () => {
    for (const route of ROUTES) {
      if (!route.locales.includes("hi") || route.id === "error") continue;
      const english = route.pattern.replace(/\{\.\.\.[a-z]+\}|\{[a-z]+\}/gi, "x");
      const hindi = localeSwitchHref(english, "hi");
      expect(hindi, route.id).toBe(english === "/" ? "/hi" : `/hi${english}`);
      expect(localeSwitchHref(hindi, "en"), route.id).toBe(english);
    }
    expect(localeHome("hi")).toBe("/hi");
    expect(localeHome("en")).toBe("/");
  });
});
