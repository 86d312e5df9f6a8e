/**
 * Where the English/हिन्दी switch leads: the same page in the other language where the
 * page-type registry says its route answers in it, else that language's home page. A page whose
 * translations do not share its URL (a blog article with a Hindi slug of its own) names its
 * counterparts itself (`alternates`), and those win.
 *
 * Pure: used by the header, side menu and footer in the browser, and by unit tests.
 */
import { type Locale, localeHome } from "./i18n/locale";
import { routeFor } from "./page-registry";
import { splitLocale } from "./shell";

export type LocaleAlternates = Partial<Record<Locale, string>>;

/** The home page of a locale (`/` or `/hi`), kept here for the header's and pages' imports. */
export { localeHome };

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
 * (missing ones fall back to the home page), else the same path in `to` when the route answers
 * in it, else `to`'s home page. Unknown paths (the not-found page) lead home.
 */
export function localeSwitchHref(
  pathname: string,
  to: Locale,
  alternates?: LocaleAlternates,
): string {
  if (alternates) return alternates[to] ?? localeHome(to);
  const { path } = splitLocale(pathname);
  const route = routeFor(path);
  if (route.id === "error" || !route.locales.includes(to)) return localeHome(to);
  if (to === "en") return path;
  return path === "/" ? "/hi" : `/hi${path}`;
}

/**
 * A link on a page in `locale`: the same page in that locale where its route answers in it
 * (`/doctor/x` → `/hi/doctor/x` on a Hindi page), else the link as it is (a page with no Hindi
 * version stays English).
 */
export function hrefInLocale(href: string, locale: Locale): string {
  if (locale === "en" || !href.startsWith("/") || href === "/hi" || href.startsWith("/hi/")) {
    return href;
  }
  const path = href.split(/[?#]/)[0] ?? href;
  const route = routeFor(path);
  if (route.id === "error" || !route.locales.includes(locale)) return href;
  return href === "/" ? "/hi" : `/hi${href}`;
}
