import { dataIn } from "@/src/lib/i18n/localize-hi";
import { LANGUAGE_NAMES_HI } from "@/src/lib/i18n/proper-names-hi";
import { hrefInLocale } from "@/src/lib/locale-switch";
import type { Metadata } from "next";
import type { ListingFilters, ListingKind } from "@/src/lib/catalog/listing-filters";
import type { DoctorSummary, HospitalSummary } from "@/src/lib/catalog/types";
import { type Locale, getMessages } from "@/src/lib/i18n";
import { format, plural } from "@/src/lib/i18n/format";
import { chosenFilterCount, nearestCities } from "@/src/lib/catalog/listing-filters";
import {
  languageSlug,
  type ListingData,
  loadListing,
  pathOf,
} from "@/src/server/discovery/listings";
import { CITY_SLOT } from "@/src/lib/catalog/cities";
import { citiesIn, cityNameHiOf, cityNameIn } from "@/src/lib/catalog/city-names";
import { NearbyCities } from "@/src/ui/catalog/nearby-cities";
import { CityChooser } from "@/src/ui/discovery/city-chooser";
import { ListingView } from "@/src/ui/discovery/listing-view";
import { cardWords, type DiscoveryMessages } from "@/src/ui/discovery/parts";
import { definePage } from "../page-kit";
import { pathAlternates } from "@/src/ui/page/metadata";

/** The registry route of a listing: `city-speciality-doctors`, `city-doctors-filter`, `doctors`… */
type ListingRoute =
  | "doctors"
  | "doctors-filter"
  | "city-doctors"
  | "city-doctors-filter"
  | "city-speciality-doctors"
  | "hospitals"
  | "hospitals-filter"
  | "city-hospitals"
  | "city-hospitals-filter"
  | "city-speciality-hospitals";

/** Every listing route's parameters: each has some of these. */
type AnyListingParams = { city?: string; speciality?: string; filters?: string };

const nameOf = (x: { name: string; nameHi?: string | null }, locale: Locale) =>
  (locale === "hi" ? x.nameHi : null) ?? x.name;

/** The base title and description: all India, a city, or a city and a speciality. */
function baseWords(data: ListingData, m: DiscoveryMessages, locale: Locale) {
  const doctors = data.kind === "doctors";
  const city = data.city?.name ?? "";
  const speciality = data.speciality ? nameOf(data.speciality, locale) : "";
  if (data.city && data.speciality) {
    return doctors
      ? {
          title: format(m.specialityDoctorsTitle, { city, speciality }),
          description: format(m.specialityDoctorsDescription, { city, speciality }),
        }
      : {
          title: format(m.specialityHospitalsTitle, { city, speciality }),
          description: format(m.specialityHospitalsDescription, { city, speciality }),
        };
  }
  if (data.city) {
    return doctors
      ? {
          title: format(m.cityDoctorsTitle, { city }),
          description: format(m.cityDoctorsDescription, { city }),
        }
      : {
          title: format(m.cityHospitalsTitle, { city }),
          description: format(m.cityHospitalsDescription, { city }),
        };
  }
  return doctors
    ? { title: m.doctorsTitle, description: m.doctorsDescription }
    : { title: m.hospitalsTitle, description: m.hospitalsDescription };
}

/** The chosen filters in words ("Female, Star Health Insurance"), for titles and the breadcrumb. */
function filterWords(data: ListingData, m: DiscoveryMessages, locale: Locale): string {
  const f = data.filters;
  const words: string[] = [];
  if (!data.city && data.speciality) words.push(nameOf(data.speciality, locale));
  if (f.locality) words.push(data.localities.find((l) => l.slug === f.locality)?.name ?? "");
  if (f.gender) words.push(m[f.gender]);
  if (f.language) words.push(data.languages.find((l) => languageSlug(l) === f.language) ?? "");
  if (f.experience) words.push(plural(m.experienceAtLeast, Number(f.experience), locale));
  if (f.fee) words.push(m[`fee${f.fee}`]);
  if (f.insurer) words.push(data.insurers.find((i) => i.slug === f.insurer)?.name ?? "");
  if (f.ayushman) words.push(m.ayushman);
  if (f.accreditation) words.push(f.accreditation.toUpperCase());
  return words.filter(Boolean).join(", ");
}

