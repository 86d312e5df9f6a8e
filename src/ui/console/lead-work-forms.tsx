"use client";

import { useActionState, useState } from "react";
import {
  CLOSE_REASON_LABELS,
  CLOSE_REASON_NAMES,
  LEAD_STATUS_NAMES,
  type LeadStatusName,
  STATUS_LABELS,
} from "@/src/lib/console/lead-filters";
import { FormError } from "./fields";

export interface WorkFormState {
  error?: string;
  saved?: string;
}
type Action = (state: WorkFormState, data: FormData) => Promise<WorkFormState>;

const INPUT =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700";
const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-teal-800 px-4 font-semibold text-white hover:bg-teal-900 disabled:opacity-60";

function Saved({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="status" className="text-sm text-emerald-800">
      {message}
    </p>
  );
}

/** Status (closed asks why), and the next call time. */
export function LeadStatusForm({
  action,
  status,
  closeReason,
  nextCall,
}: {
  action: Action;
  status: LeadStatusName;
  closeReason: string | null;
  /** datetime-local value in IST. */
  nextCall: string;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [chosen, setChosen] = useState<string>(status);
  return (
    <form action={formAction} className="space-y-3" data-testid="lead-status-form">
      <FormError message={state.error} />
      <label className="block">
        <span className="block text-sm font-medium text-slate-800">Status</span>
        <select
          name="status"
          data-testid="lead-status"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          className={INPUT}
        >
          {LEAD_STATUS_NAMES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {chosen === "closed" ? (
        <label className="block">
          <span className="block text-sm font-medium text-slate-800">Why closed</span>
          <select
            name="closeReason"
            data-testid="lead-close-reason"
            defaultValue={closeReason ?? ""}
            required
            className={INPUT}
          >
            <option value="">Choose a reason</option>
            {CLOSE_REASON_NAMES.map((r) => (
              <option key={r} value={r}>
                {CLOSE_REASON_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="block">
        <span className="block text-sm font-medium text-slate-800">Next call (IST)</span>
        <input
          type="datetime-local"
          name="nextCallAt"
          data-testid="lead-next-call"
          defaultValue={nextCall}
          className={INPUT}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" data-testid="save-work" disabled={pending} className={BUTTON}>
          Save
        </button>
        <Saved message={state.saved} />
      </div>
    </form>
  );
}

export function LeadNoteForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form
      action={formAction}
      className="space-y-3"
      // A fresh form after each saved note clears the field.
      key={state.saved ?? "note"}
    >
      <FormError message={state.error} />
      <label className="block">
        <span className="block text-sm font-medium text-slate-800">Note</span>
        <textarea
          name="note"
          data-testid="lead-note"
          rows={3}
          maxLength={2000}
          required
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700"
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" data-testid="add-note" disabled={pending} className={BUTTON}>
          Add note
        </button>
        <Saved message={state.saved ? "Note added." : undefined} />
      </div>
    </form>
  );
}

export function AssignForm({
  action,
  current,
  people,
}: {
  action: Action;
  current: string | null;
  people: { id: string; name: string; role: string }[];
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="space-y-3">
      <FormError message={state.error} />
      <label className="block">
        <span className="block text-sm font-medium text-slate-800">Assign to</span>
        <select
          name="assigneeId"
          data-testid="assign-to"
          defaultValue={current ?? ""}
          className={INPUT}
        >
          <option value="">Nobody</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.role})
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" data-testid="assign-lead" disabled={pending} className={BUTTON}>
          Assign
        </button>
        <Saved message={state.saved} />
      </div>
    </form>
  );
}
