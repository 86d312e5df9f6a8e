/**
 * Which registry routes (src/lib/page-registry.ts) an app page serves, worked out from its path
 * under `app/`. Shared by the source guard (tests/unit/static-pages.test.ts) and the build check
 * (tests/e2e/page-platform.spec.ts), so both read the same map and the same allow-list.
 *
 * Pure: no Playwright, no Next.js, no database.
 */
import { ROUTES, type Route } from "../../src/lib/page-registry";

/**
 * Routes allowed to render on every request. Each one must be marked `revalidate: false` in the
 * registry, and every route the registry marks so must be listed here, so that making a page
 * dynamic is always a decision written down in two places.
 */
export const DYNAMIC_ROUTE_IDS: ReadonlySet<string> = new Set([
  // /search?query=&city= answers a query string (DESIGN §13: dynamic, noindex).
  "search",
]);

/** Not-found pages: they serve the registry's Error route, whatever their own path is. */
const ERROR_PAGES: ReadonlySet<string> = new Set([
  // Every path no route claims is sent here (src/lib/page-paths.ts).
  "/[shell]/page-not-found",
  // Registry routes whose view is not built yet: the not-found page inside their shell.
  "/[shell]/[...rest]",
]);

type Kind = "literal" | "param" | "rest";
type Shape = { kind: Kind; value: string }[];

/**
 * An app route (`/[shell]/[city]/doctors`, as in app-path-routes-manifest.json or a page's folder
 * under app/) as a public path pattern: the shell segment, route groups `(x)` and parallel-route
 * slots `@x` dropped, `[x]` → `{x}`, `[...x]` and `[[...x]]` → `{...x}`.
 */
export function appRouteToPattern(appRoute: string): string {
  const parts = appRoute
    .split("/")
    .filter(Boolean)
    .filter((part) => !/^\(.*\)$/.test(part) && !part.startsWith("@"));
  if (parts[0] === "[shell]") parts.shift();
  const converted = parts.map((part) => {
    const rest = /^\[\[?\.\.\.([^\]]+)\]?\]$/.exec(part);
    if (rest) return `{...${rest[1]}}`;
    const param = /^\[([^\]]+)\]$/.exec(part);
    if (param) return `{${param[1]}}`;
    return part;
  });
  return `/${converted.join("/")}`;
}

function shapeOf(pattern: string): Shape {
  return pattern
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (/^\{\.\.\.[^}]+\}$/.test(part)) return { kind: "rest", value: "" };
      if (/^\{[^}]+\}$/.test(part)) return { kind: "param", value: "" };
      return { kind: "literal", value: part };
    });
}

/** Same segments, literals equal; parameter names may differ. */
function sameShape(a: Shape, b: Shape): boolean {
  return (
    a.length === b.length &&
    a.every((seg, i) => seg.kind === b[i]?.kind && seg.value === b[i]?.value)
  );
}

/** The registry routes an app route serves ([] when none: the page needs a registry entry). */
export function routesForAppRoute(appRoute: string): Route[] {
  const normalised = `/${appRoute.split("/").filter(Boolean).join("/")}`;
  if (ERROR_PAGES.has(normalised)) return ROUTES.filter((r) => r.id === "error");
  const shape = shapeOf(appRouteToPattern(normalised));
  return ROUTES.filter((r) => r.id !== "error" && sameShape(shapeOf(r.pattern), shape));
}

/** Is this app route one the allow-list lets render per request? */
export function isAllowedDynamic(appRoute: string): boolean {
  const routes = routesForAppRoute(appRoute);
  return routes.length > 0 && routes.every((r) => DYNAMIC_ROUTE_IDS.has(r.id));
}
