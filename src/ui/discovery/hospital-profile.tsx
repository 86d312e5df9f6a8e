import Link from "next/link";
import { directionsHref } from "@/src/lib/catalog/directions";
import type { ReactNode } from "react";
import type { DoctorSummary, Hospital, Review } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { photoSrcSet } from "@/src/lib/content-editing/images";
import { format, formatNumber, plural } from "@/src/lib/i18n/format";
import { formatUpdated } from "@/src/ui/content/content-page-view";
import { HospitalFacts } from "./cards";
import { FactChecked } from "./fact-checked";
import {
  Badge,
  type Crumb,
  cardWords,
  type DiscoveryMessages,
  FaqList,
  hospitalCard,
} from "./parts";
import { FactList, ProfileFrame, ReviewsSection, Section } from "./profile-parts";

/** Questions patients ask about a hospital, answered from its own facts. */
export function hospitalFaqs(hospital: Hospital, m: DiscoveryMessages) {
  const name = hospital.name;
  const cashless = hospital.insurers.filter((i) => i.cashless).map((i) => i.insurer.name);
  return [
    {
      question: format(m.hospitalFaqAyushman, { name }),
      answer: hospital.ayushmanEmpanelled ? m.hospitalFaqAyushmanYes : m.hospitalFaqAyushmanNo,
    },
    {
      question: format(m.hospitalFaqCashless, { name }),
      answer:
        cashless.length > 0
          ? format(m.hospitalFaqCashlessAnswer, { insurers: cashless.join(", ") })
          : m.hospitalFaqCashlessNone,
    },
  ];
}

/** A map of the hospital's place on OpenStreetMap (no script, no key, no tracking on our page). */
export function mapHref(c: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${c.latitude}&mlon=${c.longitude}#map=16/${c.latitude}/${c.longitude}`;
}

