/**
 * The route-to-shell rules of spec §2 ("Shell rules by route"), decided in one place.
 *
 * `shellFor(pathname, search)` says which parts of the app shell a request gets. The proxy
 * (proxy.ts) encodes that decision into the first path segment (`/{shellKey}/…`) so that the
 * layout can render the right shell while every page stays static/ISR: request-time switches
 * such as `?source=patientapp` pick a different cached variant instead of making pages dynamic.
 */

import type { Locale } from "./i18n";

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

/** Paths (without the /hi prefix) whose pages are 'simple' (DESIGN §5 decisions). */
const SIMPLE_EXACT = new Set([
  "/",
  "/about-us",
  "/contact-us",
  "/faq",
  "/editorial-policy",
  "/privacy",
  "/refund-policy",
  "/terms-conditions",
  "/careers",
  "/partner-with-us",
  "/thankyou",
  "/videos",
  "/hospitals",
]);
const SIMPLE_PREFIXES = ["/hospitals/insurance/", "/videos/"];

const PARTNER_BANNER_PATHS = new Set(["/", "/about-us"]);

/** Prefixes that hide header, footer and app banner (spec §2). */
const HEADERLESS_PREFIXES = ["/marketing", "/campaign", "/thankyou", "/chat"];
const NO_FLOATING_PREFIXES = ["/chat", "/thankyou"];
const NO_FOOTER_EXTRA_PREFIXES = ["/marketing", "/chat"];
const BARE_PATHS = new Set(["/find-hospital-doctor-for-surgery"]);

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
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
  return SIMPLE_EXACT.has(path) || SIMPLE_PREFIXES.some((p) => path.startsWith(p));
}

export function shellFor(pathname: string, search: URLSearchParams | string = ""): ShellConfig {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const { locale, path } = splitLocale(pathname);
  const patientApp = params.get("source")?.toLowerCase() === "patientapp";
  const bare = BARE_PATHS.has(path);
  const headerless =
    bare || patientApp || HEADERLESS_PREFIXES.some((p) => startsWithSegment(path, p));
  const simple = isSimplePage(path);

  return {
    locale,
    header: !headerless,
    search: !simple,
    ribbon: simple ? "app" : "second-opinion",
    footer: !headerless,
    footerExtra: !headerless && !NO_FOOTER_EXTRA_PREFIXES.some((p) => startsWithSegment(path, p)),
    appBanner: !headerless,
    floatingButtons: !patientApp && !NO_FLOATING_PREFIXES.some((p) => startsWithSegment(path, p)),
    partnerBanner: !headerless && PARTNER_BANNER_PATHS.has(path),
  };
}

/* ---- Encoding a ShellConfig as one URL segment (used by proxy.ts and the layout) ---- */

const FLAG_LETTERS = {
  header: "h",
  search: "s",
  footer: "f",
  footerExtra: "x",
  appBanner: "b",
  floatingButtons: "c",
  partnerBanner: "p",
} as const satisfies Partial<Record<keyof ShellConfig, string>>;

type FlagName = keyof typeof FLAG_LETTERS;
const FLAG_NAMES = Object.keys(FLAG_LETTERS) as FlagName[];

/** e.g. `en-hsfxbc-so`: locale, the letters of the parts that are on, ribbon kind. */
export function shellKey(config: ShellConfig): string {
  const letters = FLAG_NAMES.filter((name) => config[name])
    .map((name) => FLAG_LETTERS[name])
    .join("");
  return `${config.locale}-${letters || "0"}-${config.ribbon === "app" ? "app" : "so"}`;
}

const KEY_PATTERN = /^(en|hi)-([a-z0]+)-(app|so)$/;

export function parseShellKey(key: string): ShellConfig | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, locale, letters = "", ribbon] = match;
  const config: ShellConfig = {
    locale: locale as Locale,
    ribbon: ribbon === "app" ? "app" : "second-opinion",
    header: false,
    search: false,
    footer: false,
    footerExtra: false,
    appBanner: false,
    floatingButtons: false,
    partnerBanner: false,
  };
  for (const name of FLAG_NAMES) config[name] = letters.includes(FLAG_LETTERS[name]);
  return shellKey(config) === key ? config : null;
}
