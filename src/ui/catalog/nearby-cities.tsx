import Link from "next/link";
import { CITY_SLOT } from "@/src/lib/catalog/cities";
import type { NearbyCity } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format, formatNumber, type PluralMessage, plural } from "@/src/lib/i18n/format";
import { MapPinIcon } from "@/src/ui/icons";
import { CityNameIn } from "./use-city-name";

/** The words of a nearby-cities list (messages `medical.nearby`, `discovery.nearby`…). */
export interface NearbyWords {
  /** "Nearest cities that have one" */
  heading: string;
  /** "{km} km (straight line)" */
  distance: string;
  /** "{count} doctor" / "{count} doctors" */
  count: PluralMessage;
}

/**
 * Where a patient can go when their city has none (docs/decisions/0030-nearest-places-by-straight-line.md):
 * the nearest cities that have it, nearest first, each with its straight-line distance and how
 * many it has, linking that city's page (`hrefPattern` with `{city}`, in the page's language).
 * Renders nothing when no city has it. A server passes the cities named in the page's language
 * (`citiesIn`, src/lib/catalog/city-names.ts); cities the browser learned are named on arrival.
 */
export function NearbyCities({
  cities,
  hrefPattern,
  words,
  locale,
  testId,
  nameOf,
}: {
  cities: readonly NearbyCity[];
  hrefPattern: string;
  words: NearbyWords;
  locale: Locale;
  testId: string;
  /**
   * How a client view that computes the list in the HTML it renders (the cost page's estimate)
   * names a city; without it, as given, in Hindi on a Hindi page once the table has loaded.
   */
  nameOf?: (city: NearbyCity["city"]) => string;
}) {
  if (cities.length === 0) return null;
  return (
    <div className="mt-3" data-testid={testId}>
      <p className="font-semibold text-slate-900">{words.heading}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {cities.map((c) => (
          <li key={c.city.id}>
            <Link
              href={hrefPattern.replace(CITY_SLOT, c.city.slug)}
              className="flex min-h-11 flex-wrap items-center gap-x-2 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200 hover:ring-brand-300"
              data-city={c.city.slug}
            >
              <MapPinIcon size={18} className="shrink-0 text-brand-700" />
              <span className="font-semibold text-brand-700 underline underline-offset-2">
                {nameOf ? nameOf(c.city) : <CityNameIn locale={locale} city={c.city} />}
              </span>
              <span className="text-slate-700">
                {format(words.distance, { km: formatNumber(c.km, locale) })} ·{" "}
                {plural(words.count, c.count, locale)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
