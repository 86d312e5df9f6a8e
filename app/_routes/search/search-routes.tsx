import { getDb } from "@/src/db";
import { getMessages } from "@/src/lib/i18n";
import { searchPage } from "@/src/server/search";
import { SearchPageView } from "@/src/ui/search/search-page";
import { definePage } from "../page-kit";

function toSearchParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) search.set(key, first);
  }
  return search;
}

/**
 * /search answers a query string, so the registry gives it no cache lifetime: it renders per
 * request.
 */
const search = definePage({
  route: "search",
  // Results carry the names the index holds for the page's language.
  localise: false,
  load: async ({ searchParams }) => searchPage(getDb(), toSearchParams(await searchParams)),
  meta: (_, { locale }) => ({ title: getMessages(locale).shell.search.pageTitle }),
  view: (data, { locale }) => (
    <SearchPageView data={data} locale={locale} m={getMessages(locale).shell.search} />
  ),
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { search };
