import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/src/config/env";
import { DEVELOPMENT_SECRET } from "@/src/server/staff/auth";

/**
 * A selfie is served only through a link that expires within minutes and names the person it
 * was made for: a copied link is worthless to anyone else and soon to its owner too. The route
 * still checks the session and the lead's scope, and logs each view.
 */
export const PHOTO_LINK_SECONDS = 5 * 60;

function signature(leadId: number, staffId: string, expires: number): string {
  const secret = env().STAFF_AUTH_SECRET ?? DEVELOPMENT_SECRET;
  return createHmac("sha256", `${secret}:lead-photo`)
    .update(`${leadId}.${staffId}.${expires}`)
    .digest("base64url");
}

export function photoLink(leadId: number, staffId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + PHOTO_LINK_SECONDS;
  return `/console/leads/${leadId}/photo?exp=${expires}&sig=${signature(leadId, staffId, expires)}`;
}

/** True when `exp` and `sig` were made for this lead and person and have not expired. */
export function photoLinkValid(
  leadId: number,
  staffId: string,
  exp: string | null,
  sig: string | null,
  now = new Date(),
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expires = Number(exp);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // Never longer than the link's life, whatever the link says.
  if (expires < nowSeconds || expires > nowSeconds + PHOTO_LINK_SECONDS) return false;
  const expected = Buffer.from(signature(leadId, staffId, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
