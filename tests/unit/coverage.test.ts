import { describe, expect, it } from "vitest";
import { insurers } from "@/src/db/seed/data/insurers";
import { treatments } from "@/src/db/seed/data/treatments";
import {
  computeEstimate,
  type EstimateChoice,
  estimateRemark,
  LAKH,
} from "@/src/lib/catalog/estimate";
import { defaultChoice, estimateFor } from "@/src/lib/catalog/estimate-data";
import {
  COVERAGE_CATEGORIES,
  type CoverageCategory,
  categorisedTreatments,
  coverageCategoryOf,
} from "@/src/lib/coverage/categories";
import {
  COVERAGE_CONDITIONS,
  COVERAGE_RULES,
  type Coverage,
  type CoverageStatus,
  coverageSummaryOf,
} from "@/src/lib/coverage/coverage";
import { PACKAGE_RATES, SAMPLE_POLICY_TERMS, SCHEME_RULES } from "@/src/lib/coverage/terms";
import { getMessages } from "@/src/lib/i18n";
import { coverageSummaryText } from "@/src/ui/catalog/coverage-summary";
import { seedEstimateData } from "../fixtures/estimate-data";

/* ---- What the rules must answer, written out apart from the rules' own data ---- */

/** The sample policies with a maternity benefit. */
const WITH_MATERNITY = new Set([
  "hdfc-ergo",
  "niva-bupa",
  "care-health",
  "aditya-birla-health",
  "manipalcigna",
]);
/** Excluded by every policy and scheme. */
const EXCLUDED: ReadonlySet<CoverageCategory> = new Set(["cosmetic", "refractive", "infertility"]);
/** Not in PM-JAY's benefit packages, as whole categories and as single treatments. */
const OUTSIDE_PACKAGES: ReadonlySet<CoverageCategory> = new Set([
  ...EXCLUDED,
  "refractiveLens",
  "weightLoss",
  "diagnostic",
]);
const OUTSIDE_PACKAGES_TREATMENTS = new Set([
  "liver-transplant",
  "deep-brain-stimulation",
  "cochlear-implant",
]);
const PACKAGE_SCHEMES: Record<string, string | null> = {
  "ayushman-bharat-pm-jay": null,
  mjpjay: "Maharashtra",
  aarogyasri: "Telangana",
  cmchis: "Tamil Nadu",
  "karunya-arogya-suraksha": "Kerala",
};
const ENTITLEMENT_SCHEMES = new Set(["cghs", "echs", "esic"]);

function expectedStatus(
  insurer: string,
  category: CoverageCategory,
  slug: string,
  state: string,
): CoverageStatus {
  if (insurer in PACKAGE_SCHEMES) {
    const own = PACKAGE_SCHEMES[insurer];
    if (own && own !== state) return "notCovered";
    return OUTSIDE_PACKAGES.has(category) || OUTSIDE_PACKAGES_TREATMENTS.has(slug)
      ? "notCovered"
      : "depends";
  }
  if (EXCLUDED.has(category)) return "notCovered";
  if (ENTITLEMENT_SCHEMES.has(insurer)) return "depends";
  if (category === "maternity") return WITH_MATERNITY.has(insurer) ? "depends" : "notCovered";
  return category === "general" ? "covered" : "depends";
}

/** The rule line a private policy gives each category. */
const PRIVATE_RULE: Record<CoverageCategory, string> = {
  general: "general",
  namedProcedure: "namedWaiting",
  cataract: "namedWaiting",
  jointReplacement: "jointWaiting",
  maternity: "maternity",
  weightLoss: "weightLoss",
  diagnostic: "diagnostic",
  cosmetic: "cosmetic",
  refractive: "refractive",
  refractiveLens: "refractiveLens",
  infertility: "infertility",
};

const choiceIn = (
  data: ReturnType<typeof seedEstimateData>,
  patch: Partial<EstimateChoice>,
): EstimateChoice => ({ ...defaultChoice(data), ...patch });

function coverageFor(treatment: string, patch: Partial<EstimateChoice>) {
  const data = seedEstimateData(treatment);
  const result = estimateFor(data, choiceIn(data, patch));
  if (!result?.coverage) throw new Error(`no coverage for ${treatment}`);
  return { ...result, coverage: result.coverage, data };
}

