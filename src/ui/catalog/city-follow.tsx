"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import type {
  CityCost,
  CityRef,
  DoctorSummary,
  HospitalSummary,
  NearbyCity,
} from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format, formatNumber } from "@/src/lib/i18n/format";
import { MapPinIcon } from "@/src/ui/icons";
import { NearbyCities, type NearbyWords } from "./nearby-cities";
import { type CardMessages, DoctorCards, Fact, HospitalCards, Section } from "./parts";
import { useCityNameIn } from "./use-city-name";
import { useCityPicks, useOtherCity } from "./use-city-picks";

/**
 * The parts of a cached treatment or department page that show one city (its cost, doctors and
 * hospitals) follow the visitor's city in the browser: the HTML carries the page's city (the
 * default, Delhi NCR), and once the visitor's city is known and differs, its figures come from
 * the page's own data (costs of every city) or from the public, cached GET /api/city-picks.
 * A city page (`/{city}/treatment/{slug}`) is about its own city: `follow` is false there.
 * The server names the page's city (and the nearest cities it lists) in the page's language;
 * a city the browser learns is named in Hindi once the names table arrives (SH-48), so this
 * script does not carry that table (docs/decisions/0036-browser-learned-city-names-on-demand.md).
 */

export interface CitySectionWords {
  /** "Doctors who perform it in {city}" */
  doctors: string;
  /** "Hospitals in {city}" */
  hospitals: string;
  noDoctors: string;
  noHospitals: string;
}

/**
 * A treatment page's "none here" in precise words, and where the nearest cities that have it
 * are (DS-14): the page's city's from the server, the visitor's city's from /api/city-picks.
 */
export interface LackingTreatment {
  /** The treatment's name, as the page writes it. */
  name: string;
  /** That city's page for the treatment, with `{city}` for its slug. */
  hrefPattern: string;
  /** The page's city's nearest cities with its doctors, with its hospitals (when it has none). */
  nearest: { doctors: NearbyCity[]; hospitals: NearbyCity[] };
  words: {
    /** "No doctor for {name} listed in {city} yet." */
    noDoctors: string;
    noHospitals: string;
    doctors: NearbyWords;
    hospitals: NearbyWords;
  };
}

/** The doctors and hospitals sections, in the visitor's city once its list has arrived. */
export function CityDoctorsHospitals({
  pageCity,
  doctors,
  hospitals,
  query,
  follow,
  words,
  cardWords,
  locale,
  doctorsAction,
  hospitalsAction,
  lacking,
}: {
  /** The page's city, its name as the page writes it (Hindi on a Hindi page). */
  pageCity: CityRef;
  doctors: DoctorSummary[];
  hospitals: HospitalSummary[];
  query: { treatmentId?: number; departmentId?: number };
  follow: boolean;
  words: CitySectionWords;
  cardWords: CardMessages;
  locale: Locale;
  doctorsAction?: ReactNode;
  hospitalsAction?: ReactNode;
  lacking?: LackingTreatment;
}) {
  const picks = useCityPicks(useOtherCity(pageCity.id, follow), query);
  const city = picks?.city ?? pageCity;
  // The API names the visitor's city in English: a Hindi page writes it in Devanagari (HI-18).
  const cityName = useCityNameIn(locale, city) ?? city.name;
  const shownDoctors = picks?.doctors.items ?? doctors;
  const shownHospitals = picks?.hospitals.items ?? hospitals;
  const nearest = picks ? picks.nearest : lacking?.nearest;
  return (
    <>
      <Section
        id="doctors"
        title={format(words.doctors, { city: cityName })}
        action={doctorsAction}
      >
        <div data-testid="city-doctors" data-city={city.id}>
          {shownDoctors.length > 0 ? (
            <DoctorCards doctors={shownDoctors} m={cardWords} locale={locale} />
          ) : lacking ? (
            <>
              <p data-testid="none-here">
                {format(lacking.words.noDoctors, { name: lacking.name, city: cityName })}
              </p>
              <NearbyCities
                cities={nearest?.doctors ?? []}
                hrefPattern={lacking.hrefPattern}
                words={lacking.words.doctors}
                locale={locale}
                testId="nearest-doctors"
              />
            </>
          ) : (
            <p>{format(words.noDoctors, { city: cityName })}</p>
          )}
        </div>
      </Section>
      <Section
        id="hospitals"
        title={format(words.hospitals, { city: cityName })}
        action={hospitalsAction}
      >
        <div data-testid="city-hospitals" data-city={city.id}>
          {shownHospitals.length > 0 ? (
            <HospitalCards hospitals={shownHospitals} m={cardWords} />
          ) : lacking ? (
            <>
              <p>{format(lacking.words.noHospitals, { name: lacking.name, city: cityName })}</p>
              <NearbyCities
                cities={nearest?.hospitals ?? []}
                hrefPattern={lacking.hrefPattern}
                words={lacking.words.hospitals}
                locale={locale}
                testId="nearest-hospitals"
              />
            </>
          ) : (
            <p>{format(words.noHospitals, { city: cityName })}</p>
          )}
        </div>
      </Section>
    </>
  );
}