function titleOf(data: ListingData, m: DiscoveryMessages, locale: Locale): string {
  const base = baseWords(data, m, locale).title;
  const filters = filterWords(data, m, locale);
  const filtered = filters ? format(m.filteredTitle, { title: base, filters }) : base;
  return data.page > 1 ? format(m.pageTitle, { title: filtered, page: data.page }) : filtered;
}

function listingMeta(data: ListingData, m: DiscoveryMessages, locale: Locale): Metadata {
  const self = pathOf(data, data.filters);
  // Filters and further pages are canonical to themselves only when they list other doctors.
  const alternates = pathAlternates(data.distinct ? self : pathOf(data, {}), locale);
  return {
    title: titleOf(data, m, locale),
    description: baseWords(data, m, locale).description,
    alternates,
    openGraph: {
      title: titleOf(data, m, locale),
      url: alternates.canonical,
      type: "website",
    },
    ...(data.result.total === 0 ? { robots: { index: false, follow: true } } : {}),
  };
}

function crumbsOf(data: ListingData, m: DiscoveryMessages, locale: Locale) {
  const doctors = data.kind === "doctors";
  const crumbs: { name: string; href: string }[] = [
    { name: m.home, href: "/" },
    { name: doctors ? m.doctorsTitle : m.hospitalsTitle, href: `/${data.kind}` },
  ];
  if (data.city) {
    crumbs.push({ name: data.city.name, href: pathOf({ ...data, speciality: null }, {}) });
    if (data.speciality)
      crumbs.push({ name: nameOf(data.speciality, locale), href: pathOf(data, {}) });
  }
  const own = pathOf(data, data.filters);
  if (own !== crumbs[crumbs.length - 1]?.href) {
    crumbs.push({ name: titleOf(data, m, locale), href: own });
  }
  return crumbs.map((c) => ({ ...c, href: hrefInLocale(c.href, locale) }));
}

/**
 * On the first page of an all-India list (its speciality the only filter), the visitor's city's
 * first doctors or hospitals come first, in the browser (src/ui/discovery/city-chooser.tsx).
 */
function firstInCity(data: ListingData, m: DiscoveryMessages, locale: Locale) {
  const onlySpeciality = Object.keys(data.filters).every((k) => k === "speciality");
  if (data.city || data.page !== 1 || !onlySpeciality) return undefined;
  const doctors = data.kind === "doctors";
  const title = data.speciality
    ? format(doctors ? m.specialityDoctorsTitle : m.specialityHospitalsTitle, {
        speciality: nameOf(data.speciality, locale),
      })
    : doctors
      ? m.cityDoctorsTitle
      : m.cityHospitalsTitle;
  return {
    kind: data.kind,
    departmentId: data.speciality?.id,
    title,
    seeAll: m.seeAllInCity,
    words: cardWords(m),
    locale,
  };
}

