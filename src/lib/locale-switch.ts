/**
 * Where the English/हिन्दी switch leads: the same page in the other language where the
 * page-type registry says its route answers in it, else that language's home page. A page whose
 * translations do not share its URL (a blog article with a Hindi slug of its own) names its
 * counterparts itself (`alternates`), and those win.
 *
 * Pure, but it reads the registry: for the server and unit tests. The browser gets the answer
 * from the server (the page context's `twin`) and works the URL out with ./locale-path.ts.
 */
import type { Locale } from "./i18n/locale";
import {
  type LocaleAlternates,
  localeHome,
  localeOfPath,
  otherLocale,
  splitLocale,
  switchHref,
} from "./locale-path";
import { type Route, routeFor } from "./page-registry";

export type { LocaleAlternates };
/** Kept here for the server's and pages' imports. */
export { localeHome, localeOfPath, otherLocale };

/**
 * Whether the pages of a route have a twin at the same path in `to`: the route answers in it,
 * and it is not the not-found route (an unknown path leads home, in either language).
 */
export function routeHasTwin(route: Route, to: Locale): boolean {
  return route.id !== "error" && route.locales.includes(to);
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
  const twin = routeHasTwin(routeFor(splitLocale(pathname).path), to);
  return switchHref(pathname, to, { alternates, twin });
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

/**
 * Every link of a value the server hands a page in `locale` (a menu, cards, a client view's
 * props): each `href` or `…Href` string, at any depth, through `hrefInLocale`. The one gate
 * for links built from catalogue rows or registry patterns before they reach a Hindi page
 * (HI-14); Hindi page data gets the same from `dataIn` (src/lib/i18n/localize-hi.ts). A
 * pattern with a slot (`/{city}/treatment/x`, filled in the browser) is localised like a path.
 * An object that names another `locale` (an article's translation) is left as it is.
 */
export function linksIn<T>(value: T, locale: Locale): T {
  if (locale === "en") return value;
  return walkLinks(value, locale) as T;
}

function walkLinks(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((v) => walkLinks(v, locale));
  if (value === null || typeof value !== "object") return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  // An object that says it is in another language (an article's translation) keeps its links.
  if ("locale" in value && value.locale !== undefined && value.locale !== locale) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] =
      typeof field === "string" && (key === "href" || key.endsWith("Href"))
        ? hrefInLocale(field, locale)
        : walkLinks(field, locale);
  }
  return out;
}
