/**
 * The route-to-shell rules of spec §2 ("Shell rules by route"), derived from the page-type
 * registry (src/lib/page-registry.ts).
 *
 * `shellFor(pathname, search)` says which parts of the app shell a request gets. Next.js rewrites
 * (src/lib/page-rewrites.ts, applied by next.config.ts without running any code of ours per
 * request) put the request's locale, route and the patient-app switch into the first path
 * segment (`/{segment}/…`), so the root layout knows them while every page stays static/ISR:
 * `?source=patientapp` selects another cached variant instead of making pages dynamic.
 */

import type { Locale } from "./i18n";
import { type Route, routeById, routeFor } from "./page-registry";

export type { Locale };

export interface ShellConfig {
  locale: Locale;
  /** Header with logo, menu, side menu (and the ribbon under it). */
  header: boolean;
  /** City-aware search button/bar in the header; hidden on simple pages. */
  search: boolean;
  /** 'second-opinion' opens a lead form; 'app' is 'Download Our App for Free' on simple pages. */
  ribbon: "second-opinion" | "app";
  footer: boolean;
  /** The extra footer block that marketing and chat pages skip. */
  footerExtra: boolean;
  /** Store-download (app-download) banner. */
  appBanner: boolean;
  /** Floating call and WhatsApp buttons (shown after 500 px of scroll). */
  floatingButtons: boolean;
  /** Partner-with-us banner image linking to /partner-with-us. */
  partnerBanner: boolean;
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}

/** Splits an optional /hi language prefix off a path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const path = normalisePath(pathname);
  if (path === "/hi") return { locale: "hi", path: "/" };
  if (path.startsWith("/hi/")) return { locale: "hi", path: path.slice(3) };
  return { locale: "en", path };
}

export function isSimplePage(path: string): boolean {
  return routeFor(normalisePath(path)).simple;
}

/** `source=patientapp` (any letter case; the last value counts, as in Next.js rewrites). */
export function isPatientApp(search: URLSearchParams | string = ""): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return params.getAll("source").at(-1)?.toLowerCase() === "patientapp";
}

/** The shell parts of a route, in a locale, with or without the patient-app switch. */
export function shellOf(route: Route, locale: Locale, patientApp: boolean): ShellConfig {
  const { entry } = route;
  const chrome = !patientApp && entry.chrome === "full";
  return {
    locale,
    header: chrome,
    search: !route.simple,
    ribbon: route.simple ? "app" : "second-opinion",
    footer: chrome,
    footerExtra: chrome && entry.footerExtra,
    appBanner: chrome,
    floatingButtons: !patientApp && entry.floatingButtons,
    partnerBanner: chrome && entry.partnerBanner,
  };
}

export function shellFor(pathname: string, search: URLSearchParams | string = ""): ShellConfig {
  const { locale, path } = splitLocale(pathname);
  return shellOf(routeFor(path), locale, isPatientApp(search));
}

/* ---- The shell segment: `{locale}_{routeId}` plus `_pa` for the patient app ---- */

export interface ShellSegment {
  locale: Locale;
  route: Route;
  patientApp: boolean;
}

const PATIENT_APP_SUFFIX = "_pa";

export function shellSegment(locale: Locale, routeId: string, patientApp: boolean): string {
  return `${locale}_${routeId}${patientApp ? PATIENT_APP_SUFFIX : ""}`;
}

const SEGMENT_PATTERN = /^(en|hi)_([a-z0-9-]+?)(_pa)?$/;

/** The segment's parts, or null for anything the rewrites never produce. */
export function parseShellSegment(segment: string): ShellSegment | null {
  const match = SEGMENT_PATTERN.exec(segment);
  const route = match?.[2] ? routeById(match[2]) : undefined;
  if (!match || !route) return null;
  const locale = match[1] as Locale;
  if (!route.locales.includes(locale)) return null;
  return { locale, route, patientApp: match[3] === PATIENT_APP_SUFFIX };
}

/** The shell of a segment; an unknown segment gets the error page's full English shell. */
export function shellOfSegment(segment: string): ShellConfig & { route: Route } {
  const parsed = parseShellSegment(segment);
  const route = parsed?.route ?? (routeById("error") as Route);
  return { ...shellOf(route, parsed?.locale ?? "en", parsed?.patientApp ?? false), route };
}
