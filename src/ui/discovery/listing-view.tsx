import { Breadcrumbs } from "@/src/ui/page/breadcrumbs";
import Link from "next/link";
import type { ReactNode } from "react";
import {
  ACCREDITATIONS,
  DOCTOR_SORTS,
  EXPERIENCE_MIN,
  FEE_BANDS,
  GENDERS,
  HOSPITAL_SORTS,
  type ListingFilters,
  type ListingKind,
} from "@/src/lib/catalog/listing-filters";
import type { DoctorSummary, HospitalSummary } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format, plural } from "@/src/lib/i18n/format";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { CompareBar, type ComparePickWords } from "./compare-pick";
import { NearMeList } from "./near-me";
import { DropdownNavigation } from "./dropdown-navigation";
import {
  ACCENT,
  cardWords,
  type Crumb,
  nearMeWords,
  type DiscoveryMessages,
  H2,
  PRIMARY,
  SECONDARY,
} from "./parts";

export interface Option {
  value: string;
  label: string;
}

/** What the filter form offers and what is chosen; the form works without JavaScript. */
export interface FilterFormData {
  kind: ListingKind;
  city: string;
  speciality: string;
  filters: ListingFilters;
  cities: Option[];
  specialities: Option[];
  localities: Option[];
  languages: Option[];
  insurers: Option[];
  /** The listing without filters ('Clear filters'). */
  basePath: string;
}

const SELECT =
  "mt-1 block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";
const LABEL = "block text-sm font-semibold text-slate-800";

