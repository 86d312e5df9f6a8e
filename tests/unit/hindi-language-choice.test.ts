import { describe, expect, it } from "vitest";
import {
  hindiOffer,
  LANGUAGE_CHOICE_KEY,
  rememberedLanguage,
  rememberLanguage,
} from "@/src/lib/language-choice";
import { splitLocale } from "@/src/lib/locale-path";
import { routeHasTwin } from "@/src/lib/locale-switch";
import { routeFor } from "@/src/lib/page-registry";

function fakeStore(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  } as Storage;
}

describe("[HI-7] the patient's language choice", () => {
  it("[HI-7] is remembered on the device, and a blocked storage is no error", () => {
    const store = fakeStore();
    expect(rememberedLanguage(store)).toBeNull();
    rememberLanguage(store, "hi");
    expect(store.getItem(LANGUAGE_CHOICE_KEY)).toBe("hi");
    expect(rememberedLanguage(store)).toBe("hi");
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as unknown as Storage;
    expect(() => rememberLanguage(blocked, "hi")).not.toThrow();
    expect(rememberedLanguage(blocked)).toBeNull();
  });

  it("[HI-7] an English page offers its Hindi page to a patient who chose Hindi, never redirects", () => {
    // What the server tells the page (its page context): whether its route answers in Hindi.
    const page = (path: string) => ({ twin: routeHasTwin(routeFor(path), "hi") });
    const offer = (path: string, chosen: "hi" | "en" | null, dismissed: boolean) =>
      hindiOffer(path, chosen, dismissed, page(splitLocale(path).path));
    expect(offer("/treatment/knee-replacement", "hi", false)).toBe(
      "/hi/treatment/knee-replacement",
    );
    expect(offer("/", "hi", false)).toBe("/hi");
    // Not to one who chose English or nothing, not once closed, not on a Hindi page.
    expect(offer("/treatment/knee-replacement", "en", false)).toBeNull();
    expect(offer("/treatment/knee-replacement", null, false)).toBeNull();
    expect(offer("/treatment/knee-replacement", "hi", true)).toBeNull();
    expect(offer("/hi/treatment/knee-replacement", "hi", false)).toBeNull();
    // A page with no Hindi version (a campaign) offers nothing rather than the Hindi home page.
    expect(offer("/marketing/knee", "hi", false)).toBeNull();
    // An article with its own Hindi slug offers that one.
    expect(
      hindiOffer("/blog/knee-pain", "hi", false, {
        alternates: { hi: "/hi/blog/ghutne-ka-dard" },
        twin: true,
      }),
    ).toBe("/hi/blog/ghutne-ka-dard");
  });
});
