import Link from "next/link";
import type {
  CityCost,
  CityRef,
  DoctorSummary,
  HospitalSummary,
  MedicalPage,
  Treatment,
} from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import {
  CostTable,
  type Crumb,
  type DiscoveryMessages,
  DoctorCards,
  Fact,
  FaqSection,
  HospitalCards,
  LinkList,
  ListSection,
  PageFrame,
  ReviewLine,
  rangeText,
  rupees,
  SampleNote,
  Section,
} from "./parts";
import { SectionButton } from "./section-button";

export interface TreatmentViewData {
  treatment: Treatment;
  page: MedicalPage;
  /** The city whose cost, doctors and hospitals the page shows. */
  city: CityRef;
  /** Popular cities' costs (the treatment page) or the other popular cities (a city page). */
  costs: CityCost[];
  doctors: DoctorSummary[];
  hospitals: HospitalSummary[];
  trail: Crumb[];
  title: string;
  lead: string;
  costHref: string;
  cityHref: (citySlug: string) => string;
  /** A city page: its cost leads the page, the table shows the other cities. */
  cityPage: boolean;
}

/**
 * /treatment/{slug} and /{city}/treatment/{slug}: what happens, duration, stay, recovery, before
 * and after, risks, alternatives, cost by city, insurance and EMI, doctors and hospitals.
 */
export function TreatmentView({
  data,
  locale,
  m,
}: {
  data: TreatmentViewData;
  locale: Locale;
  m: DiscoveryMessages;
}) {
  const { treatment: t, page, city } = data;
  const s = page.sections;
  const cost = data.costs.find((c) => c.city.id === city.id) ?? null;
  const own = t.cost ?? cost;
  const buttons = m.buttons;
  return (
    <PageFrame
      trail={data.trail}
      m={m}
      eyebrow={<Link href={t.department.href}>{t.department.name}</Link>}
      title={data.title}
      lead={data.lead}
      wide
      actions={
        <>
          <SectionButton section="herotiles" topic={data.treatment.name} m={buttons} />
          <SectionButton section="cost" topic={data.treatment.name} m={buttons} />
        </>
      }
    >
      <ReviewLine review={page.review} m={m} locale={locale} />
      {data.cityPage ? (
        <Section id="what-it-is" title={m.sections.whatItIs}>
          <p>{t.summary}</p>
        </Section>
      ) : null}
      <Section id="facts" title={m.sections.facts}>
        <dl className="grid gap-3 sm:grid-cols-3" data-testid="treatment-facts">
          {t.durationMinutes ? (
            <Fact
              label={m.sections.duration}
              value={format(m.sections.durationValue, { minutes: t.durationMinutes })}
            />
          ) : null}
          {t.hospitalStayDays !== null ? (
            <Fact
              label={m.sections.stay}
              value={
                t.hospitalStayDays === 0
                  ? m.sections.stayDayCare
                  : format(m.sections.stayDays, { days: t.hospitalStayDays })
              }
            />
          ) : null}
          {t.recoveryDays ? (
            <Fact
              label={m.sections.recovery}
              value={format(m.sections.recoveryDays, { days: t.recoveryDays })}
            />
          ) : null}
          {own ? (
            <Fact
              label={format(m.sections.costIn, { city: city.name })}
              value={rangeText(own.minCost, own.maxCost, locale, m)}
              testId="city-cost"
            />
          ) : null}
        </dl>
      </Section>
      <ListSection id="steps" title={m.sections.whatHappens} items={s.steps} ordered />
      <ListSection id="before" title={m.sections.before} items={s.before} />
      <ListSection id="after" title={m.sections.after} items={s.after} />
      <ListSection id="risks" title={m.sections.risks} items={s.risks} />
      <ListSection id="alternatives" title={m.sections.alternatives} items={s.alternatives} />
      {t.conditions.length > 0 ? (
        <Section id="conditions" title={m.sections.conditionsTreated}>
          <LinkList links={t.conditions} />
        </Section>
      ) : null}
      {data.costs.length > 0 ? (
        <Section
          id="cost"
          title={data.cityPage ? m.sections.otherCities : m.sections.costByCity}
          action={
            <Link
              href={data.costHref}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              {m.sections.costPageLink}
            </Link>
          }
        >
          <p className="mb-3 text-sm text-slate-600">{m.sections.costRangeNote}</p>
          <CostTable
            costs={data.costs}
            m={m}
            locale={locale}
            cityHref={data.cityHref}
            caption={m.sections.costByCity}
          />
        </Section>
      ) : null}
      <Section
        id="insurance"
        title={m.sections.insuranceEmi}
        action={
          <div className="flex flex-wrap gap-3">
            <SectionButton section="insurance" topic={data.treatment.name} m={buttons} />
            <SectionButton section="emifacility" topic={data.treatment.name} m={buttons} />
          </div>
        }
      >
        <p>{s.insurance ?? m.sections.insuranceDefault}</p>
        {own ? (
          <p className="mt-2">
            {format(m.sections.emi, {
              amount: rupees(Math.round(own.minCost / 12 / 100) * 100, locale),
            })}
          </p>
        ) : null}
      </Section>
      <Section
        id="doctors"
        title={format(m.sections.doctors, { city: city.name })}
        action={<SectionButton section="doctors" topic={data.treatment.name} m={buttons} />}
      >
        {data.doctors.length > 0 ? (
          <DoctorCards doctors={data.doctors} m={m} locale={locale} />
        ) : (
          <p>{format(m.sections.noDoctors, { city: city.name })}</p>
        )}
      </Section>
      <Section
        id="hospitals"
        title={format(m.sections.hospitals, { city: city.name })}
        action={<SectionButton section="hospitals" topic={data.treatment.name} m={buttons} />}
      >
        {data.hospitals.length > 0 ? (
          <HospitalCards hospitals={data.hospitals} m={m} />
        ) : (
          <p>{format(m.sections.noHospitals, { city: city.name })}</p>
        )}
      </Section>
      <FaqSection
        faqs={s.faqs}
        m={m}
        action={<SectionButton section="faq" topic={data.treatment.name} m={buttons} />}
      />
      <SampleNote m={m} />
    </PageFrame>
  );
}
