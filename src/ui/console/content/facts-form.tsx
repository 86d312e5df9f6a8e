"use client";

import { useActionState, useState } from "react";
import {
  ACCREDITATION_BODIES,
  checkFact,
  type FactKind,
  splitList,
} from "@/src/lib/content-editing/facts";
import {
  type ContentFields,
  diffFields,
  type FieldProblem,
} from "@/src/lib/content-editing/fields";
import { FormError } from "../fields";
import { ChangeBox, INPUT_CLASS, Problems, SaveButton } from "./form-parts";

export interface FactFormState {
  problems?: FieldProblem[];
  error?: string;
}
type FactAction = (state: FactFormState, data: FormData) => Promise<FactFormState>;

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

function TextInput({
  field,
  label,
  value,
  onChange,
  problems,
  type = "text",
  hint,
}: {
  field: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  problems: readonly FieldProblem[];
  type?: string;
  hint?: string;
}) {
  const invalid = problems.some((p) => p.field === field);
  return (
    <label className="block">
      <span className="block text-sm font-medium text-slate-800">{label}</span>
      <input
        name={field}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        className={INPUT_CLASS}
      />
      {hint ? <span className="mt-1 block text-xs text-slate-600">{hint}</span> : null}
      <Problems problems={problems} field={field} />
    </label>
  );
}

/**
 * One verified fact: its value, the source it was checked against and the day; the change
 * (old → new) shown as it is typed, checked by the rules the server applies. Saving makes a
 * draft, published from its page (no medical sign-off).
 */
