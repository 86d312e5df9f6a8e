"use client";

import { useActionState } from "react";
import { FormError } from "./fields";

/**
 * The supervisor's view of who carries what (open leads and cities per agent) and the form that
 * shares a city's waiting leads round-robin. Drawn as a list, not a wide table, so it reads at
 * 360 px without sideways scrolling.
 */
export interface AssignmentState {
  error?: string;
  done?: string;
}
type Action = (state: AssignmentState, data: FormData) => Promise<AssignmentState>;

export function AssignmentPanel({
  workload,
  waiting,
  action,
}: {
  workload: readonly {
    id: string;
    name: string;
    email: string;
    role: string;
    open: number;
    cities: string[];
  }[];
  /** The cities with new unassigned leads, by their catalogue name. */
  waiting: readonly { city: string; name: string; waiting: number }[];
  action: Action;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <details className="mb-3 rounded-lg border border-slate-200 bg-white" data-testid="assignment">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-slate-800">
        Assignment: open leads per agent
      </summary>
      <div className="space-y-3 px-3 pb-3">
        <ul className="divide-y divide-slate-100" data-testid="workload">
          {workload.map((w) => (
            <li key={w.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
              <span className="min-w-0 flex-1 break-words font-medium text-slate-900">
                {w.name || w.email}
                {w.role === "supervisor" ? (
                  <span className="font-normal text-slate-600"> (supervisor)</span>
                ) : null}
              </span>
              <span className="tabular-nums text-slate-800" data-testid="open-leads">
                {w.open} open
              </span>
              <span className="basis-full text-slate-600">
                {w.cities.length ? w.cities.join(", ") : "All cities"}
              </span>
            </li>
          ))}
        </ul>
        {waiting.length > 0 ? (
          <form action={formAction} className="space-y-2" data-testid="round-robin">
            <FormError message={state.error} />
            {state.done ? (
              <p role="status" className="rounded-md bg-teal-50 px-3 py-2 text-sm text-teal-950">
                {state.done}
              </p>
            ) : null}
            <label className="block">
              <span className="block text-sm font-medium text-slate-800">
                Share a city&apos;s waiting leads in turn among its agents
              </span>
              <select
                name="city"
                className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
              >
                {waiting.map((c) => (
                  <option key={c.city} value={c.city}>
                    {c.name}: {c.waiting} waiting
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              disabled={pending}
              className="min-h-11 rounded-md bg-teal-800 px-4 text-sm font-semibold text-white disabled:opacity-60"
            >
              Assign round-robin
            </button>
          </form>
        ) : (
          <p className="text-sm text-slate-600">No new lead is waiting without an agent.</p>
        )}
      </div>
    </details>
  );
}
