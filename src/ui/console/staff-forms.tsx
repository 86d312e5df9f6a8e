"use client";

import { useActionState, useState } from "react";
import { Field, FormError } from "./fields";

export interface StaffFormState {
  error?: string;
  link?: string;
  done?: string;
}
type Action = (state: StaffFormState, data: FormData) => Promise<StaffFormState>;

function Outcome({ state }: { state: StaffFormState }) {
  return (
    <>
      <FormError message={state.error} />
      {state.done ? (
        <p role="status" className="rounded-md bg-teal-50 px-3 py-2 text-sm text-teal-950">
          {state.done}
          {state.link ? (
            <>
              {" "}
              One-time setup link (24 hours):{" "}
              <code className="break-all" data-testid="setup-link">
                {state.link}
              </code>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

const ROLES = ["agent", "supervisor", "editor", "reviewer", "admin"] as const;

export function AddStaffForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <div className="sm:col-span-2 lg:col-span-5">
        <Outcome state={state} />
      </div>
      <Field label="Email" name="email" type="email" required />
      <Field label="Name" name="name" />
      <label className="block">
        <span className="block text-sm font-medium text-slate-800">Role</span>
        <select
          name="role"
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3"
        >
          {ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </label>
      <Field label="Cities (agents; blank = all)" name="cities" placeholder="Lucknow, Pune" />
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-md bg-teal-800 px-4 font-semibold text-white disabled:opacity-60"
      >
        Add and get link
      </button>
    </form>
  );
}

export function StaffRowActions({
  action,
  id,
  email,
  cities,
  disabled,
}: {
  action: Action;
  id: string;
  email: string;
  cities: string;
  disabled: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <div className="space-y-2">
      <Outcome state={state} />
      <form action={formAction} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="id" value={id} />
        <label className="block min-w-40 flex-1">
          <span className="sr-only">Cities of {email}</span>
          <input
            name="cities"
            defaultValue={cities}
            placeholder="all cities"
            className="block min-h-11 w-full rounded-md border border-slate-300 px-2 text-sm"
          />
        </label>
        <button
          type="submit"
          name="intent"
          value="cities"
          disabled={pending}
          className="min-h-11 rounded-md border border-slate-300 px-3 text-sm"
        >
          Save cities
        </button>
        <button
          type="submit"
          name="intent"
          value="reset"
          disabled={pending}
          className="min-h-11 rounded-md border border-slate-300 px-3 text-sm"
        >
          Reset
        </button>
        {!disabled ? (
          <button
            type="submit"
            name="intent"
            value="disable"
            disabled={pending}
            className="min-h-11 rounded-md border border-red-300 px-3 text-sm text-red-800"
          >
            Disable
          </button>
        ) : null}
      </form>
    </div>
  );
}

/**
 * An admin links a reviewer account to the public reviewer profile it signs as (the name a
 * signed-off page shows). Until it is linked, the reviewer's sign-off is refused.
 */
export function ReviewerLinkForm({
  action,
  id,
  email,
  linked,
  profiles,
}: {
  action: Action;
  id: string;
  email: string;
  linked: string | null;
  profiles: readonly { slug: string; name: string }[];
}) {
  const [state, formAction, pending] = useActionState(action, {});
  // Controlled: the form's reset after saving would otherwise show the empty choice again.
  const [chosen, setChosen] = useState(linked ?? "");
  return (
    <form action={formAction} className="mt-2 space-y-2" data-testid="reviewer-link">
      <Outcome state={state} />
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap items-end gap-2">
        <label className="block min-w-48 flex-1">
          <span className="block text-sm font-medium text-slate-800">
            Signs off as{" "}
            {linked ? null : <span className="font-normal text-amber-900">(not linked yet)</span>}
          </span>
          <select
            name="reviewer"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            aria-label={`Public reviewer profile of ${email}`}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="">Choose a reviewer profile</option>
            {profiles.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 rounded-md border border-slate-300 px-3 text-sm"
        >
          Link reviewer
        </button>
      </div>
    </form>
  );
}
