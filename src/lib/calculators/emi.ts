/**
 * Equated monthly instalment of a loan (/services/medical-loan), and what a
 * no-cost EMI means. Pure: no React, no message catalogues; errors are keys of `tools.errors` in
 * the locale files.
 *
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate (annual % / 12 / 100) and n the
 * number of months; at 0% the EMI is P/n. The instalment is shown rounded to the rupee; the
 * total interest is the exact n·EMI − P rounded to the rupee (a lender's last instalment takes
 * up the paise).
 */

import { rupees } from "../i18n/locale";
import type { Outcome } from "./input";

export const EMI_LIMITS = {
  amount: { min: 1000, max: 10_000_000 },
  /** Annual rate, per cent. */
  rate: { min: 0, max: 50 },
  months: { min: 1, max: 120 },
} as const;

export type EmiError =
  | "amountMissing"
  | "amountRange"
  | "rateMissing"
  | "rateRange"
  | "monthsMissing"
  | "monthsRange";

export interface EmiResult {
  amount: number;
  annualRatePercent: number;
  months: number;
  /** The instalment, rounded to the rupee. */
  monthly: number;
  /** Interest over the whole loan, rounded to the rupee. */
  totalInterest: number;
  /** amount + totalInterest. */
  totalPayable: number;
  /**
   * A no-cost EMI of the same amount and tenure: the lender's interest at this rate is given up
   * front as a discount by the hospital or the lender, so the patient pays the amount in equal
   * parts (amount / months, rounded to the rupee); `interestWaived` is that discount.
   */
  noCost: { monthly: number; interestWaived: number };
}

export type EmiOutcome = Outcome<EmiResult, EmiError>;

/** The exact (unrounded) instalment. */
export function emiExact(amount: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return amount / months;
  const growth = (1 + r) ** months;
  return (amount * r * growth) / (growth - 1);
}

function check(
  value: number | undefined,
  limits: { min: number; max: number },
  missing: EmiError,
  range: EmiError,
  errors: EmiError[],
  integer = false,
) {
  if (value === undefined) errors.push(missing);
  else if (value < limits.min || value > limits.max || (integer && !Number.isInteger(value)))
    errors.push(range);
}

export function computeEmi(input: {
  amount: number | undefined;
  annualRatePercent: number | undefined;
  months: number | undefined;
}): EmiOutcome {
  const { amount, annualRatePercent: rate, months } = input;
  const errors: EmiError[] = [];
  check(amount, EMI_LIMITS.amount, "amountMissing", "amountRange", errors);
  check(rate, EMI_LIMITS.rate, "rateMissing", "rateRange", errors);
  check(months, EMI_LIMITS.months, "monthsMissing", "monthsRange", errors, true);
  if (errors.length > 0 || amount === undefined || rate === undefined || months === undefined) {
    return { ok: false, errors };
  }
  const exact = emiExact(amount, rate, months);
  const totalInterest = Math.round(exact * months - amount);
  return {
    ok: true,
    value: {
      amount,
      annualRatePercent: rate,
      months,
      monthly: Math.round(exact),
      totalInterest,
      totalPayable: amount + totalInterest,
      noCost: { monthly: Math.round(amount / months), interestWaived: totalInterest },
    },
  };
}

/**
 * The loan enquiry's remark for the care team (stored with the lead as Remark): what the
 * patient worked out, in English, with Indian digit grouping. No personal data.
 */
export function emiRemark(r: EmiResult): string {
  return (
    `EMI calculator: ${rupees(r.amount)} at ${r.annualRatePercent}% a year for ${r.months} months` +
    ` = ${rupees(r.monthly)} a month, total interest ${rupees(r.totalInterest)}` +
    ` (no-cost EMI ${rupees(r.noCost.monthly)} a month)`
  );
}
