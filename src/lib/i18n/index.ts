/**
 * The one small typed i18n layer. Every user-visible string lives in messages/{locale}/*.json;
 * English is the reference shape, and Hindi must have the same keys (checked by the type below
 * and by tests/unit/i18n.test.ts). Components receive plain message objects (`m.shell.footer`),
 * so a wrong key is a type error, and client components get only the slices they need.
 */
import enAuth from "./messages/en/auth.json";
import enBlog from "./messages/en/blog.json";
import enChat from "./messages/en/chat.json";
import enCampaign from "./messages/en/campaign.json";
import enCommon from "./messages/en/common.json";
import enContent from "./messages/en/content.json";
import enMedical from "./messages/en/medical.json";
import enDiscovery from "./messages/en/discovery.json";
import enErrors from "./messages/en/errors.json";
import enHome from "./messages/en/home.json";
import enLead from "./messages/en/lead.json";
import enPartner from "./messages/en/partner.json";
import enPeople from "./messages/en/people.json";
import enPrivacy from "./messages/en/privacy.json";
import enShell from "./messages/en/shell.json";
import enThankyou from "./messages/en/thankyou.json";
import enTools from "./messages/en/tools.json";
import enVideos from "./messages/en/videos.json";
import hiAuth from "./messages/hi/auth.json";
import hiBlog from "./messages/hi/blog.json";
import hiChat from "./messages/hi/chat.json";
import hiCampaign from "./messages/hi/campaign.json";
import hiCommon from "./messages/hi/common.json";
import hiContent from "./messages/hi/content.json";
import hiMedical from "./messages/hi/medical.json";
import hiDiscovery from "./messages/hi/discovery.json";
import hiErrors from "./messages/hi/errors.json";
import hiHome from "./messages/hi/home.json";
import hiLead from "./messages/hi/lead.json";
import hiPartner from "./messages/hi/partner.json";
import hiPeople from "./messages/hi/people.json";
import hiPrivacy from "./messages/hi/privacy.json";
import hiShell from "./messages/hi/shell.json";
import hiThankyou from "./messages/hi/thankyou.json";
import hiTools from "./messages/hi/tools.json";
import hiVideos from "./messages/hi/videos.json";

import type { Locale } from "./locale";

export {
  defaultLocale,
  isLocale,
  type Locale,
  localeHome,
  localePrefix,
  locales,
  localeTag,
  rupees,
} from "./locale";

const en = {
  common: enCommon,
  shell: enShell,
  home: enHome,
  errors: enErrors,
  auth: enAuth,
  lead: enLead,
  thankyou: enThankyou,
  content: enContent,
  blog: enBlog,
  people: enPeople,
  medical: enMedical,
  discovery: enDiscovery,
  partner: enPartner,
  videos: enVideos,
  chat: enChat,
  tools: enTools,
  campaign: enCampaign,
  privacy: enPrivacy,
};
export type Messages = typeof en;

/** Same keys as English, any string values. */
type SameShape<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly SameShape<U>[]
    : { [K in keyof T]: SameShape<T[K]> };

const hi: SameShape<Messages> = {
  common: hiCommon,
  shell: hiShell,
  home: hiHome,
  errors: hiErrors,
  auth: hiAuth,
  lead: hiLead,
  thankyou: hiThankyou,
  content: hiContent,
  blog: hiBlog,
  people: hiPeople,
  medical: hiMedical,
  discovery: hiDiscovery,
  partner: hiPartner,
  videos: hiVideos,
  chat: hiChat,
  tools: hiTools,
  campaign: hiCampaign,
  privacy: hiPrivacy,
};

const catalogues: Record<Locale, SameShape<Messages>> = { en, hi };

export function getMessages(locale: Locale): Messages {
  return catalogues[locale] as Messages;
}

// Formatting lives in ./format so that client components can use it without pulling every
// message catalogue into the page's first-load JavaScript (its 165 KB budget: bench/RESULTS.md).
export { format, formatNumber, type PluralMessage, plural } from "./format";
