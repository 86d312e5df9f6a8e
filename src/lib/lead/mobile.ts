/**
 * Mobile-number input rules (LF-50 to LF-55) and the country-code options (LF-21). Dial codes come
 * from libphonenumber-js's metadata (the table generated from it, dial-codes.ts) and country
 * names from `Intl.DisplayNames`: no hand-kept list of 240 countries to keep current.
 */
import { INDIAN_MOBILE } from "../indian-mobile";
import { COUNTRIES_BY_DIAL_CODE } from "./dial-codes";

/** An ISO 3166 country code of the dial-code table ('IN', 'AE'). */
export type CountryCode = string;

/** Every country of the table with its dial code (without the plus). */
const DIAL_CODE_OF_COUNTRY: ReadonlyMap<CountryCode, string> = new Map(
  Object.entries(COUNTRIES_BY_DIAL_CODE).flatMap(([code, countries]) =>
    countries.map((country) => [country, code] as const),
  ),
);

/** Dial code without the plus (AP-8, AP-25: countryCode goes without it). */
export const INDIA_DIAL_CODE = "91";
export const INDIA_MAX_DIGITS = 10;
export const OTHER_MAX_DIGITS = 20;

export function isIndia(dialCode: string | null | undefined): boolean {
  const code = (dialCode ?? "").replace(/^\+/, "");
  return code === "" || code === INDIA_DIAL_CODE;
}

/** 10 digits for +91 (or no code), 20 for any other code. */
export function maxMobileDigits(dialCode: string | null | undefined): number {
  return isIndia(dialCode) ? INDIA_MAX_DIGITS : OTHER_MAX_DIGITS;
}

/** Keys the mobile input blocks: e E + - . and the arrows that change a number input's value. */
const BLOCKED_KEYS: ReadonlySet<string> = new Set([
  "e",
  "E",
  "+",
  "-",
  ".",
  "ArrowUp",
  "ArrowDown",
]);

export function isBlockedMobileKey(key: string): boolean {
  return BLOCKED_KEYS.has(key);
}

/** The main country of a dial code (+1: US, +44: GB, +7: RU), for the country selector. */
export function countryForDialCode(dialCode: string): CountryCode | undefined {
  return COUNTRIES_BY_DIAL_CODE[dialCode.replace(/^\+/, "")]?.[0];
}

/** Splits '+<dial code><number>' into the longest known dial code and the rest. */
export function splitDialCode(value: string): { dialCode: string; rest: string } | undefined {
  const trimmed = value.trim();
  if (!trimmed.startsWith("+")) return undefined;
  const digits = trimmed.slice(1).replace(/\D/g, "");
  for (let length = 3; length >= 1; length--) {
    const candidate = digits.slice(0, length);
    if (candidate.length === length && Object.hasOwn(COUNTRIES_BY_DIAL_CODE, candidate)) {
      return { dialCode: candidate, rest: digits.slice(length) };
    }
  }
  return undefined;
}

/**
 * Normalises what the mobile input received (typed, pasted or autofilled):
 * a '+<known dial code>' prefix moves into the country code; anything but digits is dropped;
 * a leading 0 is stripped; digits stop at the limit for the country code. A pasted Indian
 * number with its 91 prefix but no plus (12 digits) loses the prefix too.
 */
export function normaliseMobileInput(
  raw: string,
  dialCode: string,
): { digits: string; dialCode: string } {
  let code = dialCode.replace(/^\+/, "") || INDIA_DIAL_CODE;
  let value = raw;
  const split = splitDialCode(raw);
  if (split) {
    code = split.dialCode;
    value = split.rest;
  }
  let digits = value.replace(/\D/g, "").replace(/^0+/, "");
  if (isIndia(code) && digits.length === 12 && digits.startsWith(INDIA_DIAL_CODE)) {
    digits = digits.slice(2);
  }
  return { digits: digits.slice(0, maxMobileDigits(code)), dialCode: code };
}

/**
 * LF-31 to LF-33: with +91 (or no code) exactly 10 digits starting 6-9; other codes are not
 * format-checked beyond being digits (the input accepts nothing else).
 */
export function isValidMobile(mobile: string, dialCode: string | null | undefined): boolean {
  if (isIndia(dialCode)) return INDIAN_MOBILE.test(mobile);
  return /^\d{1,20}$/.test(mobile);
}

export interface CountryOption {
  code: CountryCode;
  name: string;
  /** With the plus, as the spec's country entity has it: '+91'. */
  dial_code: string;
}

/** All countries with dial codes, India first, the rest by name in the page's language. */
export function countryOptions(locale = "en"): CountryOption[] {
  const names = new Intl.DisplayNames([locale, "en"], { type: "region" });
  const collator = new Intl.Collator(locale);
  const all = [...DIAL_CODE_OF_COUNTRY].map(([code, dial]) => ({
    code,
    name: names.of(code) ?? code,
    dial_code: `+${dial}`,
  }));
  all.sort((a, b) =>
    a.code === "IN" ? -1 : b.code === "IN" ? 1 : collator.compare(a.name, b.name),
  );
  return all;
}
