import { describe, expect, it } from "vitest";
import {
  BARIATRIC_BMI,
  bariatricContextOf,
  bmiClassOf,
  computeBmi,
  feetInchesToCm,
} from "@/src/lib/calculators/bmi";
import { computeEmi, EMI_LIMITS, emiExact, emiRemark } from "@/src/lib/calculators/emi";
import { parseInputNumber } from "@/src/lib/calculators/input";
import { getMessages } from "@/src/lib/i18n";

const ok = <T>(o: { ok: true; value: T } | { ok: false; errors: string[] }): T => {
  if (!o.ok) throw new Error(`expected a result, got ${o.errors.join(", ")}`);
  return o.value;
};

describe("[TL-1] BMI with the Asian cut-offs", () => {
  it("[TL-1] weight / height²: 70 kg at 170 cm is 24.2, 80 kg at 175 cm is 26.1", () => {
    expect(ok(computeBmi({ heightCm: 170, weightKg: 70 })).bmi).toBe(24.2);
    expect(ok(computeBmi({ heightCm: 175, weightKg: 80 })).bmi).toBe(26.1);
    expect(ok(computeBmi({ heightCm: 160, weightKg: 45 })).bmi).toBe(17.6);
  });

  it("[TL-1] classes at the WHO Asia-Pacific limits: <18.5, 18.5–22.9, 23–24.9, ≥25", () => {
    expect(bmiClassOf(18.4)).toBe("underweight");
    expect(bmiClassOf(18.5)).toBe("normal");
    expect(bmiClassOf(22.9)).toBe("normal");
    expect(bmiClassOf(23)).toBe("overweight");
    expect(bmiClassOf(24.9)).toBe("overweight");
    expect(bmiClassOf(25)).toBe("obese");
    // 70 kg at 170 cm is overweight by the Asian table (it would be 'normal' by the WHO's 25).
    expect(ok(computeBmi({ heightCm: 170, weightKg: 70 })).bmiClass).toBe("overweight");
  });

  it("[TL-1] the class is read from the shown (rounded) BMI: 22.95 shows 23.0 and is overweight", () => {
    // 1 m tall: BMI equals the weight.
    const r = ok(computeBmi({ heightCm: 100, weightKg: 22.95 }));
    expect(r.bmi).toBe(23);
    expect(r.bmiClass).toBe("overweight");
  });

  it("[TL-1] bariatric context of the Indian consensus: ≥37.5, or ≥32.5 with a related condition", () => {
    expect(BARIATRIC_BMI).toEqual({ withCondition: 32.5, any: 37.5 });
    expect(bariatricContextOf(37.5, false)).toBe("indicated");
    expect(bariatricContextOf(37.4, false)).toBe("ifCondition");
    expect(bariatricContextOf(37.4, true)).toBe("withCondition");
    expect(bariatricContextOf(32.5, true)).toBe("withCondition");
    expect(bariatricContextOf(32.4, true)).toBe("no");
    // 105 kg at 165 cm: 38.6.
    expect(ok(computeBmi({ heightCm: 165, weightKg: 105 })).bariatric).toBe("indicated");
    // 92 kg at 165 cm: 33.8, with diabetes ticked.
    const r = ok(computeBmi({ heightCm: 165, weightKg: 92, relatedCondition: true }));
    expect(r.bmi).toBe(33.8);
    expect(r.bariatric).toBe("withCondition");
  });

  it("[TL-1] the normal weight for a height is 18.5–22.9 × height²", () => {
    expect(ok(computeBmi({ heightCm: 170, weightKg: 70 })).normalWeightKg).toEqual({
      min: 53.5,
      max: 66.2,
    });
  });

  it("[TL-1] feet and inches: 5 ft 7 in is 170.2 cm", () => {
    expect(feetInchesToCm(5, 7)).toBe(170.2);
    expect(feetInchesToCm(6)).toBe(182.9);
  });

  it("[TL-3] missing or out-of-range input gives every error at once, no result", () => {
    expect(computeBmi({ heightCm: undefined, weightKg: undefined })).toEqual({
      ok: false,
      errors: ["heightMissing", "weightMissing"],
    });
    expect(computeBmi({ heightCm: 17, weightKg: 700 })).toEqual({
      ok: false,
      errors: ["heightRange", "weightRange"],
    });
    expect(computeBmi({ heightCm: 170, weightKg: 0 })).toEqual({
      ok: false,
      errors: ["weightRange"],
    });
  });
});

