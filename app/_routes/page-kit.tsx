import "server-only";
import type { Metadata } from "next";
import { cache, type ReactNode } from "react";
import { env } from "@/src/config/env";
import type { Locale } from "@/src/lib/i18n";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import { linksIn } from "@/src/lib/locale-switch";
import { breadcrumbTrail, type Route, routeById } from "@/src/lib/page-registry";
import type { RouteId, RouteParams } from "@/src/lib/route-params";
import type { Crumb } from "@/src/ui/page/breadcrumbs";
import { JsonLd, type JsonLdData } from "@/src/ui/page/json-ld";
import { routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage, notFoundMetadataIn } from "@/src/ui/page/not-found-page";
import type { PageSettingsValue } from "@/src/ui/page/page-context";
import type { PageDefinition, PageProps } from "@/src/ui/page/page-module";
import { PageSettings } from "@/src/ui/page/page-settings";

/**
 * The page kit: every registry route's page is `definePage({ route, load, meta, view })`, and
 * the kit does the rest the same way for all of them: the locale from the generated page file,
 * the typed path parameters, loading once for metadata and page, the Hindi copy of the data, the
 * 404, canonical and hreflang alternates and noindex (from the registry), the breadcrumb trail
 * and its BreadcrumbList (from the registry's breadcrumb parents), the page's JSON-LD scripts
 * and the page settings of its page type.
 *
 * Why here, in app/_routes, and not in src/ui/page or src/server: it joins the layers (the
 * registry from src/lib, SITE_URL from src/config/env, the components of src/ui/page), which only
 * app/ may import under the import-direction rule (scripts/check-imports.mjs), and it runs only
 * on the server, inside route modules. Views stay in src/ui, loaders in src/server.
 */

type Awaitable<T> = T | Promise<T>;
type SearchParams = Record<string, string | string[] | undefined>;

/** What every step of a page gets. */
export interface PageContext<R extends RouteId> {
  route: Route;
  locale: Locale;
  /** The path parameters, as Next.js passes them for this route (src/lib/route-params.ts). */
  params: RouteParams[R];
  searchParams: Promise<SearchParams>;
  /** A path (or URL) as an absolute URL on this site. */
  absolute(path: string): string;
}

/** What the view gets besides the data: the context and the trail from the registry. */
export interface ViewContext<R extends RouteId> extends PageContext<R> {
  /** Home, the route's breadcrumb parents, the page: empty when the page names no crumbs. */
  trail: Crumb[];
}

export interface PageSpec<R extends RouteId, D> {
  /** The registry route id (src/lib/page-registry.ts) this page renders. */
  route: R;
  /** The page's data, or null for a 404 inside the shell. */
  load(ctx: PageContext<R>): Awaitable<D | null>;
  /**
   * The data as the page's language shows it: `dataIn` (Hindi names on /hi pages) unless the
   * loader does it itself (false).
   */
  localise?: boolean;
  /**
   * Title, description and what else the page sets; the kit adds canonical, hreflang and robots
   * from the registry first, so a page may still set its own `alternates` (a listing's filters).
   */
  meta(data: D, ctx: PageContext<R>): Metadata;
  /** False: no canonical, hreflang or registry robots (a page nobody should link: /thankyou). */
  registryMeta?: false;
  /**
   * The parameters of the page's own links (canonical, hreflang, breadcrumb): the path
   * parameters unless the data says otherwise (a catalogue slug spelt the catalogue's way).
   */
  linkParams?(data: D, ctx: PageContext<R>): Record<string, string>;
  /** What each step of the trail is called, by route id: home, the parents, this route. */
  breadcrumb?(data: D, ctx: PageContext<R>): Record<string, string>;
  /**
   * A trail the registry cannot express (a listing's steps follow its filters), in place of
   * `breadcrumb`; it is shown and written as BreadcrumbList the same way.
   */
  trail?(data: D, ctx: PageContext<R>): { name: string; href: string }[];
  /** The page's JSON-LD, one script per element (an array inside is one `@graph`). */
  jsonLd?(data: D, ctx: ViewContext<R>): readonly (JsonLdData | null)[];
  /**
   * What the page adds to its page type's settings (ids, names, the form's options); false for
   * none at all, where the group's layout already declares the route's (the home page).
   */
  settings?: false | ((data: D, ctx: PageContext<R>) => Partial<PageSettingsValue>);
  view(data: D, ctx: ViewContext<R>): ReactNode;
}

