import type { PageModule } from "@/src/ui/page/page-module";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import { hrefInLocale } from "@/src/lib/locale-switch";
import type { Locale } from "@/src/lib/i18n";
import type { Metadata } from "next";
import { env } from "@/src/config/env";
import { insurancePageKind } from "@/src/lib/catalog/insurance";
import { listingPath } from "@/src/lib/catalog/listing-filters";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { hrefFor } from "@/src/lib/page-registry";
import { loadInsuranceIndex, loadInsurerPage } from "@/src/server/discovery/insurance";
import { InsuranceIndexView, InsurerView } from "@/src/ui/discovery/insurance-views";
import { JsonLd } from "@/src/ui/discovery/parts";
import { jsonLd, routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";

export type InsuranceParams = Promise<{ locale: Locale; insurer?: string; city?: string }>;

export async function insuranceIndexMetadata(params: InsuranceParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "insurance");
  const m = getMessages(locale).discovery;
  return {
    title: m.insuranceTitle,
    description: m.insuranceDescription,
    ...routeMetadata(route, locale),
  };
}

/** /hospitals/insurance */
export async function InsuranceIndexRoute({ params }: { params: InsuranceParams }) {
  const { locale, route } = await resolvePage(params, "insurance");
  const m = getMessages(locale).discovery;
  const data = dataIn(await loadInsuranceIndex(), locale);
  const siteUrl = env().SITE_URL;
  const ld = jsonLd(route, { name: m.insuranceTitle, description: m.insuranceDescription });
  return (
    <PageSettings route={route} locale={locale}>
      {ld ? <JsonLd json={ld} /> : null}
      <InsuranceIndexView
        government={data.government}
        privateInsurers={data.private}
        siteUrl={siteUrl}
        m={m}
        locale={locale}
        crumbs={[
          { name: m.home, href: hrefInLocale("/", locale) },
          { name: m.hospitalsTitle, href: hrefInLocale("/hospitals", locale) },
          { name: m.insuranceTitle, href: hrefInLocale("/hospitals/insurance", locale) },
        ]}
      />
    </PageSettings>
  );
}

async function load(params: InsuranceParams) {
  const p = await params;
  const routeId = p.city ? "city-insurer" : "insurer";
  const { locale, route } = await resolvePage(params, routeId);
  const data = dataIn(await loadInsurerPage(p.insurer ?? "", p.city), locale);
  const m = getMessages(locale).discovery;
  const title = data
    ? format(data.city ? m.insurerCityTitle : m.insurerTitle, {
        insurer: data.insurer.name,
        city: data.city?.name ?? "",
      })
    : "";
  return { locale, route, data, m, title };
}

export async function insurerMetadata(params: InsuranceParams): Promise<Metadata> {
  const { locale, route, data, m, title } = await load(params);
  if (!data) {
    return {
      title: getMessages(locale).errors.notFound.metaTitle,
      robots: { index: false, follow: true },
    };
  }
  const description = format(data.city ? m.insurerCityDescription : m.insurerDescription, {
    insurer: data.insurer.name,
    city: data.city?.name ?? "",
  });
  const params2: Record<string, string> = data.city
    ? { city: data.city.slug, insurer: data.insurer.slug }
    : { insurer: data.insurer.slug };
  return {
    title,
    description,
    ...routeMetadata(route, locale, params2),
    openGraph: { title, description, url: hrefFor(route.id, params2, locale), type: "website" },
    // A city where nobody accepts it is no page worth a search result.
    ...(data.hospitals.total === 0 ? { robots: { index: false, follow: true } } : {}),
  };
}

/** /hospitals/insurance/{insurer} and /{city}/hospitals/insurance/{insurer} */
export async function InsurerRoute({ params }: { params: InsuranceParams }) {
  const { locale, route, data, m, title } = await load(params);
  if (!data) return <NotFoundPage />;
  const { insurer, city } = data;
  const siteUrl = env().SITE_URL;
  const kind = insurancePageKind(insurer);
  const crumbs = [
    { name: m.home, href: hrefInLocale("/", locale) },
    { name: m.hospitalsTitle, href: hrefInLocale("/hospitals", locale) },
    ...(city
      ? [
          {
            name: city.name,
            href: hrefInLocale(listingPath({ kind: "hospitals", city: city.slug }, {}), locale),
          },
        ]
      : []),
    { name: m.insuranceTitle, href: hrefInLocale("/hospitals/insurance", locale) },
    {
      name: title,
      href: city
        ? hrefFor("city-insurer", { city: city.slug, insurer: insurer.slug }, locale)
        : insurer.href,
    },
  ];
  const ld = jsonLd(route, { name: title });
  return (
    <PageSettings
      route={route}
      locale={locale}
      pageName={insurer.name}
      insurer={{ name: insurer.name, type: insurer.type }}
      {...(city ? { cityId: city.id, cityName: city.name } : {})}
    >
      {ld ? <JsonLd json={ld} /> : null}
      <InsurerView
        kind={kind}
        insurer={insurer}
        city={city}
        hospitals={data.hospitals.items}
        total={data.hospitals.total}
        cities={data.cities}
        cityHref={(slug) => hrefFor("city-insurer", { city: slug, insurer: insurer.slug }, locale)}
        crumbs={crumbs}
        siteUrl={siteUrl}
        title={title}
        estimateTreatments={data.estimateTreatments.map((t) => ({
          slug: t.slug,
          name: locale === "hi" && t.nameHi ? t.nameHi : t.name,
        }))}
        m={m}
        locale={locale}
      />
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  insurance: {
    render: InsuranceIndexRoute,
    metadata: ({ params }) => insuranceIndexMetadata(params),
  },
  insurer: { render: InsurerRoute, metadata: ({ params }) => insurerMetadata(params) },
  "city-insurer": { render: InsurerRoute, metadata: ({ params }) => insurerMetadata(params) },
} satisfies PageModule;
