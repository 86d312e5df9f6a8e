/**
 * The route-to-shell rules (SH-*), derived from the page-type registry (src/lib/page-registry.ts).
 *
 * `shellOf(route, locale)` says which parts of the app shell a route's pages get; the generated
 * layout of the route's group renders them (app/_routes/site-layout.tsx). The patient app's
 * switch (`?source=patientapp`: no header, footer or banners) is applied in the browser before
 * the first paint (PATIENT_APP_SCRIPT), so that every page stays one cached variant:
 * docs/decisions/0010-routes-from-page-registry.md.
 */

import type { Locale } from "./i18n";
import { normalisePath, splitLocale } from "./locale-path";
import { type Route, routeFor } from "./page-registry";

export { splitLocale };

export type { Locale };

export interface ShellConfig {
  locale: Locale;
  /**
   * Header with logo, menu, the city-aware search bar, side menu (and the ribbon under it). Every
   * header carries the search bar, simple pages too: it is where patients start, on the home page
   * above all.
   */
  header: boolean;
  /**
   * Instead of a header, a small logo linking home: pages a patient reaches at the end of a task
   * (the chat, the thank-you page) need a way back to the site, within their no-header rule.
   */
  logo: boolean;
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

export function isSimplePage(path: string): boolean {
  return routeFor(normalisePath(path)).simple;
}

/** `source=patientapp` (any letter case; the last value counts). */
export function isPatientApp(search: URLSearchParams | string = ""): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return params.getAll("source").at(-1)?.toLowerCase() === "patientapp";
}

/** The class on <html> that hides the shell's parts (app/globals.css, `[data-chrome]`). */
export const PATIENT_APP_CLASS = "patient-app";

/**
 * isPatientApp() as an inline script for the document's head: it runs before the first paint,
 * so the patient app never shows the header for a moment, and the cached HTML stays the same
 * for everyone. Written out (not `isPatientApp.toString()`) because it must be plain code
 * whatever the bundler does (a block, so `s` stays out of the page's globals), and short: it is
 * in every page twice (HTML and payload). tests/unit/shell.test.ts runs it against
 * isPatientApp().
 */
export const PATIENT_APP_SCRIPT = `{let s=new URLSearchParams(location.search).getAll("source").pop();if(s&&s.toLowerCase()=="patientapp")document.documentElement.classList.add("${PATIENT_APP_CLASS}")}`;

/** The shell parts of a route's pages in a locale. */
export function shellOf(route: Route, locale: Locale): ShellConfig {
  const { entry } = route;
  const chrome = entry.chrome === "full";
  return {
    locale,
    header: chrome,
    // Campaign pages keep the visitor on their form; the chat and thank-you pages get a way home.
    logo: entry.chrome === "logo",
    ribbon: chrome && route.simple ? "app" : "second-opinion",
    footer: chrome,
    footerExtra: chrome && entry.footerExtra,
    appBanner: chrome,
    floatingButtons: entry.floatingButtons,
    partnerBanner: chrome && entry.partnerBanner,
  };
}

/** The shell of the page at a public path (`/hi/...` is Hindi). */
export function shellFor(pathname: string): ShellConfig {
  const { locale, path } = splitLocale(pathname);
  return shellOf(routeFor(path), locale);
}
