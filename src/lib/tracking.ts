/**
 * Analytics events for `window.dataLayer` (CN-7: the tracking push after 10 s;
 * no personal data in analytics events). Pure: the browser side is
 * src/ui/tracking.ts.
 *
 * Each event is one of a closed set of shapes whose values are short codes (page types, modes,
 * store names) or a path. Paths lose their query and hash (the thank-you page's query may carry a
 * mobile number, and campaign URLs carry click ids), and any run of 6 or more digits in what
 * is left is replaced, so a phone number in a path cannot reach the data layer either.
 */

/** Events wait this long after the page starts before they reach the data layer (CN-7). */
export const TRACKING_DELAY_MS = 10_000;

export const APP_STORES = ["short", "googlePlay", "appStore"] as const;
export type AppStore = (typeof APP_STORES)[number];
export const APP_PLACEMENTS = ["ribbon", "banner", "leadForm"] as const;
export type AppPlacement = (typeof APP_PLACEMENTS)[number];

export type TrackingEvent =
  | { event: "page_view"; page_path: string; page_type?: string }
  | { event: "app_download"; store: AppStore; placement: AppPlacement }
  | { event: "calculator_result"; calculator: "bmi" | "emi" }
  | { event: "lead_form_open"; lead_mode: string; lead_variant?: string };

/** The path of a URL or path, without query or hash, long digit runs masked, at most 200 chars. */
export function scrubPath(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "").split(/[?#]/)[0] || "/";
  return path.replace(/\d{6,}/g, "[number]").slice(0, 200);
}

/** A short code: letters, digits, '_', '-', '.', up to 50 characters; anything else is dropped. */
function code(value: string | undefined): string | undefined {
  return value !== undefined && /^[A-Za-z0-9_.-]{1,50}$/.test(value) ? value : undefined;
}

/**
 * The event as it may be pushed: only its shape's keys, each value a short code or a scrubbed
 * path; null when the event is not one of the known shapes.
 */
export function safeEvent(input: TrackingEvent): Record<string, string> | null {
  const keep = (fields: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
  switch (input.event) {
    case "page_view":
      return keep({
        event: input.event,
        page_path: scrubPath(input.page_path),
        page_type: code(input.page_type),
      });
    case "app_download":
      if (!APP_STORES.includes(input.store) || !APP_PLACEMENTS.includes(input.placement))
        return null;
      return { event: input.event, store: input.store, placement: input.placement };
    case "calculator_result":
      return input.calculator === "bmi" || input.calculator === "emi"
        ? { event: input.event, calculator: input.calculator }
        : null;
    case "lead_form_open": {
      const mode = code(input.lead_mode);
      return mode
        ? keep({ event: input.event, lead_mode: mode, lead_variant: code(input.lead_variant) })
        : null;
    }
    default:
      return null;
  }
}
