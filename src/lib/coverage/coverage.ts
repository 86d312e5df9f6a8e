/**
 * The coverage rules: whether an insurer or scheme pays for a treatment, under which rule, and
 * what the patient then pays. One pure function over the data of ./terms.ts and
 * ./categories.ts, used by the estimate on the server (the shared URL's HTML) and in the
 * browser, so the answer on screen, in the lead's remark and in the tests is one computation.
 *
 * The answer is never "the insurer pays the total":
 * - not covered: excluded by the terms (cosmetic, refractive, infertility, no maternity
 *   benefit), outside a scheme's benefit packages or its state. The patient pays everything.
 * - depends: paid only if something we cannot see holds: a named procedure's waiting period
 *   is over, the policy's maternity benefit, the bariatric criteria, an admission for a scope,
 *   the patient's eligibility, the hospital's empanelment, the general ward. The figures say
 *   what each side pays if all of it holds, and what the patient pays at most otherwise.
 * - covered: paid after the policy's first 30 days; the figure already takes off what the
 *   terms leave to the patient (co-payment, room-rent limit with proportionate deduction,
 *   consumables, sub-limit, sum insured). An illness diagnosed before the policy began waits
 *   longer, which the conditions say.
 */
import { type Estimate, type EstimateInput, computeEstimate } from "../catalog/estimate";
import type { InsurerType } from "../catalog/types";
import { type CoverageCategory, coverageCategoryOf } from "./categories";
import {
  GENERAL_WARD_SLUG,
  INITIAL_WAITING_DAYS,
  PACKAGE_RATES,
  type PolicyTerms,
  REFRACTIVE_MIN_DIOPTRES,
  SAMPLE_POLICY_TERMS,
  SCHEME_RULES,
  type SchemeRules,
} from "./terms";

export type CoverageStatus = "covered" | "notCovered" | "depends";

/** The one plain line that states the rule. */
export const COVERAGE_RULES = [
  "general",
  "namedWaiting",
  "jointWaiting",
  "maternity",
  "noMaternity",
  "weightLoss",
  "diagnostic",
  "cosmetic",
  "refractive",
  "refractiveLens",
  "infertility",
  "notInPackages",
  "otherState",
  "package",
  "entitlement",
  "noTerms",
  "uncategorised",
] as const;

/** The lines under it: conditions that must hold, and what the terms leave to the patient. */
export const COVERAGE_CONDITIONS = [
  "eligiblePmjay",
  "eligibleState",
  "empanelled",
  "generalWard",
  "roomNotPaid",
  "familyCover",
  "memberCghs",
  "memberEchs",
  "memberEsic",
  "listedHospital",
  "entitledWard",
  "roomCap",
  "copay",
  "consumables",
  "cataractLimit",
  "sumInsured",
  "preExisting",
] as const;

export type CoverageRuleKey = (typeof COVERAGE_RULES)[number];
export type CoverageConditionKey = (typeof COVERAGE_CONDITIONS)[number];

/**
 * A line is a message key and its figures (rupees, years, percentages); the names it shows
 * (`{insurer}`, `{treatment}`, `{room}`, `{state}`) are filled in by the view in its language.
 */
export interface CoverageLine<K extends string> {
  key: K;
  values: Record<string, number>;
}

export interface Coverage {
  status: CoverageStatus;
  rule: CoverageLine<CoverageRuleKey>;
  conditions: CoverageLine<CoverageConditionKey>[];
  /**
   * What the insurer or scheme pays under the rule (when it depends: if all of it holds); null
   * when it pays at its own rates, which we do not hold (CGHS, ECHS, ESIC).
   */
  insurerPays: number | null;
  /** What the patient pays under the rule (when it depends: if all of it holds). */
  patientPays: number;
  /** When it depends: the most the patient pays if a condition does not hold (the estimate). */
  otherwisePays: number | null;
  /**
   * What the answer rests on: a private insurer's sample terms (the view says "sample terms:
   * your policy may differ"), a scheme's public rules with sample package rates, or nothing
   * we hold (a care expert answers).
   */
  basis: "sampleTerms" | "schemeRules" | "unknown";
  /** The state a state scheme pays in, for the view to name. */
  state: string | null;
}

