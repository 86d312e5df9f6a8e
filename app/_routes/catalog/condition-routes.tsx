import { localeTag } from "@/src/lib/i18n/locale";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import type { PageModule } from "@/src/ui/page/page-module";
import type { Metadata } from "next";
import { conditionHeading } from "@/src/lib/catalog/names";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { breadcrumbTrail, hrefFor } from "@/src/lib/page-registry";
import {
  cachedConditionBySlug,
  cachedConditions,
  cachedDepartments,
  cachedMedicalPage,
} from "@/src/server/catalog";
import { ConditionView } from "@/src/ui/catalog/condition-view";
import { ConditionsIndexView } from "@/src/ui/catalog/index-views";
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

/* ---- /condition ---- */

export async function conditionsIndexMetadata(params: CatalogParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "conditions");
  const m = getMessages(locale).medical.conditions;
  return { title: m.title, description: m.description, ...routeMetadata(route, locale) };
}

export async function ConditionsIndexRoute({ params }: { params: CatalogParams }) {
  const { locale, route } = await resolvePage(params, "conditions");
  const m = getMessages(locale).medical;
  const [conditions, departments] = dataIn(
    await Promise.all([cachedConditions(), cachedDepartments()]),
    locale,
  );
  const trail = breadcrumbTrail(
    "conditions",
    { home: m.home, conditions: m.conditions.title },
    {},
    locale,
  );
  return (
    <PageSettings route={route} locale={locale}>
      <JsonLdGraph
        nodes={[
          breadcrumbList(trail),
          collectionPage(m.conditions.title, hrefFor("conditions", {}, locale)),
        ]}
      />
      <ConditionsIndexView conditions={conditions} departments={departments} trail={trail} m={m} />
    </PageSettings>
  );
}

/* ---- /condition/{slug} ---- */

export async function conditionMetadata(params: CatalogParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "condition");
  const slug = (await params).slug ?? "";
  const condition = dataIn(await cachedConditionBySlug(slug), locale);
  if (!condition) return { title: getMessages(locale).errors.notFound.title };
  const { heading } = conditionHeading(condition, locale);
  return {
    title: format(getMessages(locale).medical.conditions.pageTitle, { name: heading }),
    description: condition.summary,
    ...routeMetadata(route, locale, { slug }),
  };
}

export async function ConditionRoute({ params }: { params: CatalogParams }) {
  const { locale, route } = await resolvePage(params, "condition");
  const condition = dataIn(await cachedConditionBySlug((await params).slug ?? ""), locale);
  if (!condition) return <NotFoundPage />;
  const m = getMessages(locale).medical;
  const page = dataIn(await cachedMedicalPage("condition", condition.id, locale), locale);
  const { heading, medical } = conditionHeading(condition, locale);
  const path = hrefFor("condition", { slug: condition.slug }, locale);
  const trail = breadcrumbTrail(
    "condition",
    { home: m.home, conditions: m.conditions.title, condition: heading },
    { slug: condition.slug },
    locale,
  );
  const treatments = condition.treatments.map((t) => ({
    name: t.name,
    href: t.href,
  }));
  const s = page.sections;
  const about = entityNode(route, {
    name: condition.name,
    ...(condition.nameHi ? { alternateName: condition.nameHi } : {}),
    description: condition.summary,
    url: absolute(path),
    signOrSymptom: condition.symptoms.map((name) => ({ "@type": "MedicalSignOrSymptom", name })),
    ...(s.causes ? { cause: s.causes.map((name) => ({ "@type": "MedicalCause", name })) } : {}),
    ...(treatments.length > 0
      ? {
          possibleTreatment: treatments.map((t) => ({
            "@type": "MedicalTherapy",
            name: t.name,
            url: absolute(t.href),
          })),
        }
      : {}),
  });
  return (
    <PageSettings
      route={route}
      locale={locale}
      departmentId={condition.department.id}
      departmentName={condition.department.name}
      pageName={condition.name}
      conditionName={condition.name}
    >
      <JsonLdGraph
        nodes={[
          breadcrumbList(trail),
          medicalWebPage(path, heading, about, page.review, localeTag(locale)),
        ]}
      />
      <ConditionView
        condition={condition}
        heading={heading}
        medicalName={medical}
        page={page}
        trail={trail}
        treatments={treatments}
        locale={locale}
        m={m}
      />
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  conditions: {
    render: ConditionsIndexRoute,
    metadata: ({ params }) => conditionsIndexMetadata(params),
  },
  condition: { render: ConditionRoute, metadata: ({ params }) => conditionMetadata(params) },
} satisfies PageModule;
