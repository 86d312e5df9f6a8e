import Link from "next/link";
import type { ReactNode } from "react";
import type { Doctor, DoctorSummary, Review } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format, plural } from "@/src/lib/i18n/format";
import { formatUpdated } from "@/src/ui/content/content-page-view";
import type { FaqItem } from "@/src/ui/page/faq-items";
import { DoctorCard, DoctorFacts, DoctorPhoto } from "./cards";
import { type Crumb, cardWords, type DiscoveryMessages, doctorCard, FaqList } from "./parts";
import { FactList, ProfileFrame, ReviewsSection, Section } from "./profile-parts";

/** Questions patients ask about a doctor, answered from the profile's own facts. */
export function doctorFaqs(
  doctor: Doctor,
  speciality: string,
  m: DiscoveryMessages,
  fee: string,
  locale: Locale,
) {
  const name = doctor.name;
  const faqs: FaqItem[] = [];
  if (doctor.consultationFee !== null) {
    faqs.push({
      question: format(m.doctorFaqFee, { name }),
      answer: format(m.doctorFaqFeeAnswer, { fee }),
    });
  }
  if (doctor.practices.length > 0) {
    faqs.push({
      question: format(m.doctorFaqWhere, { name }),
      answer: format(m.doctorFaqWhereAnswer, {
        hospitals: doctor.practices
          .map((p) => `${p.hospital.name}, ${p.hospital.locality}`)
          .join("; "),
      }),
    });
  }
  faqs.push({
    question: format(m.doctorFaqExperience, { name }),
    answer: plural(m.doctorFaqExperienceAnswer, doctor.experienceYears, locale, {
      name,
      speciality,
    }),
  });
  return faqs;
}

export function DoctorProfileView({
  doctor,
  reviews,
  similar,
  crumbs,
  locale,
  m,
  actions,
  report,
  fee,
}: {
  doctor: Doctor;
  reviews: Review[];
  similar: DoctorSummary[];
  crumbs: Crumb[];
  locale: Locale;
  m: DiscoveryMessages;
  actions: ReactNode;
  report?: ReactNode;
  /** The consultation fee, formatted. */
  fee: string;
}) {
  const speciality = (locale === "hi" ? doctor.department.nameHi : null) ?? doctor.department.name;
  const v = doctor.verification;
  const words = cardWords(m);
  const card = doctorCard(doctor);
  const verified = v.status === "verified" && v.verifiedAt;
  // The registration's last check: the same row the console's fact form and stale list read.
  const checked = doctor.factChecks.registration;
  return (
    <ProfileFrame
      crumbs={crumbs}
      m={m}
      locale={locale}
      checkedAt={v.verifiedAt && v.verifiedAt > doctor.updatedAt ? v.verifiedAt : doctor.updatedAt}
      report={report}
      actions={actions}
      header={
        <div className="flex flex-col gap-4 sm:flex-row">
          <DoctorPhoto doctor={card} m={words} size={96} />
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{doctor.name}</h1>
            <div className="mt-1">
              <DoctorFacts doctor={doctor} m={words} locale={locale} specialityName={speciality} />
            </div>
          </div>
        </div>
      }
    >
      {doctor.about ? (
        <Section id="about" title={m.aboutDoctor}>
          <p>{doctor.about}</p>
        </Section>
      ) : null}
      <Section id="registration" title={m.registration}>
        {doctor.registration ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{m.registrationNumber}</dt>
            <dd data-testid="registration-number">{doctor.registration.number}</dd>
            {doctor.registration.council ? (
              <>
                <dt className="font-semibold">{m.council}</dt>
                <dd>{doctor.registration.council}</dd>
              </>
            ) : null}
            {doctor.registration.year ? (
              <>
                <dt className="font-semibold">{m.registrationYear}</dt>
                <dd>{doctor.registration.year}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <p className="mt-3" data-testid="checked-registration">
          {checked
            ? format(m.verifiedOn, {
                date: formatUpdated(checked.checkedOn, locale),
                method: checked.source,
              })
            : verified && v.verifiedAt
              ? format(m.verifiedOn, {
                  date: formatUpdated(v.verifiedAt, locale),
                  method: v.method ?? "",
                })
              : m.notVerified}
          {checked?.sourceUrl ? (
            <>
              {" · "}
              <a
                href={checked.sourceUrl}
                rel="noopener nofollow"
                className="inline-block py-1 text-brand-800 underline underline-offset-2"
              >
                {m.factSourceLink}
              </a>
            </>
          ) : null}
        </p>
        <p className="mt-2 text-sm text-slate-600">{m.howWeVerify}</p>
      </Section>
      {doctor.practices.length > 0 ? (
        <Section id="practises" title={m.practises}>
          <ul className="space-y-3">
            {doctor.practices.map((p) => (
              <li key={p.hospital.id}>
                <Link
                  href={p.hospital.href}
                  className="inline-block py-1 font-semibold text-brand-800 underline underline-offset-2"
                >
                  {p.hospital.name}
                </Link>
                <span className="text-slate-700">, {p.hospital.locality}</span>
                {p.isPrimary ? (
                  <span className="text-sm text-slate-600"> ({m.primaryHospital})</span>
                ) : null}
                {p.days.length > 0 ? (
                  <p className="text-sm text-slate-700">
                    {m.days}: {p.days.map((d) => m.weekdays[d]).join(", ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {doctor.treatments.length > 0 ? (
        <Section id="treatments" title={m.treatmentsPerformed}>
          <ul className="flex flex-wrap gap-2">
            {doctor.treatments.map((t) => (
              <li key={t.id} className="rounded-full bg-brand-50 px-3 py-1 text-brand-900">
                {(locale === "hi" ? t.nameHi : null) ?? t.name}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {doctor.education.length > 0 ? (
        <Section id="education" title={m.education}>
          <FactList
            items={doctor.education.map((e, i) => ({
              key: String(i),
              text: format(m.educationItem, { degree: e.degree, institution: e.institution }),
              note: e.year === null ? undefined : String(e.year),
            }))}
          />
        </Section>
      ) : null}
      {doctor.memberships.length > 0 ? (
        <Section id="memberships" title={m.memberships}>
          <FactList
            items={doctor.memberships.map((ms) => ({
              key: ms.body,
              text: ms.body,
              note:
                ms.sinceYear === null ? undefined : format(m.memberSince, { year: ms.sinceYear }),
            }))}
          />
        </Section>
      ) : null}
      <ReviewsSection rated={doctor} reviews={reviews} m={m} locale={locale} />
      <FaqList items={doctorFaqs(doctor, speciality, m, fee, locale)} title={m.faq} />
      {similar.length > 0 ? (
        <Section id="similar" title={format(m.similarDoctors, { city: doctor.city.name })}>
          <ul className="grid gap-4 md:grid-cols-2">
            {similar.map((d) => (
              <DoctorCard key={d.id} doctor={d} m={words} locale={locale} />
            ))}
          </ul>
        </Section>
      ) : null}
    </ProfileFrame>
  );
}
