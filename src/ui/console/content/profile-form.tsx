"use client";

import { needsSignOffFor } from "@/src/lib/content-editing/sign-off";
import { useActionState, useState } from "react";
import {
  type ContentFields,
  checkDoctorProfile,
  checkHospitalProfile,
  diffFields,
  fieldLabel,
  showValue,
} from "@/src/lib/content-editing/fields";
import { FormError } from "../fields";
import { ChangeBox, INPUT_CLASS, type SaveAction, SaveButton } from "./form-parts";

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
                    className={INPUT_CLASS}
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
                    className={INPUT_CLASS}
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
      <ChangeBox id="profile-change" changes={changes} ok={checked.ok} />
      {kind === "doctor" ? (
        <p className="text-sm text-slate-700" data-testid="sign-off-note">
          {needsSignOffFor("doctor", entityKey, current, checked.ok ? checked.value : current)
            ? "This change names the doctor's qualifications or fee: a reviewer signs it off before it is published."
            : "A change of the qualifications or the fee needs a reviewer's sign-off; the rest you publish on the next screen."}
        </p>
      ) : null}
      <SaveButton pending={pending} disabled={!checked.ok || changes.length === 0} />
    </form>
  );
}
