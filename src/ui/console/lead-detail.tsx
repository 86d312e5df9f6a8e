import type { ReactNode } from "react";
import { CLOSE_REASON_LABELS, type CloseReasonName } from "@/src/lib/console/lead-filters";
import { formatIst } from "@/src/lib/console/lead-format";

/** A titled block of a lead's page. */
export function Panel({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-label={title}
    >
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

type Value = string | number | boolean | Date | null | undefined;

function show(v: Value): string {
  if (v === null || v === undefined || v === "") return "";
  if (v instanceof Date) return formatIst(v);
  if (typeof v === "boolean") return v ? "Yes" : "No";
  return String(v);
}

/** Label/value pairs; empty values are left out so the page shows what the patient gave. */
export function Facts({ items }: { items: [string, Value][] }) {
  const shown = items.filter(([, v]) => show(v) !== "");
  if (!shown.length) return <p className="text-sm text-slate-600">Nothing recorded.</p>;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {shown.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-600">{k}</dt>
          <dd className="mb-1 min-w-0 break-words text-slate-900 sm:mb-0">{show(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function closeReasonLabel(reason: string | null): string {
  return reason ? (CLOSE_REASON_LABELS[reason as CloseReasonName] ?? reason) : "";
}

export function NotesList({
  notes,
}: {
  notes: { id: number; body: string; createdAt: Date; author: string | null }[];
}) {
  if (!notes.length) {
    return (
      <p data-testid="lead-notes" className="text-sm text-slate-600">
        No notes yet.
      </p>
    );
  }
  return (
    <ol data-testid="lead-notes" className="space-y-3">
      {notes.map((n) => (
        <li key={n.id} data-testid="lead-note-item" className="border-l-4 border-teal-200 pl-3">
          <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{n.body}</p>
          <p className="mt-1 text-xs text-slate-600">
            {n.author ?? "A former colleague"} · {formatIst(n.createdAt)}
          </p>
        </li>
      ))}
    </ol>
  );
}
