import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { STOP_PATH } from "@/src/lib/privacy/purposes";
import { otpSecret } from "@/src/server/otp/config";

/**
 * The stop link of one request: `/stop/<lead id>-<tag>`, the tag a 96-bit HMAC of the lead id
 * under the OTP secret (required in production), with its own prefix so it can never be mistaken
 * for an OTP digest. No login, no expiry: it keeps working for as long as the request exists, and
 * it can only ever name its own lead (a forged or altered tag is refused).
 */
function tagOf(leadId: number): string {
  return createHmac("sha256", otpSecret())
    .update(`stop-link:v1:${leadId}`)
    .digest()
    .subarray(0, 12)
    .toString("base64url");
}

export function stopToken(leadId: number): string {
  return `${leadId}-${tagOf(leadId)}`;
}

/** The stop page's path, in the patient's language (`/hi/stop/…` for Hindi). */
export function stopPath(leadId: number, locale: "en" | "hi" = "en"): string {
  return `${locale === "hi" ? "/hi" : ""}${STOP_PATH}/${stopToken(leadId)}`;
}

/** The lead a stop token names, or undefined for anything forged, altered or malformed. */
export function leadOfStopToken(token: string): number | undefined {
  const match = /^([1-9]\d{0,15})-([A-Za-z0-9_-]{16})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const leadId = Number(match[1]);
  if (!Number.isSafeInteger(leadId)) return undefined;
  const expected = Buffer.from(tagOf(leadId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? leadId : undefined;
}
