import { isValidEmail } from "../email";
import { normaliseMobileInput } from "../lead/mobile";
import { hasHiddenCharacters } from "../text";
/**
 * Pure account validators shared by the login modal and the API (no zod here, so that the
 * browser bundle stays small; src/lib/auth/schemas.ts builds the server's zod schemas on these).
 */

/** Default dial code, without the plus (LF-5: default country code +91). */
export const DEFAULT_COUNTRY_CODE = "91";
/** AU-7: login mobile entry is limited to 10 digits. */
export const LOGIN_MOBILE_DIGITS = 10;
export const OTP_DIGITS = 6;

/** '+91' → '91'; empty → '91'. */
export function normaliseCountryCode(value: string | number | undefined | null): string {
  const text = String(value ?? "")
    .trim()
    .replace(/^\+/, "");
  return text === "" ? DEFAULT_COUNTRY_CODE : text;
}

export function isValidCountryCode(code: string): boolean {
  return /^[1-9]\d{0,3}$/.test(code);
}

/**
 * The account API's mobile rule. With +91: exactly 10 digits starting 6-9 (Indian mobile
 * numbers). Other codes: 4 to 14 digits, at most 15 with the code (E.164). (The lead form's rule
 * is src/lib/lead/mobile.ts isValidMobile: other codes are not format-checked there.)
 */
export function isValidLoginMobile(
  mobile: string,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): boolean {
  if (countryCode === DEFAULT_COUNTRY_CODE) return /^[6-9]\d{9}$/.test(mobile);
  return /^\d{4,14}$/.test(mobile) && countryCode.length + mobile.length <= 15;
}

/**
 * What the login mobile field keeps of typed, pasted or autofilled text, by the lead form's rules
 * (src/lib/lead/mobile.ts): a '+91' or '91' prefix of a 12-digit number and leading zeros go,
 * then digits only, at most 10 (AU-7), so '+919876543210' and '919876543210' become
 * '9876543210' instead of being cut into someone else's number. Login is +91 only: a number with
 * another country's code is refused (the field keeps `previous`) rather than turned into an
 * Indian-looking one ('+447911123456' is not '7911123456').
 */
export function loginMobileInput(text: string, previous = ""): string {
  const { digits, dialCode } = normaliseMobileInput(text, DEFAULT_COUNTRY_CODE);
  if (dialCode !== DEFAULT_COUNTRY_CODE) return previous;
  return digits.slice(0, LOGIN_MOBILE_DIGITS);
}

export function isValidOtp(otp: string): boolean {
  return /^\d{6}$/.test(otp);
}

/** The shared email rule (src/lib/email.ts). */
export { isValidEmail };

/**
 * A person's name: 1-100 characters after trimming, not only digits or punctuation, and no bidi
 * controls or invisible characters (src/lib/text.ts).
 */
export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= 100 &&
    /\p{L}/u.test(trimmed) &&
    !hasHiddenCharacters(trimmed)
  );
}
