import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { Locale } from "@/src/lib/i18n";

/**
 * How a route module (app/_routes/…) hands its pages to the generated page files: a `pages` map
 * from registry route id to `{ render, metadata }`. A generated file binds one entry to its
 * locale with pageExports(); the locale is the page file's tree (app/(en) or app/(hi)/hi), never a
 * URL segment, so no page reads it from the request.
 */

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A page's props: Next.js's path parameters plus the locale of the tree it was generated in. */
export interface PageProps<P extends object = object> {
  params: Promise<P & { locale: Locale }>;
  searchParams: SearchParams;
}

/**
 * A page as the generated files see it. Route modules make one with definePage
 * (app/_routes/page-kit.tsx), which gives each step the route's own typed parameters.
 */
export interface PageDefinition {
  /** The page (a server component). */
  render(props: PageProps): ReactNode | Promise<ReactNode>;
  metadata(props: PageProps): Metadata | Promise<Metadata>;
}

interface NextPageProps {
  params: Promise<object>;
  searchParams: SearchParams;
}

/** The default export and `generateMetadata` of a generated page file. */
export function pageExports(definition: PageDefinition, locale: Locale) {
  const withLocale = (props: NextPageProps): PageProps => ({
    ...props,
    params: props.params.then((params) => ({ ...params, locale })),
  });
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once, as the page file loads
    Page: (props: NextPageProps) => definition.render(withLocale(props)),
    generateMetadata: (props: NextPageProps) => definition.metadata(withLocale(props)),
  };
}
