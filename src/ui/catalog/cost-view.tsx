import type { EstimateChoice } from "@/src/lib/catalog/estimate";
import type { EstimateData } from "@/src/lib/catalog/estimate-data";
import type { MedicalPage, Treatment } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { EstimateCalculator } from "./estimate-calculator";
import {
  CostTable,
  type Crumb,
  type DiscoveryMessages,
  ListSection,
  PageFrame,
  ReviewLine,
  SampleNote,
  Section,
} from "./parts";
import { SectionButton } from "./section-button";

/** The cost page carries the itemised estimate: its cost and coverage buttons lead there. */
const TOOLS = ["estimate"] as const;

/**
 * /treatment/{slug}/cost and a shared estimate under it: minimum, average and maximum by city,
 * what drives the cost, what insurance usually excludes, no-cost EMI, the itemised estimate and
 * the cost-calculator lead form.
 */
export function CostView({
  treatment,
  page,
  estimate,
  trail,
  title,
  cityHref,
  locale,
  m,
}: {
  treatment: Treatment;
  page: MedicalPage;
  /** `followVisitorCity`: the cost page's own estimate (a shared one keeps its city). */
  estimate: {
    data: EstimateData;
    choice: EstimateChoice;
    checkedDate: string;
    followVisitorCity: boolean;
  } | null;
  trail: Crumb[];
  title: string;
  cityHref: (citySlug: string) => string;
  locale: Locale;
  m: DiscoveryMessages;
}) {
  const c = m.cost;
  const hasImplants = (estimate?.data.implants.length ?? 0) > 0;
  return (
    <PageFrame
      trail={trail}
      m={m}
      title={title}
      lead={format(c.intro, { name: treatment.name })}
      wide
      actions={
        <SectionButton
          section="costcalculator"
          topic={treatment.name}
          m={m.buttons}
          tools={estimate ? TOOLS : undefined}
        />
      }
    >
      <ReviewLine review={page.review} m={m} locale={locale} />
      {estimate ? (
        <Section id="estimate" title={m.estimate.title}>
          <p>{m.estimate.intro}</p>
          <EstimateCalculator
            followVisitorCity={estimate.followVisitorCity}
            data={estimate.data}
            initial={estimate.choice}
            checkedDate={estimate.checkedDate}
            locale={locale}
            m={m.estimate}
            mc={m.coverage}
            lead={{ cost: c.getCost }}
          />
        </Section>
      ) : null}
      <Section id="by-city" title={m.sections.costByCity}>
        <p className="mb-3 text-sm text-slate-600">{m.sections.costRangeNote}</p>
        <CostTable
          costs={treatment.costs}
          m={m}
          locale={locale}
          cityHref={cityHref}
          caption={format(c.title, { name: treatment.name })}
        />
      </Section>
      <ListSection
        id="drivers"
        title={c.drivers}
        items={[
          c.driverSurgeon,
          c.driverTheatre,
          ...(hasImplants ? [c.driverImplant] : []),
          c.driverRoom,
          c.driverTests,
          c.driverStay,
        ]}
      />
      <ListSection
        id="exclusions"
        title={c.exclusions}
        items={[c.exclusion1, c.exclusion2, c.exclusion3, c.exclusion4]}
        action={
          <SectionButton
            section="insurance"
            topic={treatment.name}
            m={m.buttons}
            tools={estimate ? TOOLS : undefined}
          />
        }
      />
      <Section
        id="emi"
        title={c.emiTitle}
        action={
          <SectionButton
            section="emifacility"
            topic={treatment.name}
            m={m.buttons}
            tools={estimate ? TOOLS : undefined}
          />
        }
      >
        <p>{c.emiBody}</p>
      </Section>
      <SampleNote m={m} />
    </PageFrame>
  );
}
