"use client";

import Link from "next/link";
import type { ListingKind } from "@/src/lib/catalog/listing-filters";
import type { Locale } from "@/src/lib/i18n";
import { format, type PluralMessage, plural } from "@/src/lib/i18n/format";
import { useVisitorCity } from "@/src/ui/account/visitor-city";
import { useCityPicks } from "@/src/ui/catalog/use-city-picks";
import { DoctorCard, HospitalCard } from "./cards";
import type { CardWords } from "./parts";

export interface CityLink {
  id: number;
  name: string;
  href: string;
}

/** What the all-India list shows first in the visitor's city (its first page, unfiltered). */
export interface CityFirst {
  kind: ListingKind;
  /** The listing's speciality, if any. */
  departmentId?: number;
  /** "Doctors in {city}" */
  title: string;
  /** "See all {count} in {city}" */
  seeAll: PluralMessage;
  words: CardWords;
  locale: Locale;
}

/** The visitor's city's link among a page's city links, first and prominent; none without. */
export function YourCityLink({ cities, yourCity }: { cities: CityLink[]; yourCity: string }) {
  const visitor = useVisitorCity();
  const mine = visitor ? cities.find((c) => c.id === visitor.CityId) : undefined;
  if (!mine) return null;
  return (
    <p className="mb-3">
      <Link
        href={mine.href}
        data-testid="your-city"
        className="inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {format(yourCity, { city: mine.name })}
      </Link>
    </p>
  );
}

/**
 * The cities of the all-India listings, as links to their listings. Once the page runs in the
 * browser, the visitor's city (src/ui/account/visitor-city.ts) is offered first and, on the
 * list's first page, its first doctors or hospitals come before the all-India list (from the
 * public, cached GET /api/city-picks): the cached HTML is the same for everyone.
 */
export function CityChooser({
  cities,
  title,
  yourCity,
  first,
}: {
  cities: CityLink[];
  title: string;
  /** "Your city: {city}" */
  yourCity: string;
  first?: CityFirst;
}) {
  const visitor = useVisitorCity();
  const mine = visitor ? cities.find((c) => c.id === visitor.CityId) : undefined;
  return (
    <>
      <section aria-labelledby="choose-city" className="mt-6">
        <h2 id="choose-city" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-2">
          <YourCityLink cities={cities} yourCity={yourCity} />
        </div>
        <ul className="flex flex-wrap gap-2">
          {cities.map((c) => (
            <li key={c.id}>
              <Link
                href={c.href}
                prefetch={false}
                className="inline-flex min-h-11 items-center rounded-full px-4 ring-1 ring-slate-300 hover:bg-brand-50"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {mine && first ? <FirstInCity city={mine} first={first} /> : null}
    </>
  );
}

function FirstInCity({ city, first }: { city: CityLink; first: CityFirst }) {
  const picks = useCityPicks(
    { CityId: city.id, CityName: city.name, Type: "" },
    { departmentId: first.departmentId },
  );
  if (!picks) return null;
  const list = first.kind === "doctors" ? picks.doctors : picks.hospitals;
  if (list.items.length === 0) return null;
  return (
    <section
      aria-labelledby="first-in-city"
      className="mt-8 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 md:p-6"
      data-testid="first-in-city"
      data-city={city.id}
    >
      <h2 id="first-in-city" className="text-xl font-bold text-slate-900">
        {format(first.title, { city: city.name })}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {first.kind === "doctors"
          ? picks.doctors.items.map((d) => (
              <DoctorCard key={d.id} doctor={d} m={first.words} locale={first.locale} />
            ))
          : picks.hospitals.items.map((h) => (
              <HospitalCard key={h.id} hospital={h} m={first.words} locale={first.locale} />
            ))}
      </ul>
      <p className="mt-4">
        <Link
          href={city.href}
          className="inline-flex min-h-12 items-center rounded-xl bg-white px-5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
        >
          {plural(first.seeAll, list.total, first.locale, { city: city.name })} →
        </Link>
      </p>
    </section>
  );
}
