/**
 * Which registry routes (src/lib/page-registry.ts) a built app page serves, worked out from its
 * route as app-path-routes-manifest.json names it (`/hi/condition/[slug]`, route groups already
 * dropped). Used by the build check of tests/e2e/page-platform.spec.ts.
 *
 * Pure: no Playwright, no Next.js, no database.
 */
import { ROUTES, type Route } from "../../src/lib/page-registry";

/** Routes the registry lets render on every request (no cache lifetime: `/search`). */
export const DYNAMIC_ROUTE_IDS: ReadonlySet<string> = new Set(
  ROUTES.filter((r) => r.entry.revalidate === false).map((r) => r.id),
);

type Kind = "literal" | "param" | "rest";
type Shape = { kind: Kind; value: string }[];

/**
 * An app route (`/hi/[city]/doctors`) as a public path pattern of the registry's kind: the `/hi`
 * language prefix dropped, route groups `(x)` and parallel-route slots `@x` dropped, `[x]` →
 * `{x}`, `[...x]` and `[[...x]]` → `{...x}`.
 */
export function appRouteToPattern(appRoute: string): string {
  const parts = appRoute
    .split("/")
    .filter(Boolean)
    .filter((part) => !/^\(.*\)$/.test(part) && !part.startsWith("@"));
  if (parts[0] === "hi") parts.shift();
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
  const shape = shapeOf(appRouteToPattern(appRoute));
  return ROUTES.filter((r) => sameShape(shapeOf(r.pattern), shape));
}

/** Is this app route one the registry lets render per request? */
export function isAllowedDynamic(appRoute: string): boolean {
  const routes = routesForAppRoute(appRoute);
  return routes.length > 0 && routes.every((r) => DYNAMIC_ROUTE_IDS.has(r.id));
}