export function FactForm({
  action,
  kind,
  entityKey,
  current,
  today,
  insurers = [],
}: {
  action: FactAction;
  kind: FactKind;
  entityKey: string;
  current: ContentFields;
  today: string;
  insurers?: readonly { slug: string; name: string }[];
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(Object.entries(current).map(([k, v]) => [k, text(v)])),
    checkedOn: today,
  }));
  const set = (field: string) => (v: string) => setValues((s) => ({ ...s, [field]: v }));
  const checked = checkFact(kind, values, today);
  const live = checked.ok ? [] : checked.problems;
  const problems = [...(state.problems ?? []), ...live];
  const changes = checked.ok ? diffFields(current, checked.value) : [];
  const toggle = (field: string, slug: string, on: boolean) =>
    setValues((s) => {
      const list = new Set(splitList(s[field]?.replaceAll(/\s*;\s*/g, "; ")));
      if (on) list.add(slug);
      else list.delete(slug);
      const next = { ...s, [field]: [...list].join("; ") };
      // Not accepted: not cashless either.
      if (field === "insurers" && !on) {
        next.cashless = splitList(s.cashless)
          .filter((c) => c !== slug)
          .join("; ");
      }
      return next;
    });
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid="fact-form">
      <input type="hidden" name="key" value={entityKey} />
      <FormError message={state.error ?? state.problems?.find((p) => p.field === "")?.message} />
      <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
        <legend className="px-1 font-semibold">Value</legend>
        {kind === "registration" ? (
          <>
            <TextInput
              field="registrationNumber"
              label="Registration number"
              value={values.registrationNumber ?? ""}
              onChange={set("registrationNumber")}
              problems={problems}
            />
            <TextInput
              field="registrationCouncil"
              label="Council (State Medical Council or NMC)"
              value={values.registrationCouncil ?? ""}
              onChange={set("registrationCouncil")}
              problems={problems}
            />
          </>
        ) : null}
        {kind === "accreditation" ? (
          <div>
            <input type="hidden" name="accreditationsShown" value="1" />
            <ul className="flex flex-wrap gap-x-6">
              {ACCREDITATION_BODIES.map((body) => (
                <li key={body}>
                  <label className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      name="accreditations"
                      value={body}
                      checked={splitList(values.accreditations).includes(body)}
                      onChange={(e) => toggle("accreditations", body, e.target.checked)}
                      className="h-5 w-5"
                    />
                    {body}
                  </label>
                </li>
              ))}
            </ul>
            <Problems problems={problems} field="accreditations" />
          </div>
        ) : null}
        {kind === "empanelment" ? (
          <TextInput
            field="pmjayId"
            label="PM-JAY hospital id"
            hint="Blank: not empanelled under Ayushman Bharat PM-JAY."
            value={values.pmjayId ?? ""}
            onChange={set("pmjayId")}
            problems={problems}
          />
        ) : null}
        {kind === "insurers" ? (
          <div>
            <input type="hidden" name="insurersShown" value="1" />
            <table className="w-full text-sm">
              <caption className="sr-only">Insurers accepted and cashless</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-1">
                    Insurer
                  </th>
                  <th scope="col" className="w-20 py-1 text-center">
                    Accepted
                  </th>
                  <th scope="col" className="w-20 py-1 text-center">
                    Cashless
                  </th>
                </tr>
              </thead>
              <tbody>
                {insurers.map((i) => {
                  const accepted = splitList(values.insurers).includes(i.slug);
                  return (
                    <tr key={i.slug} className="border-t border-slate-100">
                      <th scope="row" className="py-1 pr-2 text-left font-normal">
                        {i.name}
                      </th>
                      <td className="text-center">
                        <input
                          type="checkbox"
                          name="insurers"
                          value={i.slug}
                          aria-label={`${i.name} accepted`}
                          checked={accepted}
                          onChange={(e) => toggle("insurers", i.slug, e.target.checked)}
                          className="h-5 w-5"
                        />
                      </td>
                      <td className="text-center">
                        <input
                          type="checkbox"
                          name="cashless"
                          value={i.slug}
                          aria-label={`${i.name} cashless`}
                          disabled={!accepted}
                          checked={accepted && splitList(values.cashless).includes(i.slug)}
                          onChange={(e) => toggle("cashless", i.slug, e.target.checked)}
                          className="h-5 w-5"
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Problems problems={problems} field="insurers" />
            <Problems problems={problems} field="cashless" />
          </div>
        ) : null}
      </fieldset>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
        <legend className="px-1 font-semibold">Checked against</legend>
        <TextInput
          field="source"
          label="Source"
          hint="Where you checked it, in a few words: the council's register, the NABH list…"
          value={values.source ?? ""}
          onChange={set("source")}
          problems={problems}
        />
        <TextInput
          field="sourceUrl"
          label="Source link (optional)"
          type="url"
          value={values.sourceUrl ?? ""}
          onChange={set("sourceUrl")}
          problems={problems}
        />
        <TextInput
          field="checkedOn"
          label="Checked on"
          type="date"
          value={values.checkedOn ?? ""}
          onChange={set("checkedOn")}
          problems={problems}
        />
      </fieldset>
      <ChangeBox id="fact-change" changes={changes} ok={checked.ok} />
      <SaveButton pending={pending} disabled={!checked.ok || changes.length === 0} />
    </form>
  );
}

/**
 * "Checked again, still true": today's date and the source, published at once as a new version.
 */
export function RecheckForm({
  action,
  entityKey,
  source,
  sourceUrl,
  back,
  compact = false,
}: {
  action: FactAction;
  entityKey: string;
  source: string | null;
  sourceUrl: string | null;
  back?: "stale";
  compact?: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="space-y-2" data-testid="recheck-form">
      <input type="hidden" name="key" value={entityKey} />
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <FormError message={state.error} />
      {compact ? (
        // The source as it was; the link, when there is one, is kept.
        <input type="hidden" name="source" value={source ?? ""} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block">
            <span className="block text-sm font-medium text-slate-800">Source</span>
            <input name="source" defaultValue={source ?? ""} required className={INPUT_CLASS} />
          </label>
          <label className="block">
            <span className="block text-sm font-medium text-slate-800">Source link (optional)</span>
            <input
              name="sourceUrl"
              type="url"
              defaultValue={sourceUrl ?? ""}
              className={INPUT_CLASS}
            />
          </label>
        </div>
      )}
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-md border border-teal-800 bg-white px-4 font-semibold text-teal-900 hover:bg-teal-50 disabled:opacity-60"
      >
        {pending ? "Saving…" : "Checked today: still true"}
      </button>
    </form>
  );
}