export interface CoverageQuestion {
  insurer: { slug: string; type: InsurerType };
  treatmentSlug: string;
  /** The chosen city's state: a state scheme pays only there. */
  state: string | null;
  roomSlug: string;
  sumInsured: number;
  /** The cost of the chosen treatment, hospital and room, without insurance. */
  input: EstimateInput;
  /**
   * How many hospitals of its network (a scheme's empanelled hospitals for the treatment) the
   * city has; undefined when not known. A scheme pays only there: with none, nothing here.
   */
  networkHere?: number;
}

const line = <K extends string>(key: K, values: Record<string, number> = {}): CoverageLine<K> => ({
  key,
  values,
});

/** Whether and how much the insurer or scheme pays: see the module comment for the rules. */
export function coverageOf(q: CoverageQuestion): Coverage {
  const cost = computeEstimate({ ...q.input, insurer: null });
  const scheme = SCHEME_RULES.get(q.insurer.slug);
  if (scheme) return schemeCoverage(q, scheme, cost);
  const terms = SAMPLE_POLICY_TERMS.get(q.insurer.slug);
  if (!terms) return unknown(line("noTerms"), cost);
  return policyCoverage(q, terms, cost);
}

function unknown(rule: CoverageLine<CoverageRuleKey>, cost: Estimate): Coverage {
  return {
    status: "depends",
    rule,
    conditions: [],
    insurerPays: 0,
    patientPays: cost.total,
    otherwisePays: null,
    basis: "unknown",
    state: null,
  };
}

function notCovered(
  rule: CoverageLine<CoverageRuleKey>,
  cost: Estimate,
  basis: Coverage["basis"],
  state: string | null = null,
): Coverage {
  return {
    status: "notCovered",
    rule,
    conditions: [],
    insurerPays: 0,
    patientPays: cost.total,
    otherwisePays: null,
    basis,
    state,
  };
}

/** The exclusions every policy and scheme shares (IRDAI's standard wording); null: none. */
function exclusionOf(category: CoverageCategory): CoverageLine<CoverageRuleKey> | null {
  switch (category) {
    case "cosmetic":
    case "infertility":
      return line(category);
    case "refractive":
      return line("refractive", { dioptres: REFRACTIVE_MIN_DIOPTRES });
    default:
      return null;
  }
}

function schemeCoverage(q: CoverageQuestion, scheme: SchemeRules, cost: Estimate): Coverage {
  const otherwise = { otherwisePays: cost.total, basis: "schemeRules" as const };
  if (scheme.kind === "package") {
    if (scheme.state && q.state !== scheme.state) {
      return notCovered(line("otherState"), cost, "schemeRules", scheme.state);
    }
    const rate = PACKAGE_RATES.get(q.treatmentSlug);
    if (rate === undefined) return notCovered(line("notInPackages"), cost, "schemeRules");
    const inWard = q.roomSlug === GENERAL_WARD_SLUG;
    // The package pays for the general ward at an empanelled hospital only: in another room,
    // or in a city without such a hospital, the scheme pays nothing here and the patient the
    // whole bill, so the estimate never says "you pay ₹0" then.
    const payable = inWard && q.networkHere !== 0;
    const pays = !payable
      ? 0
      : scheme.coverPerFamily === null
        ? rate
        : Math.min(rate, scheme.coverPerFamily);
    return {
      status: "depends",
      rule: line("package", { rate }),
      conditions: [
        line(scheme.eligibility === "pmjay" ? "eligiblePmjay" : "eligibleState"),
        line("empanelled"),
        line(inWard ? "generalWard" : "roomNotPaid"),
        ...(scheme.coverPerFamily === null
          ? []
          : [line("familyCover", { cover: scheme.coverPerFamily })]),
      ],
      insurerPays: pays,
      patientPays: payable ? 0 : cost.total,
      ...otherwise,
      state: scheme.state,
    };
  }
  const category = coverageCategoryOf(q.treatmentSlug);
  if (category === null) return unknown(line("uncategorised"), cost);
  const excluded = exclusionOf(category);
  if (excluded) return notCovered(excluded, cost, "schemeRules");
  const member = {
    cghs: "memberCghs",
    echs: "memberEchs",
    esic: "memberEsic",
  } as const satisfies Record<string, CoverageConditionKey>;
  return {
    status: "depends",
    rule: line("entitlement"),
    conditions: [line(member[scheme.members]), line("listedHospital"), line("entitledWard")],
    insurerPays: null,
    patientPays: 0,
    ...otherwise,
    state: null,
  };
}

