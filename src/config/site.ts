/**
 * Site config: the one place for brand, phone numbers, WhatsApp, store links: none of
 * them is ever written into a component.
 * Public: safe to import from UI code, and free of the page-type registry (SH-38: the registry
 * stays on the server; `import type` is erased).
 */

import type { CallbackRule } from "@/src/lib/callback-promise";
import type { PhoneLine, RegistryPageType } from "@/src/lib/page-registry";

/** Every page type a page may declare: the spec's and ours (src/lib/page-registry.ts). */
export type PageType = RegistryPageType;

/** Phone numbers are stored as 10 national digits; `+91` is added where dialled. */
const PHONES = {
  /** General care line. */
  main: "9876543210",
  /** Paid-campaign landing traffic (tier 1 leads reach the senior desk). */
  priority: "9876543211",
  /** Content and SEO pages (conditions, blog, tests). */
  content: "9876543212",
  /** Insurance and Ayushman desk. */
  insurance: "9876543213",
} as const;

export const siteConfig = {
  brand: "Vaidya",
  /** Fallback origin; the server uses SITE_URL from the environment. */
  url: "http://localhost:3000",
  phones: PHONES,
  expertWhatsApp: "919876543299",
  /** Default prefilled chat message (MK-12): greets the product and asks for a care expert. */
  whatsAppGreeting: "Hi Vaidya, I want to connect with a care expert.",
  whatsAppBase: "https://wa.me/",
  appShortLink: "https://vaidya.example/app",
  storeLinks: {
    googlePlay: "https://play.google.com/store/apps/details?id=in.vaidya.patient",
    appStore: "https://apps.apple.com/in/app/vaidya/id0000000000",
  },
  social: {},
  /**
   * The callback promise, the one setting behind every "we will call you" (TY-10): the thank-you
   * page and the confirmation SMS say it in words (src/lib/callback-promise.ts), and the console's
   * SLA clock measures the care team against it (src/server/console/sla.ts). The first call within
   * `minutes` of working time, working hours `hours` in IST; why these values:
   * docs/decisions/0031-one-callback-promise.md. Changing it changes the SMS text, which a DLT
   * template registration must follow.
   */
  callback: { minutes: 30, hours: "09:00-21:00" } satisfies CallbackRule,
} as const;

/**
 * Every page title but the home page's is the page's own words plus this suffix, added once by
 * the root layout: a page or message that names the brand itself would show it twice.
 */
export const TITLE_SUFFIX = ` | ${siteConfig.brand}`;
export const TITLE_TEMPLATE = `%s${TITLE_SUFFIX}`;

/**
 * The page types whose call buttons ring another desk than the main line: each one's `phone` in
 * the registry (src/lib/page-registry.ts), copied here so that the browser's call buttons need
 * no registry. tests/unit/page-registry.test.ts checks every page type's number against it.
 */
export const PHONE_LINES: Readonly<Partial<Record<PageType, PhoneLine>>> = {
  Condition: "content",
  Blog: "content",
  Test: "content",
  Marketing: "priority",
  Insurance: "insurance",
};

/**
 * Page phone number by page type and tier (MK-9: chosen by page type and tier). Tier 1
 * (high intent: private insurance, a chosen city on city-wise pages) goes to the priority desk
 * everywhere; otherwise the page type's line in the registry (src/lib/page-registry.ts):
 * campaigns the priority desk, insurance pages the insurance desk, content pages the content
 * line, everything else the main line.
 */
export function pagePhone(pageType: string | undefined, tier: number | undefined): string {
  if (tier === 1) return PHONES.priority;
  const line =
    pageType && Object.hasOwn(PHONE_LINES, pageType)
      ? PHONE_LINES[pageType as PageType]
      : undefined;
  return PHONES[line ?? "main"];
}

/** `tel:` link with +91 (MK-8). */
export function telHref(phone: string): string {
  return `tel:+91${phone}`;
}

/** Readable form: +91 98765 43210 */
export function displayPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

/**
 * The number a page's own WhatsAppNumber (LF-11) sends chats to, as the send link takes it:
 * digits with the country code (a 10-digit Indian number gets 91). Anything that is not a
 * phone number falls back to the expert number, so a typo in a page's settings never sends
 * patients nowhere.
 */
export function whatsAppNumberOf(pageNumber: string | undefined): string {
  const digits = pageNumber?.replace(/[\s()+-]/g, "") ?? "";
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^[1-9]\d{10,14}$/.test(digits)) return digits;
  return siteConfig.expertWhatsApp;
}

/**
 * WhatsApp send link with phone and prefilled text (MK-10): the expert number, or the page's
 * own (`whatsAppNumberOf`).
 */
export function whatsAppHref(
  message: string = siteConfig.whatsAppGreeting,
  pageNumber?: string,
): string {
  const params = new URLSearchParams({ phone: whatsAppNumberOf(pageNumber), text: message });
  return `https://api.whatsapp.com/send?${params.toString()}`;
}
