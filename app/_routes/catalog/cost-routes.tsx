import { localeTag } from "@/src/lib/i18n/locale";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import type { PageModule } from "@/src/ui/page/page-module";
import type { Locale } from "@/src/lib/i18n";
import type { Metadata } from "next";
import { type EstimateChoice, parseEstimateSegment } from "@/src/lib/catalog/estimate";
import { defaultChoice, estimateInput } from "@/src/lib/catalog/estimate-data";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { breadcrumbTrail, hrefFor } from "@/src/lib/page-registry";
import { cachedEstimateData, cachedMedicalPage, cachedTreatmentBySlug } from "@/src/server/catalog";
import { CostView } from "@/src/ui/catalog/cost-view";
import { formatUpdated } from "@/src/ui/content/content-page-view";
import { routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";
import { absolute, breadcrumbList, entityNode, JsonLdGraph, medicalWebPage } from "./ld";

export type CostParams = Promise<{ locale: Locale; slug?: string; estimate?: string }>;

/**
 * The cost page, or with `estimate` a shared estimate under it: null when the treatment is
 * unknown, or the estimate's segment is malformed or names a value the data does not have.
 */
async function loadCostPage(params: CostParams, withEstimate: boolean) {
  const { slug = "", estimate: segment = "" } = await params;
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
  return { treatment, data, choice };
}

export async function costMetadata(params: CostParams, withEstimate: boolean): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, withEstimate ? "cost-estimate" : "cost");
  const page = dataIn(await loadCostPage(params, withEstimate), locale);
  if (!page) return { title: getMessages(locale).errors.notFound.title };
  const m = getMessages(locale).medical.cost;
  const costPath = hrefFor("cost", { slug: page.treatment.slug }, locale);
  const { estimate = "" } = await params;
  const base = routeMetadata(route, locale, {
    slug: page.treatment.slug,
    ...(withEstimate ? { estimate } : {}),
  });
  return {
    title: format(m.title, { name: page.treatment.name }),
    description: format(m.description, { name: page.treatment.name }),
    ...base,
    // A shared estimate is one of many views of the cost page: that page is the one to index.
    ...(withEstimate
      ? {
          alternates: { canonical: costPath },
          robots: { index: false, follow: true },
        }
      : {}),
  };
}

export async function CostRoute({
  params,
  withEstimate,
}: {
  params: CostParams;
  withEstimate: boolean;
}) {
  const { locale, route } = await resolvePage(params, withEstimate ? "cost-estimate" : "cost");
  const loaded = dataIn(await loadCostPage(params, withEstimate), locale);
  if (!loaded) return <NotFoundPage />;
  const { treatment, data, choice } = loaded;
  const name = treatment.name;
  const m = getMessages(locale).medical;
  const page = dataIn(await cachedMedicalPage("treatment", treatment.id, locale), locale);
  const costPath = hrefFor("cost", { slug: treatment.slug }, locale);
  const title = format(m.cost.title, { name });
  const city = data?.cities.find((c) => c.slug === choice?.city);
  const estimate = withEstimate && city && choice ? city : null;
  const trail = breadcrumbTrail(
    estimate ? "cost-estimate" : "cost",
    {
      home: m.home,
      treatments: m.treatments.title,
      treatment: name,
      cost: title,
      "cost-estimate": estimate
        ? format(m.estimate.estimateTitle, { name, city: estimate.name })
        : "",
    },
    { slug: treatment.slug, estimate: (await params).estimate ?? "" },
    locale,
  );
  const procedure = entityNode(route, {
    name,
    description: treatment.summary,
    url: absolute(treatment.href),
  });
  return (
    <PageSettings
      route={route}
      locale={locale}
      departmentId={treatment.department.id}
      departmentName={treatment.department.name}
      pageName={name}
      treatmentName={treatment.name}
    >
      <JsonLdGraph
        nodes={[
          breadcrumbList(trail),
          medicalWebPage(costPath, title, procedure, page.review, localeTag(locale)),
        ]}
      />
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
        title={title}
        cityHref={(c) => hrefFor("city-treatment", { city: c, slug: treatment.slug }, locale)}
        locale={locale}
        m={m}
      />
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  cost: {
    render: ({ params }) => <CostRoute params={params} withEstimate={false} />,
    metadata: ({ params }) => costMetadata(params, false),
  },
  "cost-estimate": {
    render: ({ params }) => <CostRoute params={params} withEstimate={true} />,
    metadata: ({ params }) => costMetadata(params, true),
  },
} satisfies PageModule;
