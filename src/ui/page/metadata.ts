import { LANGUAGE_TAGS } from "@/src/lib/i18n/locale";
import type { Metadata } from "next";
import type { Locale } from "@/src/lib/i18n";
import { hrefFor, type Route } from "@/src/lib/page-registry";

/**
 * What the registry says about a page's metadata: its canonical path in this locale, the
 * hreflang pairs of the locales the route answers in (with x-default English), and noindex for
 * page types search engines should not list. Pages add title and description.
 */
export function routeMetadata(
  route: Route,
  locale: Locale,
  params: Record<string, string> = {},
): Pick<Metadata, "alternates" | "robots"> {
  const languages =
    route.locales.length > 1
      ? {
          ...Object.fromEntries(
            route.locales.map((l) => [LANGUAGE_TAGS[l], hrefFor(route.id, params, l)]),
          ),
          "x-default": hrefFor(route.id, params, "en"),
        }
      : undefined;
  return {
    alternates: { canonical: hrefFor(route.id, params, locale), languages },
    ...(route.entry.indexable ? {} : { robots: { index: false, follow: true } }),
  };
}

/**
 * The alternates of a page whose path the page works out itself (a listing's filters, a page of
 * reviews), from its English path: canonical in `locale`, the hreflang pair and x-default English.
 */
export function pathAlternates(
  englishPath: string,
  locale: Locale,
): { canonical: string; languages: Record<string, string> } {
  const hindi = englishPath === "/" ? "/hi" : `/hi${englishPath}`;
  return {
    canonical: locale === "hi" ? hindi : englishPath,
    languages: {
      [LANGUAGE_TAGS.en]: englishPath,
      [LANGUAGE_TAGS.hi]: hindi,
      "x-default": englishPath,
    },
  };
}
