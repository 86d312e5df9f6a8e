/** One treatment of a doctor's change, named as the catalogue names it. */
export interface NamedTreatment {
  slug: string;
  name: string;
  department: string | null;
  /** In the doctor's own department; a treatment outside it is allowed but flagged. */
  ownDepartment: boolean;
  /** The treatment's page in the doctor's city, when known (the page the change moves). */
  cityPage?: string | null;
}

/**
 * A doctor's treatments change as the editor sees it before saving and the reviewer before
 * signing off: the names added and removed (not slugs), a treatment outside the doctor's
 * department marked so the reviewer checks it.
 */
export function TreatmentChange({
  added,
  removed,
  doctorDepartment,
}: {
  added: readonly NamedTreatment[];
  removed: readonly NamedTreatment[];
  doctorDepartment: string | null;
}) {
  if (added.length === 0 && removed.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="no-change">
        No change yet.
      </p>
    );
  }
  const item = (t: NamedTreatment, sign: "+" | "−") => (
    <li key={t.slug} className="py-1">
      <span aria-hidden="true" className="mr-1 font-mono">
        {sign}
      </span>
      <strong className="font-semibold">{t.name}</strong>
      {t.cityPage && sign === "+" ? (
        <a className="ml-2 text-sm text-teal-800 underline" href={t.cityPage}>
          {t.cityPage}
        </a>
      ) : null}
      {!t.ownDepartment && sign === "+" ? (
        <span className="mt-0.5 block text-sm text-amber-900" data-testid="outside-department">
          A {t.department ?? "other"} treatment, outside{" "}
          {doctorDepartment ?? "the doctor's department"}: check the doctor performs it.
        </span>
      ) : null}
    </li>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="treatment-change">
      <div>
        <h3 className="text-sm font-semibold text-teal-900">Added ({added.length})</h3>
        {added.length > 0 ? (
          <ul data-testid="treatments-added">{added.map((t) => item(t, "+"))}</ul>
        ) : (
          <p className="text-sm text-slate-600">None</p>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-red-900">Removed ({removed.length})</h3>
        {removed.length > 0 ? (
          <ul data-testid="treatments-removed">{removed.map((t) => item(t, "−"))}</ul>
        ) : (
          <p className="text-sm text-slate-600">None</p>
        )}
      </div>
    </div>
  );
}
