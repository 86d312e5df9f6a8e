import "server-only";
import {
  defaultLocale,
  format,
  getMessages,
  isLocale,
  type Locale,
  locales,
  type Messages,
} from "@/src/lib/i18n";
import type { ErrorText, LocalText } from "./errors";

/**
 * Messages the API sends to people, from the locale files (src/lib/i18n/messages/{en,hi}).
 *
 * The locale of an answer is English unless the request asks for Hindi: a `locale` header
 * (`hi`, `hi-IN`), else an Accept-Language whose most preferred language is Hindi. Only messages
 * change with it, and only error answers and a few account answers carry messages, all of them
 * `private, no-store`; publicly cached answers hold none, so they need no `Vary`.
 */

type Values = Record<string, string | number>;
export type ApiMessageKey = keyof Messages["errors"]["api"];

/** One message in every locale, picked from the catalogues and filled with `values`. */
export function localText(pick: (m: Messages) => string, values: Values = {}): LocalText {
  return Object.fromEntries(
    locales.map((locale) => [locale, format(pick(getMessages(locale)), values)]),
  ) as Record<Locale, string>;
}

/** A message of the API's own catalogue (`errors.api` in the locale files). */
export function apiText(key: ApiMessageKey, values: Values = {}): LocalText {
  return localText((m) => m.errors.api[key], values);
}

/** An account message for the API's callers (`auth.server` in the locale files). */
export function authText(key: keyof Messages["auth"]["server"], values: Values = {}): LocalText {
  return localText((m) => m.auth.server[key], values);
}

function primaryLanguage(tag: string): string {
  return tag.trim().split("-")[0]?.toLowerCase() ?? "";
}

/** The language the Accept-Language header prefers most (highest q, the first one on ties). */
function preferredLanguage(header: string): string | undefined {
  let best: { language: string; q: number } | undefined;
  for (const range of header.split(",")) {
    const [tag = "", ...params] = range.split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!tag.trim() || !(q > 0)) continue;
    if (!best || q > best.q) best = { language: primaryLanguage(tag), q };
  }
  return best?.language;
}

/** The locale of an API answer (see the top of this file). */
export function localeOf(request: Request): Locale {
  const asked = request.headers.get("locale");
  const language = asked
    ? primaryLanguage(asked)
    : preferredLanguage(request.headers.get("accept-language") ?? "");
  return language && isLocale(language) ? language : defaultLocale;
}

/** Where the catalogues keep the texts a request may be answered with. */
const TRANSLATED_SECTIONS = [
  ["errors", "api"],
  ["auth"],
  ["lead", "errors"],
  ["lead", "otp"],
  ["discovery"],
];

function messageAt(messages: Messages, path: readonly string[]): unknown {
  let node: unknown = messages;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

let translations: Map<string, LocalText> | undefined;

/**
 * English text → the same message in every locale, for the API's own messages and the account
 * and lead forms' validation messages. The shared zod schemas (src/lib) carry the English text
 * itself, which this finds again; a text it does not hold (a filled-in template, a message of
 * zod's own) stays English. Built on the first non-English answer.
 */
function translationTable(): Map<string, LocalText> {
  if (translations) return translations;
  const table = new Map<string, LocalText>();
  const walk = (path: string[]) => {
    const english = messageAt(getMessages("en"), path);
    if (typeof english === "string") {
      const text = () => localText((m) => String(messageAt(m, path)));
      if (!table.has(english)) table.set(english, text());
    } else if (english && typeof english === "object") {
      for (const key of Object.keys(english)) walk([...path, key]);
    }
  };
  for (const section of TRANSLATED_SECTIONS) walk(section);
  translations = table;
  return table;
}

/** An error text in a locale: a localised text's own, a plain string translated when known. */
export function textIn(text: ErrorText, locale: Locale): string {
  if (typeof text !== "string") return text[locale];
  if (locale === defaultLocale) return text;
  return translationTable().get(text)?.[locale] ?? text;
}