/** Every listing page: /doctors, /{city}/hospitals/{speciality}, /{city}/doctors/filter/…, … */
function listingPage<R extends ListingRoute>(routeId: R) {
  const kind: ListingKind = routeId.includes("doctors") ? "doctors" : "hospitals";
  return definePage({
    route: routeId,
    // The language filter's values come from the English names: localised below, not whole.
    localise: false,
    load: async ({ params, locale }) => {
      const p = params as AnyListingParams;
      const raw = await loadListing(kind, p.city, p.speciality, p.filters);
      if (!raw) return null;
      // The language filter's values are the English names' slugs; its labels the page's words.
      const languages = raw.languages.map((l) => ({
        value: languageSlug(l),
        label: locale === "hi" ? (LANGUAGE_NAMES_HI[l] ?? l) : l,
      }));
      return { data: dataIn(raw, locale), languages };
    },
    meta: ({ data }, { locale }) => listingMeta(data, getMessages(locale).discovery, locale),
    trail: ({ data }, { locale }) => crumbsOf(data, getMessages(locale).discovery, locale),
    settings: ({ data }, { locale }) => ({
      departmentId: data.speciality?.id,
      departmentName: data.speciality?.name,
      ...(data.city
        ? { cityId: data.city.id, cityName: data.city.name, ...cityNameHiOf(locale, data.city) }
        : {}),
    }),
    view: ({ data, languages }, { locale, trail }) => {
      const m = getMessages(locale).discovery;
      const doctors = kind === "doctors";
      const listingOf = (citySlug: string) =>
        hrefInLocale(
          pathOf({ ...data, city: { slug: citySlug } as ListingData["city"] }, {}),
          locale,
        );
      const nearby =
        data.result.total === 0
          ? (data.city ? nearestCities(data.city, data.cities, 4) : data.cities.slice(0, 4)).map(
              (c) => ({
                value: listingOf(c.slug),
                label: c.name,
              }),
            )
          : [];
      // The city lacks the speciality itself: say so, and where the nearest cities have it (DS-35).
      const lacking =
        data.city && data.speciality && data.nearest && data.nearest.here === 0
          ? { city: data.city, speciality: data.speciality, nearest: data.nearest.nearest }
          : null;
      const noneHere = lacking ? (
        <>
          <p className="mt-2 font-semibold text-slate-900" data-testid="none-here">
            {format(doctors ? m.noneHereDoctors : m.noneHereHospitals, {
              name: nameOf(lacking.speciality, locale),
              city: cityNameIn(locale, lacking.city),
            })}
          </p>
          <NearbyCities
            cities={citiesIn(locale, lacking.nearest)}
            hrefPattern={listingOf(CITY_SLOT)}
            words={{
              heading: doctors ? m.nearestDoctors : m.nearestHospitals,
              distance: m.nearestDistance,
              count: doctors ? m.nearestDoctorsCount : m.nearestHospitalsCount,
            }}
            locale={locale}
            testId="nearest-cities"
          />
        </>
      ) : undefined;
      const withPage = (page: number): ListingFilters => ({
        ...data.filters,
        page: page > 1 ? page : undefined,
      });
      const relevance = doctors ? m.sortedByRelevance : m.sortedByRelevanceHospitals;
      const sortWords: Record<string, string> = {
        experience: m.sortExperience,
        rating: m.sortRating,
        fee: m.sortFee,
        beds: m.sortBeds,
      };
      return (
        <ListingView
          kind={kind}
          title={titleOf(data, m, locale)}
          intro={baseWords(data, m, locale).description}
          crumbs={trail}
          locale={locale}
          m={m}
          doctors={doctors ? (data.result.items as DoctorSummary[]) : undefined}
          hospitals={doctors ? undefined : (data.result.items as HospitalSummary[])}
          total={data.result.total}
          page={data.page}
          pages={data.pages}
          hrefOf={(page) => hrefInLocale(pathOf(data, withPage(page)), locale)}
          sortedBy={data.filters.sort ? (sortWords[data.filters.sort] ?? relevance) : relevance}
          nearby={nearby}
          noneHere={noneHere}
          chosen={chosenFilterCount(data.filters, data.city !== null)}
          form={{
            kind,
            city: data.city?.slug ?? "",
            speciality: data.speciality?.slug ?? "",
            filters: data.filters,
            cities: data.cities.map((c) => ({ value: c.slug, label: c.name })),
            specialities: data.departments.map((d) => ({
              value: d.slug,
              label: nameOf(d, locale),
            })),
            localities: data.localities.map((l) => ({ value: l.slug, label: l.name })),
            languages,
            insurers: data.insurers.map((i) => ({ value: i.slug, label: i.name })),
            basePath: hrefInLocale(pathOf(data, {}), locale),
          }}
        >
          {data.city ? null : (
            <CityChooser
              title={m.chooseCity}
              yourCity={m.yourCity}
              cities={data.cities.map((c) => ({
                id: c.id,
                name: c.name,
                href: listingOf(c.slug),
              }))}
              first={firstInCity(data, m, locale)}
            />
          )}
        </ListingView>
      );
    },
  });
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  doctors: listingPage("doctors"),
  "doctors-filter": listingPage("doctors-filter"),
  "city-doctors": listingPage("city-doctors"),
  "city-doctors-filter": listingPage("city-doctors-filter"),
  "city-speciality-doctors": listingPage("city-speciality-doctors"),
  hospitals: listingPage("hospitals"),
  "hospitals-filter": listingPage("hospitals-filter"),
  "city-hospitals": listingPage("city-hospitals"),
  "city-hospitals-filter": listingPage("city-hospitals-filter"),
  "city-speciality-hospitals": listingPage("city-speciality-hospitals"),
};
