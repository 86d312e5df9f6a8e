"use client";

import { safeEvent, TRACKING_DELAY_MS, type TrackingEvent } from "@/src/lib/tracking";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The browser side of src/lib/tracking.ts: events are cleaned (no personal data) and held until
 * TRACKING_DELAY_MS after the page started (CN-7: the tracking push happens after 10 s, so
 * that analytics never compete with the page's first load), then pushed to `window.dataLayer`
 * in order; later events are pushed at once. A tag manager, if one is configured later, reads
 * the same array.
 */
let held: Record<string, string>[] = [];
let open = false;
let timer: ReturnType<typeof setTimeout> | undefined;

function push(event: Record<string, string>) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

export function track(event: TrackingEvent): void {
  if (typeof window === "undefined") return;
  const safe = safeEvent(event);
  if (!safe) return;
  if (open) push(safe);
  else held.push(safe);
}

/** Starts the delay (once per page load): after it, held events reach the data layer. */
export function startTracking(delayMs: number = TRACKING_DELAY_MS): void {
  if (typeof window === "undefined" || open || timer !== undefined) return;
  timer = setTimeout(() => {
    open = true;
    const events = held;
    held = [];
    for (const e of events) push(e);
  }, delayMs);
}
