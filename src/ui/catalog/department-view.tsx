import type {
  CityRef,
  Department,
  DoctorSummary,
  HospitalSummary,
  MedicalPage,
} from "@/src/lib/catalog/types";
import { cityNameIn } from "@/src/lib/catalog/city-names";
import type { Locale } from "@/src/lib/i18n";
import { CityDoctorsHospitals } from "./city-follow";
import {
  type Crumb,
  cardMessages,
  type DiscoveryMessages,
  LinkList,
  ListSection,
  PageFrame,
  ReviewLine,
  SampleNote,
  Section,
} from "./parts";
import { SectionButton } from "./section-button";

/**
 * /department/{slug}: what the speciality treats, its conditions, treatments and tests, top
 * doctors and hospitals in the visitor's city (the default city's in the cached HTML;
 * ./city-follow.tsx), and the cities where it is offered.
 */
export function DepartmentView({
  department: d,
  page,
  city,
  doctors,
  hospitals,
  cities,
  cityHref,
  treatments,
  trail,
  locale,
  m,
}: {
  department: Department;
  page: MedicalPage;
  city: CityRef;
  doctors: DoctorSummary[];
  hospitals: HospitalSummary[];
  cities: CityRef[];
  /** The city's listing for this speciality, where that page exists. */
  cityHref: ((citySlug: string) => string) | null;
  treatments: { name: string; href: string }[];
  trail: Crumb[];
  locale: Locale;
  m: DiscoveryMessages;
}) {
  return (
    <PageFrame
      trail={trail}
      m={m}
      title={d.name}
      lead={d.description}
      wide
      actions={<SectionButton section="herotiles" topic={d.name} m={m.buttons} />}
    >
      <ReviewLine review={page.review} m={m} locale={locale} />
      <ListSection id="covers" title={m.departments.specializations} items={d.specializations} />
      {d.conditions.length > 0 ? (
        <Section id="conditions" title={m.departments.conditions}>
          <LinkList links={d.conditions} />
        </Section>
      ) : null}
      {treatments.length > 0 ? (
        <Section id="treatments" title={m.departments.treatments}>
          <LinkList links={treatments} />
        </Section>
      ) : null}
      {d.tests.length > 0 ? (
        <Section id="tests" title={m.departments.tests}>
          <LinkList links={d.tests} />
        </Section>
      ) : null}
      <CityDoctorsHospitals
        pageCity={{ ...city, name: cityNameIn(locale, city) }}
        doctors={doctors}
        hospitals={hospitals}
        query={{ departmentId: d.id }}
        follow
        words={{
          doctors: m.departments.doctors,
          hospitals: m.departments.hospitals,
          noDoctors: m.sections.noDoctors,
          noHospitals: m.sections.noHospitals,
        }}
        cardWords={cardMessages(m)}
        locale={locale}
        doctorsAction={<SectionButton section="doctors" topic={d.name} m={m.buttons} />}
        hospitalsAction={<SectionButton section="hospitals" topic={d.name} m={m.buttons} />}
      />
      {cities.length > 0 ? (
        <Section id="cities" title={m.departments.cities}>
          {cityHref ? (
            <LinkList links={cities.map((c) => ({ name: c.name, href: cityHref(c.slug) }))} />
          ) : (
            <p data-testid="department-cities">{cities.map((c) => c.name).join(", ")}</p>
          )}
        </Section>
      ) : null}
      <SampleNote m={m} />
    </PageFrame>
  );
}
