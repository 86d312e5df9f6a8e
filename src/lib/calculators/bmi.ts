/**
 * Body-mass index for adults with the Asian cut-offs, and the bariatric-surgery context it is
 * used for on /tools/bmi-calculator. Pure: no React, no i18n; errors are keys
 * of `tools.errors` in the locale files (src/lib/i18n/messages/{en,hi}/tools.json).
 *
 * Sources of the numbers (nothing here is our own):
 * - Classes: WHO Western Pacific Region, IASO and IOTF, "The Asia-Pacific perspective:
 *   redefining obesity and its treatment" (2000), and WHO Expert Consultation, "Appropriate
 *   body-mass index for Asian populations", Lancet 2004;363:157–163: underweight < 18.5,
 *   normal 18.5–22.9, overweight (at risk) 23–24.9, obese ≥ 25. The Indian consensus below uses
 *   the same overweight and obese limits (its normal range starts at 18.0; we keep WHO's 18.5).
 * - Bariatric surgery: Misra A, Chowbey P, Makkar BM, et al. "Consensus statement for diagnosis
 *   of obesity, abdominal obesity and the metabolic syndrome for Asian Indians and
 *   recommendations for physical activity, medical and surgical management", J Assoc Physicians
 *   India 2009;57:163–170: surgery may be considered at BMI ≥ 37.5 kg/m², or ≥ 32.5 kg/m² with an
 *   obesity-related condition (type 2 diabetes, high blood pressure, sleep apnoea and the like).
 *   A surgeon decides; the page says so.
 */

import type { Outcome } from "./input";

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Upper limits (exclusive) of the classes below obese, in kg/m². */
export const BMI_CUTOFFS = { underweight: 18.5, normal: 23, overweight: 25 } as const;
/** Bariatric-surgery thresholds of the Indian consensus (Misra et al. 2009), in kg/m². */
export const BARIATRIC_BMI = { withCondition: 32.5, any: 37.5 } as const;

/** Accepted input, wide enough for any adult and narrow enough to catch typing slips. */
export const BMI_LIMITS = {
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 20, max: 350 },
} as const;

export type BmiClass = "underweight" | "normal" | "overweight" | "obese";
/**
 * 'indicated': BMI ≥ 37.5; 'withCondition': 32.5 ≤ BMI < 37.5 and a related condition;
 * 'ifCondition': the same BMI without one ticked; 'no': below 32.5.
 */
export type BariatricContext = "indicated" | "withCondition" | "ifCondition" | "no";

export type BmiError = "heightMissing" | "heightRange" | "weightMissing" | "weightRange";

export interface BmiResult {
  /** kg/m², rounded to one decimal (the figure shown; the class is read from it). */
  bmi: number;
  bmiClass: BmiClass;
  bariatric: BariatricContext;
  /** The normal weight range for this height (18.5–22.9 kg/m²), kg to one decimal. */
  normalWeightKg: { min: number; max: number };
  heightCm: number;
  weightKg: number;
}

/** Feet and inches as centimetres (1 in = 2.54 cm), one decimal. */
export function feetInchesToCm(feet: number, inches = 0): number {
  return round1((feet * 12 + inches) * 2.54);
}

export function bmiClassOf(bmi: number): BmiClass {
  if (bmi < BMI_CUTOFFS.underweight) return "underweight";
  if (bmi < BMI_CUTOFFS.normal) return "normal";
  if (bmi < BMI_CUTOFFS.overweight) return "overweight";
  return "obese";
}

export function bariatricContextOf(bmi: number, relatedCondition: boolean): BariatricContext {
  if (bmi >= BARIATRIC_BMI.any) return "indicated";
  if (bmi >= BARIATRIC_BMI.withCondition) return relatedCondition ? "withCondition" : "ifCondition";
  return "no";
}

/** BMI = weight (kg) / height (m)²; with every input error at once. */
export function computeBmi(input: {
  heightCm: number | undefined;
  weightKg: number | undefined;
  relatedCondition?: boolean;
}): Outcome<BmiResult, BmiError> {
  const { heightCm, weightKg } = input;
  const errors: BmiError[] = [];
  if (heightCm === undefined) errors.push("heightMissing");
  else if (heightCm < BMI_LIMITS.heightCm.min || heightCm > BMI_LIMITS.heightCm.max)
    errors.push("heightRange");
  if (weightKg === undefined) errors.push("weightMissing");
  else if (weightKg < BMI_LIMITS.weightKg.min || weightKg > BMI_LIMITS.weightKg.max)
    errors.push("weightRange");
  if (errors.length > 0 || heightCm === undefined || weightKg === undefined) {
    return { ok: false, errors };
  }
  const m2 = (heightCm / 100) ** 2;
  const bmi = round1(weightKg / m2);
  return {
    ok: true,
    value: {
      bmi,
      bmiClass: bmiClassOf(bmi),
      bariatric: bariatricContextOf(bmi, input.relatedCondition ?? false),
      normalWeightKg: {
        min: round1(BMI_CUTOFFS.underweight * m2),
        // 22.9 kg/m², the top of the normal range as the sources write it.
        max: round1((BMI_CUTOFFS.normal - 0.1) * m2),
      },
      heightCm,
      weightKg,
    },
  };
}
