import { conditionHeading } from "@/src/lib/catalog/names";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { localeTag } from "@/src/lib/i18n/locale";
import { hrefFor } from "@/src/lib/page-registry";
import {
  cachedConditionBySlug,
  cachedConditions,
  cachedDepartments,
  cachedMedicalPage,
} from "@/src/server/catalog";
import { ConditionView } from "@/src/ui/catalog/condition-view";
import { ConditionsIndexView } from "@/src/ui/catalog/index-views";
import { definePage } from "../page-kit";
import { absolute, collectionPage, entityNode, medicalWebPage } from "./ld";

/* ---- /condition ---- */

const conditionsIndex = definePage({
  route: "conditions",
  load: async () => {
    const [conditions, departments] = await Promise.all([cachedConditions(), cachedDepartments()]);
    return { conditions, departments };
  },
  meta: (_, { locale }) => {
    const m = getMessages(locale).medical.conditions;
    return { title: m.title, description: m.description };
  },
  breadcrumb: (_, { locale }) => {
    const m = getMessages(locale).medical;
    return { home: m.home, conditions: m.conditions.title };
  },
  jsonLd: (_, { locale }) => [
    [
      collectionPage(
        getMessages(locale).medical.conditions.title,
        hrefFor("conditions", {}, locale),
      ),
    ],
  ],
  view: ({ conditions, departments }, { locale, trail }) => (
    <ConditionsIndexView
      conditions={conditions}
      departments={departments}
      trail={trail}
      m={getMessages(locale).medical}
    />
  ),
});

/* ---- /condition/{slug} ---- */

const condition = definePage({
  route: "condition",
  load: async ({ params, locale }) => {
    const condition = await cachedConditionBySlug(params.slug);
    if (!condition) return null;
    return { condition, page: await cachedMedicalPage("condition", condition.id, locale) };
  },
  meta: ({ condition }, { locale }) => ({
    title: format(getMessages(locale).medical.conditions.pageTitle, {
      name: conditionHeading(condition, locale).heading,
    }),
    description: condition.summary,
  }),
  linkParams: ({ condition }) => ({ slug: condition.slug }),
  breadcrumb: ({ condition }, { locale }) => {
    const m = getMessages(locale).medical;
    const { heading } = conditionHeading(condition, locale);
    return { home: m.home, conditions: m.conditions.title, condition: heading };
  },
  settings: ({ condition }) => ({
    departmentId: condition.department.id,
    departmentName: condition.department.name,
    pageName: condition.name,
    conditionName: condition.name,
  }),
  jsonLd: ({ condition, page }, { route, locale }) => {
    const { heading } = conditionHeading(condition, locale);
    const path = hrefFor("condition", { slug: condition.slug }, locale);
    const s = page.sections;
    const about = entityNode(route, {
      name: condition.name,
      ...(condition.nameHi ? { alternateName: condition.nameHi } : {}),
      description: condition.summary,
      url: absolute(path),
      signOrSymptom: condition.symptoms.map((name) => ({ "@type": "MedicalSignOrSymptom", name })),
      ...(s.causes ? { cause: s.causes.map((name) => ({ "@type": "MedicalCause", name })) } : {}),
      ...(condition.treatments.length > 0
        ? {
            possibleTreatment: condition.treatments.map((t) => ({
              "@type": "MedicalTherapy",
              name: t.name,
              url: absolute(t.href),
            })),
          }
        : {}),
    });
    return [[medicalWebPage(path, heading, about, page.review, localeTag(locale))]];
  },
  view: ({ condition, page }, { locale, trail }) => {
    const { heading, medical } = conditionHeading(condition, locale);
    return (
      <ConditionView
        condition={condition}
        heading={heading}
        medicalName={medical}
        page={page}
        trail={trail}
        treatments={condition.treatments.map((t) => ({ name: t.name, href: t.href }))}
        locale={locale}
        m={getMessages(locale).medical}
      />
    );
  },
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { conditions: conditionsIndex, condition };
