"use client";

import { useActionState, useState } from "react";
import {
  checkCityCost,
  checkTreatmentTexts,
  type ContentFields,
  diffFields,
  formatRupees,
} from "@/src/lib/content-editing/fields";
import { FormError } from "../fields";
import { ChangeBox, INPUT_CLASS, Problems, type SaveAction, SaveButton } from "./form-parts";

const input = `${INPUT_CLASS} tabular-nums`;

/**
 * A city's cost: the published figures beside the inputs, and the change (old → new) shown as
 * it is typed, checked by the same rules the server applies.
 */
export function CostForm({
  action,
  entityKey,
  current,
}: {
  action: SaveAction;
  entityKey: string;
  current: { minCost: number; avgCost: number | null; maxCost: number } | null;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [values, setValues] = useState({
    minCost: current ? String(current.minCost) : "",
    avgCost: current?.avgCost != null ? String(current.avgCost) : "",
    maxCost: current ? String(current.maxCost) : "",
  });
  const checked = checkCityCost(values);
  const live = checked.ok ? [] : checked.problems;
  const problems = [...(state.problems ?? []).filter((p) => p.field === ""), ...live];
  const changes = checked.ok ? diffFields((current ?? {}) as ContentFields, checked.value) : [];
  const rows = [
    { field: "minCost", label: "Minimum" },
    { field: "avgCost", label: "Average (optional)" },
    { field: "maxCost", label: "Maximum" },
  ] as const;
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="kind" value="city_cost" />
      <input type="hidden" name="key" value={entityKey} />
      <FormError message={problems.find((p) => p.field === "")?.message} />
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        <div className="grid grid-cols-[1fr_1fr] gap-x-3 border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold sm:grid-cols-[10rem_1fr_1fr]">
          <span className="hidden sm:block">Figure (₹)</span>
          <span>Published</span>
          <span>New</span>
        </div>
        {rows.map((r) => (
          <div
            key={r.field}
            className="grid grid-cols-[1fr_1fr] items-start gap-x-3 border-b border-slate-100 px-3 py-2 last:border-0 sm:grid-cols-[10rem_1fr_1fr]"
          >
            <label
              htmlFor={`cost-${r.field}`}
              className="col-span-2 text-sm font-medium sm:col-span-1 sm:pt-3"
            >
              {r.label}
            </label>
            <span className="pt-3 tabular-nums text-slate-700" data-testid={`old-${r.field}`}>
              {formatRupees(current ? current[r.field] : null)}
            </span>
            <span>
              <input
                id={`cost-${r.field}`}
                name={r.field}
                inputMode="numeric"
                autoComplete="off"
                value={values[r.field]}
                aria-invalid={live.some((p) => p.field === r.field) || undefined}
                onChange={(e) => setValues((v) => ({ ...v, [r.field]: e.target.value }))}
                className={input}
              />
              <Problems problems={problems} field={r.field} />
            </span>
          </div>
        ))}
      </div>
      <ChangeBox
        id="cost-change"
        changes={changes}
        ok={checked.ok}
        noun="figures"
        caption="Published and new figures"
      />
      <SaveButton pending={pending} disabled={!checked.ok || changes.length === 0} />
      <p className="text-sm text-slate-600">
        A draft changes nothing on the site. City costs carry no medical text: you publish the draft
        yourself on the next screen.
      </p>
    </form>
  );
}

