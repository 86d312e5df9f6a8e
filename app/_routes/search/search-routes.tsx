import type { Metadata } from "next";
import type { Locale } from "@/src/lib/i18n";
import type { PageModule } from "@/src/ui/page/page-module";
import { getDb } from "@/src/db";
import { getMessages } from "@/src/lib/i18n";
import { searchPage } from "@/src/server/search";
import { routeMetadata } from "@/src/ui/page/metadata";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";
import { SearchPageView } from "@/src/ui/search/search-page";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function toSearchParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) search.set(key, first);
  }
  return search;
}

async function searchMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "search");
  return { title: getMessages(locale).shell.search.pageTitle, ...routeMetadata(route, locale) };
}

async function SearchRoutePage({ params, searchParams }: Props) {
  const { locale, route } = await resolvePage(params, "search");
  const data = await searchPage(getDb(), toSearchParams(await searchParams));
  return (
    <PageSettings route={route} locale={locale}>
      <SearchPageView data={data} locale={locale} m={getMessages(locale).shell.search} />
    </PageSettings>
  );
}

/**
 * The routes of this module, by registry id (the generated page files render them). /search
 * answers a query string, so the registry gives it no cache lifetime: it renders per request.
 */
export const pages = {
  search: { render: SearchRoutePage, metadata: searchMetadata },
} satisfies PageModule;
