/**
 * String and number formatting, free of the message catalogues: client components import this
 * module (not "@/src/lib/i18n") so that no page ships every locale's messages up front.
 */
import { formatNumber, type Locale, localeTag } from "./locale";

export { formatNumber, rupees } from "./locale";

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A message that shows a number of things, with one text per plural category of its language
 * (Intl.PluralRules: English and Hindi both have "one" and "other"; Hindi's "one" also covers 0).
 * Every message with a `{count}` is one of these, so no page can say "1 reviews".
 */
export interface PluralMessage {
  one: string;
  other: string;
}

const pluralRules: Record<Locale, Intl.PluralRules> = {
  en: new Intl.PluralRules(localeTag("en")),
  hi: new Intl.PluralRules(localeTag("hi")),
};

/** The form of `message` for `count`, with `{count}` in Indian digit grouping and other values. */
export function plural(
  message: PluralMessage,
  count: number,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  const category = pluralRules[locale].select(count);
  const template = category === "one" ? message.one : message.other;
  return format(template, { ...values, count: formatNumber(count, locale) });
}
