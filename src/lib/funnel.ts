/**
 * The surgery funnel at /find-hospital-doctor-for-surgery (SH-6): one question per
 * screen, treatment → city → insurance → contact. Each step is in the address (`?step=city`), so
 * the browser's Back and Forward move between questions; the answers are kept in the tab's
 * sessionStorage, so a reload keeps them. Pure: the rules the page and its tests share.
 */
import { type InsuranceType, NO, YES } from "./lead/fields";
import type { WebLeadCreateBody } from "./lead/payload";
import { computeLeadTier, OTHER_CITY_ID, OTHER_CITY_NAME } from "./lead/tier";

export const FUNNEL_STEPS = ["treatment", "city", "insurance", "contact"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** sessionStorage key of the answers (JSON). */
export const FUNNEL_STORAGE_KEY = "surgeryFunnel";

/** The insurance answer: a type of insurance, or none. */
export type FunnelInsurance = InsuranceType | "none";

export interface FunnelAnswers {
  treatment?: { name: string; department: string };
  city?: { id: number; name: string };
  insurance?: FunnelInsurance;
}

/** The question a step asks answers; `contact` needs every other one. */
function answered(step: FunnelStep, a: FunnelAnswers): boolean {
  switch (step) {
    case "treatment":
      return Boolean(a.treatment?.name);
    case "city":
      return a.city !== undefined;
    case "insurance":
      return a.insurance !== undefined;
    case "contact":
      return false;
  }
}

/**
 * The step to show for the address's `step`: that step when every earlier one is answered, else
 * the first unanswered one (an address opened directly, or after the answers were lost).
 */
export function funnelStep(requested: string | null, answers: FunnelAnswers): FunnelStep {
  const index = FUNNEL_STEPS.indexOf(requested as FunnelStep);
  const wanted = index === -1 ? 0 : index;
  for (let i = 0; i < wanted; i++) {
    const step = FUNNEL_STEPS[i] as FunnelStep;
    if (!answered(step, answers)) return step;
  }
  return FUNNEL_STEPS[wanted] as FunnelStep;
}

export function nextStep(step: FunnelStep): FunnelStep {
  return FUNNEL_STEPS[
    Math.min(FUNNEL_STEPS.indexOf(step) + 1, FUNNEL_STEPS.length - 1)
  ] as FunnelStep;
}

/** Stored answers back from JSON, keeping only well-formed ones. */
export function parseFunnelAnswers(raw: string | null): FunnelAnswers {
  try {
    const v = JSON.parse(raw ?? "{}") as Record<string, unknown>;
    const out: FunnelAnswers = {};
    const t = v.treatment as FunnelAnswers["treatment"];
    if (t && typeof t.name === "string" && typeof t.department === "string") {
      out.treatment = { name: t.name.slice(0, 200), department: t.department.slice(0, 200) };
    }
    const c = v.city as FunnelAnswers["city"];
    if (c && Number.isSafeInteger(c.id) && typeof c.name === "string") {
      out.city = { id: c.id, name: c.name.slice(0, 200) };
    }
    if (v.insurance === "Private" || v.insurance === "Govt." || v.insurance === "none") {
      out.insurance = v.insurance;
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * The lead fields the funnel's questions answer, for the contact step's form: the treatment,
 * its department, the city, the insurance (LF-69: any type sets IsInsurance yes; LF-68: Private
 * gives tier 1) and the tier.
 */
export function funnelLeadFields(a: FunnelAnswers, pageTier: number): Partial<WebLeadCreateBody> {
  const insuranceType = a.insurance && a.insurance !== "none" ? a.insurance : undefined;
  return {
    ProcedureNameData: a.treatment?.name,
    PageDepartment: a.treatment?.department || undefined,
    CityData: a.city ? (a.city.id === OTHER_CITY_ID ? OTHER_CITY_NAME : a.city.name) : undefined,
    IsInsurance: a.insurance === undefined ? undefined : insuranceType ? YES : NO,
    insuranceType,
    LeadTier: computeLeadTier({
      pageType: "Marketing",
      pageTier,
      cityId: a.city?.id,
      insuranceType,
    }),
  };
}
