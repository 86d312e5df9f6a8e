/**
 * The account modals' words in both languages. Imported only by the modals' lazy loaders, so
 * they travel with the modal code when a modal first opens, not in every page's data.
 */
import enAuth from "@/src/lib/i18n/messages/en/auth.json";
import enCommon from "@/src/lib/i18n/messages/en/common.json";
import hiAuth from "@/src/lib/i18n/messages/hi/auth.json";
import hiCommon from "@/src/lib/i18n/messages/hi/common.json";
import type { Locale } from "@/src/lib/i18n";
import { type AccountMessages, accountMessages } from "./messages";

export function modalMessages(locale: Locale): AccountMessages {
  return locale === "hi"
    ? accountMessages(hiAuth, hiCommon.close)
    : accountMessages(enAuth, enCommon.close);
}
