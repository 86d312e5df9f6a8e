import type { diffFields, FieldProblem } from "@/src/lib/content-editing/fields";
import { DiffTable } from "./diff-table";

/**
 * The pieces every content form is built from (costs, texts, profiles, facts, medical pages):
 * the server action's answer, the field box, a field's problems, the "before you save" diff and
 * the save button, so the forms differ only in their fields.
 */

export interface DraftFormState {
  problems?: FieldProblem[];
}
export type SaveAction = (state: DraftFormState, data: FormData) => Promise<DraftFormState>;

/** A one-line field's box (44 px high: a finger's target). */
export const INPUT_CLASS =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-invalid:border-red-600";

/** The problems the rules found in one field, under it. */
export function Problems({
  problems,
  field,
}: {
  problems: readonly FieldProblem[];
  field: string;
}) {
  const mine = problems.filter((p) => p.field === field);
  if (mine.length === 0) return null;
  return (
    <span className="mt-1 block text-sm text-red-800" data-testid={`problem-${field}`}>
      {mine.map((p) => p.message).join(" ")}
    </span>
  );
}

/** The published and new values side by side, before anything is saved. */
export function ChangeBox({
  id,
  changes,
  ok,
  noun = "values",
  caption = "Published and new values",
}: {
  /** The heading's id (unique on the page). */
  id: string;
  changes: ReturnType<typeof diffFields>;
  /** Whether the fields pass their rules (otherwise the diff waits for them). */
  ok: boolean;
  /** What the fields are called in "Fix the … above": values, figures, texts. */
  noun?: string;
  caption?: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-3">
      <h2 id={id} className="mb-2 font-semibold">
        Before you save: the change
      </h2>
      {changes.length > 0 ? (
        <DiffTable changes={changes} caption={caption} />
      ) : (
        <p className="text-sm text-slate-600" data-testid="no-change">
          {ok ? "No change yet." : `Fix the ${noun} above to see the change.`}
        </p>
      )}
    </section>
  );
}

export function SaveButton({ pending, disabled }: { pending: boolean; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      className="min-h-11 rounded-md bg-teal-800 px-4 font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
    >
      {pending ? "Saving…" : "Save as draft"}
    </button>
  );
}