function policyCoverage(q: CoverageQuestion, terms: PolicyTerms, cost: Estimate): Coverage {
  const category = coverageCategoryOf(q.treatmentSlug);
  if (category === null) return unknown(line("uncategorised"), cost);
  const { status, rule, limit } = policyRule(category, terms);
  if (status === "notCovered") return notCovered(rule, cost, "sampleTerms");
  const policy = computeEstimate({
    ...q.input,
    insurer: {
      copayPercent: terms.copayPercent,
      roomCapPercent: terms.roomCapPercent,
      consumablesCovered: terms.consumablesCovered,
    },
    sumInsured: q.sumInsured,
  });
  const insurerPays = limit === null ? policy.insurerPays : Math.min(limit, policy.insurerPays);
  const conditions: CoverageLine<CoverageConditionKey>[] = [];
  if (policy.roomCapPerNight !== null && policy.proportion < 1) {
    conditions.push(
      line("roomCap", {
        cap: policy.roomCapPerNight,
        percent: Math.round(policy.proportion * 100),
      }),
    );
  }
  if (terms.copayPercent > 0) conditions.push(line("copay", { percent: terms.copayPercent }));
  if (!terms.consumablesCovered) conditions.push(line("consumables"));
  if (category === "cataract" && limit !== null) {
    conditions.push(line("cataractLimit", { limit }));
  }
  if (policy.insurerPays >= q.sumInsured) {
    conditions.push(line("sumInsured", { sum: q.sumInsured }));
  }
  // An illness diagnosed before the policy began waits its own period (a delivery has its own).
  if (category !== "maternity") {
    conditions.push(line("preExisting", { years: terms.preExistingWaitingYears }));
  }
  return {
    status,
    rule,
    conditions,
    insurerPays,
    patientPays: cost.total - insurerPays,
    otherwisePays: status === "depends" ? cost.total : null,
    basis: "sampleTerms",
    state: null,
  };
}

/** The rule a category follows under a policy's terms, and the sub-limit it pays up to. */
function policyRule(
  category: CoverageCategory,
  terms: PolicyTerms,
): { status: CoverageStatus; rule: CoverageLine<CoverageRuleKey>; limit: number | null } {
  const waiting = { years: terms.namedWaitingYears };
  const excluded = exclusionOf(category);
  if (excluded) return { status: "notCovered", rule: excluded, limit: 0 };
  switch (category) {
    case "general":
      return {
        status: "covered",
        rule: line("general", { days: INITIAL_WAITING_DAYS }),
        limit: null,
      };
    case "namedProcedure":
      return { status: "depends", rule: line("namedWaiting", waiting), limit: null };
    case "cataract":
      return {
        status: "depends",
        rule: line("namedWaiting", waiting),
        limit: terms.cataractLimitPerEye,
      };
    case "jointReplacement":
      return { status: "depends", rule: line("jointWaiting", waiting), limit: null };
    case "maternity": {
      const m = terms.maternity;
      if (!m) return { status: "notCovered", rule: line("noMaternity"), limit: 0 };
      return {
        status: "depends",
        rule: line("maternity", { years: m.waitingYears, limit: m.limit }),
        limit: m.limit,
      };
    }
    case "weightLoss":
      return { status: "depends", rule: line("weightLoss"), limit: null };
    case "diagnostic":
      return { status: "depends", rule: line("diagnostic"), limit: null };
    case "refractiveLens":
      return {
        status: "depends",
        rule: line("refractiveLens", { dioptres: REFRACTIVE_MIN_DIOPTRES }),
        limit: null,
      };
    default:
      // The exclusions, answered above.
      return { status: "notCovered", rule: excluded ?? line("uncategorised"), limit: 0 };
  }
}

/**
 * What a treatment page or the care assistant says about insurance before any insurer is
 * chosen: how policies treat the treatment's category, and whether PM-JAY's packages hold it.
 */
export interface CoverageSummary {
  /** Null for a treatment not yet placed in a category. */
  category: CoverageCategory | null;
  inPmjayPackages: boolean;
}

export function coverageSummaryOf(treatmentSlug: string): CoverageSummary {
  return {
    category: coverageCategoryOf(treatmentSlug),
    inPmjayPackages: PACKAGE_RATES.has(treatmentSlug),
  };
}
