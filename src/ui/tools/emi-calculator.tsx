"use client";

import { type FormEvent, useId, useState } from "react";
import { parseInputNumber } from "@/src/lib/calculators/input";
import {
  computeEmi,
  type EmiError,
  type EmiOutcome,
  type EmiResult,
  emiRemark,
} from "@/src/lib/calculators/emi";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format, formatNumber } from "@/src/lib/i18n/format";
import { track } from "@/src/ui/tracking";
import { CalculateButton, NumberField, ResultLeadButton, ResultPanel } from "./calculator-parts";

type ToolsMessages = Messages["tools"];

/** The figures the page opens with, so that a result shows before anything is typed. */
export const EMI_DEFAULTS = { amount: "2,00,000", rate: "12", months: "12" } as const;

function outcomeOf(v: { amount: string; rate: string; months: string }): EmiOutcome {
  return computeEmi({
    amount: parseInputNumber(v.amount),
    annualRatePercent: parseInputNumber(v.rate),
    months: parseInputNumber(v.months),
  });
}

/**
 * The EMI calculator island of /services/medical-loan: amount, yearly rate and months → the
 * monthly instalment, the total interest and the same loan as a no-cost EMI
 * (src/lib/calculators/emi.ts). It opens with a worked example (rendered on the server too);
 * the loan-enquiry lead form opens only from the result and carries it as the lead's remark.
 */
export function EmiCalculator({ m, locale }: { m: ToolsMessages; locale: Locale }) {
  const id = useId();
  const e = m.emi;
  const [values, setValues] = useState<{ amount: string; rate: string; months: string }>(
    EMI_DEFAULTS,
  );
  const [outcome, setOutcome] = useState<EmiOutcome>(() => outcomeOf(EMI_DEFAULTS));
  const errors: EmiError[] = outcome.ok ? [] : outcome.errors;
  const result: EmiResult | null = outcome.ok ? outcome.value : null;
  const money = (n: number) => `₹${formatNumber(n, locale)}`;
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const err = (prefix: string) => {
    const found = errors.find((x) => x.startsWith(prefix));
    return found ? m.errors[found] : undefined;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = outcomeOf(values);
    setOutcome(next);
    if (next.ok) track({ event: "calculator_result", calculator: "emi" });
  };

  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5" data-testid="emi">
      <h2 className="text-xl font-bold text-slate-900">{e.formTitle}</h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-3">
        <NumberField
          id={`${id}-amount`}
          label={e.amount}
          value={values.amount}
          onChange={set("amount")}
          error={err("amount")}
        />
        <NumberField
          id={`${id}-rate`}
          label={e.rate}
          value={values.rate}
          onChange={set("rate")}
          error={err("rate")}
        />
        <NumberField
          id={`${id}-months`}
          label={e.months}
          value={values.months}
          onChange={set("months")}
          error={err("months")}
          decimal={false}
        />
        <CalculateButton label={m.calculate} note={m.privacyNote} className="sm:col-span-3" />
      </form>
      {result ? (
        <ResultPanel title={e.resultTitle} testId="emi-result">
          <dl className="grid gap-3 sm:grid-cols-3">
            {(
              [
                ["monthly", e.monthly, result.monthly],
                ["interest", e.totalInterest, result.totalInterest],
                ["total", e.totalPayable, result.totalPayable],
              ] as const
            ).map(([key, label, amount]) => (
              <div key={key}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid={`emi-${key}`}>
                  {money(amount)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-slate-700">
            {format(e.perMonth, { amount: money(result.monthly), months: result.months })}
          </p>
          <h4 className="mt-4 font-semibold text-slate-900">{e.noCostTitle}</h4>
          <p className="mt-1" data-testid="emi-no-cost">
            {result.totalInterest === 0
              ? e.noCostZero
              : format(e.noCostBody, {
                  monthly: money(result.noCost.monthly),
                  months: result.months,
                  amount: money(result.amount),
                  interest: money(result.noCost.interestWaived),
                })}
          </p>
          <ResultLeadButton
            mode="emiCalculator"
            title={e.ctaTitle}
            label={e.cta}
            note={e.ctaNote}
            calculation={{ Remark: emiRemark(result) }}
          />
        </ResultPanel>
      ) : null}
    </div>
  );
}
