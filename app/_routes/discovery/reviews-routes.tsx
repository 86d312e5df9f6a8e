import type { PageModule } from "@/src/ui/page/page-module";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import { hrefInLocale } from "@/src/lib/locale-switch";
import type { Metadata } from "next";
import { env } from "@/src/config/env";
import { reviewsPath } from "@/src/lib/catalog/review-filters";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { loadReviewsPage, type ReviewsPageData } from "@/src/server/discovery/reviews-page";
import type { DiscoveryMessages } from "@/src/ui/discovery/parts";
import { ReviewsView } from "@/src/ui/discovery/reviews-view";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { pathAlternates } from "@/src/ui/page/metadata";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";

export type ReviewsParams = Promise<{ locale: Locale; filters?: string }>;

async function load(params: ReviewsParams) {
  const p = await params;
  const { locale, route } = await resolvePage(
    params,
    p.filters === undefined ? "reviews" : "reviews-filter",
  );
  const data = dataIn(await loadReviewsPage(p.filters), locale);
  return { locale, route, data, m: getMessages(locale).discovery };
}

const nameOf = (x: { name: string; nameHi?: string | null }, locale: Locale) =>
  (locale === "hi" ? x.nameHi : null) ?? x.name;

function titleOf(data: ReviewsPageData, m: DiscoveryMessages, locale: Locale): string {
  const r = m.reviewsPage;
  const treatment = data.treatment ? nameOf(data.treatment, locale) : "";
  const city = data.city?.name ?? "";
  const title =
    treatment && city
      ? format(r.titleBoth, { treatment, city })
      : treatment
        ? format(r.titleTreatment, { treatment })
        : city
          ? format(r.titleCity, { city })
          : r.title;
  return data.page > 1 ? format(r.pageTitle, { title, page: data.page }) : title;
}

export async function reviewsMetadata(params: ReviewsParams): Promise<Metadata> {
  const { locale, data, m } = await load(params);
  if (!data) {
    return {
      title: getMessages(locale).errors.notFound.metaTitle,
      robots: { index: false, follow: true },
    };
  }
  // Every filter and page lists other reviews: each is canonical to itself.
  const alternates = pathAlternates(reviewsPath(data.filters), locale);
  const title = titleOf(data, m, locale);
  return {
    title,
    description: m.reviewsPage.description,
    alternates,
    openGraph: { title, url: alternates.canonical, type: "website" },
  };
}

/** /reviews and /reviews/filter/{segment}. */
export async function ReviewsRoute({ params }: { params: ReviewsParams }) {
  const { locale, route, data, m } = await load(params);
  if (!data) return <NotFoundPage />;
  const title = titleOf(data, m, locale);
  const crumbs = [
    { name: m.home, href: "/" },
    { name: m.reviewsPage.title, href: "/reviews" },
  ];
  const own = reviewsPath(data.filters);
  if (own !== "/reviews") crumbs.push({ name: title, href: own });
  return (
    <PageSettings route={route} locale={locale}>
      <ReviewsView
        title={title}
        crumbs={crumbs.map((c) => ({ ...c, href: hrefInLocale(c.href, locale) }))}
        siteUrl={env().SITE_URL}
        locale={locale}
        m={m}
        reviews={data.result.items}
        total={data.result.total}
        page={data.page}
        pages={data.pages}
        hrefOf={(page) =>
          hrefInLocale(reviewsPath({ ...data.filters, page: page > 1 ? page : undefined }), locale)
        }
        treatments={data.facets.treatments.map((t) => ({
          value: t.slug,
          label: `${nameOf(t, locale)} (${t.count})`,
        }))}
        cities={data.facets.cities.map((c) => ({ value: c.slug, label: `${c.name} (${c.count})` }))}
        chosen={{ treatment: data.filters.treatment ?? "", city: data.filters.city ?? "" }}
      />
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  reviews: { render: ReviewsRoute, metadata: ({ params }) => reviewsMetadata(params) },
  "reviews-filter": {
    render: ReviewsRoute,
    metadata: ({ params }) => reviewsMetadata(params),
  },
} satisfies PageModule;
