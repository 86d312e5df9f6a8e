import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sha256Hex } from "@/src/server/crypto";
import { otpSecret } from "@/src/server/otp/config";

/** A per-lead secret: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newLeadToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256Hex(token) };
}

/**
 * The per-lead secret of a lead created with an Idempotency-Key: derived from the key and the
 * request's hash with the server's HMAC secret, so that every replay of the request answers the
 * same secret and the first browser's survey keeps working. Whoever can replay the
 * request (the same key and the same body) gets the secret either way; nobody else can derive it.
 */
export function leadTokenFor(
  idempotencyKey: string,
  requestHash: string,
): {
  token: string;
  hash: string;
} {
  const token = createHmac("sha256", otpSecret())
    .update(`lead-token\0${idempotencyKey}\0${requestHash}`)
    .digest("base64url");
  return { token, hash: sha256Hex(token) };
}

/** Constant-time comparison of a presented token with a stored hash. */
export function tokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(sha256Hex(token), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Key-order independent JSON, so equal bodies hash equally whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export function requestHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
