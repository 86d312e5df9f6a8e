import Link from "next/link";
import type {
  City,
  ConditionSummary,
  DepartmentSummary,
  TestSummary,
  TreatmentSummary,
} from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format, formatNumber } from "@/src/lib/i18n/format";
import { ConditionFilter } from "./condition-filter";
import { type Crumb, type DiscoveryMessages, PageFrame, rangeText, SampleNote } from "./parts";

/** /treatment: treatments by speciality, each with its starting cost in the default city. */
export function TreatmentsIndexView({
  groups,
  city,
  trail,
  locale,
  m,
}: {
  groups: { department: DepartmentSummary; treatments: TreatmentSummary[] }[];
  city: City;
  trail: Crumb[];
  locale: Locale;
  m: DiscoveryMessages;
}) {
  return (
    <PageFrame trail={trail} m={m} title={m.treatments.title} lead={m.treatments.intro} wide>
      {groups.map(({ department, treatments }) => (
        <section key={department.id} aria-labelledby={`d-${department.slug}`} className="mt-10">
          <h2 id={`d-${department.slug}`} className="text-xl font-bold text-slate-900">
            <Link href={department.href} className="hover:text-brand-700 hover:underline">
              {department.name}
            </Link>
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {treatments.map((t) => (
              <li key={t.id}>
                <Link href={t.href} prefetch={false} className="tile-link flex-col items-start">
                  <span>{t.name}</span>
                  {t.cost ? (
                    <span className="text-sm font-normal text-slate-600">
                      {format(m.treatments.from, {
                        amount: formatNumber(t.cost.minCost, locale),
                        city: city.name,
                      })}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <SampleNote m={m} />
    </PageFrame>
  );
}

/** /condition: the A-Z index with its speciality filter. */
export function ConditionsIndexView({
  conditions,
  departments,
  trail,
  m,
}: {
  conditions: ConditionSummary[];
  departments: DepartmentSummary[];
  trail: Crumb[];
  m: DiscoveryMessages;
}) {
  return (
    <PageFrame trail={trail} m={m} title={m.conditions.title} lead={m.conditions.intro} wide>
      <ConditionFilter
        conditions={conditions.map((c) => ({
          name: c.name,
          href: c.href,
          departmentId: c.department.id,
        }))}
        departments={departments.map((d) => ({ id: d.id, name: d.name }))}
        m={m.conditions}
      />
    </PageFrame>
  );
}

/** /departments: every speciality with what it covers and its counts. */
export function DepartmentsIndexView({
  departments,
  trail,
  m,
}: {
  departments: DepartmentSummary[];
  trail: Crumb[];
  m: DiscoveryMessages;
}) {
  return (
    <PageFrame trail={trail} m={m} title={m.departments.title} lead={m.departments.intro} wide>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {departments.map((d) => (
          <li key={d.id} className="card-link relative">
            <h2 className="text-lg font-semibold text-slate-900">
              <Link href={d.href} className="after:absolute after:inset-0">
                {d.name}
              </Link>
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-600">{d.description}</p>
            <p className="mt-auto pt-4 text-sm text-slate-500">
              {format(m.departments.counts, {
                treatments: d.treatmentCount,
                conditions: d.conditionCount,
              })}
            </p>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

/** /test: every test with its sample, turnaround and all-India price range. */
export function TestsIndexView({
  tests,
  trail,
  locale,
  m,
}: {
  tests: TestSummary[];
  trail: Crumb[];
  locale: Locale;
  m: DiscoveryMessages;
}) {
  return (
    <PageFrame trail={trail} m={m} title={m.tests.title} lead={m.tests.intro} wide>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tests.map((t) => (
          <li key={t.id}>
            <Link href={t.href} prefetch={false} className="tile-link flex-col items-start">
              <span>{t.name}</span>
              <span className="text-sm font-normal text-slate-600">
                {t.sampleType}
                {t.price ? ` · ${rangeText(t.price.minPrice, t.price.maxPrice, locale, m)}` : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <SampleNote m={m} />
    </PageFrame>
  );
}
