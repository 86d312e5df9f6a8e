"use client";

import Link from "next/link";
import { withCityFirst } from "@/src/lib/catalog/cities";
import { averageCost } from "@/src/lib/catalog/estimate";
import type { CityCost } from "@/src/lib/catalog/types";
import type { Locale, Messages } from "@/src/lib/i18n";
import { rupees } from "@/src/lib/i18n/locale";
import { useVisitorCity } from "@/src/ui/account/visitor-city";

/** A row of the table: a city's range, with the link to its page when there is one. */
export interface CostRow extends CityCost {
  href?: string;
}

export type CostTableWords = Pick<
  Messages["medical"]["sections"],
  "city" | "minimum" | "average" | "maximum" | "yourCity"
>;

/**
 * Minimum, average and maximum by city. The cached HTML lists the cities in the page's order; in
 * the browser the visitor's city (src/ui/account/visitor-city.ts) moves to the top, marked as
 * theirs, taken from `others` when the page lists only some cities.
 */
export function CityCostTable({
  rows,
  others,
  words,
  locale,
  caption,
}: {
  rows: CostRow[];
  /** Cities the table does not list, offered when one of them is the visitor's. */
  others?: CostRow[];
  words: CostTableWords;
  locale: Locale;
  caption: string;
}) {
  const visitor = useVisitorCity();
  const shown = withCityFirst(rows, visitor?.CityId, others);
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table
        className="cost-table w-full text-left text-sm sm:min-w-[28rem]"
        data-testid="cost-table"
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {words.city}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {words.minimum}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {words.average}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {words.maximum}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((c) => {
            const mine = c.city.id === visitor?.CityId;
            return (
              <tr
                key={c.city.id}
                className={mine ? "bg-brand-50" : undefined}
                data-visitor-city={mine || undefined}
              >
                <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                  {c.href ? (
                    <Link
                      href={c.href}
                      className="inline-block py-1 text-brand-800 hover:underline"
                    >
                      {c.city.name}
                    </Link>
                  ) : (
                    c.city.name
                  )}
                  {mine ? (
                    <span className="ml-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {words.yourCity}
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{rupees(c.minCost, locale)}</td>
                <td className="px-4 py-2 text-right tabular-nums">
                  {rupees(c.avgCost ?? averageCost(c.minCost, c.maxCost), locale)}
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{rupees(c.maxCost, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
