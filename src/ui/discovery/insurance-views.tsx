import Link from "next/link";
import type { ReactNode } from "react";
import type { City, HospitalSummary, Insurer } from "@/src/lib/catalog/types";
import { format } from "@/src/lib/i18n/format";
import type { InsurancePageKind } from "@/src/lib/page-types";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { HospitalCard } from "./cards";
import {
  ACCENT,
  Breadcrumb,
  type Crumb,
  cardWords,
  type DiscoveryMessages,
  H2,
  SECONDARY,
} from "./parts";
import { Section } from "./profile-parts";

function Frame({
  crumbs,
  siteUrl,
  m,
  title,
  intro,
  children,
}: {
  crumbs: Crumb[];
  siteUrl: string;
  m: DiscoveryMessages;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:py-12">
      <Breadcrumb items={crumbs} label={m.breadcrumb} siteUrl={siteUrl} />
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
}: {
  id: string;
  title: string;
  insurers: Insurer[];
  m: DiscoveryMessages;
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
              {format(m.hospitalCount, { count: i.hospitalCount })}
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
  siteUrl,
  m,
}: {
  government: Insurer[];
  privateInsurers: Insurer[];
  crumbs: Crumb[];
  siteUrl: string;
  m: DiscoveryMessages;
}) {
  return (
    <Frame
      crumbs={crumbs}
      siteUrl={siteUrl}
      m={m}
      title={m.insuranceTitle}
      intro={m.insuranceIntro}
    >
      <InsurerList id="government" title={m.government} insurers={government} m={m} />
      <InsurerList id="private" title={m.private} insurers={privateInsurers} m={m} />
    </Frame>
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
  cities,
  cityHref,
  crumbs,
  siteUrl,
  title,
  m,
}: {
  kind: InsurancePageKind;
  insurer: Insurer;
  city: City | null;
  hospitals: HospitalSummary[];
  total: number;
  cities: City[];
  cityHref: (citySlug: string) => string;
  crumbs: Crumb[];
  siteUrl: string;
  title: string;
  m: DiscoveryMessages;
}) {
  const name = insurer.name;
  const ayushman = kind === "ayushman";
  const words = cardWords(m);
  return (
    <Frame
      crumbs={crumbs}
      siteUrl={siteUrl}
      m={m}
      title={title}
      intro={format(city ? m.insurerCityDescription : m.insurerDescription, {
        insurer: name,
        city: city?.name ?? "",
      })}
    >
      <div
        className="mt-6 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100"
        data-insurance-kind={kind}
      >
        <p className="text-slate-800">{m.checkCoverageBody}</p>
        <OpenLeadFormButton
          className={`${ACCENT} mt-3`}
          request={{ mode: "insuranceCheck", title: m.checkCoverage }}
        >
          {m.checkCoverage}
        </OpenLeadFormButton>
      </div>
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
        <p className="text-sm text-slate-600">{format(m.count, { count: total })}</p>
        {hospitals.length > 0 ? (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {hospitals.map((h) => (
              <HospitalCard key={h.id} hospital={h} m={words} />
            ))}
          </ul>
        ) : (
          <p className="mt-2">{m.noHospitalsInsurer}</p>
        )}
      </Section>
      <Section id="by-city" title={m.byCity}>
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
