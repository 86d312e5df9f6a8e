import type { Locale } from "./index";

/** Each locale's language tag (`<html lang>`, hreflang, JSON-LD `inLanguage`): Indian English and Hindi. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
