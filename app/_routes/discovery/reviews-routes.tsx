import { hrefInLocale } from "@/src/lib/locale-switch";
import { reviewsPath } from "@/src/lib/catalog/review-filters";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { loadReviewsPage, type ReviewsPageData } from "@/src/server/discovery/reviews-page";
import type { DiscoveryMessages } from "@/src/ui/discovery/parts";
import { ReviewsView } from "@/src/ui/discovery/reviews-view";
import { pathAlternates } from "@/src/ui/page/metadata";
import { definePage } from "../page-kit";

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

/** /reviews and /reviews/filter/{segment}. */
function reviewsPage<R extends "reviews" | "reviews-filter">(routeId: R) {
  return definePage({
    route: routeId,
    load: ({ params }) => loadReviewsPage((params as { filters?: string }).filters),
    meta: (data, { locale }) => {
      const m = getMessages(locale).discovery;
      // Every filter and page lists other reviews: each is canonical to itself.
      const alternates = pathAlternates(reviewsPath(data.filters), locale);
      const title = titleOf(data, m, locale);
      return {
        title,
        description: m.reviewsPage.description,
        alternates,
        openGraph: { title, url: alternates.canonical, type: "website" },
      };
    },
    trail: (data, { locale }) => {
      const m = getMessages(locale).discovery;
      const crumbs = [
        { name: m.home, href: "/" },
        { name: m.reviewsPage.title, href: "/reviews" },
      ];
      const own = reviewsPath(data.filters);
      if (own !== "/reviews") crumbs.push({ name: titleOf(data, m, locale), href: own });
      return crumbs.map((c) => ({ ...c, href: hrefInLocale(c.href, locale) }));
    },
    view: (data, { locale, trail }) => {
      const m = getMessages(locale).discovery;
      return (
        <ReviewsView
          title={titleOf(data, m, locale)}
          crumbs={trail}
          locale={locale}
          m={m}
          reviews={data.result.items}
          total={data.result.total}
          page={data.page}
          pages={data.pages}
          hrefOf={(page) =>
            hrefInLocale(
              reviewsPath({ ...data.filters, page: page > 1 ? page : undefined }),
              locale,
            )
          }
          treatments={data.facets.treatments.map((t) => ({
            value: t.slug,
            label: `${nameOf(t, locale)} (${t.count})`,
          }))}
          cities={data.facets.cities.map((c) => ({
            value: c.slug,
            label: `${c.name} (${c.count})`,
          }))}
          chosen={{ treatment: data.filters.treatment ?? "", city: data.filters.city ?? "" }}
        />
      );
    },
  });
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  reviews: reviewsPage("reviews"),
  "reviews-filter": reviewsPage("reviews-filter"),
};
