import Link from "next/link";
import type {
  CityCost,
  CityRef,
  DoctorSummary,
  HospitalSummary,
  MedicalPage,
  NearbyCity,
  NearestAnswer,
  Treatment,
} from "@/src/lib/catalog/types";
import { coverageSummaryOf } from "@/src/lib/coverage/coverage";
import type { Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { isPopularCity } from "@/src/lib/catalog/cities";
import { citiesIn, cityNameIn } from "@/src/lib/catalog/city-names";
import { CityCostFact, CityDoctorsHospitals, CityEmiLine, CityPageOffer } from "./city-follow";
import { NearbyCities } from "./nearby-cities";
import {
  CostTable,
  cardMessages,
  type Crumb,
  type DiscoveryMessages,
  Fact,
  FaqSection,
  LinkList,
  ListSection,
  PageFrame,
  ReviewLine,
  SampleNote,
  Section,
} from "./parts";
import { coverageSummaryText } from "./coverage-summary";
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
  /** The city's page for this treatment with `{city}` for the slug, in the page's language. */
  cityHrefPattern: string;
  /** When the city has no doctor or no hospital for it: the nearest cities that have one. */
  nearest: { doctors: NearbyCity[]; hospitals: NearbyCity[] };
  /** A city page: PM-JAY empanelled hospitals that price it, here and in the nearest cities. */
  pmjay: NearestAnswer | null;
}

/**
 * /treatment/{slug} and /{city}/treatment/{slug}: what happens, duration, stay, recovery, before
 * and after, risks, alternatives, cost by city, insurance and EMI, doctors and hospitals. On the
 * page for every city, the parts about one city follow the visitor's city in the browser, and
 * that city's own page is offered at the top (./city-follow.tsx).
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
  const follow = !data.cityPage;
  // Every city's range: the visitor's city may be any of them.
  const costs = t.costs.length > 0 ? t.costs : data.costs;
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
      {follow ? (
        <CityPageOffer
          pageCityId={city.id}
          cities={t.costs.map((c) => ({ id: c.city.id, href: data.cityHref(c.city.slug) }))}
          name={t.name}
          words={{ yourCity: m.treatments.yourCity, link: m.treatments.cityPageLink }}
          locale={locale}
        />
      ) : null}
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
          <CityCostFact
            costs={citiesIn(locale, costs)}
            pageCityId={city.id}
            follow={follow}
            label={m.sections.costIn}
            range={m.range}
            average={m.sections.average}
            locale={locale}
          />
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
            others={follow ? t.costs.filter((c) => !isPopularCity(c.city.id)) : undefined}
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
        <p>{s.insurance ?? coverageSummaryText(coverageSummaryOf(t.slug), m.coverage.summary)}</p>
        {data.pmjay && data.pmjay.here === 0 && data.pmjay.nearest.length > 0 ? (
          <div className="mt-3" data-testid="pmjay-none-here">
            <p>{format(m.nearby.pmjayNone, { name: t.name, city: cityNameIn(locale, city) })}</p>
            <NearbyCities
              cities={citiesIn(locale, data.pmjay.nearest)}
              hrefPattern={data.cityHrefPattern}
              words={{
                heading: m.nearby.pmjayHeading,
                distance: m.nearby.distance,
                count: m.nearby.hospitals,
              }}
              locale={locale}
              testId="nearest-pmjay"
            />
          </div>
        ) : null}
        {own ? (
          <CityEmiLine
            costs={costs}
            pageCityId={city.id}
            follow={follow}
            text={m.sections.emi}
            locale={locale}
          />
        ) : null}
      </Section>
      <CityDoctorsHospitals
        pageCity={{ ...city, name: cityNameIn(locale, city) }}
        doctors={data.doctors}
        hospitals={data.hospitals}
        query={{ treatmentId: t.id, departmentId: t.department.id }}
        follow={follow}
        words={{
          doctors: m.sections.doctors,
          hospitals: m.sections.hospitals,
          noDoctors: m.sections.noDoctors,
          noHospitals: m.sections.noHospitals,
        }}
        cardWords={cardMessages(m)}
        locale={locale}
        lacking={{
          name: t.name,
          hrefPattern: data.cityHrefPattern,
          nearest: {
            doctors: citiesIn(locale, data.nearest.doctors),
            hospitals: citiesIn(locale, data.nearest.hospitals),
          },
          words: {
            noDoctors: m.sections.noDoctorsFor,
            noHospitals: m.sections.noHospitalsFor,
            doctors: {
              heading: m.nearby.doctorsHeading,
              distance: m.nearby.distance,
              count: m.nearby.doctors,
            },
            hospitals: {
              heading: m.nearby.hospitalsHeading,
              distance: m.nearby.distance,
              count: m.nearby.hospitals,
            },
          },
        }}
        doctorsAction={<SectionButton section="doctors" topic={data.treatment.name} m={buttons} />}
        hospitalsAction={
          <SectionButton section="hospitals" topic={data.treatment.name} m={buttons} />
        }
      />
      <FaqSection
        faqs={s.faqs}
        m={m}
        action={<SectionButton section="faq" topic={data.treatment.name} m={buttons} />}
      />
      <SampleNote m={m} />
    </PageFrame>
  );
}
