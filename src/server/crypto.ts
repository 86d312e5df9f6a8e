import "server-only";
import { createHash } from "node:crypto";

/**
 * SHA-256 as hex. How we store secrets that carry 256 random bits of their own (session tokens,
 * per-lead secrets): a plain hash is enough for those; OTPs, which are guessable, use an HMAC.
 */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
