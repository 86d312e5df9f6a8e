import enAuth from "@/src/lib/i18n/messages/en/auth.json";
import en from "@/src/lib/i18n/messages/en/lead.json";
import hiAuth from "@/src/lib/i18n/messages/hi/auth.json";
import hi from "@/src/lib/i18n/messages/hi/lead.json";

/** The lead form's strings: only this namespace ships with the (lazily loaded) form. */
export type LeadMessages = typeof en;
export type LeadLocale = "en" | "hi";

export function leadMessages(locale: LeadLocale): LeadMessages {
  return locale === "hi" ? (hi as LeadMessages) : en;
}

/** The OTP widget's strings, shared with login (messages/*\/auth.json). */
export type OtpMessages = typeof enAuth.otp;

export function otpMessages(locale: LeadLocale): OtpMessages {
  return locale === "hi" ? (hiAuth.otp as OtpMessages) : enAuth.otp;
}

/** ER-7 fallback when an OTP send fails without a message. */
export function somethingWrong(locale: LeadLocale): string {
  return (locale === "hi" ? hiAuth : enAuth).errors.generic;
}

/** The page's language, from <html lang> (the shell sets hi-IN on Hindi pages). */
export function pageLocale(): LeadLocale {
  return typeof document !== "undefined" && document.documentElement.lang.startsWith("hi")
    ? "hi"
    : "en";
}
