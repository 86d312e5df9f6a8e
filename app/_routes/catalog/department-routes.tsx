import { localeTag } from "@/src/lib/i18n/locale";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import type { PageModule } from "@/src/ui/page/page-module";
import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { breadcrumbTrail, hrefFor } from "@/src/lib/page-registry";
import {
  cachedDepartmentBySlug,
  cachedDepartmentCities,
  cachedDepartments,
  cachedDoctors,
  cachedHospitals,
  cachedMedicalPage,
} from "@/src/server/catalog";
import { DepartmentView } from "@/src/ui/catalog/department-view";
import { DepartmentsIndexView } from "@/src/ui/catalog/index-views";
import { routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";
import { breadcrumbList, collectionPage, entityNode, JsonLdGraph, medicalWebPage } from "./ld";
import { type CatalogParams, defaultCity } from "./treatment-routes";

/** The city listing a department links each of its cities to . */
const CITY_LISTING = "city-speciality-doctors";

export async function departmentsIndexMetadata(params: CatalogParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "departments");
  const m = getMessages(locale).medical.departments;
  return { title: m.title, description: m.description, ...routeMetadata(route, locale) };
}

export async function DepartmentsIndexRoute({ params }: { params: CatalogParams }) {
  const { locale, route } = await resolvePage(params, "departments");
  const m = getMessages(locale).medical;
  const departments = dataIn(await cachedDepartments(), locale);
  const trail = breadcrumbTrail(
    "departments",
    { home: m.home, departments: m.departments.title },
    {},
    locale,
  );
  return (
    <PageSettings route={route} locale={locale}>
      <JsonLdGraph
        nodes={[
          breadcrumbList(trail),
          collectionPage(m.departments.title, hrefFor("departments", {}, locale)),
        ]}
      />
      <DepartmentsIndexView departments={departments} trail={trail} m={m} />
    </PageSettings>
  );
}

export async function departmentMetadata(params: CatalogParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "department");
  const slug = (await params).slug ?? "";
  const department = dataIn(await cachedDepartmentBySlug(slug), locale);
  if (!department) return { title: getMessages(locale).errors.notFound.title };
  return {
    title: format(getMessages(locale).medical.departments.pageTitle, { name: department.name }),
    description: department.description,
    ...routeMetadata(route, locale, { slug }),
  };
}

export async function DepartmentRoute({ params }: { params: CatalogParams }) {
  const { locale, route } = await resolvePage(params, "department");
  const department = dataIn(await cachedDepartmentBySlug((await params).slug ?? ""), locale);
  if (!department) return <NotFoundPage />;
  const m = getMessages(locale).medical;
  const city = dataIn(await defaultCity(), locale);
  const [page, doctors, hospitals, cities] = dataIn(
    await Promise.all([
      cachedMedicalPage("department", department.id, locale),
      cachedDoctors({ cityId: city.id, departmentId: department.id, limit: 6 }),
      cachedHospitals({ cityId: city.id, departmentId: department.id, limit: 6 }),
      cachedDepartmentCities(department.id),
    ]),
    locale,
  );
  const path = hrefFor("department", { slug: department.slug }, locale);
  const trail = breadcrumbTrail(
    "department",
    { home: m.home, departments: m.departments.title, department: department.name },
    { slug: department.slug },
    locale,
  );
  const treatments = department.treatments.map((t) => ({
    name: t.name,
    href: t.href,
  }));
  const about = entityNode(route, { name: department.name, description: department.description });
  return (
    <PageSettings
      route={route}
      locale={locale}
      departmentId={department.id}
      departmentName={department.name}
      pageName={department.name}
    >
      <JsonLdGraph
        nodes={[
          breadcrumbList(trail),
          medicalWebPage(path, department.name, about, page.review, localeTag(locale)),
        ]}
      />
      <DepartmentView
        department={department}
        page={page}
        city={city}
        doctors={doctors.items}
        hospitals={hospitals.items}
        cities={cities}
        cityHref={(c) => hrefFor(CITY_LISTING, { city: c, speciality: department.slug }, locale)}
        treatments={treatments}
        trail={trail}
        locale={locale}
        m={m}
      />
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  departments: {
    render: DepartmentsIndexRoute,
    metadata: ({ params }) => departmentsIndexMetadata(params),
  },
  department: {
    render: DepartmentRoute,
    metadata: ({ params }) => departmentMetadata(params),
  },
} satisfies PageModule;
