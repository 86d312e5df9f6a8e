import { cityNameHiOf } from "@/src/lib/catalog/city-names";
import { insurancePageKind } from "@/src/lib/catalog/insurance";
import { CITY_SLOT } from "@/src/lib/catalog/cities";
import { cityInsurerPath, isPageNumber } from "@/src/lib/catalog/listing-filters";
import { knownPageHref } from "@/src/lib/locale-path";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { hrefFor } from "@/src/lib/page-registry";
import { loadInsuranceIndex, loadInsurerPage } from "@/src/server/discovery/insurance";
import { InsuranceIndexView, InsurerView } from "@/src/ui/discovery/insurance-views";
import { definePage, registryNode } from "../page-kit";

/** /hospitals/insurance */
const insurance = definePage({
  route: "insurance",
  load: () => loadInsuranceIndex(),
  meta: (_, { locale }) => {
    const m = getMessages(locale).discovery;
    return { title: m.insuranceTitle, description: m.insuranceDescription };
  },
  breadcrumb: (_, { locale }) => {
    const m = getMessages(locale).discovery;
    return { home: m.home, hospitals: m.hospitalsTitle, insurance: m.insuranceTitle };
  },
  jsonLd: (_, { route, locale }) => {
    const m = getMessages(locale).discovery;
    return [registryNode(route, { name: m.insuranceTitle, description: m.insuranceDescription })];
  },
  view: (data, { locale, trail }) => (
    <InsuranceIndexView
      government={data.government}
      privateInsurers={data.private}
      m={getMessages(locale).discovery}
      locale={locale}
      crumbs={trail}
    />
  ),
});

type InsurerData = NonNullable<Awaited<ReturnType<typeof loadInsurerPage>>>;

/** The path parameters of an insurer's page number `page` (page 1: the page without a number). */
function insurerParams(data: InsurerData, page = data.page): Record<string, string> {
  return {
    ...(data.city ? { city: data.city.slug } : {}),
    insurer: data.insurer.slug,
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** The route of an insurer's page number `page`: the numbered routes from page 2 (DS-25). */
function insurerRoute(data: InsurerData, page: number) {
  if (data.city) return page > 1 ? "city-insurer-page" : "city-insurer";
  return page > 1 ? "insurer-page" : "insurer";
}

/**
 * /hospitals/insurance/{insurer}, /{city}/hospitals/insurance/{insurer} and their numbered pages
 * (…/page/{page}, 2 up), 20 hospitals a page like the listings (DS-25).
 */
function insurerPage<R extends "insurer" | "city-insurer" | "insurer-page" | "city-insurer-page">(
  routeId: R,
) {
  const titleOf = (data: InsurerData, locale: "en" | "hi", inCity = true, paged = false) => {
    const m = getMessages(locale).discovery;
    const city = inCity ? data.city : null;
    const title = format(city ? m.insurerCityTitle : m.insurerTitle, {
      insurer: data.insurer.name,
      city: city?.name ?? "",
    });
    return paged && data.page > 1 ? format(m.pageTitle, { title, page: data.page }) : title;
  };
  return definePage({
    route: routeId,
    load: ({ params }) => {
      const p = params as { insurer: string; city?: string; page?: string };
      // `…/page/{page}`: 2 up, else the 404 page (page 1 is the page without a number).
      if (p.page !== undefined && !isPageNumber(p.page)) return null;
      return loadInsurerPage(p.insurer, p.city, p.page === undefined ? 1 : Number(p.page));
    },
    linkParams: (data): Record<string, string> => insurerParams(data),
    meta: (data, { route, locale }) => {
      const m = getMessages(locale).discovery;
      const title = titleOf(data, locale, true, true);
      const description = format(data.city ? m.insurerCityDescription : m.insurerDescription, {
        insurer: data.insurer.name,
        city: data.city?.name ?? "",
      });
      const links = insurerParams(data);
      return {
        title,
        description,
        openGraph: { title, description, url: hrefFor(route.id, links, locale), type: "website" },
        // A city where nobody accepts it is no page worth a search result.
        ...(data.hospitals.total === 0 ? { robots: { index: false, follow: true } } : {}),
      };
    },
    breadcrumb: (data, { locale }) => {
      const m = getMessages(locale).discovery;
      return {
        home: m.home,
        hospitals: m.hospitalsTitle,
        "city-hospitals": data.city?.name ?? "",
        insurance: m.insuranceTitle,
        insurer: titleOf(data, locale, false),
        "city-insurer": titleOf(data, locale),
        "insurer-page": titleOf(data, locale, false, true),
        "city-insurer-page": titleOf(data, locale, true, true),
      };
    },
    settings: ({ insurer, city }, { locale }) => ({
      pageName: insurer.name,
      insurer: { name: insurer.name, type: insurer.type },
      ...(city ? { cityId: city.id, cityName: city.name, ...cityNameHiOf(locale, city) } : {}),
    }),
    jsonLd: (data, { route, locale }) => [
      registryNode(route, { name: titleOf(data, locale, true, true) }),
    ],
    view: (data, { locale, trail }) => {
      const { insurer, city } = data;
      return (
        <InsurerView
          kind={insurancePageKind(insurer)}
          insurer={insurer}
          city={city}
          hospitals={data.hospitals.items}
          total={data.hospitals.total}
          page={data.page}
          pages={data.pages}
          pageHref={(page) => hrefFor(insurerRoute(data, page), insurerParams(data, page), locale)}
          cities={data.cities}
          cityHref={(slug) =>
            hrefFor("city-insurer", { city: slug, insurer: insurer.slug }, locale)
          }
          nearest={
            data.nearest && data.nearest.here === 0
              ? {
                  cities: data.nearest.nearest,
                  hrefPattern: knownPageHref(cityInsurerPath(CITY_SLOT, insurer.slug), locale),
                }
              : null
          }
          crumbs={trail}
          title={titleOf(data, locale)}
          estimateTreatments={data.estimateTreatments.map((t) => ({
            slug: t.slug,
            name: locale === "hi" && t.nameHi ? t.nameHi : t.name,
          }))}
          m={getMessages(locale).discovery}
          locale={locale}
        />
      );
    },
  });
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  insurance,
  insurer: insurerPage("insurer"),
  "city-insurer": insurerPage("city-insurer"),
  "insurer-page": insurerPage("insurer-page"),
  "city-insurer-page": insurerPage("city-insurer-page"),
};