describe("[TL-2] EMI", () => {
  it("[TL-2] ₹1,00,000 at 12% for 12 months is ₹8,885 a month, ₹6,619 interest", () => {
    expect(emiExact(100_000, 12, 12)).toBeCloseTo(8884.88, 2);
    const r = ok(computeEmi({ amount: 100_000, annualRatePercent: 12, months: 12 }));
    expect(r.monthly).toBe(8885);
    expect(r.totalInterest).toBe(6619);
    expect(r.totalPayable).toBe(106_619);
  });

  it("[TL-2] ₹5,00,000 at 10.5% for 36 months is ₹16,251 a month", () => {
    const r = ok(computeEmi({ amount: 500_000, annualRatePercent: 10.5, months: 36 }));
    expect(r.monthly).toBe(16_251);
    // 36 × 16,251.22 − 5,00,000 = 85,043.98 (worked out separately)
    expect(r.totalInterest).toBe(85_044);
  });

  it("[TL-2] at 0% the EMI is P/n and there is no interest", () => {
    const r = ok(computeEmi({ amount: 120_000, annualRatePercent: 0, months: 12 }));
    expect(r.monthly).toBe(10_000);
    expect(r.totalInterest).toBe(0);
    expect(r.totalPayable).toBe(120_000);
  });

  it("[TL-2] a no-cost EMI is the amount in equal parts; the waived interest is the loan's", () => {
    const r = ok(computeEmi({ amount: 100_000, annualRatePercent: 12, months: 12 }));
    expect(r.noCost).toEqual({ monthly: 8333, interestWaived: 6619 });
  });

  it("[TL-3] bad input: missing, out of range, a fraction of a month", () => {
    expect(
      computeEmi({ amount: undefined, annualRatePercent: undefined, months: undefined }),
    ).toEqual({ ok: false, errors: ["amountMissing", "rateMissing", "monthsMissing"] });
    expect(
      computeEmi({
        amount: EMI_LIMITS.amount.max + 1,
        annualRatePercent: -1,
        months: 0,
      }),
    ).toEqual({ ok: false, errors: ["amountRange", "rateRange", "monthsRange"] });
    expect(computeEmi({ amount: 50_000, annualRatePercent: 12, months: 6.5 })).toEqual({
      ok: false,
      errors: ["monthsRange"],
    });
  });

  it("[TL-2] the loan enquiry's remark states the figures the patient saw", () => {
    const r = ok(computeEmi({ amount: 200_000, annualRatePercent: 12, months: 12 }));
    expect(emiRemark(r)).toBe(
      "EMI calculator: ₹2,00,000 at 12% a year for 12 months = ₹17,770 a month, total interest ₹13,237 (no-cost EMI ₹16,667 a month)",
    );
  });
});

describe("[TL-3] calculator input and messages", () => {
  it("[TL-3] typed numbers: Indian grouping and ₹ accepted, text rejected", () => {
    expect(parseInputNumber("1,00,000")).toBe(100_000);
    expect(parseInputNumber(" ₹ 2,50,000 ")).toBe(250_000);
    expect(parseInputNumber("10.5")).toBe(10.5);
    expect(parseInputNumber("")).toBeUndefined();
    expect(parseInputNumber("abc")).toBeUndefined();
    expect(parseInputNumber("Infinity")).toBeUndefined();
  });

  it("[TL-3] every calculator error has an English and a Hindi message", () => {
    const keys = [
      ...(["heightMissing", "heightRange", "weightMissing", "weightRange"] as const),
      ...(["amountMissing", "amountRange", "rateMissing", "rateRange"] as const),
      ...(["monthsMissing", "monthsRange"] as const),
    ];
    for (const locale of ["en", "hi"] as const) {
      const errors = getMessages(locale).tools.errors;
      expect(Object.keys(errors).sort()).toEqual([...keys].sort());
      for (const k of keys) expect(errors[k].length).toBeGreaterThan(10);
    }
    expect(getMessages("hi").tools.errors.heightMissing).not.toBe(
      getMessages("en").tools.errors.heightMissing,
    );
  });
});