export function Select({
  name,
  label,
  any,
  options,
  value,
}: {
  name: string;
  label: string;
  any?: string;
  options: readonly Option[];
  value: string | undefined;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={SELECT}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filters as a GET form to /api/listings/filter, which redirects (303) to the listing's own
 * path for that choice (src/lib/catalog/listing-filters.ts): every filtered list is a cached page
 * and needs no JavaScript.
 */
export function FilterForm({
  data,
  m,
  locale,
}: {
  data: FilterFormData;
  m: DiscoveryMessages;
  locale: Locale;
}) {
  const f = data.filters;
  const doctors = data.kind === "doctors";
  const sorts = doctors ? DOCTOR_SORTS : HOSPITAL_SORTS;
  const sortLabel: Record<string, string> = {
    relevance: m.sortRelevance,
    experience: m.sortExperience,
    rating: m.sortRating,
    fee: m.sortFee,
    beds: m.sortBeds,
  };
  return (
    <form
      method="get"
      action="/api/listings/filter"
      aria-label={m.filters}
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="kind" value={data.kind} />
      {locale === "hi" ? <input type="hidden" name="lang" value="hi" /> : null}
      <DropdownNavigation />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <Select
          name="city"
          label={m.city}
          any={m.allCities}
          options={data.cities}
          value={data.city}
        />
        <Select
          name="speciality"
          label={m.speciality}
          any={m.anySpeciality}
          options={data.specialities}
          value={data.speciality}
        />
        {data.localities.length > 0 ? (
          <Select
            name="locality"
            label={m.locality}
            any={m.anyLocality}
            options={data.localities}
            value={f.locality}
          />
        ) : null}
        {doctors ? (
          <>
            <Select
              name="gender"
              label={m.gender}
              any={m.anyGender}
              options={GENDERS.map((g) => ({ value: g, label: m[g] }))}
              value={f.gender}
            />
            <Select
              name="language"
              label={m.language}
              any={m.anyLanguage}
              options={data.languages}
              value={f.language}
            />
            <Select
              name="experience"
              label={m.experience}
              any={m.anyExperience}
              options={EXPERIENCE_MIN.map((y) => ({
                value: y,
                label: plural(m.experienceAtLeast, Number(y), locale),
              }))}
              value={f.experience}
            />
            <Select
              name="fee"
              label={m.fee}
              any={m.anyFee}
              options={FEE_BANDS.map((b) => ({ value: b, label: m[`fee${b}`] }))}
              value={f.fee}
            />
          </>
        ) : null}
        <Select
          name="insurer"
          label={m.insurer}
          any={m.anyInsurer}
          options={data.insurers}
          value={f.insurer}
        />
        <Select
          name="accreditation"
          label={m.accreditation}
          any={m.anyAccreditation}
          options={ACCREDITATIONS.map((a) => ({ value: a, label: a.toUpperCase() }))}
          value={f.accreditation}
        />
        <div className="flex min-h-12 items-center gap-3">
          <input
            id="filter-ayushman"
            type="checkbox"
            name="ayushman"
            value="yes"
            defaultChecked={f.ayushman === "yes"}
            className="size-6 shrink-0 accent-brand-700"
          />
          <label htmlFor="filter-ayushman" className="text-base text-slate-800">
            {m.ayushman}
          </label>
        </div>
        <Select
          name="sort"
          label={m.sort}
          options={sorts.map((s) => ({ value: s, label: sortLabel[s] ?? s }))}
          value={f.sort ?? "relevance"}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY}>
          {m.apply}
        </button>
        <Link href={data.basePath} className={SECONDARY}>
          {m.clear}
        </Link>
      </div>
    </form>
  );
}

export interface PageLink {
  page: number;
  href: string;
}

/** Numbered links a crawler can follow, with previous and next. */
export function Pagination({
  page,
  pages,
  hrefOf,
  m,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  m: DiscoveryMessages;
}) {
  if (pages <= 1) return null;
  const around = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const link =
    "inline-flex min-h-12 min-w-12 items-center justify-center rounded-xl px-3 font-semibold";
  return (
    <nav aria-label={m.pagination} className="mt-8">
      <p className="text-sm text-slate-600">{format(m.pageOf, { page, pages })}</p>
      <ul className="mt-2 flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev" className={`${link} ring-1 ring-slate-300`}>
              {m.previous}
            </Link>
          </li>
        ) : null}
        {around.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${link} bg-brand-700 text-white`}>
                {n}
              </span>
            ) : (
              <Link href={hrefOf(n)} className={`${link} ring-1 ring-slate-300`} prefetch={false}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link href={hrefOf(page + 1)} rel="next" className={`${link} ring-1 ring-slate-300`}>
              {m.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export interface ListingViewProps {
  kind: ListingKind;
  title: string;
  intro: string;
  crumbs: Crumb[];
  locale: Locale;
  m: DiscoveryMessages;
  doctors?: DoctorSummary[];
  hospitals?: HospitalSummary[];
  total: number;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  sortedBy: string;
  form: FilterFormData;
  /** How many filters are chosen (shown on the phones' Filters button). */
  chosen: number;
  /** Links to nearby cities' listings, offered when nothing matched. */
  nearby: Option[];
  /** The city lacks what was asked: "none here" and the nearest cities with it, instead of `nearby`. */
  noneHere?: ReactNode;
  /** Above the list: the city chooser of the all-India pages. */
  children?: ReactNode;
}

/** A listing of doctors or hospitals: filters, the "sorted by" line, cards and pages. */
export function ListingView(p: ListingViewProps) {
  const { m } = p;
  const words = cardWords(m);
  const empty = p.total === 0;
  const { toggle, toggleName, full, bar, clear } = m.compare;
  const compare: ComparePickWords = { toggle, toggleName, full, bar, clear };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumbs trail={p.crumbs} label={m.breadcrumb} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {p.title}
      </h1>
      <p className="mt-3 max-w-3xl text-slate-700">{p.intro}</p>
      {p.children}
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside>
          <details className="filters-panel">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-center rounded-xl bg-white px-5 font-semibold text-brand-800 ring-1 ring-brand-200">
              {p.chosen > 0 ? plural(m.filtersChosen, p.chosen, p.locale) : m.filters}
            </summary>
            <div className="mt-3 lg:mt-0">
              <FilterForm data={p.form} m={m} locale={p.locale} />
            </div>
          </details>
        </aside>
        <div>
          <p className="font-semibold text-slate-900" data-testid="listing-count">
            {plural(m.count, p.total, p.locale)}
          </p>
          <p className="mt-1 text-sm text-slate-600" data-testid="sorted-by">
            {format(m.sortedBy, { sort: p.sortedBy })}
          </p>
          {empty ? (
            <section
              aria-labelledby="empty-title"
              className="mt-6 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
            >
              <h2 id="empty-title" className={H2}>
                {m.emptyTitle}
              </h2>
              <p className="mt-2 text-slate-700">{m.emptyBody}</p>
              {p.noneHere ?? null}
              {!p.noneHere && p.nearby.length > 0 ? (
                <>
                  <h3 className="mt-4 font-semibold text-slate-900">{m.nearbyCities}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {p.nearby.map((c) => (
                      <li key={c.value}>
                        <Link href={c.value} className={SECONDARY}>
                          {c.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <OpenLeadFormButton className={`${ACCENT} mt-5`} request={{ title: m.findSurgeon }}>
                {m.findSurgeon}
              </OpenLeadFormButton>
            </section>
          ) : (
            <NearMeList
              doctors={p.kind === "doctors" ? p.doctors : undefined}
              hospitals={p.kind === "doctors" ? undefined : p.hospitals}
              m={words}
              near={nearMeWords(m)}
              locale={p.locale}
              compare={compare}
            />
          )}
          {empty ? null : <CompareBar kind={p.kind} locale={p.locale} words={compare} />}
          <Pagination page={p.page} pages={p.pages} hrefOf={p.hrefOf} m={m} />
          <p className="mt-8 text-sm text-slate-600">{m.sampleNote}</p>
        </div>
      </div>
    </div>
  );
}
