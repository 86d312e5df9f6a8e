/**
 * Locale paths as the browser works them out: the `/hi` prefix, and where the English/हिन्दी
 * switch leads once the server has said whether the page has a twin in the other language.
 *
 * Free of the page-type registry on purpose: client components import this module, and the
 * registry stays on the server (SH-38, docs/decisions/0027-registry-stays-on-the-server.md).
 * The registry-backed forms for the server are in ./locale-switch.ts.
 */
import { type Locale, localeHome } from "./i18n/locale";

export type LocaleAlternates = Partial<Record<Locale, string>>;

export { localeHome };

/** Lower case, no trailing slash, `/` for the root. */
export function normalisePath(pathname: string): string {
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

/** The locale a path is in (`/hi…` is Hindi). */
export function localeOfPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

/** The other of our two locales. */
export function otherLocale(locale: Locale): Locale {
  return locale === "hi" ? "en" : "hi";
}

/**
 * The URL of the page at `pathname` in `to`: the page's own `alternates` if it declared them
 * (missing ones fall back to the home page), else the same path in `to` when the page has a twin
 * there (`twin`: its route answers in `to`, which the server reads from the registry), else
 * `to`'s home page.
 */
export function switchHref(
  pathname: string,
  to: Locale,
  page: { alternates?: LocaleAlternates; twin: boolean },
): string {
  if (page.alternates) return page.alternates[to] ?? localeHome(to);
  if (!page.twin) return localeHome(to);
  const { path } = splitLocale(pathname);
  if (to === "en") return path;
  return path === "/" ? "/hi" : `/hi${path}`;
}

/**
 * The first path segments of the routes that answer in English only (campaign landing pages and
 * the funnel). tests/unit/registry-boundary.test.ts checks this list against the registry, so a new
 * English-only route that is missing here fails the tests.
 */
export const ENGLISH_ONLY_SEGMENTS: readonly string[] = [
  "marketing",
  "campaign",
  "find-hospital-doctor-for-surgery",
];

/**
 * A link to a known page (a search result) on a page in `locale`: its Hindi page on a Hindi
 * page, unless its route answers in English only. Links the server renders use hrefInLocale
 * (./locale-switch.ts), which also knows unknown paths.
 */
export function knownPageHref(href: string, locale: Locale): string {
  if (locale === "en" || !href.startsWith("/") || href === "/hi" || href.startsWith("/hi/")) {
    return href;
  }
  const first = href.split(/[?#/]/)[1]?.toLowerCase() ?? "";
  if (ENGLISH_ONLY_SEGMENTS.includes(first)) return href;
  return href === "/" ? "/hi" : `/hi${href}`;
}
