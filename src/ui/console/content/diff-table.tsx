import { type FieldChange, fieldLabel, showValue } from "@/src/lib/content-editing/fields";
import { changedBlock } from "@/src/lib/content-editing/medical";

/** Texts longer than this many lines (an article) show only their changed lines. */
const LONG_LINES = 8;

/** A value as the table shows it: a long text only where it changed, with what was left out. */
function shown(c: FieldChange): { before: string; after: string; note: string | null } {
  const before = showValue(c.field, c.before);
  const after = showValue(c.field, c.after);
  if (typeof c.before !== "string" || typeof c.after !== "string") {
    return { before, after, note: null };
  }
  const lines = Math.max(c.before.split("\n").length, c.after.split("\n").length);
  if (lines <= LONG_LINES) return { before, after, note: null };
  const block = changedBlock(c.before, c.after);
  return {
    before: block.before || "—",
    after: block.after || "—",
    note: `Only the changed lines: ${block.same} unchanged before, ${block.sameEnd} after.`,
  };
}

/** A change's fields side by side: published value, new value. Stacks on a phone. */
export function DiffTable({
  changes,
  caption,
  beforeLabel = "Published",
  afterLabel = "New",
}: {
  changes: readonly FieldChange[];
  caption: string;
  beforeLabel?: string;
  afterLabel?: string;
}) {
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="diff-table">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden bg-slate-50 text-left sm:table-header-group">
        <tr>
          <th scope="col" className="w-40 px-3 py-2">
            Field
          </th>
          <th scope="col" className="px-3 py-2">
            {beforeLabel}
          </th>
          <th scope="col" className="px-3 py-2">
            {afterLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => {
          const v = shown(c);
          return (
            <tr
              key={c.field}
              className="block border-t border-slate-200 py-2 sm:table-row sm:py-0"
              data-field={c.field}
            >
              <th
                scope="row"
                className="block px-3 py-1 text-left font-medium sm:table-cell sm:py-2"
              >
                {fieldLabel(c.field)}
                {v.note ? (
                  <span className="block text-xs font-normal text-slate-600">{v.note}</span>
                ) : null}
              </th>
              <td className="block px-3 py-1 align-top sm:table-cell sm:py-2">
                <span className="text-xs text-slate-600 sm:hidden">{beforeLabel}: </span>
                <del className="whitespace-pre-wrap break-words bg-red-50 text-red-900 decoration-red-400">
                  {v.before}
                </del>
              </td>
              <td className="block px-3 py-1 align-top sm:table-cell sm:py-2">
                <span className="text-xs text-slate-600 sm:hidden">{afterLabel}: </span>
                <ins className="whitespace-pre-wrap break-words bg-emerald-50 text-emerald-950 no-underline">
                  {v.after}
                </ins>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function StatusPill({ status }: { status: string }) {
  const tone: Record<string, string> = {
    draft: "bg-slate-100 text-slate-800",
    in_review: "bg-amber-100 text-amber-950",
    approved: "bg-sky-100 text-sky-950",
    published: "bg-emerald-100 text-emerald-950",
    discarded: "bg-slate-100 text-slate-500 line-through",
  };
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${tone[status] ?? ""}`}
      data-testid="draft-status"
    >
      {status.replace("_", " ")}
    </span>
  );
}
