"use client";

import type { ReactNode } from "react";
import type { LeadMode } from "@/src/lib/lead/modal";
import { LeadFormTrigger, type LeadFormTriggerProps } from "@/src/ui/lead-modal/trigger";

/**
 * Small parts the calculator islands share: a labelled number field with its error, the error
 * list, the calculate button, the result panel and its lead button. Inputs are text with a numeric keyboard so that '1,00,000' can be
 * typed as people write it (src/lib/calculators/bmi.ts parseInputNumber strips the commas).
 */
export const INPUT =
  "mt-1 min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700";
export const PRIMARY_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";

export function NumberField({
  id,
  label,
  value,
  onChange,
  error,
  decimal = true,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown under the field (also announced with it). */
  error?: string;
  decimal?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type="text"
        inputMode={decimal ? "decimal" : "numeric"}
        autoComplete="off"
        className={INPUT}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The result box: a polite live region, so a screen reader hears each new result. */
export function ResultPanel({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      aria-live="polite"
      aria-label={title}
      className="mt-5 rounded-2xl border border-brand-200 bg-brand-50 p-5"
      data-testid={testId}
    >
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 text-slate-800">{children}</div>
    </section>
  );
}

/** The form's submit button with the note that nothing is sent until the patient asks. */
export function CalculateButton({
  label,
  note,
  className,
}: {
  label: string;
  note: string;
  className: string;
}) {
  return (
    <div className={className}>
      <button type="submit" className={PRIMARY_BUTTON}>
        {label}
      </button>
      <p className="mt-2 text-sm text-slate-600">{note}</p>
    </div>
  );
}

/** Under a result: the lead button in the calculator's mode, carrying the figures shown. */
export function ResultLeadButton({
  mode,
  title,
  label,
  note,
  calculation,
}: {
  mode: LeadMode;
  title: string;
  label: string;
  note: string;
  calculation: NonNullable<LeadFormTriggerProps["options"]>["calculation"];
}) {
  return (
    <div className="mt-4">
      <LeadFormTrigger
        mode={mode}
        modalTitle={title}
        buttonText={label}
        className={PRIMARY_BUTTON}
        options={{ calculation }}
      />
      <p className="mt-2 text-sm text-slate-600">{note}</p>
    </div>
  );
}
