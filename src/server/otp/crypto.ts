import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/** A 6-digit code from the operating system's CSPRNG (uniform over 000000-999999). */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

function hmac(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Identifies a number without storing it: HMAC of its E.164 form. */
export function phoneKeyOf(secret: string, countryCode: string, mobile: string): string {
  return hmac(secret, `phone:+${countryCode}${mobile}`);
}

/** The stored form of a code, bound to its number so equal codes of two numbers differ. */
export function codeHashOf(secret: string, phoneKey: string, code: string): string {
  return hmac(secret, `otp:${phoneKey}:${code}`);
}

/** Constant-time comparison of two hex digests, so that timing reveals nothing of the code. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
