import Link from "next/link";
import type { Condition, MedicalPage } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import {
  type Crumb,
  type DiscoveryMessages,
  FaqSection,
  LinkList,
  ListSection,
  PageFrame,
  ReviewLine,
  SampleNote,
  Section,
  TextSection,
} from "./parts";
import { SectionButton } from "./section-button";

/**
 * /condition/{slug}: the lay and Hindi name first, what it is, types, symptoms, causes, when to
 * see a doctor, diagnosis, treatment options, risks of waiting, FAQs, reviewer and review date;
 * the lead form of the Condition page type (variant 3, tier 2 → 1 with a city, LF-72).
 */
export function ConditionView({
  condition,
  heading,
  medicalName,
  page,
  trail,
  treatments,
  locale,
  m,
}: {
  condition: Condition;
  heading: string;
  medicalName: string | null;
  page: MedicalPage;
  trail: Crumb[];
  /** Its treatments with their display names. */
  treatments: { name: string; href: string }[];
  locale: Locale;
  m: DiscoveryMessages;
}) {
  const s = page.sections;
  const book = (
    <OpenLeadFormButton
      className="inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      request={{ title: format(m.conditions.bookTitle, { name: heading }) }}
    >
      {m.buttons.book}
    </OpenLeadFormButton>
  );
  return (
    <PageFrame
      trail={trail}
      m={m}
      eyebrow={<Link href={condition.department.href}>{condition.department.name}</Link>}
      title={heading}
      lead={medicalName ? `${medicalName}. ${condition.summary}` : condition.summary}
      actions={
        <>
          {book}
          <SectionButton section="symptoms" topic={condition.name} m={m.buttons} />
        </>
      }
    >
      <ReviewLine review={page.review} m={m} locale={locale} />
      <ListSection id="types" title={m.sections.types} items={s.types} />
      <ListSection id="symptoms" title={m.sections.symptoms} items={condition.symptoms} />
      <ListSection id="causes" title={m.sections.causes} items={s.causes} />
      <TextSection id="when-to-see" title={m.sections.whenToSee} text={s.whenToSee} />
      <ListSection id="diagnosis" title={m.sections.diagnosis} items={s.diagnosis} />
      {treatments.length > 0 ? (
        <Section
          id="treatments"
          title={m.sections.treatmentOptions}
          action={<SectionButton section="cost" topic={condition.name} m={m.buttons} />}
        >
          <LinkList links={treatments} />
        </Section>
      ) : null}
      <TextSection
        id="risks-of-waiting"
        title={m.sections.risksOfWaiting}
        text={s.risksOfWaiting}
      />
      <FaqSection
        faqs={s.faqs}
        m={m}
        action={<SectionButton section="faq" topic={condition.name} m={m.buttons} />}
      />
      <div className="mt-10">{book}</div>
      <SampleNote m={m} />
    </PageFrame>
  );
}