const conditionKeys = (c: Coverage) => c.conditions.map((l) => l.key);

describe("[coverage] treatment categories and terms as data", () => {
  it("[coverage] every treatment of the catalogue sits in exactly one category", () => {
    const placed = categorisedTreatments();
    expect(new Set(placed.map(([slug]) => slug)).size).toBe(placed.length);
    expect(placed.map(([slug]) => slug).sort()).toEqual(treatments.map((t) => t.slug).sort());
    for (const category of COVERAGE_CATEGORIES) {
      expect(
        placed.some(([, c]) => c === category),
        category,
      ).toBe(true);
    }
  });

  it("[coverage] every private insurer has sample terms and every government scheme its rules", () => {
    for (const insurer of insurers) {
      const held =
        insurer.type === "Private"
          ? SAMPLE_POLICY_TERMS.has(insurer.slug)
          : SCHEME_RULES.has(insurer.slug);
      expect(held, insurer.slug).toBe(true);
    }
    expect(SAMPLE_POLICY_TERMS.size + SCHEME_RULES.size).toBe(insurers.length);
  });

  it("[coverage] only treatments of the catalogue have package rates, none outside the packages", () => {
    for (const [slug, rate] of PACKAGE_RATES) {
      const category = coverageCategoryOf(slug);
      expect(category, slug).not.toBeNull();
      expect(OUTSIDE_PACKAGES.has(category as CoverageCategory), slug).toBe(false);
      expect(OUTSIDE_PACKAGES_TREATMENTS.has(slug), slug).toBe(false);
      expect(rate, slug).toBeGreaterThan(0);
    }
  });
});

describe("[coverage] the table: every insurer × every treatment category", () => {
  // Hyderabad is in Telangana (Aarogyasri's state), Mumbai in Maharashtra (MJPJAY's).
  for (const city of ["hyderabad", "mumbai"] as const) {
    it(`[coverage] in ${city}: the status, the rule and who pays what, for each of the ${insurers.length} insurers and every treatment`, () => {
      const state = city === "hyderabad" ? "Telangana" : "Maharashtra";
      let cells = 0;
      for (const [slug, category] of categorisedTreatments()) {
        const data = seedEstimateData(slug);
        for (const insurer of insurers) {
          const result = estimateFor(data, choiceIn(data, { city, insurer: insurer.slug }));
          const c = result?.coverage;
          const total = result?.estimate.total ?? Number.NaN;
          const where = `${insurer.slug} × ${slug} (${category})`;
          expect(c, where).toBeDefined();
          if (!c) continue;
          cells++;
          expect(c.status, where).toBe(expectedStatus(insurer.slug, category, slug, state));
          expect(c.basis, where).toBe(insurer.type === "Private" ? "sampleTerms" : "schemeRules");
          if (c.status === "notCovered") {
            expect([c.insurerPays, c.patientPays, c.otherwisePays], where).toEqual([
              0,
              total,
              null,
            ]);
          }
          if (c.status === "depends") expect(c.otherwisePays, where).toBe(total);
          if (c.status === "covered") expect(c.otherwisePays, where).toBeNull();
          if (insurer.type === "Private") {
            const rule =
              category === "maternity" && !WITH_MATERNITY.has(insurer.slug)
                ? "noMaternity"
                : PRIVATE_RULE[category];
            expect(c.rule.key, where).toBe(rule);
            expect((c.insurerPays ?? Number.NaN) + c.patientPays, where).toBe(total);
            expect(c.insurerPays ?? Number.NaN, where).toBeLessThanOrEqual(5 * LAKH);
            if (c.status !== "notCovered") expect(c.insurerPays, where).toBeGreaterThan(0);
          } else if (c.status === "depends") {
            // A scheme's member pays nothing when its conditions hold; but the package schemes
            // pay for the general ward only, and this choice is the twin room (MD-11).
            expect(c.patientPays, where).toBe(c.rule.key === "package" ? total : 0);
          }
        }
      }
      expect(cells).toBe(treatments.length * insurers.length);
    });
  }
});