/** A defined page: what the generated page files render (src/ui/page/page-module.ts). */
export interface KitPage<R extends RouteId> extends PageDefinition {
  route: R;
}

const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

/**
 * A route's trail from the registry (home, its breadcrumb parents, itself) with each step's
 * absolute URL for the BreadcrumbList. Also for a draft's preview, which shows a page before it
 * has a route's data.
 */
export function trailOf(
  routeId: RouteId,
  names: Record<string, string>,
  params: Record<string, string>,
  locale: Locale,
): Crumb[] {
  return withUrls(breadcrumbTrail(routeId, names, params, locale));
}

function withUrls(steps: readonly { name: string; href: string }[]): Crumb[] {
  return steps.map((c) => ({ ...c, url: absolute(c.href) }));
}

/** Only the string parameters name a page's links (a catch-all is the page's own business). */
function stringParams(params: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
}

export function definePage<R extends RouteId, D>(spec: PageSpec<R, D>): KitPage<R> {
  const route = routeById(spec.route);
  if (!route) throw new Error(`definePage: no registry route ${spec.route}`);

  async function contextOf(props: PageProps): Promise<PageContext<R>> {
    const { locale, ...params } = await props.params;
    // The generated page file for this route passes exactly its pattern's parameters, typed in
    // src/lib/route-params.ts from the same registry (scripts/generate-routes.ts writes both).
    return {
      route: route as Route,
      locale,
      params: params as RouteParams[R],
      searchParams: props.searchParams,
      absolute,
    };
  }

  // Metadata and page ask for the same data in one request: one slot per request, locale and
  // path (React's cache is per request), filled by whichever asks first.
  const slot = cache((_locale: Locale, _params: string) => ({
    data: undefined as Promise<D | null> | undefined,
  }));
  const loaded = (ctx: PageContext<R>): Promise<D | null> => {
    const s = slot(ctx.locale, JSON.stringify(ctx.params));
    s.data ??= Promise.resolve(spec.load(ctx)).then((data) =>
      data === null
        ? data
        : // Data a loader returns in its page's language keeps its texts, but its links too
          // lead to the page's language where a page exists there (HI-14).
          spec.localise === false
          ? linksIn(data, ctx.locale)
          : dataIn(data, ctx.locale),
    );
    return s.data;
  };

  return {
    route: spec.route,
    async metadata(props) {
      const ctx = await contextOf(props);
      const { locale } = ctx;
      const data = await loaded(ctx);
      if (data === null) return notFoundMetadataIn(locale);
      const links = spec.linkParams?.(data, ctx) ?? stringParams(ctx.params);
      const registry = spec.registryMeta === false ? {} : routeMetadata(ctx.route, locale, links);
      return { ...registry, ...spec.meta(data, ctx) };
    },
    async render(props) {
      const ctx = await contextOf(props);
      const { locale } = ctx;
      const data = await loaded(ctx);
      if (data === null) return <NotFoundPage />;
      const links = spec.linkParams?.(data, ctx) ?? stringParams(ctx.params);
      const names = spec.breadcrumb?.(data, ctx);
      const trail = withUrls(
        spec.trail?.(data, ctx) ??
          (names ? breadcrumbTrail(ctx.route.id, names, links, locale) : []),
      );
      const view = { ...ctx, trail };
      const scripts = spec.jsonLd?.(data, view) ?? [];
      const page = (
        <>
          {scripts.map((script, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per page
            <JsonLd key={i} data={script} />
          ))}
          {spec.view(data, view)}
        </>
      );
      if (spec.settings === false) return page;
      return (
        <PageSettings route={ctx.route} locale={locale} {...spec.settings?.(data, ctx)}>
          {page}
        </PageSettings>
      );
    },
  };
}

/** The schema.org node of the route's registry JSON-LD kind, or null for a kind of none. */
export function registryNode(
  route: Route,
  fields: Record<string, unknown>,
): ({ "@type": string } & Record<string, unknown>) | null {
  const kind = route.entry.jsonLd;
  return kind ? { "@type": kind, ...fields } : null;
}