export function HospitalProfileView({
  hospital,
  reviews,
  doctors,
  crumbs,
  locale,
  m,
  actions,
  report,
  departmentHref,
}: {
  hospital: Hospital;
  reviews: Review[];
  doctors: DoctorSummary[];
  crumbs: Crumb[];
  locale: Locale;
  m: DiscoveryMessages;
  actions: ReactNode;
  report?: ReactNode;
  /** The city's listing of a speciality's doctors. */
  departmentHref: (slug: string) => string;
}) {
  const e = hospital.empanelment;
  return (
    <ProfileFrame
      crumbs={crumbs}
      m={m}
      locale={locale}
      checkedAt={hospital.updatedAt}
      report={report}
      actions={actions}
      header={
        <>
          {hospital.photoUrl ? (
            // biome-ignore lint/performance/noImgElement: our own /media variants, with srcset
            <img
              src={hospital.photoUrl}
              srcSet={photoSrcSet("hospital", hospital.photoUrl)}
              sizes="(min-width: 48rem) 42rem, 100vw"
              alt={format(m.photoOf, { name: hospital.name })}
              width={1280}
              height={720}
              className="mb-3 aspect-video h-auto w-full max-w-2xl rounded-lg object-cover"
            />
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{hospital.name}</h1>
          {hospital.establishedYear ? (
            <p className="text-sm text-slate-600">
              {format(m.established, { year: hospital.establishedYear })}
            </p>
          ) : null}
          <div className="mt-1">
            <HospitalFacts hospital={hospitalCard(hospital)} m={cardWords(m)} locale={locale} />
          </div>
        </>
      }
    >
      {hospital.about ? (
        <Section id="about" title={m.aboutDoctor}>
          <p>{hospital.about}</p>
        </Section>
      ) : null}
      <Section id="address" title={m.hospitalAddress}>
        <p>{hospital.address}</p>
        {hospital.coordinates ? (
          <a
            href={mapHref(hospital.coordinates)}
            rel="noopener"
            className="mt-1 inline-block py-2 font-semibold text-brand-800 underline underline-offset-2"
          >
            {m.openMap}
          </a>
        ) : null}
        {hospital.coordinates ? (
          <a
            href={directionsHref(hospital.coordinates)}
            rel="noopener"
            className="mt-1 ml-4 inline-block py-2 font-semibold text-brand-800 underline underline-offset-2"
            data-testid="directions"
          >
            {m.directions}
          </a>
        ) : null}
      </Section>
      {hospital.accreditations.length > 0 || hospital.factChecks.accreditation ? (
        <Section id="accreditations" title={m.accreditations}>
          {hospital.accreditations.length === 0 ? <p>{m.noAccreditation}</p> : null}
          <ul className="space-y-1">
            {hospital.accreditations.map((a) => (
              <li key={a.body}>
                <span className="font-semibold">{a.body}</span>
                {a.certificateNumber
                  ? ` · ${format(m.certificate, { number: a.certificateNumber })}`
                  : ""}
                {a.validUntil
                  ? ` · ${format(m.validUntil, { date: formatUpdated(a.validUntil, locale) })}`
                  : ""}
              </li>
            ))}
          </ul>
          <FactChecked
            check={hospital.factChecks.accreditation}
            locale={locale}
            m={m}
            testId="checked-accreditation"
          />
        </Section>
      ) : null}
      <Section id="empanelment" title={m.empanelment}>
        {e.pmjayId || e.cghsId ? (
          <ul className="space-y-1">
            {e.pmjayId ? <li>{format(m.pmjayId, { id: e.pmjayId })}</li> : null}
            {e.cghsId ? <li>{format(m.cghsId, { id: e.cghsId })}</li> : null}
          </ul>
        ) : (
          <p>{m.notEmpanelled}</p>
        )}
        <FactChecked
          check={hospital.factChecks.empanelment}
          locale={locale}
          m={m}
          testId="checked-empanelment"
        />
      </Section>
      {hospital.insurers.length > 0 ? (
        <Section id="insurers" title={m.insurersTitle}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {hospital.insurers.map(({ insurer, cashless }) => (
              <li
                key={insurer.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-2"
              >
                <Link
                  href={insurer.href}
                  className="py-1 text-brand-800 underline underline-offset-2"
                >
                  {insurer.name}
                </Link>
                <Badge tone={cashless ? "ok" : "sample"}>
                  {cashless ? m.cashlessYes : m.cashlessNo}
                </Badge>
              </li>
            ))}
          </ul>
          <FactChecked
            check={hospital.factChecks.insurers}
            locale={locale}
            m={m}
            testId="checked-insurers"
          />
        </Section>
      ) : null}
      {hospital.departments.length > 0 ? (
        <Section id="departments" title={m.departmentsTitle}>
          <ul className="space-y-4">
            {hospital.departments.map((d) => {
              const here = doctors.filter((doc) => doc.department.id === d.id);
              return (
                <li key={d.id}>
                  <Link
                    href={departmentHref(d.slug)}
                    className="inline-block py-1 font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {(locale === "hi" ? d.nameHi : null) ?? d.name}
                  </Link>
                  {here.length > 0 ? (
                    <ul className="mt-1 flex flex-wrap gap-x-4">
                      {here.map((doc) => (
                        <li key={doc.id}>
                          <Link
                            href={doc.href}
                            className="inline-block py-2 text-slate-800 underline underline-offset-2"
                          >
                            {doc.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-slate-600">{m.noDoctorsListed}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
      {hospital.facilities.length > 0 ? (
        <Section id="facilities" title={m.facilitiesTitle}>
          <FactList
            columns
            items={hospital.facilities.map((f) => {
              const counted = f.key in m.facilityCounts && f.quantity !== null;
              return {
                key: f.key,
                text: m.facilities[f.key],
                note: counted
                  ? plural(
                      m.facilityCounts[f.key as keyof typeof m.facilityCounts],
                      f.quantity ?? 0,
                      locale,
                    )
                  : undefined,
              };
            })}
          />
        </Section>
      ) : null}
      {hospital.treatmentCosts.length > 0 ? (
        <Section id="treatment-costs" title={m.treatmentCostsTitle}>
          <p className="mb-3 text-sm text-slate-600">{m.treatmentCostsNote}</p>
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-slate-200 text-sm text-slate-600">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {m.treatmentColumn}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {m.costColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {hospital.treatmentCosts.map((c) => (
                <tr key={c.treatment.id} className="border-b border-slate-100">
                  <td className="py-1 pr-4">
                    <Link
                      href={c.treatment.href}
                      className="inline-block py-2 text-brand-800 underline underline-offset-2"
                    >
                      {(locale === "hi" ? c.treatment.nameHi : null) ?? c.treatment.name}
                    </Link>
                  </td>
                  <td className="py-1 whitespace-nowrap" data-testid="hospital-cost">
                    {format(m.costRange, {
                      min: formatNumber(c.minCost, locale),
                      max: formatNumber(c.maxCost, locale),
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ) : null}
      <ReviewsSection rated={hospital} reviews={reviews} m={m} locale={locale} />
      <FaqList items={hospitalFaqs(hospital, m)} title={m.faq} />
    </ProfileFrame>
  );
}
