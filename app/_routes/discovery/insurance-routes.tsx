import { insurancePageKind } from "@/src/lib/catalog/insurance";
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

/** /hospitals/insurance/{insurer} and /{city}/hospitals/insurance/{insurer} */
function insurerPage<R extends "insurer" | "city-insurer">(routeId: R) {
  const titleOf = (
    data: NonNullable<Awaited<ReturnType<typeof loadInsurerPage>>>,
    locale: "en" | "hi",
    inCity = true,
  ) => {
    const m = getMessages(locale).discovery;
    const city = inCity ? data.city : null;
    return format(city ? m.insurerCityTitle : m.insurerTitle, {
      insurer: data.insurer.name,
      city: city?.name ?? "",
    });
  };
  return definePage({
    route: routeId,
    load: ({ params }) => {
      const p = params as { insurer: string; city?: string };
      return loadInsurerPage(p.insurer, p.city);
    },
    linkParams: (data): Record<string, string> =>
      data.city
        ? { city: data.city.slug, insurer: data.insurer.slug }
        : { insurer: data.insurer.slug },
    meta: (data, { route, locale }) => {
      const m = getMessages(locale).discovery;
      const title = titleOf(data, locale);
      const description = format(data.city ? m.insurerCityDescription : m.insurerDescription, {
        insurer: data.insurer.name,
        city: data.city?.name ?? "",
      });
      const links: Record<string, string> = data.city
        ? { city: data.city.slug, insurer: data.insurer.slug }
        : { insurer: data.insurer.slug };
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
      };
    },
    settings: ({ insurer, city }) => ({
      pageName: insurer.name,
      insurer: { name: insurer.name, type: insurer.type },
      ...(city ? { cityId: city.id, cityName: city.name } : {}),
    }),
    jsonLd: (data, { route, locale }) => [registryNode(route, { name: titleOf(data, locale) })],
    view: (data, { locale, trail }) => {
      const { insurer, city } = data;
      return (
        <InsurerView
          kind={insurancePageKind(insurer)}
          insurer={insurer}
          city={city}
          hospitals={data.hospitals.items}
          total={data.hospitals.total}
          cities={data.cities}
          cityHref={(slug) =>
            hrefFor("city-insurer", { city: slug, insurer: insurer.slug }, locale)
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
};
