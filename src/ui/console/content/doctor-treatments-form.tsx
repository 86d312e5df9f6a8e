"use client";

import { useActionState, useId, useState } from "react";
import { joinSlugs, treatmentChanges } from "@/src/lib/content-editing/doctor-treatments";
import { FormError } from "../fields";
import { INPUT_CLASS, Problems, type SaveAction, SaveButton } from "./form-parts";
import { type NamedTreatment, TreatmentChange } from "./treatment-change";

/** How many matches of other departments the search shows at once (a phone's screenful). */
const OTHER_MATCHES = 8;

const button =
  "min-h-11 rounded-md border border-slate-300 bg-white px-3 text-left font-medium text-slate-900 hover:bg-slate-50";

/**
 * "Treatments performed": the doctor's treatments as removable chips and a search of the
 * catalogue. The doctor's own department's treatments are offered first, without typing; any
 * other is found by name and added with a warning (the reviewer sees it too). Saving makes a
 * draft a reviewer signs off: the list puts the doctor on each treatment's pages.
 */
export function DoctorTreatmentsForm({
  action,
  doctorSlug,
  doctorDepartment,
  published,
  choices,
}: {
  action: SaveAction;
  doctorSlug: string;
  doctorDepartment: string;
  /** The slugs on the site now. */
  published: readonly string[];
  choices: readonly NamedTreatment[];
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [selected, setSelected] = useState<string[]>([...published]);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const bySlug = new Map(choices.map((c) => [c.slug, c]));
  const named = (slug: string): NamedTreatment =>
    bySlug.get(slug) ?? { slug, name: slug, department: null, ownDepartment: false };
  const q = query.trim().toLowerCase();
  const matches = choices.filter(
    (c) =>
      !selected.includes(c.slug) &&
      (q === "" || c.name.toLowerCase().includes(q) || c.slug.includes(q)),
  );
  const own = matches.filter((c) => c.ownDepartment);
  // Other departments only when searched for: they are the exception, not the offer.
  const others = q === "" ? [] : matches.filter((c) => !c.ownDepartment).slice(0, OTHER_MATCHES);
  const { added, removed } = treatmentChanges(
    { treatments: joinSlugs(published) },
    { treatments: joinSlugs(selected) },
  );
  const problems = state.problems ?? [];
  const add = (slug: string) => setSelected((s) => (s.includes(slug) ? s : [...s, slug]));
  const remove = (slug: string) => setSelected((s) => s.filter((x) => x !== slug));
  const result = (c: NamedTreatment) => (
    <li key={c.slug}>
      <button type="button" className={`${button} w-full`} onClick={() => add(c.slug)}>
        <span className="sr-only">Add </span>
        {c.name}
        {c.ownDepartment ? null : (
          <span className="block text-sm font-normal text-amber-900">
            {c.department}: not {doctorDepartment}
          </span>
        )}
      </button>
    </li>
  );
  return (
    <section
      aria-labelledby="treatments"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-3"
      data-testid="doctor-treatments"
    >
      <h2 id="treatments" className="mb-1 text-lg font-semibold">
        Treatments performed
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        These put the doctor on each treatment&apos;s pages in their city. A change is a medical
        claim: a reviewer signs it off before the pages show it.
      </p>
      <form action={formAction} className="space-y-4" noValidate>
        <input type="hidden" name="kind" value="doctor_treatments" />
        <input type="hidden" name="key" value={doctorSlug} />
        <input type="hidden" name="treatments" value={joinSlugs(selected)} />
        <input type="hidden" name="treatmentsBase" value={joinSlugs(published)} />
        <FormError message={problems.find((p) => p.field === "")?.message} />
        <div>
          <h3 className="text-sm font-semibold">Performs ({selected.length})</h3>
          {selected.length === 0 ? (
            <p className="text-sm text-slate-600">No treatment yet.</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-2" data-testid="treatments-selected">
              {selected.map((slug) => {
                const t = named(slug);
                return (
                  <li key={slug}>
                    <button
                      type="button"
                      className={`${button} inline-flex items-center gap-2`}
                      onClick={() => remove(slug)}
                      aria-label={`Remove ${t.name}`}
                    >
                      {t.name}
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <Problems problems={problems} field="treatments" />
        </div>
        <div>
          <label htmlFor={searchId} className="text-sm font-medium">
            Find a treatment to add
          </label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className={INPUT_CLASS}
          />
          <h3 className="mt-3 text-sm font-semibold">{doctorDepartment}</h3>
          {own.length > 0 ? (
            <ul className="mt-1 grid gap-2 sm:grid-cols-2" data-testid="treatments-own">
              {own.map(result)}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">None left to add{q ? " by that name" : ""}.</p>
          )}
          {q !== "" ? (
            <>
              <h3 className="mt-3 text-sm font-semibold">Other departments</h3>
              {others.length > 0 ? (
                <ul className="mt-1 grid gap-2 sm:grid-cols-2" data-testid="treatments-other">
                  {others.map(result)}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">None by that name.</p>
              )}
            </>
          ) : (
            <p className="mt-2 text-sm text-slate-600">
              Type a name to find a treatment of another department.
            </p>
          )}
        </div>
        <section
          aria-labelledby="treatments-change"
          className="rounded-lg border border-slate-200 p-3"
        >
          <h3 id="treatments-change" className="mb-2 font-semibold">
            Before you save: the change
          </h3>
          <TreatmentChange
            added={added.map(named)}
            removed={removed.map(named)}
            doctorDepartment={doctorDepartment}
          />
        </section>
        <SaveButton pending={pending} disabled={added.length === 0 && removed.length === 0} />
      </form>
    </section>
  );
}
