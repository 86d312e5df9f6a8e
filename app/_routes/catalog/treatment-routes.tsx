import { localeTag } from "@/src/lib/i18n/locale";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import type { PageModule } from "@/src/ui/page/page-module";
import type { Locale } from "@/src/lib/i18n";
import type { Metadata } from "next";
import { DEFAULT_CITY_ID, isPopularCity } from "@/src/lib/catalog/cities";
import type { City } from "@/src/lib/catalog/types";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { breadcrumbTrail, hrefFor } from "@/src/lib/page-registry";
import {
  cachedCities,
  cachedCityBySlug,
  cachedDepartments,
  cachedDoctors,
  cachedHospitals,
  cachedMedicalPage,
  cachedTreatmentBySlug,
  cachedTreatments,
} from "@/src/server/catalog";
import { TreatmentsIndexView } from "@/src/ui/catalog/index-views";
import { TreatmentView } from "@/src/ui/catalog/treatment-view";
import { routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";
import {
  absolute,
  breadcrumbList,
  collectionPage,
  entityNode,
  JsonLdGraph,
  medicalWebPage,
} from "./ld";

export type CatalogParams = Promise<{ locale: Locale; slug?: string; city?: string }>;

export async function defaultCity(): Promise<City> {
  const cities = await cachedCities();
  const city = cities.find((c) => c.id === DEFAULT_CITY_ID) ?? cities[0];
  if (!city) throw new Error("No cities in the catalogue");
  return city;
}

/* ---- /treatment ---- */

export async function treatmentsIndexMetadata(params: CatalogParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "treatments");
  const m = getMessages(locale).medical.treatments;
  return { title: m.title, description: m.description, ...routeMetadata(route, locale) };
}

export async function TreatmentsIndexRoute({ params }: { params: CatalogParams }) {
  const { locale, route } = await resolvePage(params, "treatments");
  const m = getMessages(locale).medical;
  const city = dataIn(await defaultCity(), locale);
  const [departments, treatments] = await Promise.all([
    cachedDepartments(),
    cachedTreatments({ cityId: city.id }),
  ]);
  const groups = departments
    .map((d) => ({
      department: d,
      treatments: treatments.filter((t) => t.department.id === d.id),
    }))
    .filter((g) => g.treatments.length > 0);
  const trail = breadcrumbTrail(
    "treatments",
    { home: m.home, treatments: m.treatments.title },
    {},
    locale,
  );
  return (
    <PageSettings route={route} locale={locale}>
      <JsonLdGraph
        nodes={[
          breadcrumbList(trail),
          collectionPage(m.treatments.title, hrefFor("treatments", {}, locale)),
        ]}
      />
      <TreatmentsIndexView
        groups={dataIn(groups, locale)}
        city={city}
        trail={trail}
        locale={locale}
        m={m}
      />
    </PageSettings>
  );
}

/* ---- /treatment/{slug} and /{city}/treatment/{slug} ---- */

async function loadTreatmentPage(params: CatalogParams, cityPage: boolean) {
  const { slug = "", city: citySlug } = await params;
  const city = cityPage ? await cachedCityBySlug(citySlug ?? "") : await defaultCity();
  if (!city) return null;
  const treatment = await cachedTreatmentBySlug(slug, { cityId: city.id });
  if (!treatment) return null;
  return { city, treatment };
}

export async function treatmentMetadata(
  params: CatalogParams,
  cityPage: boolean,
): Promise<Metadata> {
  const routeId = cityPage ? "city-treatment" : "treatment";
  const { locale, route } = await resolvePage(params, routeId);
  const m = getMessages(locale).medical;
  const data = dataIn(await loadTreatmentPage(params, cityPage), locale);
  if (!data) return { title: getMessages(locale).errors.notFound.title };
  const { city, treatment } = data;
  const name = treatment.name;
  const title = cityPage
    ? format(m.treatments.cityTitle, { name, city: city.name })
    : format(m.treatments.pageTitle, { name });
  return {
    title,
    description: treatment.summary.slice(0, 300),
    ...routeMetadata(
      route,
      locale,
      cityPage ? { city: city.slug, slug: treatment.slug } : { slug: treatment.slug },
    ),
  };
}

export async function TreatmentRoute({
  params,
  cityPage,
}: {
  params: CatalogParams;
  cityPage: boolean;
}) {
  const routeId = cityPage ? "city-treatment" : "treatment";
  const { locale, route } = await resolvePage(params, routeId);
  const data = dataIn(await loadTreatmentPage(params, cityPage), locale);
  if (!data) return <NotFoundPage />;
  const { city, treatment } = data;
  const name = treatment.name;
  const m = getMessages(locale).medical;
  const [page, doctors, hospitals] = dataIn(
    await Promise.all([
      cachedMedicalPage("treatment", treatment.id, locale),
      cachedDoctors({ cityId: city.id, treatmentId: treatment.id, limit: 6 }),
      // Those that offer it: a cost of their own for it, as their profile's table shows.
      cachedHospitals({ cityId: city.id, treatmentId: treatment.id, limit: 6 }),
    ]),
    locale,
  );
  const treatmentHref = hrefFor("treatment", { slug: treatment.slug }, locale);
  const cityHref = (c: string) =>
    hrefFor("city-treatment", { city: c, slug: treatment.slug }, locale);
  const path = cityPage ? cityHref(city.slug) : treatmentHref;
  const title = cityPage ? format(m.treatments.cityTitle, { name, city: city.name }) : name;
  const trail = breadcrumbTrail(
    cityPage ? "city-treatment" : "treatment",
    {
      home: m.home,
      treatments: m.treatments.title,
      treatment: name,
      "city-treatment": `${name}, ${city.name}`,
    },
    { slug: treatment.slug, city: city.slug },
    locale,
  );
  const costs = treatment.costs.filter(
    (c) => isPopularCity(c.city.id) && !(cityPage && c.city.id === city.id),
  );
  const procedure = entityNode(route, {
    name,
    description: treatment.summary,
    url: absolute(treatmentHref),
    ...(page.sections.steps ? { howPerformed: page.sections.steps.join(" ") } : {}),
  });
  return (
    <PageSettings
      route={route}
      locale={locale}
      departmentId={treatment.department.id}
      departmentName={treatment.department.name}
      pageName={name}
      treatmentName={treatment.name}
      {...(cityPage ? { cityId: city.id, cityName: city.name } : {})}
    >
      <JsonLdGraph
        nodes={[
          breadcrumbList(trail),
          medicalWebPage(path, title, procedure, page.review, localeTag(locale)),
        ]}
      />
      <TreatmentView
        data={{
          treatment,
          page,
          city,
          costs: cityPage ? costs : treatment.costs.filter((c) => isPopularCity(c.city.id)),
          doctors: doctors.items,
          hospitals: hospitals.items,
          trail,
          title,
          lead: cityPage
            ? format(m.treatments.cityIntro, { name, city: city.name })
            : treatment.summary,
          costHref: hrefFor("cost", { slug: treatment.slug }, locale),
          cityHref,
          cityPage,
        }}
        locale={locale}
        m={m}
      />
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  treatments: {
    render: TreatmentsIndexRoute,
    metadata: ({ params }) => treatmentsIndexMetadata(params),
  },
  treatment: {
    render: ({ params }) => <TreatmentRoute params={params} cityPage={false} />,
    metadata: ({ params }) => treatmentMetadata(params, false),
  },
  "city-treatment": {
    render: ({ params }) => <TreatmentRoute params={params} cityPage={true} />,
    metadata: ({ params }) => treatmentMetadata(params, true),
  },
} satisfies PageModule;
