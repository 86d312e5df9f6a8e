"use client";

import Link from "next/link";
import { format } from "@/src/lib/i18n/format";
import { useStoredCity } from "@/src/ui/account/selected-city";

export interface CityLink {
  id: number;
  name: string;
  href: string;
}

/**
 * The cities of the all-India listings, as links to their listings. The visitor's chosen city
 * (Location modal, profile) is offered first once the page runs in the browser: the cached HTML
 * is the same for everyone.
 */
export function CityChooser({
  cities,
  title,
  yourCity,
}: {
  cities: CityLink[];
  title: string;
  /** "Your city: {city}" */
  yourCity: string;
}) {
  const chosen = useStoredCity();
  const mine = chosen ? cities.find((c) => c.id === chosen.cityid) : undefined;
  return (
    <section aria-labelledby="choose-city" className="mt-6">
      <h2 id="choose-city" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {mine ? (
        <p className="mt-2">
          <Link
            href={mine.href}
            data-testid="your-city"
            className="inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {format(yourCity, { city: mine.name })}
          </Link>
        </p>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-2">
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
  );
}
