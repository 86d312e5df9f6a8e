import type { Metadata } from "next";
import { getDb } from "@/src/db";
import { getMessages } from "@/src/lib/i18n";
import { searchPage } from "@/src/server/search";
import { routeMetadata } from "@/src/ui/page/metadata";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";
import { SearchPageView } from "@/src/ui/search/search-page";

// Registry: Search. It answers a query string, so it renders per request (DESIGN §13: dynamic,
// noindex; tests/e2e/page-routes.ts lists it among the routes allowed to). Said explicitly: the
// root layout's static params would otherwise make Next.js treat it as an ISR page.
export const dynamic = "force-dynamic";
type Props = {
  params: Promise<{ shell: string }>;
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "search");
  return { title: getMessages(locale).shell.search.pageTitle, ...routeMetadata(route, locale) };
}

export default async function SearchRoutePage({ params, searchParams }: Props) {
  const { locale, route } = await resolvePage(params, "search");
  const data = await searchPage(getDb(), toSearchParams(await searchParams));
  return (
    <PageSettings route={route} locale={locale}>
      <SearchPageView data={data} locale={locale} m={getMessages(locale).shell.search} />
    </PageSettings>
  );
}
