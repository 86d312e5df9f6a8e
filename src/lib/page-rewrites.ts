/**
 * The Next.js rewrites that choose a page's shell (next.config.ts). Each registry route becomes a
 * rewrite from its public path to `/{shellSegment}{path}` (src/lib/shell.ts): the locale, the
 * route and the patient-app switch end up in the root layout's `[shell]` param. Rewrites are
 * matched by the Next.js router itself, so no code of ours runs per page request (the former
 * proxy.ts cost more than rendering a cached page), and `?source=patientapp` still selects a
 * cached variant through a `has` condition instead of making pages dynamic.
 *
 * Rewrites here are "afterFiles" ones: static files, `_next` assets and the API's own routes are
 * matched before them, and Next.js stops at the first rewrite whose destination is a page.
 */
import type { Locale } from "./i18n";
import { ROUTES, type Route } from "./page-registry";
import { shellSegment } from "./shell";

export interface Rewrite {
  source: string;
  destination: string;
  has?: { type: "query"; key: string; value: string }[];
}

/** Where every unknown path is sent: one cached not-found page per shell, not one per URL. */
export const NOT_FOUND_SEGMENT = "page-not-found";

/** `patientapp` in any letter case (a `has` value is a regular expression matched whole). */
const PATIENT_APP_VALUE = [..."patientapp"].map((c) => `[${c}${c.toUpperCase()}]`).join("");
const PATIENT_APP_HAS = [{ type: "query" as const, key: "source", value: PATIENT_APP_VALUE }];

/** A registry pattern in Next.js (path-to-regexp) syntax: `/treatment/{slug}` → `/treatment/:slug`. */
export function nextSource(pattern: string, locale: Locale): string {
  const path = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => part.replace(/^\{\.\.\.([a-z]+)\}$/i, ":$1*").replace(/^\{([a-z]+)\}$/i, ":$1"))
    .join("/");
  const prefix = locale === "hi" ? "/hi" : "";
  return `${prefix}/${path}`.replace(/(.)\/$/, "$1");
}

function destination(route: Route, locale: Locale, patientApp: boolean): string {
  const segment = `/${shellSegment(locale, route.id, patientApp)}`;
  if (route.id === "error") return `${segment}/${NOT_FOUND_SEGMENT}`;
  const path = nextSource(route.pattern, "en");
  return path === "/" ? segment : `${segment}${path}`;
}

/**
 * Every route in both shells (with and without the patient-app switch), Hindi routes first (so
 * that `/hi/doctors` is never read as a city called 'hi'), each locale's most specific pattern
 * first and its catch-all error route last.
 */
export function pageRewrites(): Rewrite[] {
  const rewrites: Rewrite[] = [];
  for (const locale of ["hi", "en"] as const) {
    for (const route of ROUTES) {
      if (!route.locales.includes(locale)) continue;
      const source = nextSource(route.pattern, locale);
      rewrites.push({
        source,
        has: PATIENT_APP_HAS,
        destination: destination(route, locale, true),
      });
      rewrites.push({ source, destination: destination(route, locale, false) });
    }
  }
  return rewrites;
}
