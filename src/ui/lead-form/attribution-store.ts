"use client";

import {
  type Attribution,
  firstTouch,
  hasAttribution,
  readAttribution,
} from "@/src/lib/lead/attribution";
import { LEAD_SESSION } from "@/src/lib/lead/session";
import { cutText } from "@/src/lib/text";

/** The visit's first-touch attribution, kept in sessionStorage (RT-39). */
export function readStoredAttribution(): Attribution | undefined {
  try {
    const raw = sessionStorage.getItem(LEAD_SESSION.attribution);
    return raw ? (JSON.parse(raw) as Attribution) : undefined;
  } catch {
    return undefined;
  }
}

/** When the visit's attribution was recorded (ms since the epoch), if known. */
export function readStoredAttributionTime(): number | undefined {
  try {
    const at = Date.parse(sessionStorage.getItem(LEAD_SESSION.attributionAt) ?? "");
    return Number.isFinite(at) ? at : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The visit's attribution and when it was recorded, as `captureAttribution` leaves it for this
 * page: the stored one, else this page's own parameters (a component's effect may run before
 * the provider's capture on the first page of a visit).
 */
export function visitAttribution(search: string): { attribution?: Attribution; at?: number } {
  const stored = readStoredAttribution();
  if (stored) return { attribution: stored, at: readStoredAttributionTime() };
  const current = readAttribution(search);
  return hasAttribution(current) ? { attribution: current, at: Date.now() } : {};
}

/** Records this page's query parameters unless the visit already has attribution. */
export function captureAttribution(location: { search: string; pathname: string }): void {
  try {
    const current = readAttribution(location.search);
    const stored = readStoredAttribution();
    const next = firstTouch(stored, current);
    if (next && next !== stored) {
      sessionStorage.setItem(
        LEAD_SESSION.attribution,
        JSON.stringify({ ...next, landingPage: cutText(location.pathname, 500) }),
      );
      sessionStorage.setItem(LEAD_SESSION.attributionAt, new Date().toISOString());
    }
  } catch {
    // storage unavailable (private mode): the lead goes without attribution
  }
}
