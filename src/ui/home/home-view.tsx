"use client";

// Links in long lists are not prefetched: on a phone, fetching every card's page on sight costs
// data and main-thread time that the visible page needs (Lighthouse TBT).

import Link from "next/link";
import { useState } from "react";
import { displayPhone, siteConfig, telHref } from "@/src/config/site";
import type { Faq, PopularTreatmentCosts } from "@/src/lib/catalog/types";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format, formatNumber } from "@/src/lib/i18n/format";
import { chooseCity } from "@/src/ui/account/choose-city";
import { CalendarIcon, CheckCircleIcon, MapPinIcon, PhoneIcon, ShieldIcon } from "@/src/ui/icons";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { FaqItems } from "@/src/ui/page/faq-items";
import { SearchBox } from "@/src/ui/search/search-box";
import { useCityNameIn } from "@/src/ui/catalog/use-city-name";
import { useCityCosts, useVisitorCity } from "./use-city-costs";

/** The home page's messages that its sections show (not its metadata or unused counts). */
export type HomeWords = Omit<Messages["home"], "metaTitle" | "metaDescription" | "stats">;

/** What the home page shows, already in words (built on the server by ./home-page.tsx). */
export interface HomeView {
  locale: Locale;
  /** The city whose costs the cached page carries (the default city). */
  pageCityId: number;
  treatmentsSubtitle: string;
  treatments: {
    id: number;
    href: string;
    /** The treatment's page in a city, `{city}` standing for the city's slug. */
    cityHref: string;
    name: string;
    department: string;
    summary: string;
    from: string;
    stay: string;
  }[];
  departments: { href: string; name: string }[];
  popularCities: { id: number; name: string; icon: string | null; iconChosen: string | null }[];
  moreCities: string;
  faqs: Faq[];
}

