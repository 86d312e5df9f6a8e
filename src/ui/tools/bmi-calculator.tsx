"use client";

import { type FormEvent, useId, useState } from "react";
import {
  type BmiError,
  type BmiResult,
  computeBmi,
  feetInchesToCm,
} from "@/src/lib/calculators/bmi";
import { parseInputNumber } from "@/src/lib/calculators/input";
import type { Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { track } from "@/src/ui/tracking";
import { CalculateButton, NumberField, ResultLeadButton, ResultPanel } from "./calculator-parts";

type ToolsMessages = Messages["tools"];

const CLASS_TONE: Record<BmiResult["bmiClass"], string> = {
  underweight: "text-amber-800",
  normal: "text-emerald-800",
  overweight: "text-amber-800",
  obese: "text-red-800",
};

/**
 * The BMI calculator island of /tools/bmi-calculator: height (cm, or feet and inches) and weight
 * → BMI, its Asian class and the bariatric-surgery context (src/lib/calculators/bmi.ts). The
 * result shows before anything personal is asked; only then does a button open the BMI lead
 * form, which sends the BMI, height and weight with the lead.
 */
export function BmiCalculator({ m }: { m: ToolsMessages }) {
  const id = useId();
  const b = m.bmi;
  const [unit, setUnit] = useState<"cm" | "ftin">("cm");
  const [cm, setCm] = useState("");
  const [feet, setFeet] = useState("");
  const [inches, setInches] = useState("");
  const [weight, setWeight] = useState("");
  const [condition, setCondition] = useState(false);
  const [errors, setErrors] = useState<BmiError[]>([]);
  const [result, setResult] = useState<BmiResult | null>(null);

  const heightCm = () => {
    if (unit === "cm") return parseInputNumber(cm);
    const ft = parseInputNumber(feet);
    return ft === undefined ? undefined : feetInchesToCm(ft, parseInputNumber(inches) ?? 0);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = computeBmi({
      heightCm: heightCm(),
      weightKg: parseInputNumber(weight),
      relatedCondition: condition,
    });
    setErrors(outcome.ok ? [] : outcome.errors);
    setResult(outcome.ok ? outcome.value : null);
    if (outcome.ok) track({ event: "calculator_result", calculator: "bmi" });
  };
  const heightError = errors.find((e) => e.startsWith("height"));
  const weightError = errors.find((e) => e.startsWith("weight"));
  const err = (e: BmiError | undefined) => (e ? m.errors[e] : undefined);

  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5" data-testid="bmi">
      <h2 className="text-xl font-bold text-slate-900">{b.formTitle}</h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-slate-700">{b.heightUnit}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(["cm", "ftin"] as const).map((u) => (
              <label
                key={u}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
              >
                <input
                  type="radio"
                  name={`${id}-unit`}
                  checked={unit === u}
                  onChange={() => setUnit(u)}
                />
                {u === "cm" ? b.cm : b.feetInches}
              </label>
            ))}
          </div>
        </fieldset>
        {unit === "cm" ? (
          <NumberField
            id={`${id}-cm`}
            label={b.heightCm}
            value={cm}
            onChange={setCm}
            error={err(heightError)}
          />
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              id={`${id}-ft`}
              label={b.feet}
              value={feet}
              onChange={setFeet}
              error={err(heightError)}
              decimal={false}
            />
            <NumberField id={`${id}-in`} label={b.inches} value={inches} onChange={setInches} />
          </div>
        )}
        <NumberField
          id={`${id}-kg`}
          label={b.weight}
          value={weight}
          onChange={setWeight}
          error={err(weightError)}
        />
        <label className="flex items-start gap-3 text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0"
            checked={condition}
            onChange={(e) => setCondition(e.target.checked)}
          />
          {b.condition}
        </label>
        <CalculateButton label={m.calculate} note={m.privacyNote} className="sm:col-span-2" />
      </form>
      {result ? (
        <ResultPanel title={b.resultTitle} testId="bmi-result">
          <p className="text-2xl font-bold tabular-nums" data-testid="bmi-value">
            {format(b.yourBmi, { bmi: result.bmi.toFixed(1) })}
          </p>
          <p className="mt-1">
            {b.classLabel}:{" "}
            <strong className={CLASS_TONE[result.bmiClass]} data-testid="bmi-class">
              {b.classes[result.bmiClass]}
            </strong>
          </p>
          <p className="mt-2">
            {format(b.normalRange, {
              height: result.heightCm,
              min: result.normalWeightKg.min,
              max: result.normalWeightKg.max,
            })}
          </p>
          <p className="mt-2" data-testid="bmi-bariatric" data-bariatric={result.bariatric}>
            {b.bariatric[result.bariatric]}
          </p>
          <ResultLeadButton
            mode="bmi"
            title={b.ctaTitle}
            label={b.cta}
            note={b.ctaNote}
            calculation={{
              bmi: result.bmi,
              height: result.heightCm,
              weight: result.weightKg,
            }}
          />
        </ResultPanel>
      ) : null}
    </div>
  );
}