describe("[coverage] the answers patients were given wrongly", () => {
  it("[coverage] PM-JAY and a hair transplant: not covered, not in its benefit packages; the patient pays the whole estimate", () => {
    const { coverage, estimate } = coverageFor("hair-transplant", {
      insurer: "ayushman-bharat-pm-jay",
    });
    expect(coverage.status).toBe("notCovered");
    expect(coverage.rule.key).toBe("notInPackages");
    expect(coverage.insurerPays).toBe(0);
    expect(coverage.patientPays).toBe(estimate.total);
    expect(estimate.total).toBe(136_500);
  });

  it("[coverage] Star Health and LASIK or a hair transplant: not covered; the insurer pays ₹0", () => {
    for (const [slug, rule] of [
      ["lasik", "refractive"],
      ["hair-transplant", "cosmetic"],
    ] as const) {
      for (const sum of [5, 25] as const) {
        const { coverage, estimate } = coverageFor(slug, {
          insurer: "star-health",
          sumInsuredLakhs: sum,
        });
        expect(coverage.status, slug).toBe("notCovered");
        expect(coverage.rule.key, slug).toBe(rule);
        expect(coverage.insurerPays, slug).toBe(0);
        expect(coverage.patientPays, slug).toBe(estimate.total);
      }
    }
    const lasik = coverageFor("lasik", { insurer: "star-health" }).coverage;
    expect(lasik.rule.values).toEqual({ dioptres: 7.5 });
  });

  it("[MD-11] piles in Hyderabad with PM-JAY in a twin-sharing room of a private hospital: depends on eligibility, empanelment and the general ward; in the twin room the scheme pays nothing and the patient the whole estimate, never ₹0", () => {
    const { coverage, estimate } = coverageFor("piles-treatment", {
      city: "hyderabad",
      hospital: "multi-speciality",
      room: "twin-sharing",
      insurer: "ayushman-bharat-pm-jay",
    });
    expect(coverage.status).toBe("depends");
    expect(coverage.rule).toEqual({ key: "package", values: { rate: 12_000 } });
    expect(conditionKeys(coverage)).toEqual([
      "eligiblePmjay",
      "empanelled",
      "roomNotPaid",
      "familyCover",
    ]);
    expect(coverage.conditions[3]?.values).toEqual({ cover: 5 * LAKH });
    expect(coverage.insurerPays).toBe(0);
    expect(coverage.patientPays).toBe(estimate.total);
    expect(coverage.otherwisePays).toBe(estimate.total);
    expect(estimate.total).toBeGreaterThan(12_000);
    // In the general ward the room is no longer the obstacle.
    const ward = coverageFor("piles-treatment", {
      city: "hyderabad",
      room: "general-ward",
      insurer: "ayushman-bharat-pm-jay",
    }).coverage;
    expect(conditionKeys(ward)).toContain("generalWard");
    expect(conditionKeys(ward)).not.toContain("roomNotPaid");
  });
});

