import { canReceiveOtp } from "@/src/lib/lead/otp";
import { apiFetch, envelopeMessage } from "@/src/ui/api-client";
import { type LeadLocale, leadMessages, somethingWrong } from "./messages";

/**
 * The OTP step of an OTP-enabled lead form: `POST /lead/v1/authenticate/generateotp` for the
 * form's number. The number must pass the OTP service's rule (the login rule: for codes other
 * than +91, 4 to 14 digits), which is stricter than the lead form's own (LF-33: other codes
 * are not format-checked); a number the service cannot serve gets a clear message at once,
 * without a request. Answers true when sent, else the message to show under the number.
 */
export async function sendLeadOtp(
  input: { mobile: string; dialCode: string; resend: 0 | 1 },
  locale: LeadLocale,
): Promise<true | string> {
  if (!canReceiveOtp(input.mobile, input.dialCode)) return leadMessages(locale).otp.mobileInvalid;
  try {
    const envelope = await apiFetch("/lead/v1/authenticate/generateotp", {
      body: { mobileNo: input.mobile, resend: input.resend, countryCode: input.dialCode },
      // The SMS (and any error) in the page's language.
      headers: { locale },
    });
    return envelope.status.code === 200 ? true : envelopeMessage(envelope, somethingWrong(locale));
  } catch {
    return somethingWrong(locale);
  }
}
