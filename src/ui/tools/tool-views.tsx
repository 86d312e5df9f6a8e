import type { Locale, Messages } from "@/src/lib/i18n";
import { type Crumb, ListSection, PageFrame, Section } from "@/src/ui/catalog/parts";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { BmiCalculator } from "./bmi-calculator";
import { EmiCalculator } from "./emi-calculator";

/**
 * The service and tool pages: /tools/bmi-calculator,
 * /services/medical-loan and /services/second-opinion. Server components: the text is HTML from
 * the server; only the calculators are client islands, and each shows its result before its
 * lead form asks for anything personal.
 */
export type ToolViewId = "bmi" | "medical-loan" | "second-opinion";

interface ToolViewProps {
  locale: Locale;
  m: Messages["tools"];
  /** The breadcrumb's label lives with the discovery pages' words. */
  medical: Messages["medical"];
  /** Home, then the page: from the registry (app/_routes/page-kit.tsx). */
  trail: Crumb[];
}

const frame = (props: ToolViewProps, title: string, lead: string) => ({
  trail: props.trail,
  m: props.medical,
  title,
  lead,
});

export function BmiView(props: ToolViewProps) {
  const b = props.m.bmi;
  const s = b.sections;
  return (
    <PageFrame {...frame(props, b.title, b.intro)}>
      <BmiCalculator m={props.m} />
      <Section id="cutoffs" title={s.cutoffsTitle}>
        <p>{s.cutoffs}</p>
      </Section>
      <ListSection id="bariatric" title={s.bariatricTitle} items={s.bariatric} />
      <ListSection id="limits" title={s.limitsTitle} items={s.limits} />
      <ListSection id="sources" title={s.sourcesTitle} items={s.sources} />
    </PageFrame>
  );
}

export function MedicalLoanView(props: ToolViewProps) {
  const e = props.m.emi;
  const s = e.sections;
  return (
    <PageFrame {...frame(props, e.title, e.intro)}>
      <EmiCalculator m={props.m} locale={props.locale} />
      <Section id="formula" title={s.formulaTitle}>
        <p>{s.formula}</p>
      </Section>
      <ListSection id="no-cost" title={s.noCostTitle} items={s.noCost} />
      <ListSection id="tips" title={s.tipsTitle} items={s.tips} />
    </PageFrame>
  );
}

export function SecondOpinionView(props: ToolViewProps) {
  const o = props.m.secondOpinion;
  const cta = (
    <OpenLeadFormButton
      className="btn-accent min-h-11 py-2.5"
      request={{ variant: "4", mode: "secondOpinion", title: o.formTitle }}
    >
      {o.cta}
    </OpenLeadFormButton>
  );
  return (
    <PageFrame {...frame(props, o.title, o.intro)} actions={cta}>
      <ListSection id="includes" title={o.includesTitle} items={o.includes} />
      <ListSection id="steps" title={o.stepsTitle} items={o.steps} ordered />
      <ListSection id="when" title={o.whenTitle} items={o.when} action={cta} />
    </PageFrame>
  );
}

export const TOOL_VIEWS = {
  bmi: BmiView,
  "medical-loan": MedicalLoanView,
  "second-opinion": SecondOpinionView,
} as const satisfies Record<ToolViewId, (props: ToolViewProps) => unknown>;
