import { Breadcrumbs } from "@/src/ui/page/breadcrumbs";
import Link from "next/link";
import type { ReactNode } from "react";
import { citiesIn, cityNameIn } from "@/src/lib/catalog/city-names";
import type { City, HospitalSummary, Insurer, NearbyCity } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format, plural } from "@/src/lib/i18n/format";
import type { InsurancePageKind } from "@/src/lib/page-types";
import { ESTIMATE_FORM_ACTION, SUM_INSURED_LAKHS } from "@/src/lib/catalog/estimate";
import { NearbyCities } from "@/src/ui/catalog/nearby-cities";
import { NearMeList } from "./near-me";
import { Pagination } from "./listing-view";
import { YourCityLink } from "./city-chooser";
import {
  ACCENT,
  type Crumb,
  cardWords,
  type DiscoveryMessages,
  H2,
  nearMeWords,
  SECONDARY,
} from "./parts";
import { Section } from "./profile-parts";
import { VisitorCityInput } from "./visitor-city-input";

function Frame({
  crumbs,
  m,
  title,
  intro,
  children,
}: {
  crumbs: Crumb[];
  m: DiscoveryMessages;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:py-12">
      <Breadcrumbs trail={crumbs} label={m.breadcrumb} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>
      {children}
    </div>
  );
}