/** A treatment's descriptions: published text beside the editable one, checked as typed. */
export function TextsForm({
  action,
  entityKey,
  current,
}: {
  action: SaveAction;
  entityKey: string;
  current: { summary: string; summaryHi: string | null };
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [values, setValues] = useState({
    summary: current.summary,
    summaryHi: current.summaryHi ?? "",
  });
  const checked = checkTreatmentTexts(values);
  const live = checked.ok ? [] : checked.problems;
  const problems = [...(state.problems ?? []).filter((p) => p.field === ""), ...live];
  const changes = checked.ok ? diffFields(current, checked.value) : [];
  const fields = [
    { field: "summary", label: "Description (English)", lang: "en" },
    { field: "summaryHi", label: "Description (Hindi, optional)", lang: "hi" },
  ] as const;
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="kind" value="treatment" />
      <input type="hidden" name="key" value={entityKey} />
      <FormError message={problems.find((p) => p.field === "")?.message} />
      {fields.map((f) => (
        <div
          key={f.field}
          className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 lg:grid-cols-2"
        >
          <div>
            <p className="text-sm font-medium text-slate-800">Published</p>
            <p
              lang={f.lang}
              className="mt-1 whitespace-pre-wrap break-words text-slate-700"
              data-testid={`old-${f.field}`}
            >
              {current[f.field] || "—"}
            </p>
          </div>
          <label className="block">
            <span className="block text-sm font-medium text-slate-800">{f.label}</span>
            <textarea
              name={f.field}
              lang={f.lang}
              rows={5}
              value={values[f.field]}
              aria-invalid={live.some((p) => p.field === f.field) || undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f.field]: e.target.value }))}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-invalid:border-red-600"
            />
            <Problems problems={problems} field={f.field} />
            <span className="mt-1 block text-xs text-slate-600">
              Plain text, 20 to 2,000 characters; no HTML.
            </span>
          </label>
        </div>
      ))}
      <ChangeBox
        id="text-change"
        changes={changes}
        ok={checked.ok}
        noun="text"
        caption="Published and new texts"
      />
      <SaveButton pending={pending} disabled={!checked.ok || changes.length === 0} />
      <p className="text-sm text-slate-600">
        A draft changes nothing on the site. Descriptions are medical text: a reviewer signs them
        off before they are published.
      </p>
    </form>
  );
}

export interface StepState {
  error?: string;
}
type StepAction = (state: StepState, data: FormData) => Promise<StepState>;

/** The buttons of a draft's next steps, each a form posting `step`. */
export function StepButtons({
  action,
  id,
  steps,
}: {
  action: StepAction;
  id: number;
  steps: readonly { step: string; label: string; primary?: boolean }[];
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <div className="space-y-2">
      <FormError message={state.error} />
      <div className="flex flex-wrap gap-2">
        {steps.map((s) => (
          <form key={s.step} action={formAction}>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="step" value={s.step} />
            <button
              type="submit"
              disabled={pending}
              className={
                s.primary
                  ? "min-h-11 rounded-md bg-teal-800 px-4 font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
                  : "min-h-11 rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-900 hover:bg-slate-50 disabled:opacity-60"
              }
            >
              {s.label}
            </button>
          </form>
        ))}
      </div>
    </div>
  );
}

/** "Restore the values before this change" on a version. */
export function RevertButton({ action, version }: { action: StepAction; version: number }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="space-y-2">
      <FormError message={state.error} />
      <input type="hidden" name="version" value={version} />
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-900 hover:bg-slate-50 disabled:opacity-60"
      >
        Restore the values before this change
      </button>
    </form>
  );
}

/**
 * A reviewer sends a medical change back to its editor, saying why (required): the draft is the
 * editor's again, with the reason shown on it, and nothing on the site changes.
 */
export function SendBackForm({ action, id }: { action: StepAction; id: number }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="mt-4 space-y-2 border-t border-slate-200 pt-3">
      <FormError message={state.error} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="step" value="sendback" />
      <label htmlFor={`reason-${id}`} className="block text-sm font-medium">
        Or send it back to the editor: why?
      </label>
      <textarea
        id={`reason-${id}`}
        name="reason"
        rows={3}
        maxLength={500}
        required
        className={`${INPUT_CLASS} py-2`}
      />
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-900 hover:bg-slate-50 disabled:opacity-60"
      >
        Send back
      </button>
    </form>
  );
}