describe("[coverage] conditions of private policies", () => {
  it("[coverage] a named procedure waits its years; the figures are the policy's arithmetic if the wait is over, the whole estimate if not", () => {
    const { coverage, estimate, input } = coverageFor("knee-replacement", {
      insurer: "star-health",
      room: "single-room",
      sumInsuredLakhs: 10,
    });
    const terms = SAMPLE_POLICY_TERMS.get("star-health");
    expect(coverage.status).toBe("depends");
    expect(coverage.rule).toEqual({ key: "jointWaiting", values: { years: 2 } });
    const policy = computeEstimate({
      ...input,
      insurer: {
        copayPercent: terms?.copayPercent ?? Number.NaN,
        roomCapPercent: terms?.roomCapPercent ?? null,
        consumablesCovered: terms?.consumablesCovered ?? false,
      },
      sumInsured: 10 * LAKH,
    });
    expect(coverage.insurerPays).toBe(policy.insurerPays);
    expect(coverage.otherwisePays).toBe(estimate.total);
    // 1 % of ₹10 lakh = ₹10,000 a night against a single room's rent (₹7,000 × Delhi's level).
    expect(conditionKeys(coverage)).toEqual(["consumables", "preExisting"]);
    const deluxe = coverageFor("knee-replacement", {
      insurer: "star-health",
      room: "deluxe-room",
      sumInsuredLakhs: 5,
    }).coverage;
    const cap = deluxe.conditions.find((l) => l.key === "roomCap");
    expect(cap?.values.cap).toBe(5000);
    expect(cap?.values.percent).toBeLessThan(100);
  });

  it("[coverage] co-payment, cataract's per-eye limit, maternity's limit and the sum insured show as conditions and cut the insurer's share", () => {
    const niva = coverageFor("appendectomy", { insurer: "niva-bupa", sumInsuredLakhs: 25 });
    expect(niva.coverage.status).toBe("covered");
    expect(niva.coverage.rule).toEqual({ key: "general", values: { days: 30 } });
    expect(conditionKeys(niva.coverage)).toContain("copay");
    expect(niva.coverage.insurerPays).toBeLessThan(niva.estimate.total * 0.8 + 1);

    const cataract = coverageFor("cataract-surgery", {
      insurer: "star-health",
      implant: "multifocal",
      sumInsuredLakhs: 25,
    });
    expect(cataract.coverage.insurerPays).toBe(40_000);
    expect(cataract.coverage.patientPays).toBe(cataract.estimate.total - 40_000);
    expect(cataract.coverage.conditions).toContainEqual({
      key: "cataractLimit",
      values: { limit: 40_000 },
    });

    const delivery = coverageFor("caesarean-section", {
      insurer: "manipalcigna",
      sumInsuredLakhs: 25,
    });
    expect(delivery.coverage.rule).toEqual({
      key: "maternity",
      values: { years: 2, limit: 75_000 },
    });
    expect(delivery.coverage.insurerPays).toBeLessThanOrEqual(75_000);
    expect(conditionKeys(delivery.coverage)).not.toContain("preExisting");

    const small = coverageFor("cabg", { insurer: "hdfc-ergo", sumInsuredLakhs: 3 });
    expect(small.coverage.insurerPays).toBe(3 * LAKH);
    expect(small.coverage.conditions).toContainEqual({
      key: "sumInsured",
      values: { sum: 3 * LAKH },
    });
  });

  it("[coverage] a state scheme pays only in its state; CGHS pays at its own rates", () => {
    const inState = coverageFor("hernia-repair", { city: "hyderabad", insurer: "aarogyasri" });
    expect(inState.coverage.status).toBe("depends");
    expect(conditionKeys(inState.coverage)).toContain("eligibleState");
    const away = coverageFor("hernia-repair", { city: "pune", insurer: "aarogyasri" });
    expect(away.coverage.status).toBe("notCovered");
    expect(away.coverage.rule.key).toBe("otherState");
    expect(away.coverage.state).toBe("Telangana");

    const cghs = coverageFor("angioplasty", { insurer: "cghs" }).coverage;
    expect(cghs.status).toBe("depends");
    expect(cghs.insurerPays).toBeNull();
    expect(conditionKeys(cghs)).toEqual(["memberCghs", "listedHospital", "entitledWard"]);
  });
});

