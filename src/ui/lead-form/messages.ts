import en from "@/src/lib/i18n/messages/en/lead.json";
import hi from "@/src/lib/i18n/messages/hi/lead.json";

/** The lead form's strings: only this namespace ships with the (lazily loaded) form. */
export type LeadMessages = typeof en;
export type LeadLocale = "en" | "hi";

export function leadMessages(locale: LeadLocale): LeadMessages {
  return locale === "hi" ? (hi as LeadMessages) : en;
}

/** The page's language, from <html lang> (the shell sets hi-IN on Hindi pages). */
export function pageLocale(): LeadLocale {
  return typeof document !== "undefined" && document.documentElement.lang.startsWith("hi")
    ? "hi"
    : "en";
}
