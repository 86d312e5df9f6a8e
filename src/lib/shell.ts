/**
 * The route-to-shell rules of spec §2 ("Shell rules by route"), derived from the page-type
 * registry (src/lib/page-registry.ts).
 *
 * `shellFor(pathname, search)` says which parts of the app shell a request gets. The edge hook
 * sends each page request to an internal path (src/lib/page-paths.ts) whose first segment encodes
 * that shell and the locale (`/{shellKey}/…`), so the root layout renders the right parts while
 * every page stays static/ISR: `?source=patientapp` selects another cached variant instead of
 * making pages dynamic.
 */

import type { Locale } from "./i18n";
import { type Route, routeById, routeFor } from "./page-registry";

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

/** `source=patientapp` (any letter case; the last value counts, as in Next.js `has` conditions). */
export function isPatientApp(search: URLSearchParams | string = ""): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return params.getAll("source").at(-1)?.toLowerCase() === "patientapp";
}

/**
 * The shell parts of a route, in a locale, with or without the patient-app switch. Without a
 * header there is no search bar or ribbon either, so every header-less shell of a locale with the
 * same other parts is one shell (and one cached variant of each page).
 */
export function shellOf(route: Route, locale: Locale, patientApp: boolean): ShellConfig {
  const { entry } = route;
  const chrome = !patientApp && entry.chrome === "full";
  return {
    locale,
    header: chrome,
    // The patient app has its own way home; campaign pages keep the visitor on their form.
    logo: !patientApp && entry.chrome === "logo",
    ribbon: chrome && route.simple ? "app" : "second-opinion",
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

/* ---- Encoding a ShellConfig as one URL segment (the internal page path carries it, the layout reads it) ---- */

const FLAG_LETTERS = {
  header: "h",
  logo: "l",
  footer: "f",
  footerExtra: "x",
  appBanner: "b",
  floatingButtons: "c",
  partnerBanner: "p",
} as const satisfies Partial<Record<keyof ShellConfig, string>>;

type FlagName = keyof typeof FLAG_LETTERS;
const FLAG_NAMES = Object.keys(FLAG_LETTERS) as FlagName[];

/** e.g. `en-hfxbc-so`: locale, the letters of the parts that are on, ribbon kind. */
export function shellKey(config: ShellConfig): string {
  const letters = FLAG_NAMES.filter((name) => config[name])
    .map((name) => FLAG_LETTERS[name])
    .join("");
  return `${config.locale}-${letters || "0"}-${config.ribbon === "app" ? "app" : "so"}`;
}

const KEY_PATTERN = /^(en|hi)-([a-z0]+)-(app|so)$/;

/** The shell a segment encodes, or null for anything shellKey() never produces. */
export function parseShellKey(key: string): ShellConfig | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, locale, letters = "", ribbon] = match;
  const config: ShellConfig = {
    locale: locale as Locale,
    ribbon: ribbon === "app" ? "app" : "second-opinion",
    header: false,
    logo: false,
    footer: false,
    footerExtra: false,
    appBanner: false,
    floatingButtons: false,
    partnerBanner: false,
  };
  for (const name of FLAG_NAMES) config[name] = letters.includes(FLAG_LETTERS[name]);
  return shellKey(config) === key ? config : null;
}

/** The shell of a segment; an unknown segment gets the error page's full English shell. */
export function shellOfSegment(segment: string): ShellConfig {
  return parseShellKey(segment) ?? shellOf(routeById("error") as Route, "en", false);
}