describe("[coverage] words and the lead's remark", () => {
  const NAMES = ["insurer", "treatment", "room", "state", "city"];
  const placeholders = (template: string) =>
    [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

  it("[coverage] every rule and condition reads in English and Hindi, with a place for each of its figures", () => {
    const seen = new Map<string, Set<string>>();
    for (const [slug] of categorisedTreatments()) {
      const data = seedEstimateData(slug);
      for (const insurer of insurers) {
        for (const room of ["general-ward", "deluxe-room"]) {
          const c = estimateFor(
            data,
            // Hyderabad: Aarogyasri is at home there, MJPJAY is not.
            choiceIn(data, { city: "hyderabad", insurer: insurer.slug, room, sumInsuredLakhs: 3 }),
          )?.coverage;
          for (const l of c ? [c.rule, ...c.conditions] : []) {
            seen.set(l.key, new Set([...(seen.get(l.key) ?? []), ...Object.keys(l.values)]));
          }
        }
      }
    }
    // Every line the rules can give was given somewhere in the table, but the fallbacks.
    for (const key of [...COVERAGE_RULES, ...COVERAGE_CONDITIONS]) {
      if (key !== "noTerms" && key !== "uncategorised") expect(seen.has(key), key).toBe(true);
    }
    for (const locale of ["en", "hi"] as const) {
      const m = getMessages(locale).medical.coverage;
      const templates: Record<string, string> = { ...m.rules, ...m.conditions };
      for (const key of [...COVERAGE_RULES, ...COVERAGE_CONDITIONS]) {
        const template = templates[key];
        expect(template, `${locale} ${key}`).toBeTruthy();
        const used = placeholders(template ?? "");
        for (const value of seen.get(key) ?? []) expect(used, `${locale} ${key}`).toContain(value);
        for (const p of used) {
          expect([...NAMES, ...(seen.get(key) ?? [])], `${locale} ${key} {${p}}`).toContain(p);
        }
      }
      for (const status of ["covered", "notCovered", "depends"] as const) {
        expect(m.status[status]).toBeTruthy();
      }
    }
  });

  it("[coverage] the remark tells the care team the status, the rule and who pays what", () => {
    const { coverage, estimate } = coverageFor("hair-transplant", { insurer: "star-health" });
    const remark = estimateRemark({
      treatment: "Hair Transplant",
      city: "Delhi NCR",
      hospital: "Multi-speciality hospital",
      room: "Twin sharing room",
      insurer: "Star Health Insurance",
      sumInsuredLakhs: 5,
      total: estimate.total,
      coverage,
    });
    expect(remark).toBe(
      "Estimate: Hair Transplant, Delhi NCR, Multi-speciality hospital, Twin sharing room: total ₹1,36,500; Star Health Insurance (₹5 lakh, sample terms): notCovered (cosmetic), patient pays ₹1,36,500",
    );
    const piles = coverageFor("piles-treatment", {
      city: "hyderabad",
      insurer: "ayushman-bharat-pm-jay",
    });
    expect(
      estimateRemark({
        treatment: "Piles Treatment",
        city: "Hyderabad",
        hospital: "Multi-speciality hospital",
        room: "Twin sharing room",
        insurer: "Ayushman Bharat PM-JAY",
        sumInsuredLakhs: 5,
        total: piles.estimate.total,
        coverage: piles.coverage,
      }),
    ).toMatch(
      // The default room is twin sharing, which PM-JAY does not pay for (MD-11).
      /Ayushman Bharat PM-JAY: depends \(package\), pays ₹0, patient pays ₹[1-9][\d,]+; if not, up to ₹[\d,]+$/,
    );
  });

  it("[coverage] a coverage check for a ward-only scheme starts in the general ward; other insurers in twin sharing", () => {
    const data = seedEstimateData("piles-treatment");
    expect(defaultChoice(data, "hyderabad", "ayushman-bharat-pm-jay").room).toBe("general-ward");
    expect(defaultChoice(data, "hyderabad", "aarogyasri").room).toBe("general-ward");
    expect(defaultChoice(data, "hyderabad", "star-health").room).toBe("twin-sharing");
    expect(defaultChoice(data, "hyderabad", "cghs").room).toBe("twin-sharing");
    expect(defaultChoice(data).room).toBe("twin-sharing");
  });

  it("[coverage] with no insurer chosen, a treatment's insurance paragraph follows its category and PM-JAY's packages, in both languages", () => {
    for (const locale of ["en", "hi"] as const) {
      const m = getMessages(locale).medical.coverage.summary;
      const hair = coverageSummaryText(coverageSummaryOf("hair-transplant"), m);
      expect(hair).toBe(`${m.cosmetic} ${m.pmjayOut} ${m.check}`);
      const piles = coverageSummaryText(coverageSummaryOf("piles-treatment"), m);
      expect(piles).toBe(`${m.namedProcedure} ${m.pmjayIn} ${m.check}`);
      expect(coverageSummaryText(coverageSummaryOf("no-such-treatment"), m)).toMatch(m.unknown);
      for (const category of COVERAGE_CATEGORIES) expect(m[category], category).toBeTruthy();
    }
    expect(getMessages("en").medical.coverage.summary.cosmetic).toMatch(/does not pay/);
  });
});