function InsurerList({
  id,
  title,
  insurers,
  m,
  locale,
}: {
  id: string;
  title: string;
  insurers: Insurer[];
  m: DiscoveryMessages;
  locale: Locale;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className={H2}>
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {insurers.map((i) => (
          <li key={i.id} className="card-link relative">
            <h3 className="font-semibold text-slate-900">
              <Link href={i.href} className="after:absolute after:inset-0">
                {i.name}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              {plural(m.hospitalCount, i.hospitalCount, locale)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /hospitals/insurance: government schemes, then private insurers. */
export function InsuranceIndexView({
  government,
  privateInsurers,
  crumbs,
  m,
  locale,
}: {
  government: Insurer[];
  privateInsurers: Insurer[];
  crumbs: Crumb[];
  m: DiscoveryMessages;
  locale: Locale;
}) {
  return (
    <Frame crumbs={crumbs} m={m} title={m.insuranceTitle} intro={m.insuranceIntro}>
      <InsurerList
        id="government"
        title={m.government}
        insurers={government}
        m={m}
        locale={locale}
      />
      <InsurerList
        id="private"
        title={m.private}
        insurers={privateInsurers}
        m={m}
        locale={locale}
      />
    </Frame>
  );
}

const SELECT =
  "mt-1 min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900";

/**
 * The coverage check: treatment and sum insured → the estimate with this
 * insurer's answer (covered, not covered or depends, the rule, what the patient pays; see
 * src/lib/coverage), through GET /api/estimate, which redirects to the estimate's page; its lead
 * button (coverage-check mode) comes after the answer. A plain form: it works without
 * JavaScript. Government schemes have no sum to choose (PM-JAY's cover is ₹5 lakh a family).
 */
function CoverageCheck({
  kind,
  insurer,
  city,
  treatments,
  m,
}: {
  kind: InsurancePageKind;
  insurer: Insurer;
  city: City | null;
  treatments: { slug: string; name: string }[];
  m: DiscoveryMessages;
}) {
  if (treatments.length === 0) return null;
  const id = `coverage-${insurer.slug}`;
  return (
    <form
      method="get"
      action={ESTIMATE_FORM_ACTION}
      className="mt-6 grid gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:grid-cols-2"
      data-insurance-kind={kind}
      data-testid="coverage-check"
    >
      <p className="text-slate-800 sm:col-span-2">
        {format(insurer.type === "Private" ? m.checkCoverageBody : m.checkCoverageBodyScheme, {
          insurer: insurer.name,
        })}
      </p>
      <input type="hidden" name="insurer" value={insurer.slug} />
      {city ? <input type="hidden" name="city" value={city.slug} /> : <VisitorCityInput />}
      <div>
        <label htmlFor={`${id}-treatment`} className="block text-sm font-semibold text-slate-700">
          {m.coverageTreatment}
        </label>
        <select id={`${id}-treatment`} name="treatment" className={SELECT}>
          {treatments.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      {insurer.type === "Private" ? (
        <div>
          <label htmlFor={`${id}-sum`} className="block text-sm font-semibold text-slate-700">
            {m.coverageSum}
          </label>
          <select id={`${id}-sum`} name="sum" className={SELECT} defaultValue="5">
            {SUM_INSURED_LAKHS.map((n) => (
              <option key={n} value={n}>
                {format(m.coverageLakhs, { amount: n })}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="sum" value="5" />
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={`${ACCENT}`}>
          {m.checkCoverage}
        </button>
      </div>
    </form>
  );
}

function Steps({ id, title, steps }: { id: string; title: string; steps: readonly string[] }) {
  return (
    <Section id={id} title={title}>
      <ol className="list-decimal space-y-2 pl-6">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </Section>
  );
}

/**
 * An insurer's or scheme's page, all India or in a city: what it covers, cashless and
 * reimbursement step by step (PM-JAY: eligibility and the ₹5 lakh cover), the hospitals that
 * accept it and a coverage check.
 */
export function InsurerView({
  kind,
  insurer,
  city,
  hospitals,
  total,
  page,
  pages,
  pageHref,
  cities,
  cityHref,
  nearest,
  crumbs,
  title,
  estimateTreatments,
  m,
  locale,
}: {
  kind: InsurancePageKind;
  insurer: Insurer;
  city: City | null;
  hospitals: HospitalSummary[];
  /** Every hospital that accepts it, over all pages (DS-26: the count is of what the pages list). */
  total: number;
  page: number;
  pages: number;
  pageHref: (page: number) => string;
  cities: City[];
  /** The coverage check's treatments (those with an itemised estimate), named for the page. */
  estimateTreatments: { slug: string; name: string }[];
  cityHref: (citySlug: string) => string;
  /** No hospital here accepts it: the nearest cities with one (DS-36), their page's `{city}` pattern. */
  nearest?: { cities: NearbyCity[]; hrefPattern: string } | null;
  crumbs: Crumb[];
  title: string;
  m: DiscoveryMessages;
  locale: Locale;
}) {
  const name = insurer.name;
  const ayushman = kind === "ayushman";
  const words = cardWords(m);
  return (
    <Frame
      crumbs={crumbs}
      m={m}
      title={title}
      intro={format(city ? m.insurerCityDescription : m.insurerDescription, {
        insurer: name,
        city: city?.name ?? "",
      })}
    >
      <CoverageCheck
        kind={kind}
        insurer={insurer}
        city={city}
        treatments={estimateTreatments}
        m={m}
      />
      {ayushman ? (
        <>
          <Section id="covers" title={m.ayushmanWhat}>
            <p>{m.ayushmanCover}</p>
          </Section>
          <Section id="eligibility" title={m.ayushmanEligibility}>
            <p>{m.ayushmanEligibilityBody}</p>
          </Section>
          <Steps id="steps" title={m.cashlessTitle} steps={m.ayushmanSteps} />
        </>
      ) : (
        <>
          <Section id="covers" title={m.covers}>
            <p>
              {format(insurer.type === "Govt." ? m.coversScheme : m.coversPrivate, {
                insurer: name,
              })}
            </p>
          </Section>
          <Steps id="cashless" title={m.cashlessTitle} steps={m.cashlessSteps} />
          <Steps id="reimbursement" title={m.reimbursementTitle} steps={m.reimbursementSteps} />
        </>
      )}
      <Section
        id="hospitals"
        title={
          ayushman
            ? m.empanelledHospitals
            : format(city ? m.hospitalsAcceptingIn : m.hospitalsAccepting, {
                insurer: name,
                city: city?.name ?? "",
              })
        }
      >
        <p className="text-sm text-slate-600">{plural(m.count, total, locale)}</p>
        {hospitals.length > 0 ? (
          <NearMeList hospitals={hospitals} m={words} near={nearMeWords(m)} locale={locale} />
        ) : null}
        <Pagination page={page} pages={pages} hrefOf={pageHref} m={m} />
        {hospitals.length > 0 ? null : nearest && city ? (
          <>
            <p className="mt-2 font-semibold text-slate-900" data-testid="none-here">
              {format(m.noneHereInsurer, { insurer: name, city: cityNameIn(locale, city) })}
            </p>
            <NearbyCities
              cities={citiesIn(locale, nearest.cities)}
              hrefPattern={nearest.hrefPattern}
              words={{
                heading: format(m.nearestInsurer, { insurer: name }),
                distance: m.nearestDistance,
                count: m.nearestHospitalsCount,
              }}
              locale={locale}
              testId="nearest-cities"
            />
          </>
        ) : (
          <p className="mt-2">{m.noHospitalsInsurer}</p>
        )}
      </Section>
      <Section id="by-city" title={m.byCity}>
        <YourCityLink
          cities={cities.map((c) => ({ id: c.id, name: c.name, href: cityHref(c.slug) }))}
          yourCity={m.yourCity}
        />
        <ul className="flex flex-wrap gap-2">
          {cities.map((c) => (
            <li key={c.id}>
              <Link href={cityHref(c.slug)} prefetch={false} className={SECONDARY}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <p className="mt-10 text-sm text-slate-600">{m.sampleNote}</p>
    </Frame>
  );
}
