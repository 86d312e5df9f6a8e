import { type EstimateChoice, parseEstimateSegment } from "@/src/lib/catalog/estimate";
import { defaultChoice, estimateInput } from "@/src/lib/catalog/estimate-data";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { localeTag } from "@/src/lib/i18n/locale";
import { hrefFor } from "@/src/lib/page-registry";
import { cachedEstimateData, cachedMedicalPage, cachedTreatmentBySlug } from "@/src/server/catalog";
import { CostView } from "@/src/ui/catalog/cost-view";
import { formatUpdated } from "@/src/ui/content/content-page-view";
import { definePage } from "../page-kit";
import { absolute, entityNode, medicalWebPage } from "./ld";

/**
 * The cost page, or with `estimate` a shared estimate under it: a 404 when the treatment is
 * unknown, or the estimate's segment is malformed or names a value the data does not have.
 */
function costPage<R extends "cost" | "cost-estimate">(routeId: R) {
  const withEstimate = routeId === "cost-estimate";
  return definePage({
    route: routeId,
    load: async ({ params, locale }) => {
      const { slug, estimate: segment = "" } = params as { slug: string; estimate?: string };
      const [treatment, data] = await Promise.all([
        cachedTreatmentBySlug(slug),
        cachedEstimateData(slug),
      ]);
      if (!treatment) return null;
      let choice: EstimateChoice | null = data ? defaultChoice(data) : null;
      if (withEstimate) {
        choice = parseEstimateSegment(segment);
        if (!data || !choice || !estimateInput(data, choice)) return null;
      }
      const page = await cachedMedicalPage("treatment", treatment.id, locale);
      return { treatment, data, choice, page, segment };
    },
    linkParams: ({ treatment, segment }): Record<string, string> => ({
      slug: treatment.slug,
      ...(withEstimate ? { estimate: segment } : {}),
    }),
    meta: ({ treatment }, { locale }) => {
      const m = getMessages(locale).medical.cost;
      return {
        title: format(m.title, { name: treatment.name }),
        description: format(m.description, { name: treatment.name }),
        // A shared estimate is one of many views of the cost page: that page is the one to index.
        ...(withEstimate
          ? {
              alternates: { canonical: hrefFor("cost", { slug: treatment.slug }, locale) },
              robots: { index: false, follow: true },
            }
          : {}),
      };
    },
    breadcrumb: ({ treatment, data, choice }, { locale }) => {
      const m = getMessages(locale).medical;
      const name = treatment.name;
      const city = data?.cities.find((c) => c.slug === choice?.city);
      return {
        home: m.home,
        treatments: m.treatments.title,
        treatment: name,
        cost: format(m.cost.title, { name }),
        "cost-estimate":
          withEstimate && city ? format(m.estimate.estimateTitle, { name, city: city.name }) : "",
      };
    },
    settings: ({ treatment }) => ({
      departmentId: treatment.department.id,
      departmentName: treatment.department.name,
      pageName: treatment.name,
      treatmentName: treatment.name,
    }),
    jsonLd: ({ treatment, page }, { route, locale }) => {
      const title = format(getMessages(locale).medical.cost.title, { name: treatment.name });
      const procedure = entityNode(route, {
        name: treatment.name,
        description: treatment.summary,
        url: absolute(treatment.href),
      });
      const costPath = hrefFor("cost", { slug: treatment.slug }, locale);
      return [[medicalWebPage(costPath, title, procedure, page.review, localeTag(locale))]];
    },
    view: ({ treatment, data, choice, page }, { locale, trail }) => {
      const m = getMessages(locale).medical;
      return (
        <CostView
          treatment={treatment}
          page={page}
          estimate={
            data && choice
              ? {
                  data,
                  choice,
                  checkedDate: formatUpdated(data.checkedOn, locale),
                  followVisitorCity: !withEstimate,
                }
              : null
          }
          trail={trail}
          title={format(m.cost.title, { name: treatment.name })}
          cityHref={(c) => hrefFor("city-treatment", { city: c, slug: treatment.slug }, locale)}
          locale={locale}
          m={m}
        />
      );
    },
  });
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { cost: costPage("cost"), "cost-estimate": costPage("cost-estimate") };
