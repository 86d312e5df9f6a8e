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
