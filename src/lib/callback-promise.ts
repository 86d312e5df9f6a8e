/**
 * The callback promise in words. The setting itself (the care team's working hours in IST and the
 * time to the first call) lives once, in the site config (`siteConfig.callback`); the thank-you
 * page, the confirmation SMS and the console's SLA clock all read it there, so what we promise a
 * patient and what the care team is measured against cannot drift apart
 * (docs/decisions/0031-one-callback-promise.md). Pure: it only turns that setting into words.
 */
import { format } from "./i18n/format";
import type { Locale } from "./i18n/locale";

/** The same shape as the console's SLA rule (src/lib/console/sla.ts). */
export interface CallbackRule {
  /** Working minutes from the request to the first call. */
  minutes: number;
  /** "HH:MM-HH:MM", India Standard Time. */
  hours: string;
}

export interface CallbackWords {
  /** "30 minutes", "2 hours", "1 hour 30 minutes" / "30 मिनट" … */
  within: string;
  /** "9 am" / "सुबह 9 बजे" */
  open: string;
  /** "9 pm" / "रात 9 बजे" */
  close: string;
}

function clock(hhmm: string): { h: number; m: number } {
  const [h = "0", m = "0"] = hhmm.split(":");
  return { h: Number(h) % 24, m: Number(m) };
}

function englishTime({ h, m }: { h: number; m: number }): string {
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const mins = m === 0 ? "" : `:${String(m).padStart(2, "0")}`;
  return `${hour12}${mins} ${h < 12 ? "am" : "pm"}`;
}

/** Hindi names the part of the day instead of am/pm: सुबह, दोपहर, शाम, रात. */
function hindiTime({ h, m }: { h: number; m: number }): string {
  const part =
    h >= 4 && h < 12 ? "सुबह" : h >= 12 && h < 16 ? "दोपहर" : h >= 16 && h < 20 ? "शाम" : "रात";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const mins = m === 0 ? "" : `:${String(m).padStart(2, "0")}`;
  return `${part} ${hour12}${mins} बजे`;
}

function duration(minutes: number, locale: Locale): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts: string[] = [];
  if (locale === "hi") {
    if (h > 0) parts.push(`${h} घंटे`);
    if (m > 0) parts.push(`${m} मिनट`);
  } else {
    if (h > 0) parts.push(`${h} ${h === 1 ? "hour" : "hours"}`);
    if (m > 0) parts.push(`${m} ${m === 1 ? "minute" : "minutes"}`);
  }
  return parts.join(" ");
}

export function callbackWords(rule: CallbackRule, locale: Locale): CallbackWords {
  const [open = "09:00", close = "21:00"] = rule.hours.split("-");
  const time = locale === "hi" ? hindiTime : englishTime;
  return {
    within: duration(rule.minutes, locale),
    open: time(clock(open)),
    close: time(clock(close)),
  };
}

/** A message with {within}, {open} and {close} filled from the setting; other placeholders stay. */
export function withCallbackPromise(template: string, rule: CallbackRule, locale: Locale): string {
  const words = callbackWords(rule, locale);
  return format(template, { ...words });
}