function SectionHeading({
  id,
  title,
  subtitle,
  live,
}: {
  id: string;
  title: string;
  subtitle?: string;
  /** The subtitle changes after load (the city of the costs): announce it politely. */
  live?: boolean;
}) {
  return (
    <div className="mb-6 md:mb-8">
      <h2 id={id} className="section-title scroll-mt-28">
        {title}
      </h2>
      {subtitle ? (
        <p className="mt-2 text-slate-600" aria-live={live ? "polite" : undefined}>
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The treatment cards' words in the visitor's city: the cached page carries the default city's
 * figures; once the visitor's city (campaign, choice, profile) differs, its figures replace them
 * (./use-city-costs.ts).
 */
function treatmentsIn(
  view: HomeView,
  h: HomeWords,
  costs: PopularTreatmentCosts | null,
  /** The costs' city as this page writes it ("पटना में सामान्य खर्च" on a Hindi page). */
  cityName: string | undefined,
): { subtitle: string; treatments: HomeView["treatments"] } {
  // On a Hindi page the visitor's figures wait for the city's Hindi name (a moment): the
  // subtitle is announced (aria-live), once and in one language.
  if (!costs || cityName === undefined)
    return { subtitle: view.treatmentsSubtitle, treatments: view.treatments };
  const byId = new Map(costs.treatments.map((t) => [t.id, t]));
  return {
    subtitle: format(h.popularTreatments.subtitle, { city: cityName }),
    treatments: view.treatments.map((t) => {
      const min = byId.get(t.id)?.minCost ?? null;
      return {
        ...t,
        from:
          min !== null
            ? format(h.popularTreatments.from, { amount: formatNumber(min, view.locale) })
            : "",
      };
    }),
  };
}

//----
export function HomeViewSections({
  view,
  m: h,
  bookAppointment,
}: {
  view: HomeView;
  m: HomeWords;
  bookAppointment: string;
}) {
  const visitorCity = useVisitorCity();
  const costs = useCityCosts(view.pageCityId, visitorCity);
  const costsCity = useCityNameIn(view.locale, costs?.city);
  const shown = treatmentsIn(view, h, costs, costsCity);
  const cityId = visitorCity?.CityId ?? view.pageCityId;
  // A city chosen: each card opens that city's page of the treatment, with its cost, doctors
  // and hospitals; without one, the page for every city.
  const cardHref = (t: HomeView["treatments"][number]) =>
    visitorCity?.slug ? format(t.cityHref, { city: visitorCity.slug }) : t.href;
  return (
    <>
      {/* Hero */}
      <section
        className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
        aria-labelledby="hero-title"
      >
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-8 md:pt-14">
          <div className="max-w-3xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
              <ShieldIcon size={14} /> {h.hero.eyebrow}
            </p>
            <h1
              id="hero-title"
              className="mt-4 text-3xl font-bold leading-tight tracking-tight text-slate-900 md:text-5xl"
            >
              {h.hero.title}
            </h1>
            <p className="mt-4 max-w-xl text-base leading-7 text-slate-700 md:text-lg">
              {h.hero.subtitle}
            </p>
            {/* Where most patients start: the same city-aware search as the header's (its
                words come from the layout, sent once for both). */}
            <SearchBox locale={view.locale} large className="mt-6 max-w-xl" testId="hero-search" />
            <ul className="mt-5 space-y-2">
              {h.hero.points.map((point) => (
                <li
                  key={point}
                  className="flex items-center gap-2 text-sm font-medium text-slate-800 md:text-base"
                >
                  <CheckCircleIcon size={18} className="shrink-0 text-brand-700" /> {point}
                </li>
              ))}
            </ul>
            <div className="mt-7 flex flex-col gap-3 sm:flex-row">
              <OpenLeadFormButton
                className="btn-accent px-6 py-3.5 text-base shadow-md"
                request={{ variant: "3" }}
              >
                <CalendarIcon size={20} /> {bookAppointment}
              </OpenLeadFormButton>
              <a
                href={telHref(siteConfig.phones.main)}
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3.5 text-base font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                <PhoneIcon size={20} /> {displayPhone(siteConfig.phones.main)}
              </a>
            </div>
          </div>
        </div>
      </section>

      {/* Popular treatments */}
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="treatments-title">
        <SectionHeading
          id="treatments-title"
          title={h.popularTreatments.title}
          subtitle={shown.subtitle}
          live
        />
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          data-testid="home-treatments"
          data-city={costs?.city.id ?? view.pageCityId}
        >
          {shown.treatments.map((t) => (
            <li key={t.href}>
              <Link prefetch={false} href={cardHref(t)} className="card-link">
                <span className="eyebrow">{t.department}</span>
                <span className="card-title">{t.name}</span>
                <span className="card-summary">{t.summary}</span>
                <span className="card-foot">
                  <span className="text-base font-bold text-slate-900">{t.from}</span>
                  <span className="text-xs text-slate-500">{t.stay}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {/* Departments */}
      <section className="bg-slate-50" aria-labelledby="departments-title">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <SectionHeading
            id="departments-title"
            title={h.departments.title}
            subtitle={h.departments.subtitle}
          />
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
            {view.departments.map((d) => (
              <li key={d.href}>
                <Link prefetch={false} href={d.href} className="tile-link tile-link-chevron">
                  {d.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Popular cities */}
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="cities-title">
        <SectionHeading id="cities-title" title={h.cities.title} subtitle={h.cities.subtitle} />
        <CityTiles cities={view.popularCities} chosenId={cityId} h={h} />
        {view.moreCities ? <p className="mt-4 text-sm text-slate-600">{view.moreCities}</p> : null}
      </section>

      {/* How it works */}
      <section className="bg-brand-50" aria-labelledby="how-title">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <SectionHeading id="how-title" title={h.howItWorks.title} />
          <ol className="grid gap-4 md:grid-cols-4">
            {h.howItWorks.steps.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <span className="step-number">{i + 1}</span>
                <h3 className="mt-3 text-base font-bold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{step.body}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex justify-center">
            <OpenLeadFormButton
              className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
              request={{ variant: "3" }}
            >
              <CalendarIcon size={20} /> {bookAppointment}
            </OpenLeadFormButton>
          </div>
        </div>
      </section>

      {/* FAQ */}
      {view.faqs.length > 0 ? (
        <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="faq-title">
          <SectionHeading id="faq-title" title={h.faq.title} />
          <FaqItems items={view.faqs} />
        </section>
      ) : null}
    </>
  );
}

/**
 * The popular cities as tiles that choose the city (until city pages exist to link to): the
 * choice is kept like the Location modal's (profile too when logged in), the costs above follow
 * it, and a line says so with a way back up to them.
 */
function CityTiles({
  cities,
  chosenId,
  h,
}: {
  cities: HomeView["popularCities"];
  chosenId: number;
  h: HomeWords;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <ul className="grid grid-cols-3 gap-3 md:grid-cols-6" data-testid="home-city-tiles">
        {cities.map((city) => {
          const pressed = city.id === chosenId;
          const icon = (pressed && city.iconChosen) || city.icon;
          return (
            <li key={city.id}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  void chooseCity({ cityid: city.id, cityname: city.name, type: "popular" });
                  setChosen(city.name);
                }}
                className="city-tile"
              >
                {icon ? (
                  // biome-ignore lint/performance/noImgElement: tiny static SVG icons need no optimisation
                  <img src={icon} alt="" width={48} height={48} loading="lazy" decoding="async" />
                ) : (
                  <MapPinIcon size={40} className="text-brand-700" />
                )}
                <span className="text-sm font-semibold text-slate-800">{city.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-4 text-sm text-slate-700" data-testid="home-city-chosen">
        {chosen ? (
          <>
            {format(h.cities.chosen, { city: chosen })}{" "}
            <a
              href="#treatments-title"
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
            >
              {h.cities.seeCosts}
            </a>
          </>
        ) : null}
      </p>
    </>
  );
}
