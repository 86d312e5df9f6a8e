import type { LeadStatusName } from "@/src/lib/console/lead-filters";
import { STATUS_LABELS } from "@/src/lib/console/lead-filters";
import type { SlaClock } from "@/src/lib/console/sla";

const SLA_STYLE: Record<SlaClock, { label: string; className: string }> = {
  // CS-108: the clock pauses outside the patient's hours and stops when nobody may contact them.
  paused: { label: "Paused", className: "bg-slate-100 text-slate-800 ring-slate-300" },
  stopped: { label: "Stopped", className: "bg-slate-200 text-slate-900 ring-slate-400" },
  waiting: { label: "Waiting", className: "bg-amber-100 text-amber-950 ring-amber-300" },
  overdue: { label: "Past SLA", className: "bg-red-100 text-red-900 ring-red-300" },
  met: { label: "SLA met", className: "bg-emerald-50 text-emerald-900 ring-emerald-200" },
  missed: { label: "SLA missed", className: "bg-orange-50 text-orange-900 ring-orange-200" },
};

/** The service-level state with the lead's age (waiting) or time to first contact. */
export function SlaBadge({ sla, age }: { sla: SlaClock; age: string }) {
  const s = SLA_STYLE[sla];
  return (
    <span
      data-testid="sla-badge"
      data-sla={sla}
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${s.className}`}
    >
      {s.label}
      {sla === "stopped" ? ": nobody may contact" : ` · ${age}`}
    </span>
  );
}

const STATUS_STYLE: Record<LeadStatusName, string> = {
  new: "bg-sky-100 text-sky-950",
  contacted: "bg-indigo-100 text-indigo-950",
  booked: "bg-violet-100 text-violet-950",
  visited: "bg-teal-100 text-teal-950",
  treated: "bg-emerald-100 text-emerald-950",
  closed: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: LeadStatusName }) {
  return (
    <span
      data-testid="status-badge"
      className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
