import { LANGUAGE_TAGS } from "@/src/lib/i18n/locale";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import type { PageModule } from "@/src/ui/page/page-module";
import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { breadcrumbTrail, hrefFor } from "@/src/lib/page-registry";
import { cachedMedicalPage, cachedTestBySlug, cachedTests } from "@/src/server/catalog";
import { TestsIndexView } from "@/src/ui/catalog/index-views";
import { TestView } from "@/src/ui/catalog/test-view";
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
import type { CatalogParams } from "./treatment-routes";

export async function testsIndexMetadata(params: CatalogParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "tests");
  const m = getMessages(locale).medical.tests;
  return { title: m.title, description: m.description, ...routeMetadata(route, locale) };
}

export async function TestsIndexRoute({ params }: { params: CatalogParams }) {
  const { locale, route } = await resolvePage(params, "tests");
  const m = getMessages(locale).medical;
  const tests = dataIn(await cachedTests(), locale);
  const trail = breadcrumbTrail("tests", { home: m.home, tests: m.tests.title }, {}, locale);
  return (
    <PageSettings route={route} locale={locale}>
      <JsonLdGraph
        nodes={[breadcrumbList(trail), collectionPage(m.tests.title, hrefFor("tests", {}, locale))]}
      />
      <TestsIndexView tests={tests} trail={trail} locale={locale} m={m} />
    </PageSettings>
  );
}

export async function testMetadata(params: CatalogParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "test");
  const slug = (await params).slug ?? "";
  const test = dataIn(await cachedTestBySlug(slug), locale);
  if (!test) return { title: getMessages(locale).errors.notFound.title };
  const name = locale === "hi" ? (test.nameHi ?? test.name) : test.name;
  const m = getMessages(locale).medical.tests;
  return {
    title: format(m.pageTitle, { name }),
    description: m.description,
    ...routeMetadata(route, locale, { slug }),
  };
}

export async function TestRoute({ params }: { params: CatalogParams }) {
  const { locale, route } = await resolvePage(params, "test");
  const test = dataIn(await cachedTestBySlug((await params).slug ?? ""), locale);
  if (!test) return <NotFoundPage />;
  const m = getMessages(locale).medical;
  const page = dataIn(await cachedMedicalPage("test", test.id, locale), locale);
  const name = locale === "hi" ? (test.nameHi ?? test.name) : test.name;
  const path = hrefFor("test", { slug: test.slug }, locale);
  const trail = breadcrumbTrail(
    "test",
    { home: m.home, tests: m.tests.title, test: name },
    { slug: test.slug },
    locale,
  );
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
  return (
    <PageSettings
      route={route}
      locale={locale}
      pageName={test.name}
      {...(test.department
        ? { departmentId: test.department.id, departmentName: test.department.name }
        : {})}
    >
      <JsonLdGraph
        nodes={[
          breadcrumbList(trail),
          medicalWebPage(path, name, about, page.review, LANGUAGE_TAGS[locale]),
        ]}
      />
      <TestView test={test} page={page} trail={trail} locale={locale} m={m} />
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  tests: { render: TestsIndexRoute, metadata: ({ params }) => testsIndexMetadata(params) },
  test: { render: TestRoute, metadata: ({ params }) => testMetadata(params) },
} satisfies PageModule;
