import { cityNameHiOf } from "@/src/lib/catalog/city-names";
import { CITY_SLOT, DEFAULT_CITY_ID, isPopularCity } from "@/src/lib/catalog/cities";
import type { City } from "@/src/lib/catalog/types";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { localeTag } from "@/src/lib/i18n/locale";
import { hrefFor } from "@/src/lib/page-registry";
import {
  cachedCities,
  cachedCityBySlug,
  cachedDepartments,
  cachedDoctors,
  cachedHospitals,
  cachedMedicalPage,
  cachedNearestCities,
  cachedTreatmentBySlug,
  cachedTreatments,
} from "@/src/server/catalog";
import { TreatmentsIndexView } from "@/src/ui/catalog/index-views";
import { TreatmentView } from "@/src/ui/catalog/treatment-view";
import { definePage } from "../page-kit";
import { absolute, collectionPage, entityNode, medicalWebPage } from "./ld";

export async function defaultCity(): Promise<City> {
  const cities = await cachedCities();
  const city = cities.find((c) => c.id === DEFAULT_CITY_ID) ?? cities[0];
  if (!city) throw new Error("No cities in the catalogue");
  return city;
}

/* ---- /treatment ---- */

const treatmentsIndex = definePage({
  route: "treatments",
  load: async () => {
    const city = await defaultCity();
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
    return { city, groups };
  },
  meta: (_, { locale }) => {
    const m = getMessages(locale).medical.treatments;
    return { title: m.title, description: m.description };
  },
  breadcrumb: (_, { locale }) => {
    const m = getMessages(locale).medical;
    return { home: m.home, treatments: m.treatments.title };
  },
  jsonLd: (_, { locale }) => [
    [
      collectionPage(
        getMessages(locale).medical.treatments.title,
        hrefFor("treatments", {}, locale),
      ),
    ],
  ],
  view: ({ city, groups }, { locale, trail }) => (
    <TreatmentsIndexView
      groups={groups}
      city={city}
      trail={trail}
      locale={locale}
      m={getMessages(locale).medical}
    />
  ),
});

/* ---- /treatment/{slug} and /{city}/treatment/{slug} ---- */

function treatmentPage<R extends "treatment" | "city-treatment">(routeId: R) {
  const cityPage = routeId === "city-treatment";
  return definePage({
    route: routeId,
    load: async ({ params, locale }) => {
      const p = params as { slug: string; city?: string };
      const city = cityPage ? await cachedCityBySlug(p.city ?? "") : await defaultCity();
      if (!city) return null;
      const treatment = await cachedTreatmentBySlug(p.slug, { cityId: city.id });
      if (!treatment) return null;
      const [page, doctors, hospitals] = await Promise.all([
        cachedMedicalPage("treatment", treatment.id, locale),
        cachedDoctors({ cityId: city.id, treatmentId: treatment.id, limit: 6 }),
        // Those that offer it: a cost of their own for it, as their profile's table shows.
        cachedHospitals({ cityId: city.id, treatmentId: treatment.id, limit: 6 }),
      ]);
      // "None here" names the nearest cities that have it (DS-14); PM-JAY's on a city's page.
      const none = { here: 0, nearest: [] };
      const [nearDoctors, nearHospitals, pmjay] = await Promise.all([
        doctors.total === 0
          ? cachedNearestCities(city.id, { kind: "treatment-doctors", treatmentId: treatment.id })
          : none,
        hospitals.total === 0
          ? cachedNearestCities(city.id, { kind: "treatment-hospitals", treatmentId: treatment.id })
          : none,
        cityPage
          ? cachedNearestCities(city.id, { kind: "pmjay-treatment", treatmentId: treatment.id })
          : null,
      ]);
      const nearest = { doctors: nearDoctors.nearest, hospitals: nearHospitals.nearest };
      return { city, treatment, page, doctors, hospitals, nearest, pmjay };
    },
    linkParams: ({ city, treatment }): Record<string, string> =>
      cityPage ? { city: city.slug, slug: treatment.slug } : { slug: treatment.slug },
    meta: ({ city, treatment }, { locale }) => {
      const m = getMessages(locale).medical;
      const name = treatment.name;
      return {
        title: cityPage
          ? format(m.treatments.cityTitle, { name, city: city.name })
          : format(m.treatments.pageTitle, { name }),
        description: treatment.summary.slice(0, 300),
      };
    },
    breadcrumb: ({ city, treatment }, { locale }) => {
      const m = getMessages(locale).medical;
      return {
        home: m.home,
        treatments: m.treatments.title,
        treatment: treatment.name,
        "city-treatment": `${treatment.name}, ${city.name}`,
      };
    },
    settings: ({ city, treatment }, { locale }) => ({
      departmentId: treatment.department.id,
      departmentName: treatment.department.name,
      pageName: treatment.name,
      treatmentName: treatment.name,
      ...(cityPage ? { cityId: city.id, cityName: city.name, ...cityNameHiOf(locale, city) } : {}),
    }),
    jsonLd: ({ city, treatment, page }, { route, locale }) => {
      const m = getMessages(locale).medical;
      const name = treatment.name;
      const treatmentHref = hrefFor("treatment", { slug: treatment.slug }, locale);
      const path = cityPage
        ? hrefFor("city-treatment", { city: city.slug, slug: treatment.slug }, locale)
        : treatmentHref;
      const title = cityPage ? format(m.treatments.cityTitle, { name, city: city.name }) : name;
      const procedure = entityNode(route, {
        name,
        description: treatment.summary,
        url: absolute(treatmentHref),
        ...(page.sections.steps ? { howPerformed: page.sections.steps.join(" ") } : {}),
      });
      return [[medicalWebPage(path, title, procedure, page.review, localeTag(locale))]];
    },
    view: ({ city, treatment, page, doctors, hospitals, nearest, pmjay }, { locale, trail }) => {
      const m = getMessages(locale).medical;
      const name = treatment.name;
      const cityHref = (c: string) =>
        hrefFor("city-treatment", { city: c, slug: treatment.slug }, locale);
      const costs = treatment.costs.filter(
        (c) => isPopularCity(c.city.id) && !(cityPage && c.city.id === city.id),
      );
      return (
        <TreatmentView
          data={{
            treatment,
            page,
            city,
            costs: cityPage ? costs : treatment.costs.filter((c) => isPopularCity(c.city.id)),
            doctors: doctors.items,
            hospitals: hospitals.items,
            trail,
            title: cityPage ? format(m.treatments.cityTitle, { name, city: city.name }) : name,
            lead: cityPage
              ? format(m.treatments.cityIntro, { name, city: city.name })
              : treatment.summary,
            costHref: hrefFor("cost", { slug: treatment.slug }, locale),
            cityHref,
            cityPage,
            cityHrefPattern: cityHref(CITY_SLOT),
            nearest,
            pmjay,
          }}
          locale={locale}
          m={m}
        />
      );
    },
  });
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  treatments: treatmentsIndex,
  treatment: treatmentPage("treatment"),
  "city-treatment": treatmentPage("city-treatment"),
};
