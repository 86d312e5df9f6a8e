import Link from "next/link";
import type { ReactNode } from "react";

/** The parts of the console's work queues: tabs, pager, status badges and mark buttons. */

export const QUEUE_TABS = [
  { key: "errors", label: "Error reports" },
  { key: "partners", label: "Partners" },
  { key: "chats", label: "Chat questions" },
  { key: "searches", label: "Searches not found" },
] as const;
export type QueueKey = (typeof QUEUE_TABS)[number]["key"];

export function QueueTabs({
  current,
  counts,
  only,
}: {
  current: QueueKey;
  counts: Record<QueueKey, number>;
  /** The tabs the person may open (all when not given). */
  only?: readonly QueueKey[];
}) {
  return (
    <nav aria-label="Queues" className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex gap-1 whitespace-nowrap">
        {QUEUE_TABS.filter((t) => !only || only.includes(t.key)).map((t) => {
          const active = t.key === current;
          return (
            <li key={t.key}>
              <Link
                href={`/console/queues/${t.key}`}
                aria-current={active ? "page" : undefined}
                // relative: keeps the sr-only text inside the scrolling strip (else it widens the page).
                className={`relative inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm ${
                  active
                    ? "bg-teal-800 font-semibold text-white"
                    : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                {t.label}
                <span
                  className={`rounded-full px-2 text-xs tabular-nums ${
                    active ? "bg-white/20" : "bg-slate-100 text-slate-700"
                  }`}
                >
                  <span className="sr-only">, open: </span>
                  {counts[t.key]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  basePath,
}: {
  page: number;
  pageSize: number;
  total: number;
  basePath: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (n: number, label: string, rel: string) => (
    <Link
      href={n === 1 ? basePath : `${basePath}?page=${n}`}
      rel={rel}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm hover:bg-slate-100"
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-2">
      {page > 1 ? link(page - 1, "Newer", "prev") : null}
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      {page < pages ? link(page + 1, "Older", "next") : null}
    </nav>
  );
}

const BADGE: Record<string, string> = {
  new: "bg-amber-100 text-amber-900",
  checked: "bg-sky-100 text-sky-900",
  contacted: "bg-sky-100 text-sky-900",
  fixed: "bg-emerald-100 text-emerald-900",
  booked: "bg-emerald-100 text-emerald-900",
  visited: "bg-emerald-100 text-emerald-900",
  treated: "bg-emerald-100 text-emerald-900",
  rejected: "bg-slate-200 text-slate-800",
  closed: "bg-slate-200 text-slate-800",
};

const BADGE_WORD: Record<string, string> = { fixed: "resolved" };

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[status] ?? BADGE.new}`}
      data-status={status}
    >
      {BADGE_WORD[status] ?? status}
    </span>
  );
}

/** One status change: a small form posting to the queue's server action. */
export function MarkButton({
  action,
  id,
  status,
  children,
  tone = "plain",
}: {
  action: (form: FormData) => Promise<void>;
  id: number;
  status: string;
  children: ReactNode;
  tone?: "primary" | "plain";
}) {
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={status} />
      <button
        type="submit"
        className={`min-h-11 rounded-md px-3 text-sm font-medium ${
          tone === "primary"
            ? "bg-teal-800 text-white hover:bg-teal-900"
            : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
        }`}
      >
        {children}
      </button>
    </form>
  );
}

export function QueueCard({ children, open }: { children: ReactNode; open: boolean }) {
  return (
    <li
      className={`rounded-lg border bg-white p-3 shadow-sm sm:p-4 ${
        open ? "border-amber-300" : "border-slate-200 opacity-90"
      }`}
    >
      {children}
    </li>
  );
}

export function EmptyQueue({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
      {children}
    </p>
  );
}
