import Link from "next/link";
import type { ReactNode } from "react";
import type { CompareKind } from "@/src/lib/catalog/compare";
import type { CityRef, CostRange, DepartmentRef, HospitalRef } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format, plural } from "@/src/lib/i18n/format";
import { formatNumber } from "@/src/lib/i18n/locale";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { Breadcrumbs } from "@/src/ui/page/breadcrumbs";
import { ACCENT, Badge, type Crumb, type DiscoveryMessages, RatingLine, SECONDARY } from "./parts";

/** A column as the view gets it (the loader's CompareColumn, in the page's language). */
export interface CompareViewColumn {
  id: number;
  name: string;
  href: string;
  city: CityRef;
  isSample: boolean;
  department: DepartmentRef | null;
  locality: string | null;
  experienceYears: number | null;
  consultationFee: number | null;
  rating: number | null;
  reviewCount: number;
  costs: { treatment: { id: number; name: string; href: string }; cost: CostRange | null }[];
  via: HospitalRef | null;
  cashlessInsurers: string[];
  pmjay: boolean | null;
  nabh: boolean | null;
  km: number | null;
}

export interface CompareViewProps {
  kind: CompareKind;
  title: string;
  crumbs: Crumb[];
  locale: Locale;
  m: DiscoveryMessages;
  columns: CompareViewColumn[];
}

interface Row {
  key: string;
  label: string;
  value: (c: CompareViewColumn) => ReactNode;
}

const LINK = "text-brand-800 underline underline-offset-2";

