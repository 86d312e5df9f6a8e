/**
 * The Next.js rewrites that choose a page's shell (next.config.ts): a request for a public path
 * is rewritten to `/{shellKey}{path}` (src/lib/shell.ts), so the root layout's `[shell]` param
 * names the shell parts and the locale while the rest of the path still selects the page file.
 * Rewrites are matched by the Next.js router itself, so no code of ours runs per page request (the
 * former proxy.ts cost more than rendering a cached page), and `?source=patientapp` still
 * selects a cached variant through a `has` condition instead of making pages dynamic.
 *
 * Next.js matches rewrites in order, stopping at the first whose destination is a page, and its
 * page handler walks the list again per request: the list is kept short by grouping the
 * registry's routes that share a shell and a shape (`/:s0(faq|privacy|…)`). A group may match a
 * few paths that are no route (`/tools/medical-loan`); they keep the shell their group's routes
 * have, which is the error page's shell too, and the not-found page answers them.
 *
 * These are "afterFiles" rewrites: static files, `_next` assets and the API's own routes are
 * matched before them.
 */
import type { Locale } from "./i18n";
import { ROUTES, type Route } from "./page-registry";
import { shellKey, shellOf } from "./shell";

type QueryCondition = { type: "query"; key: string; value: string };

export interface Rewrite {
  source: string;
  destination: string;
  has?: QueryCondition[];
  missing?: QueryCondition[];
}

/**
 * Folders of route handlers with a dynamic segment (`app/sitemaps/[name]/route.ts`). Next.js
 * tries dynamic routes only after these rewrites, so the not-found catch-all must leave them.
 */
export const HANDLER_FOLDERS = ["sitemaps"] as const;

/** Every English path but those of HANDLER_FOLDERS (a has-no-match lookahead). */
const ENGLISH_UNKNOWN_PATHS = `/:path((?!(?:${HANDLER_FOLDERS.join("|")})/).*)`;

/** Where every unknown path is sent: one cached not-found page per shell, not one per URL. */
export const NOT_FOUND_SEGMENT = "page-not-found";

/** `patientapp` in any letter case (a `has` value is a regular expression matched whole). */
const PATIENT_APP_VALUE = [..."patientapp"].map((c) => `[${c}${c.toUpperCase()}]`).join("");
const PATIENT_APP_HAS = [{ type: "query" as const, key: "source", value: PATIENT_APP_VALUE }];

type Kind = "literal" | "param" | "rest";

/** A route's segments as kinds: routes of one shape differ only in their literal segments. */
function shapeOf(route: Route): Kind[] {
  return route.segments.map((s) => s.kind);
}

const KIND_RANK: Record<Kind, number> = { literal: 0, param: 1, rest: 2 };

/** Most specific shape first: literal beats parameter beats catch-all, left to right. */
function compareShapes(a: Kind[], b: Kind[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined || y === undefined) {
      return x ? (x === "rest" ? 1 : -1) : y === "rest" ? -1 : 1;
    }
    const diff = KIND_RANK[x] - KIND_RANK[y];
    if (diff !== 0) return diff;
  }
  return 0;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** One Next.js source for routes of one shape: literals become alternations. */
function groupSource(routes: Route[], shape: Kind[], prefix: string): string {
  const parts = shape.map((kind, i) => {
    if (kind === "rest") return `:s${i}*`;
    if (kind === "param") return `:s${i}`;
    const literals = [
      ...new Set(
        routes.map((r) => {
          const seg = r.segments[i];
          return seg?.kind === "literal" ? seg.value : "";
        }),
      ),
    ].sort();
    return `:s${i}(${literals.map(escapeRegex).join("|")})`;
  });
  return `${prefix}/${parts.join("/")}`.replace(/(.)\/$/, "$1");
}

function groupDestination(key: string, shape: Kind[]): string {
  const parts = shape.map((kind, i) => (kind === "rest" ? `:s${i}*` : `:s${i}`));
  return `/${[key, ...parts].join("/")}`;
}

