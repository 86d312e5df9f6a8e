import { isValidLoginMobile, normaliseCountryCode } from "../auth/validators";

/**
 * Whether the OTP service can send a code to this number: the account API's rule
 * (`isValidLoginMobile`: +91 exactly 10 digits starting 6-9; other codes 4-14 digits, at most 15
 * with the code), which is stricter than the lead form's own rule for other codes (LF-33: not
 * format-checked, 1-20 digits). Only the OTP step of an OTP-enabled lead form applies it.
 */
export function canReceiveOtp(mobile: string, dialCode: string | null | undefined): boolean {
  return isValidLoginMobile(mobile, normaliseCountryCode(dialCode));
}
