import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { localeTag } from "@/src/lib/i18n/locale";
import { hrefFor } from "@/src/lib/page-registry";
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
import { definePage } from "../page-kit";
import { collectionPage, entityNode, medicalWebPage } from "./ld";
import { defaultCity } from "./treatment-routes";

/** The city listing a department links each of its cities to . */
const CITY_LISTING = "city-speciality-doctors";

const departmentsIndex = definePage({
  route: "departments",
  load: () => cachedDepartments(),
  meta: (_, { locale }) => {
    const m = getMessages(locale).medical.departments;
    return { title: m.title, description: m.description };
  },
  breadcrumb: (_, { locale }) => {
    const m = getMessages(locale).medical;
    return { home: m.home, departments: m.departments.title };
  },
  jsonLd: (_, { locale }) => [
    [
      collectionPage(
        getMessages(locale).medical.departments.title,
        hrefFor("departments", {}, locale),
      ),
    ],
  ],
  view: (departments, { locale, trail }) => (
    <DepartmentsIndexView departments={departments} trail={trail} m={getMessages(locale).medical} />
  ),
});

const department = definePage({
  route: "department",
  load: async ({ params, locale }) => {
    const department = await cachedDepartmentBySlug(params.slug);
    if (!department) return null;
    const city = await defaultCity();
    const [page, doctors, hospitals, cities] = await Promise.all([
      cachedMedicalPage("department", department.id, locale),
      cachedDoctors({ cityId: city.id, departmentId: department.id, limit: 6 }),
      cachedHospitals({ cityId: city.id, departmentId: department.id, limit: 6 }),
      cachedDepartmentCities(department.id),
    ]);
    return { department, city, page, doctors, hospitals, cities };
  },
  meta: ({ department }, { locale }) => ({
    title: format(getMessages(locale).medical.departments.pageTitle, { name: department.name }),
    description: department.description,
  }),
  linkParams: ({ department }) => ({ slug: department.slug }),
  breadcrumb: ({ department }, { locale }) => {
    const m = getMessages(locale).medical;
    return { home: m.home, departments: m.departments.title, department: department.name };
  },
  settings: ({ department }) => ({
    departmentId: department.id,
    departmentName: department.name,
    pageName: department.name,
  }),
  jsonLd: ({ department, page }, { route, locale }) => {
    const path = hrefFor("department", { slug: department.slug }, locale);
    const about = entityNode(route, {
      name: department.name,
      description: department.description,
    });
    return [[medicalWebPage(path, department.name, about, page.review, localeTag(locale))]];
  },
  view: ({ department, city, page, doctors, hospitals, cities }, { locale, trail }) => (
    <DepartmentView
      department={department}
      page={page}
      city={city}
      doctors={doctors.items}
      hospitals={hospitals.items}
      cities={cities}
      cityHref={(c) => hrefFor(CITY_LISTING, { city: c, speciality: department.slug }, locale)}
      treatments={department.treatments.map((t) => ({ name: t.name, href: t.href }))}
      trail={trail}
      locale={locale}
      m={getMessages(locale).medical}
    />
  ),
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { departments: departmentsIndex, department };
