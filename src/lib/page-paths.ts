/**
 * Which page file and shell answer a public path: `/thankyou` is served by the page at
 * `/{shellKey}/thankyou` (app/[shell]/thankyou), whose first segment names the shell parts and
 * the locale (src/lib/shell.ts), so every variant of a page — English or Hindi, with or without
 * `?source=patientapp` — is its own cached page and none renders per request.
 *
 * The server maps each page request to that internal path before Next.js routes it (the edge
 * hook, src/server/http/edge.ts), with the registry's own rules. Next.js `rewrites()` expressed
 * the same choice, but the router compiles every rewrite it tries and prepares the destination on
 * every request: 25-30 % of a cached page's cost (bench/RESULTS.md). A lookup here costs
 * microseconds.
 */
import type { Locale } from "./i18n";
import { type Route, routeFor } from "./page-registry";
import { isPatientApp, shellKey, shellOf, splitLocale } from "./shell";

/** Where every unknown path goes: one cached not-found page per shell, not one per URL. */
export const NOT_FOUND_SEGMENT = "page-not-found";

/**
 * First path segments that are not pages: the route handlers' folders under app/ and the files
 * of public/ (tests/unit/page-paths.test.ts keeps this equal to those folders), and the
 * framework's own `/_next` and development paths. Next.js serves these itself.
 */
export const NON_PAGE_ROOTS: ReadonlySet<string> = new Set([
  "_next",
  "api",
  "dmg",
  "icons",
  "icons.svg",
  "images",
  "lead",
  "media",
  "models",
  "robots.txt",
  "sitemap.xml",
  "sitemaps",
  "timeline",
  "users",
]);

/** The segment after the leading slash, without reading the rest of the path. */
function firstSegment(pathname: string): string {
  const end = pathname.indexOf("/", 1);
  return end === -1 ? pathname.slice(1) : pathname.slice(1, end);
}

/**
 * The internal path of a page request, or null when the path is not a page's (an API route, an
 * asset) or Next.js must see it first (a trailing slash, which it redirects away).
 */
export function internalPagePath(pathname: string, search = ""): string | null {
  if (!pathname.startsWith("/")) return null;
  if (pathname.length > 1 && pathname.endsWith("/")) return null;
  const first = firstSegment(pathname);
  if (first.startsWith("__next")) return null;
  // `/api/cities` and `/robots.txt` are theirs; a bare `/api` or `/sitemaps` is nothing there,
  // so it gets the not-found page in its shell like any unknown path.
  const below = pathname.length > first.length + 1;
  if (NON_PAGE_ROOTS.has(first) && (below || first.includes("."))) return null;
  const { locale, path } = splitLocale(pathname);
  const rest = locale === "hi" ? pathname.slice(3) : pathname;
  // Most page requests carry no query at all: no URLSearchParams for them.
  const patientApp = search.length > 1 && isPatientApp(search);
  const route = routeFor(path);
  const key = keyOf(route, locale, patientApp);
  if (claimsPath(route, locale)) return `/${key}${rest === "/" ? "" : rest}`;
  return `/${key}/${NOT_FOUND_SEGMENT}`;
}

const keys = new Map<string, string>();

/** The shell key of a route's variant, computed once per route, locale and switch. */
function keyOf(route: Route, locale: Locale, patientApp: boolean): string {
  const id = `${route.id} ${locale} ${patientApp}`;
  let key = keys.get(id);
  if (key === undefined) {
    key = shellKey(shellOf(route, locale, patientApp));
    keys.set(id, key);
  }
  return key;
}

/** A registry route of this locale (a route whose view is not built yet answers its not-found page). */
function claimsPath(route: Route, locale: Locale): boolean {
  return route.id !== "error" && route.locales.includes(locale);
}
