"use client";

// Links in long lists are not prefetched: on a phone, fetching every card's page on sight costs
// data and main-thread time that the visible page needs (Lighthouse TBT).

import Link from "next/link";
import { useState } from "react";
import type { PopularTreatmentCosts } from "@/src/lib/catalog/types";
import { format, formatNumber } from "@/src/lib/i18n/format";
import { chooseCity } from "@/src/ui/account/choose-city";
import { MapPinIcon } from "@/src/ui/icons";
import type { HomeView, HomeWords } from "./home-view";
import { SectionHeading } from "./section-heading";
import { useCityCosts, useVisitorCity } from "./use-city-costs";

/**
 * The home page's parts that follow the visitor's city (client islands of the server-rendered
 * ./home-view.tsx): the popular treatments' costs and the city tiles.
 */

type CityWords = Pick<HomeWords, "popularTreatments" | "cities">;
type TreatmentsView = Pick<HomeView, "locale" | "pageCityId" | "treatmentsSubtitle" | "treatments">;

/**
 * The treatment cards' words in the visitor's city: the cached page carries the default city's
 * figures; once the visitor's city (campaign, choice, profile) differs, its figures replace them
 * (./use-city-costs.ts).
 */
function treatmentsIn(
  view: TreatmentsView,
  h: CityWords,
  costs: PopularTreatmentCosts | null,
): { subtitle: string; treatments: HomeView["treatments"] } {
  if (!costs) return { subtitle: view.treatmentsSubtitle, treatments: view.treatments };
  const byId = new Map(costs.treatments.map((t) => [t.id, t]));
  return {
    subtitle: format(h.popularTreatments.subtitle, { city: costs.city.name }),
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

/** The popular treatments, with their costs in the visitor's city once it is known. */
export function PopularTreatments({ view, h }: { view: TreatmentsView; h: CityWords }) {
  const visitorCity = useVisitorCity();
  const costs = useCityCosts(view.pageCityId, visitorCity);
  const shown = treatmentsIn(view, h, costs);
  // A city chosen: each card opens that city's page of the treatment, with its cost, doctors
  // and hospitals; without one, the page for every city.
  const cardHref = (t: HomeView["treatments"][number]) =>
    visitorCity?.slug ? format(t.cityHref, { city: visitorCity.slug }) : t.href;
  return (
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
  );
}

/** The popular cities' tiles, the visitor's city pressed. */
export function HomeCities({
  cities,
  pageCityId,
  h,
}: {
  cities: HomeView["popularCities"];
  pageCityId: number;
  h: CityWords;
}) {
  const visitorCity = useVisitorCity();
  return <CityTiles cities={cities} chosenId={visitorCity?.CityId ?? pageCityId} h={h} />;
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
  h: CityWords;
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