/** The rows in the product's order; a doctor's insurer, PM-JAY and NABH rows name the hospital. */
function rowsOf(kind: CompareKind, m: DiscoveryMessages, locale: Locale): Row[] {
  const c = m.compare;
  const yesNo = (v: boolean | null) => (v === null ? c.notKnown : v ? c.yes : c.no);
  const at = (col: CompareViewColumn, text: ReactNode) =>
    col.via ? (
      <>
        {text}
        <span className="block text-sm text-slate-600">
          {format(c.atHospital, { hospital: col.via.name })}
        </span>
      </>
    ) : (
      text
    );
  const rows: Row[] = [];
  if (kind === "doctors") {
    rows.push(
      {
        key: "experience",
        label: c.rowExperience,
        value: (col) => plural(m.experienceYears, col.experienceYears ?? 0, locale),
      },
      {
        key: "fee",
        label: c.rowFee,
        value: (col) =>
          col.consultationFee === null
            ? c.notKnown
            : format(c.fee, { fee: formatNumber(col.consultationFee, locale) }),
      },
    );
  }
  rows.push(
    {
      key: "rating",
      label: c.rowRating,
      value: (col) => (
        <RatingLine rating={col.rating} reviews={col.reviewCount} m={m} locale={locale} />
      ),
    },
    {
      key: "costs",
      label: c.rowCosts,
      value: (col) =>
        col.costs.length === 0 ? (
          c.noneListed
        ) : (
          <ul className="space-y-1">
            {col.costs.map((t) => (
              <li key={t.treatment.id}>
                <Link href={t.treatment.href} className={LINK}>
                  {t.treatment.name}
                </Link>
                <span className="block whitespace-nowrap" data-testid="compare-cost">
                  {t.cost
                    ? format(m.costRange, {
                        min: formatNumber(t.cost.minCost, locale),
                        max: formatNumber(t.cost.maxCost, locale),
                      })
                    : c.notKnown}
                </span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: "insurers",
      label: c.rowInsurers,
      value: (col) =>
        at(col, col.cashlessInsurers.length > 0 ? col.cashlessInsurers.join(", ") : c.noneListed),
    },
    { key: "pmjay", label: c.rowPmjay, value: (col) => at(col, yesNo(col.pmjay)) },
    { key: "nabh", label: c.rowNabh, value: (col) => at(col, yesNo(col.nabh)) },
    {
      key: "distance",
      label: c.rowDistance,
      value: (col) =>
        at(
          col,
          col.km === null
            ? c.notKnown
            : format(c.km, { km: formatNumber(col.km, locale), city: col.city.name }),
        ),
    },
  );
  return rows;
}

function ColumnHead({ col, m }: { col: CompareViewColumn; m: DiscoveryMessages }) {
  return (
    <>
      <Link href={col.href} className="text-lg font-semibold text-brand-800 underline-offset-2">
        {col.name}
      </Link>
      <span className="block text-sm font-normal text-slate-700">
        {[col.department?.name, col.locality, col.city.name].filter(Boolean).join(", ")}
      </span>
      {col.isSample ? (
        <span className="mt-1 block">
          <Badge tone="sample">{m.sample}</Badge>
        </span>
      ) : null}
    </>
  );
}

function ColumnActions({ col, m }: { col: CompareViewColumn; m: DiscoveryMessages }) {
  return (
    <div className="mt-4 flex flex-col gap-2">
      {/* The profile's own form: variant 2, titled with whom the patient wants to see. */}
      <OpenLeadFormButton
        className={ACCENT}
        request={{
          variant: "2",
          title: `${m.book}: ${col.name}`,
          options: { city: col.city.id },
        }}
      >
        {m.book}
      </OpenLeadFormButton>
      <Link href={col.href} className={SECONDARY}>
        {m.compare.profile}
      </Link>
    </div>
  );
}

/**
 * Two or three doctors or hospitals side by side. Phones get swipeable columns (scroll snap, a
 * column 85% wide so the next one shows at the edge, each row labelled inside its column); from
 * `md` up the same rows are a table. Both are plain server HTML: no script moves anything.
 */
export function CompareView({ kind, title, crumbs, locale, m, columns }: CompareViewProps) {
  const c = m.compare;
  const rows = rowsOf(kind, m, locale);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumbs trail={crumbs} label={m.breadcrumb} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        {c.intro} <span className="md:hidden">{c.swipeHint}</span>
      </p>
      <div
        className="-mx-4 mt-6 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-4 md:hidden"
        data-testid="compare-columns"
      >
        {columns.map((col, i) => (
          <section
            key={col.id}
            aria-label={col.name}
            className="w-[85%] shrink-0 snap-start rounded-2xl bg-white p-4 ring-1 ring-slate-200"
            data-testid="compare-column"
          >
            <p className="text-xs font-semibold text-slate-500">
              {format(c.column, { index: i + 1, total: columns.length })}
            </p>
            <h2>
              <ColumnHead col={col} m={m} />
            </h2>
            <dl className="mt-3 divide-y divide-slate-100">
              {rows.map((row) => (
                <div key={row.key} className="py-2">
                  <dt className="text-sm font-semibold text-slate-600">{row.label}</dt>
                  <dd className="mt-0.5 text-slate-900" data-row={row.key}>
                    {row.value(col)}
                  </dd>
                </div>
              ))}
            </dl>
            <ColumnActions col={col} m={m} />
          </section>
        ))}
      </div>
      <table className="mt-8 hidden w-full table-fixed border-collapse text-left md:table">
        <thead>
          <tr className="border-b border-slate-200 align-top">
            <td className="w-48" />
            {columns.map((col) => (
              <th key={col.id} scope="col" className="p-3">
                <ColumnHead col={col} m={m} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 align-top">
              <th scope="row" className="p-3 text-sm font-semibold text-slate-600">
                {row.label}
              </th>
              {columns.map((col) => (
                <td key={col.id} className="p-3 text-slate-900">
                  {row.value(col)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {columns.map((col) => (
              <td key={col.id} className="p-3">
                <ColumnActions col={col} m={m} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="mt-6 text-sm text-slate-600">{c.distanceNote}</p>
      {kind === "doctors" ? <p className="mt-2 text-sm text-slate-600">{c.costNote}</p> : null}
      <p className="mt-2 text-sm text-slate-600">{m.sampleNote}</p>
    </div>
  );
}
