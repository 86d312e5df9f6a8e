"use client";

import { useActionState, useState } from "react";
import {
  type ContentFields,
  checkDoctorProfile,
  checkHospitalProfile,
  diffFields,
  type FieldProblem,
  fieldLabel,
  showValue,
} from "@/src/lib/content-editing/fields";
import { FormError } from "../fields";
import { DiffTable } from "./diff-table";

export interface DraftFormState {
  problems?: FieldProblem[];
}
type SaveAction = (state: DraftFormState, data: FormData) => Promise<DraftFormState>;

const input =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-invalid:border-red-600";

/** The form's text of a published value: yes/no for flags, "" for none. */
function asText(value: ContentFields[string]): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  return value === null || value === undefined ? "" : String(value);
}

/**
 * A hospital's or doctor's profile fields: the published value beside each input and the change
 * shown before saving, checked by the rules the server applies.
 */
export function ProfileForm({
  action,
  kind,
  entityKey,
  current,
}: {
  action: SaveAction;
  kind: "hospital" | "doctor";
  entityKey: string;
  current: ContentFields;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(current).map(([k, v]) => [k, asText(v)])),
  );
  const checked = kind === "hospital" ? checkHospitalProfile(values) : checkDoctorProfile(values);
  const live = checked.ok ? [] : checked.problems;
  const changes = checked.ok ? diffFields(current, checked.value) : [];
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="key" value={entityKey} />
      <FormError message={state.problems?.find((p) => p.field === "")?.message} />
      <div className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {Object.keys(current).map((field) => {
          const mine = live.filter((p) => p.field === field);
          return (
            <div key={field} className="grid gap-x-3 px-3 py-2 sm:grid-cols-[12rem_1fr_1fr]">
              <label htmlFor={`profile-${field}`} className="text-sm font-medium sm:pt-3">
                {fieldLabel(field)}
              </label>
              <span className="text-sm text-slate-700 sm:pt-3" data-testid={`old-${field}`}>
                <span className="sm:hidden">Published: </span>
                {showValue(field, current[field] ?? null)}
              </span>
              <span>
                {typeof current[field] === "boolean" ? (
                  <select
                    id={`profile-${field}`}
                    name={field}
                    value={values[field]}
                    onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                    className={input}
                  >
                    <option value="no">no</option>
                    <option value="yes">yes</option>
                  </select>
                ) : (
                  <input
                    id={`profile-${field}`}
                    name={field}
                    value={values[field] ?? ""}
                    aria-invalid={mine.length > 0 || undefined}
                    onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                    className={input}
                  />
                )}
                {mine.length > 0 ? (
                  <span
                    className="mt-1 block text-sm text-red-800"
                    data-testid={`problem-${field}`}
                  >
                    {mine.map((p) => p.message).join(" ")}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      <section
        aria-labelledby="profile-change"
        className="rounded-lg border border-slate-200 bg-white p-3"
      >
        <h2 id="profile-change" className="mb-2 font-semibold">
          Before you save: the change
        </h2>
        {changes.length > 0 ? (
          <DiffTable changes={changes} caption="Published and new values" />
        ) : (
          <p className="text-sm text-slate-600">
            {checked.ok ? "No change yet." : "Fix the values above to see the change."}
          </p>
        )}
      </section>
      <button
        type="submit"
        disabled={pending || !checked.ok || changes.length === 0}
        className="min-h-11 rounded-md bg-teal-800 px-4 font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
      >
        {pending ? "Saving…" : "Save as draft"}
      </button>
    </form>
  );
}
