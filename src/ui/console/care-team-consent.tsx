"use client";

import { useActionState } from "react";
import { STAFF_PURPOSE_LABELS } from "@/src/lib/privacy/purposes";
import type { WorkFormState } from "./lead-work-forms";
import { FormError } from "./fields";

type Action = (state: WorkFormState, data: FormData) => Promise<WorkFormState>;

const PURPOSE_LABELS = STAFF_PURPOSE_LABELS;

const INPUT =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700";

/**
 * The care team records a consent the patient gave or withdrew on a call (consent ledger,
 * channel care_team; audited with the staff member's name).
 */
export function CareTeamConsentForm({
  action,
  consents,
}: {
  action: Action;
  consents: Record<keyof typeof PURPOSE_LABELS, boolean>;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3" data-testid="care-consent">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-slate-900">
        Record a consent change from a call
      </summary>
      <form action={formAction} className="mt-2 space-y-3" data-testid="care-consent-form">
        <FormError message={state.error} />
        <label className="block">
          <span className="block text-sm font-medium text-slate-800">Consent</span>
          <select name="purpose" className={INPUT} data-testid="care-consent-purpose" required>
            {(Object.keys(PURPOSE_LABELS) as (keyof typeof PURPOSE_LABELS)[]).map((p) => (
              <option key={p} value={p}>
                {PURPOSE_LABELS[p]} (now {consents[p] ? "given" : "withdrawn"})
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">The patient said</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="given"
                value="withdrawn"
                required
                data-testid="care-consent-withdrawn"
              />
              Withdraw it
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="given" value="given" data-testid="care-consent-given" />
              Give it
            </label>
          </div>
        </fieldset>
        <button
          type="submit"
          disabled={pending}
          data-testid="care-consent-save"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-teal-800 px-4 font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
        >
          Record
        </button>
        {state.saved ? (
          <p role="status" className="text-sm text-emerald-800" data-testid="care-consent-saved">
            {state.saved}
          </p>
        ) : null}
      </form>
    </details>
  );
}
