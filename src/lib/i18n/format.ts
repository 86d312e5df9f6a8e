/**
 * String and number formatting, free of the message catalogues: client components import this
 * module (not "@/src/lib/i18n") so that no page ships every locale's messages up front.
 */

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const numberLocales: Record<"en" | "hi", string> = { en: "en-IN", hi: "hi-IN" };

/** Indian digit grouping: 1,50,000. */
export function formatNumber(value: number, locale: "en" | "hi"): string {
  return new Intl.NumberFormat(numberLocales[locale]).format(value);
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

const pluralRules: Record<"en" | "hi", Intl.PluralRules> = {
  en: new Intl.PluralRules(numberLocales.en),
  hi: new Intl.PluralRules(numberLocales.hi),
};

/** The form of `message` for `count`, with `{count}` in Indian digit grouping and other values. */
export function plural(
  message: PluralMessage,
  count: number,
  locale: "en" | "hi",
  values: Record<string, string | number> = {},
): string {
  const category = pluralRules[locale].select(count);
  const template = category === "one" ? message.one : message.other;
  return format(template, { ...values, count: formatNumber(count, locale) });
}