/** The cost of the visitor's city among every city's, else the page's own. */
function useCityCost(
  costs: readonly CityCost[],
  pageCityId: number,
  follow: boolean,
): CityCost | null {
  const other = useOtherCity(pageCityId, follow);
  const wanted = other?.CityId ?? pageCityId;
  return costs.find((c) => c.city.id === wanted) ?? null;
}

/** "Cost in {city}": the visitor's city's range where it is known. */
export function CityCostFact({
  costs,
  pageCityId,
  follow,
  label,
  range,
  average,
  locale,
}: {
  /** Every city's range, each city named as the page writes it (`citiesIn`). */
  costs: CityCost[];
  pageCityId: number;
  follow: boolean;
  /** "Cost in {city}" */
  label: string;
  /** "₹{min} – ₹{max}" */
  range: string;
  /** "Average": shown with the average an editor entered for the city, if any. */
  average?: string;
  locale: Locale;
}) {
  const cost = useCityCost(costs, pageCityId, follow);
  const cityName = useCityNameIn(locale, cost?.city) ?? cost?.city.name;
  if (!cost) return null;
  const span = format(range, {
    min: formatNumber(cost.minCost, locale),
    max: formatNumber(cost.maxCost, locale),
  });
  return (
    <Fact
      label={format(label, { city: cityName ?? cost.city.name })}
      value={
        average && cost.avgCost != null
          ? `${span} (${average} ₹${formatNumber(cost.avgCost, locale)})`
          : span
      }
      testId="city-cost"
    />
  );
}

/** The EMI line: a twelfth of the lower end of the range, in the visitor's city where known. */
export function CityEmiLine({
  costs,
  pageCityId,
  follow,
  text,
  locale,
}: {
  costs: CityCost[];
  pageCityId: number;
  follow: boolean;
  /** "… Around {amount} a month …" */
  text: string;
  locale: Locale;
}) {
  const cost = useCityCost(costs, pageCityId, follow);
  if (!cost) return null;
  const monthly = Math.round(cost.minCost / 12 / 100) * 100;
  return (
    <p className="mt-2" data-testid="city-emi">
      {format(text, { amount: `₹${formatNumber(monthly, locale)}` })}
    </p>
  );
}

/**
 * On a page for every city (/treatment/{slug}), the visitor's city's own page, offered at the
 * top once their city is known and is not the page's.
 */
export function CityPageOffer({
  pageCityId,
  cities,
  name,
  words,
  locale,
}: {
  locale: Locale;
  pageCityId: number;
  /** The cities with a page of their own, and its path. */
  cities: { id: number; href: string }[];
  name: string;
  /** "Your city: {city}" and "{name} in {city}: cost, doctors and hospitals" */
  words: { yourCity: string; link: string };
}) {
  const city = useOtherCity(pageCityId, true);
  const href = city ? cities.find((c) => c.id === city.CityId)?.href : undefined;
  if (!city || !href) return null;
  const cityName = (locale === "hi" && city.CityNameHi) || city.CityName;
  return (
    <div
      className="mt-6 flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
      data-testid="city-page-offer"
    >
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <MapPinIcon size={20} className="shrink-0 text-brand-700" />
        {format(words.yourCity, { city: cityName })}
      </p>
      <Link
        href={href}
        className="inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
      >
        {format(words.link, { name, city: cityName })} →
      </Link>
    </div>
  );
}
