/**
 * The patient's choice of language, remembered on their device (localStorage) when they use the
 * English/हिन्दी switch, and the offer an English page makes from it. Never a redirect and never
 * a cookie: public pages stay one cached page for everyone, and the choice is the browser's own.
 *
 * Pure apart from the storage it is given: the language switch and the offer use it in the
 * browser, unit tests with a fake storage.
 */
import type { Locale } from "./i18n/locale";
import { type LocaleAlternates, switchHref } from "./locale-path";

export const LANGUAGE_CHOICE_KEY = "vaidya.language";
/** Set for the rest of the visit once the patient closes the offer. */
export const OFFER_DISMISSED_KEY = "vaidya.language-offer-dismissed";

type Store = Pick<Storage, "getItem" | "setItem">;

/** Remembers the language the patient switched to (storage may be full or blocked: ignored). */
export function rememberLanguage(store: Store | undefined, locale: Locale): void {
  try {
    store?.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Private mode or full storage: the choice is simply not remembered.
  }
}

export function rememberedLanguage(store: Store | undefined): Locale | null {
  try {
    const value = store?.getItem(LANGUAGE_CHOICE_KEY);
    return value === "hi" || value === "en" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The Hindi page to offer on the English page at `pathname`: only to a patient who chose Hindi
 * before, who has not closed the offer in this visit, on a page that has a Hindi version
 * (its own, not the Hindi home page standing in for a missing one). `page`: the page's declared
 * alternates and whether its route answers in Hindi (the server's answer, in the page context).
 */
export function hindiOffer(
  pathname: string,
  chosen: Locale | null,
  dismissed: boolean,
  page: { alternates?: LocaleAlternates; twin: boolean },
): string | null {
  if (chosen !== "hi" || dismissed) return null;
  if (pathname === "/hi" || pathname.startsWith("/hi/")) return null;
  const href = switchHref(pathname, "hi", page);
  return href === "/hi" && pathname !== "/" ? null : href;
}
