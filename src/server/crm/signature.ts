import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/** Headers of a CRM webhook delivery. */
export const CRM_HEADERS = {
  signature: "x-vaidya-signature",
  timestamp: "x-vaidya-timestamp",
  idempotency: "idempotency-key",
  leadId: "x-vaidya-lead-id",
  /** A partner enquiry's id (instead of the lead id). */
  enquiryId: "x-vaidya-enquiry-id",
  /** What the entry delivers: `lead` or `partner_enquiry`. */
  kind: "x-vaidya-kind",
  attempt: "x-vaidya-attempt",
} as const;

/**
 * HMAC-SHA256 over `<timestamp>.<body>`, hex, sent as `sha256=<hex>`. The timestamp (seconds)
 * is signed too, so a receiver can refuse old replays.
 */
export function signCrmBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** For receivers (and the tests' fake CRM): checks a delivery's signature in constant time. */
export function verifyCrmSignature(
  secret: string,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signCrmBody(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
