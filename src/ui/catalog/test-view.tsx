import type { MedicalPage, Test } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import {
  CostTable,
  type Crumb,
  type DiscoveryMessages,
  Fact,
  FaqSection,
  PageFrame,
  ReviewLine,
  SampleNote,
  Section,
  TextSection,
} from "./parts";
import { SectionButton } from "./section-button";

/**
 * /test/{slug} and /hi/test/{slug}: why it is done, preparation (fasting), sample, turnaround,
 * normal ranges, price by city and home collection. On the Hindi page, text not yet written in
 * Hindi is shown in English and marked as such (lang="en").
 */
export function TestView({
  test: t,
  page,
  trail,
  locale,
  m,
}: {
  test: Test;
  page: MedicalPage;
  trail: Crumb[];
  locale: Locale;
  m: DiscoveryMessages;
}) {
  const s = page.sections;
  const name = locale === "hi" ? (t.nameHi ?? t.name) : t.name;
  /** The page's own text, else the catalogue's English marked as English on a Hindi page. */
  const text = (own: string | undefined, english: string) =>
    own ??
    // The catalogue's words already in Hindi (src/lib/i18n/localize-hi.ts) need no mark.
    (locale === "hi" && !/[\u0900-\u097F]/.test(english) ? (
      <span lang="en">
        {english} <span lang="hi">{m.tests.englishOnly}</span>
      </span>
    ) : (
      english
    ));
  return (
    <PageFrame
      trail={trail}
      m={m}
      eyebrow={
        t.department
          ? locale === "hi"
            ? (t.department.nameHi ?? t.department.name)
            : t.department.name
          : undefined
      }
      title={name}
      lead={locale === "hi" && t.nameHi ? t.name : undefined}
      actions={<SectionButton section="testbooking" topic={t.name} m={m.buttons} />}
    >
      <ReviewLine review={page.review} m={m} locale={locale} />
      <TextSection id="why" title={m.tests.why} text={s.why} />
      <Section id="facts" title={m.sections.facts}>
        <dl className="grid gap-3 sm:grid-cols-3" data-testid="test-facts">
          <Fact label={m.tests.sample} value={text(s.sample, t.sampleType)} />
          {t.turnaroundHours ? (
            <Fact
              label={m.tests.turnaround}
              value={format(m.tests.turnaroundHours, { hours: t.turnaroundHours })}
            />
          ) : null}
          {s.homeCollection !== undefined ? (
            <Fact
              label={m.tests.homeCollection}
              value={s.homeCollection ? m.tests.homeYes : m.tests.homeNo}
            />
          ) : null}
        </dl>
      </Section>
      <Section id="preparation" title={m.tests.preparation}>
        <p>{text(s.preparation, t.preparation)}</p>
      </Section>
      {s.normalRanges && s.normalRanges.length > 0 ? (
        <Section id="normal-ranges" title={m.tests.normalRanges}>
          <table className="w-full max-w-lg text-left text-sm" data-testid="normal-ranges">
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="py-2 font-semibold">
                  {m.tests.result}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {m.tests.rangeColumn}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {s.normalRanges.map((r) => (
                <tr key={r.label}>
                  <th scope="row" className="py-2 font-normal">
                    {r.label}
                  </th>
                  <td className="py-2">{r.range}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ) : null}
      {t.prices.length > 0 ? (
        <Section
          id="prices"
          title={m.tests.priceByCity}
          action={<SectionButton section="cost" topic={t.name} m={m.buttons} />}
        >
          <CostTable
            costs={t.prices.map((p) => ({
              city: p.city,
              minCost: p.minPrice,
              maxCost: p.maxPrice,
            }))}
            m={m}
            locale={locale}
            caption={m.tests.priceByCity}
          />
        </Section>
      ) : null}
      <FaqSection
        faqs={s.faqs}
        m={m}
        action={<SectionButton section="faq" topic={t.name} m={m.buttons} />}
      />
      <SampleNote m={m} />
    </PageFrame>
  );
}
