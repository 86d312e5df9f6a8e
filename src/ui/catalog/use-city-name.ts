"use client";

import { useEffect, useState } from "react";
import type { Locale } from "@/src/lib/i18n";

const DEVANAGARI = /[\u0900-\u097F]/;

let names: Promise<typeof import("@/src/lib/catalog/city-names")> | null = null;
function loadNames() {
  names ??= import("@/src/lib/catalog/city-names").catch((error: unknown) => {
    names = null; // forgotten: the next city asks again
    throw error;
  });
  return names;
}

/**
 * A city as this page's language writes it, for a city the browser learns (the visitor's
 * choice, an API's answer): as given on an English page, its Hindi name on a Hindi page
 * (HI-18). The table of Hindi names (src/lib/catalog/city-names.ts, every city's names) is
 * fetched only when a Hindi page has a city in Latin letters to show (SH-47), not carried in
 * the shell's script of every page. Undefined without a city, and while that table is on its
 * way (the caller chooses what shows meanwhile). A name the server renders uses `cityNameIn`
 * (docs/decisions/0036-browser-learned-city-names-on-demand.md).
 */
export function useCityNameIn(
  locale: Locale,
  city: { name: string; slug?: string } | null | undefined,
): string | undefined {
  const name = city?.name;
  const slug = city?.slug;
  const [hindi, setHindi] = useState<{ of: string; name: string } | null>(null);
  const wanted = locale === "hi" && name !== undefined && !DEVANAGARI.test(name);
  useEffect(() => {
    if (!wanted || name === undefined) return;
    let live = true;
    loadNames().then(
      ({ cityNameIn }) =>
        live && setHindi({ of: `${slug}|${name}`, name: cityNameIn("hi", { name, slug }) }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, name, slug]);
  if (!wanted) return name;
  return hindi?.of === `${slug}|${name}` ? hindi.name : undefined;
}

/**
 * A city's name as a Hindi page writes it, for a view the browser may render with cities it
 * learned (src/ui/catalog/nearby-cities.tsx): the name as given until the table arrives. A
 * server that renders it passes names already in the page's language (`nearbyIn`), so the HTML
 * is right without JavaScript and no table is fetched for a name in Devanagari.
 */
export function CityNameIn({
  locale,
  city,
}: {
  locale: Locale;
  city: { name: string; slug?: string };
}) {
  return useCityNameIn(locale, city) ?? city.name;
}
