import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { LANGUAGE_TAGS } from "@/src/lib/i18n/locale";
import { hrefFor } from "@/src/lib/page-registry";
import { cachedMedicalPage, cachedTestBySlug, cachedTests } from "@/src/server/catalog";
import { TestsIndexView } from "@/src/ui/catalog/index-views";
import { TestView } from "@/src/ui/catalog/test-view";
import { definePage } from "../page-kit";
import { absolute, collectionPage, entityNode, medicalWebPage } from "./ld";

const testsIndex = definePage({
  route: "tests",
  load: () => cachedTests(),
  meta: (_, { locale }) => {
    const m = getMessages(locale).medical.tests;
    return { title: m.title, description: m.description };
  },
  breadcrumb: (_, { locale }) => {
    const m = getMessages(locale).medical;
    return { home: m.home, tests: m.tests.title };
  },
  jsonLd: (_, { locale }) => [
    [collectionPage(getMessages(locale).medical.tests.title, hrefFor("tests", {}, locale))],
  ],
  view: (tests, { locale, trail }) => (
    <TestsIndexView tests={tests} trail={trail} locale={locale} m={getMessages(locale).medical} />
  ),
});

const test = definePage({
  route: "test",
  load: async ({ params, locale }) => {
    const test = await cachedTestBySlug(params.slug);
    if (!test) return null;
    return { test, page: await cachedMedicalPage("test", test.id, locale) };
  },
  meta: ({ test }, { locale }) => {
    const m = getMessages(locale).medical.tests;
    const name = locale === "hi" ? (test.nameHi ?? test.name) : test.name;
    return { title: format(m.pageTitle, { name }), description: m.description };
  },
  linkParams: ({ test }) => ({ slug: test.slug }),
  breadcrumb: ({ test }, { locale }) => {
    const m = getMessages(locale).medical;
    const name = locale === "hi" ? (test.nameHi ?? test.name) : test.name;
    return { home: m.home, tests: m.tests.title, test: name };
  },
  settings: ({ test }) => ({
    pageName: test.name,
    ...(test.department
      ? { departmentId: test.department.id, departmentName: test.department.name }
      : {}),
  }),
  jsonLd: ({ test, page }, { route, locale }) => {
    const name = locale === "hi" ? (test.nameHi ?? test.name) : test.name;
    const path = hrefFor("test", { slug: test.slug }, locale);
    const s = page.sections;
    const about = entityNode(route, {
      name: test.name,
      ...(test.nameHi ? { alternateName: test.nameHi } : {}),
      url: absolute(path),
      ...(s.why ? { description: s.why } : {}),
      ...(s.normalRanges
        ? { normalRange: s.normalRanges.map((r) => `${r.label}: ${r.range}`).join("; ") }
        : {}),
    });
    return [[medicalWebPage(path, name, about, page.review, LANGUAGE_TAGS[locale])]];
  },
  view: ({ test, page }, { locale, trail }) => (
    <TestView
      test={test}
      page={page}
      trail={trail}
      locale={locale}
      m={getMessages(locale).medical}
    />
  ),
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { tests: testsIndex, test };