/** The routes of a locale as rewrites, grouped by shell and shape, most specific shape first. */
function localeRewrites(locale: Locale, error: Route): Rewrite[] {
  const prefix = locale === "hi" ? "/hi" : "";
  const errorKey = shellKey(shellOf(error, locale, false));
  const groups = new Map<string, { routes: Route[]; shape: Kind[]; key: string }>();
  for (const route of ROUTES) {
    if (route === error || !route.locales.includes(locale)) continue;
    const shape = shapeOf(route);
    const key = shellKey(shellOf(route, locale, false));
    // Routes in the not-found page's shell that start with a literal and have as many segments
    // share one rewrite, their differing literals read as parameters: `/blog/page/{n}` and
    // `/treatment/{slug}/cost` become `/:s0(blog|treatment)/:s1/:s2`. The few extra paths it
    // matches (`/blog/x/y`) get the shell the not-found page has anyway, and its 404.
    const widen = key === errorKey && shape[0] === "literal" && !shape.includes("rest");
    const id = widen ? `${key} literal-first ${shape.length}` : `${key} ${shape.join(",")}`;
    const group = groups.get(id) ?? { routes: [], shape, key };
    group.routes.push(route);
    group.shape = group.shape.map((kind, i) => (kind === shape[i] ? kind : "param"));
    groups.set(id, group);
  }
  return [...groups.values()]
    .sort((a, b) => compareShapes(a.shape, b.shape))
    .map(({ routes, shape, key }) => ({
      source: groupSource(routes, shape, prefix),
      destination: groupDestination(key, shape),
    }));
}

/**
 * Can this English rewrite match a path under /hi? Only if its first segment is a free parameter
 * (a city) or a literal alternation that lists `hi` (none does): `/:s0(about\-us)` cannot.
 */
function mayMatchHindi(rewrite: Rewrite): boolean {
  const first = /^\/:s0(?:\(([^)]*)\))?/.exec(rewrite.source);
  if (!first) return false;
  const literals = first[1]?.split("|");
  return !literals || literals.includes("hi");
}

/**
 * Every route of every locale in its shell. Next.js compiles each rewrite it tries, per request,
 * until one matches (about 15 µs each here), so the order is both correct and cheap: the home
 * page first, English routes that start with a literal segment (they can never match /hi/…), the
 * Hindi routes and Hindi's catch-all to the not-found page, English routes that start with a
 * parameter (a city), the patient-app switch (one shell per locale), and English's catch-all.
 * Every rewrite but the switch's own requires that the switch is absent, which Next.js checks
 * only on a path that matched.
 */
export function pageRewrites(): Rewrite[] {
  const error = ROUTES.find((r) => r.id === "error") as Route;
  const notPatientApp = (r: Rewrite): Rewrite => ({ ...r, missing: PATIENT_APP_HAS });
  const patientApp = (["hi", "en"] as const).flatMap((locale): Rewrite[] => {
    const prefix = locale === "hi" ? "/hi" : "";
    const key = shellKey(shellOf(error, locale, true));
    // `/:path*` does not match the bare `/` (Next.js matches sources strictly), hence two.
    return [
      { source: prefix || "/", has: PATIENT_APP_HAS, destination: `/${key}` },
      { source: `${prefix}/:path*`, has: PATIENT_APP_HAS, destination: `/${key}/:path*` },
    ];
  });
  const notFound = (locale: Locale): Rewrite => ({
    source: locale === "hi" ? "/hi/:path*" : ENGLISH_UNKNOWN_PATHS,
    destination: `/${shellKey(shellOf(error, locale, false))}/${NOT_FOUND_SEGMENT}`,
  });
  const english = localeRewrites("en", error);
  const home = english.filter((r) => r.source === "/");
  const literalFirst = english.filter((r) => r.source !== "/" && !mayMatchHindi(r));
  const paramFirst = english.filter(mayMatchHindi);
  return [
    ...[
      ...home,
      ...literalFirst,
      ...localeRewrites("hi", error),
      notFound("hi"),
      ...paramFirst,
    ].map(notPatientApp),
    ...patientApp,
    notFound("en"),
  ];
}
