/**
 * The facts about our two locales, in one place and free of the message catalogues: client
 * components may import this module (the i18n index would ship every message with the page).
 * Language tags (`<html lang>`, hreflang, Intl), each locale's home path and URL prefix, and
 * Indian digit grouping for numbers and rupee amounts.
 */

export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** BCP 47 tags: `<html lang>`, hreflang alternates, sitemaps and Intl formatters. */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { en: "en-IN", hi: "hi-IN" };

/** The locale's language tag: `en-IN` or `hi-IN`. */
export function localeTag(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}

/** What a path in this locale starts with: nothing for English, `/hi` for Hindi. */
export function localePrefix(locale: Locale): "" | "/hi" {
  return locale === "hi" ? "/hi" : "";
}

/** The home page of a locale: `/` or `/hi`. */
export function localeHome(locale: Locale): string {
  return localePrefix(locale) || "/";
}

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LANGUAGE_TAGS.en),
  hi: new Intl.NumberFormat(LANGUAGE_TAGS.hi),
};

/** Indian digit grouping: 1,50,000. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormats[locale].format(value);
}

/** A rupee amount, Indian digit grouping: ₹1,50,000. */
export function rupees(value: number, locale: Locale = "en"): string {
  return `₹${formatNumber(value, locale)}`;
}
