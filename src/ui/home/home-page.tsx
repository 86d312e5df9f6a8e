import type { HomeData } from "@/src/lib/catalog/types";
import { format, formatNumber, type Locale, type Messages } from "@/src/lib/i18n";
import { CITY_SLOT } from "@/src/lib/catalog/cities";
import { hrefFor } from "@/src/lib/page-registry";
import { type HomeView, HomeViewSections } from "./home-view";

interface HomePageProps {
  data: HomeData;
  m: Messages;
  locale: Locale;
}

/**
 * The home page. The catalogue data is reduced to the words and links it shows, and a client
 * component renders it: a server component's markup would be sent twice (HTML and RSC payload),
 * a client component's only as HTML plus this small view (the home page's 60 KB budget).
 */
export function HomePage({ data, m, locale }: HomePageProps) {
  const h = m.home;
  const n = (value: number) => formatNumber(value, locale);
  // The counts of cities, hospitals and doctors (data.counts, messages home.stats) are not shown
  // until they can link to their listings (/doctors, /hospitals, city pages), which do not exist
  // yet: a bare number reads like a placeholder.
  const view: HomeView = {
    locale,
    pageCityId: data.defaultCity.id,
    treatmentsSubtitle: format(h.popularTreatments.subtitle, { city: data.defaultCity.name }),
    treatments: data.treatments.map((t) => ({
      id: t.id,
      href: t.href,
      // The chosen city's page in this page's language (HI-14).
      cityHref: hrefFor("city-treatment", { city: CITY_SLOT, slug: t.slug }, locale),
      name: t.name,
      department: t.departmentName,
      summary: t.summary,
      from: t.minCost !== null ? format(h.popularTreatments.from, { amount: n(t.minCost) }) : "",
      stay: t.hospitalStayDays
        ? format(h.popularTreatments.stay, { days: t.hospitalStayDays })
        : h.popularTreatments.dayCare,
    })),
    departments: data.departments.map((d) => ({ href: d.href, name: d.name })),
    popularCities: data.popularCities.map((c) => ({
      id: c.id,
      name: c.name,
      icon: c.iconPrimary,
      iconChosen: c.iconSecondary,
    })),
    moreCities:
      data.otherCities.length > 0
        ? format(h.cities.more, {
            list: data.otherCities
              .slice(0, 8)
              .map((c) => c.name)
              .join(", "),
          })
        : "",
    faqs: locale === "hi" && data.faqsHi.length > 0 ? data.faqsHi : data.faqs,
  };
  // Only the words the sections show travel in the page's RSC payload.
  const { metaTitle: _title, metaDescription: _description, stats: _stats, ...words } = h;
  return <HomeViewSections view={view} m={words} bookAppointment={m.common.bookAppointment} />;
}
