import Link from "next/link";
import {
  LEAD_STATUS_NAMES,
  type LeadFilters,
  leadFiltersQuery,
  STATUS_LABELS,
} from "@/src/lib/console/lead-filters";
import { formatIst } from "@/src/lib/console/lead-format";
import type { LeadRow } from "@/src/lib/console/lead-view";
import { contactRulesText } from "@/src/lib/privacy/contact-rules";
import { SlaBadge, StatusBadge } from "./lead-badges";

const INPUT =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700";
const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold";

/** The filters as a GET form: every filtered inbox is a link a colleague can open. */
export function LeadFilterForm({
  filters,
  assignees,
  canSeeAssignees,
}: {
  filters: LeadFilters;
  assignees: { id: string; name: string }[];
  canSeeAssignees: boolean;
}) {
  const more = Boolean(
    filters.city ||
      filters.treatment ||
      filters.source ||
      filters.campaign ||
      filters.from ||
      filters.to ||
      filters.assignee ||
      filters.sort,
  );
  const on = [
    filters.status,
    filters.overdue,
    filters.city,
    filters.treatment,
    filters.source,
    filters.campaign,
    filters.from,
    filters.to,
    filters.assignee,
    filters.sort,
  ].filter(Boolean).length;
  // CS-115: on a phone the filters fold behind one button below the search, so the leads come
  // first; a checkbox and its label open them without a script, and from md up they are open.
  return (
    <search className="mb-4 block">
      <form
        method="get"
        action="/console/leads"
        data-testid="lead-filters"
        className="rounded-lg border border-slate-200 bg-white p-3"
      >
        <label className="block">
          <span className="block text-sm font-medium text-slate-800">Search by mobile or name</span>
          <input
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            data-testid="lead-search"
            inputMode="search"
            autoComplete="off"
            placeholder="98765… or Asha"
            className={INPUT}
          />
        </label>
        <input
          type="checkbox"
          id="lead-filters-open"
          className="peer sr-only"
          data-testid="filters-open"
        />
        <label
          htmlFor="lead-filters-open"
          data-testid="filters-toggle"
          className={`${BUTTON} mt-3 w-full cursor-pointer border border-slate-300 bg-white text-slate-800 peer-checked:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-teal-700 md:hidden`}
        >
          {on ? `Filters · ${on} on` : "Filters"}
        </label>
        <div className="hidden peer-checked:block md:block" data-testid="filters-folded">
          <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[12rem_auto]">
            <label className="block">
              <span className="block text-sm font-medium text-slate-800">Status</span>
              <select name="status" defaultValue={filters.status ?? ""} className={INPUT}>
                <option value="">Any status</option>
                {LEAD_STATUS_NAMES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                name="overdue"
                value="1"
                defaultChecked={filters.overdue}
                className="size-5 accent-teal-700"
              />
              Waiting past SLA
            </label>
          </div>
          <details className="mt-3" open={more}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-teal-800">
              More filters
            </summary>
            <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <label className="block">
                <span className="block text-sm font-medium text-slate-800">City</span>
                <input name="city" defaultValue={filters.city ?? ""} className={INPUT} />
              </label>
              <label className="block">
                <span className="block text-sm font-medium text-slate-800">Treatment</span>
                <input name="treatment" defaultValue={filters.treatment ?? ""} className={INPUT} />
              </label>
              <label className="block">
                <span className="block text-sm font-medium text-slate-800">Source</span>
                <input name="source" defaultValue={filters.source ?? ""} className={INPUT} />
              </label>
              <label className="block">
                <span className="block text-sm font-medium text-slate-800">Campaign</span>
                <input name="campaign" defaultValue={filters.campaign ?? ""} className={INPUT} />
              </label>
              <label className="block">
                <span className="block text-sm font-medium text-slate-800">From day</span>
                <input
                  type="date"
                  name="from"
                  defaultValue={filters.from ?? ""}
                  className={INPUT}
                />
              </label>
              <label className="block">
                <span className="block text-sm font-medium text-slate-800">To day</span>
                <input type="date" name="to" defaultValue={filters.to ?? ""} className={INPUT} />
              </label>
              <label className="block">
                <span className="block text-sm font-medium text-slate-800">Assignee</span>
                <select name="assignee" defaultValue={filters.assignee ?? ""} className={INPUT}>
                  <option value="">Anyone</option>
                  <option value="me">Me</option>
                  <option value="none">Nobody yet</option>
                  {canSeeAssignees
                    ? assignees.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}
                        </option>
                      ))
                    : null}
                </select>
              </label>
              <label className="block">
                <span className="block text-sm font-medium text-slate-800">Order</span>
                <select name="sort" defaultValue={filters.sort ?? ""} className={INPUT}>
                  <option value="">Newest first</option>
                  <option value="oldest">Oldest first</option>
                </select>
              </label>
            </div>
          </details>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={`${BUTTON} bg-teal-800 text-white hover:bg-teal-900`}>
            Apply
          </button>
          <Link
            href="/console/leads"
            className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-100`}
          >
            Clear
          </Link>
        </div>
      </form>
    </search>
  );
}

/**
 * What an agent needs before dialling (CS-114): the patient's language, insurer and contact
 * rules, and when their hours open if the clock is paused.
 */
function cardRules(r: LeadRow): string {
  const language = (r.contactRules?.language ?? r.language) === "hi" ? "Hindi" : "English";
  const parts = [
    language,
    r.insurer ? `Insurer: ${r.insurer}` : "No insurer",
    r.contactRules
      ? contactRulesText(r.contactRules).split(" · ").slice(0, 2).join(" · ")
      : "Any time",
  ];
  if (r.sla === "paused" && r.opensAt) parts.push(`Hours open ${formatIst(r.opensAt)}`);
  return parts.join(" · ");
}

function sourceOf(r: LeadRow): string {
  return [r.utmSource ?? r.leadSource, r.utmCampaign].filter(Boolean).join(" · ");
}

/**
 * The inbox: a table on a laptop; on a phone the same rows stack as cards (one markup, so a
 * button or a test finds one element whatever the width).
 */
export function LeadInbox({
  rows,
  staffId,
  canTake,
  takeAction,
  empty = "No leads match these filters.",
}: {
  rows: LeadRow[];
  staffId: string;
  canTake: boolean;
  takeAction: (data: FormData) => Promise<void>;
  empty?: string;
}) {
  if (!rows.length) {
    return (
      <p
        data-testid="lead-inbox"
        className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700"
      >
        {empty}
      </p>
    );
  }
  // Each cell names its own display: a block in the phone's card, a table cell from md up.
  const cell = "md:border-t md:border-slate-200 md:px-3 md:py-2 md:align-middle";
  const both = `block md:table-cell ${cell}`;
  return (
    <div
      data-testid="lead-inbox"
      className="md:overflow-x-auto md:rounded-lg md:border md:border-slate-200 md:bg-white"
    >
      <table data-testid="lead-table" className="block w-full text-sm md:table">
        <caption className="sr-only">Leads</caption>
        <thead className="hidden bg-slate-100 text-left text-xs uppercase tracking-wide text-slate-700 md:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2">
              Patient
            </th>
            <th scope="col" className="px-3 py-2">
              City · treatment
            </th>
            <th scope="col" className="px-3 py-2">
              Source · campaign
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Assignee
            </th>
            <th scope="col" className="px-3 py-2">
              Waiting
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {rows.map((r) => (
            <tr
              key={r.id}
              data-testid="lead-row"
              data-lead-id={r.id}
              data-status={r.status}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:p-0 md:hover:bg-slate-50"
            >
              <td className={`${both} min-w-0`}>
                <Link
                  href={`/console/leads/${r.id}`}
                  data-testid="lead-link"
                  className="inline-flex min-h-11 flex-col justify-center font-semibold text-teal-900 underline-offset-2 hover:underline"
                >
                  <span className="break-words">{r.name || "(no name)"}</span>
                  <span className="font-normal tabular-nums text-slate-700">
                    +{r.countryCode} {r.mobile}
                  </span>
                </Link>
              </td>
              <td className="block text-right md:hidden">
                <StatusBadge status={r.status} />
              </td>
              <td className={`${both} col-span-2 text-slate-800`}>
                {[r.city, r.treatment].filter(Boolean).join(" · ") || "—"}
              </td>
              <td className={`${both} col-span-2 break-words text-slate-600`}>
                {sourceOf(r) || <span className="md:text-slate-400">direct</span>}
                <span className="block text-xs text-slate-700" data-testid="lead-card-rules">
                  {cardRules(r)}
                </span>
              </td>
              <td className={`hidden md:table-cell ${cell}`}>
                <StatusBadge status={r.status} />
              </td>
              <td className={`${both} col-span-2 text-slate-700`}>
                <span className="md:hidden">Assignee: </span>
                {r.assigneeId === staffId ? "Me" : (r.assigneeName ?? "Nobody yet")}
              </td>
              <td className={`${both} self-center`}>
                <SlaBadge sla={r.sla} age={r.age} />
              </td>
              <td className={`${both} text-right`}>
                {canTake && !r.assigneeId && r.status !== "closed" ? (
                  <form action={takeAction}>
                    <input type="hidden" name="id" value={r.id} />
                    <button
                      type="submit"
                      data-testid="take-lead"
                      aria-label={`Take ${r.name || `lead ${r.id}`}`}
                      className={`${BUTTON} bg-teal-800 text-white hover:bg-teal-900`}
                    >
                      Take
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LeadPager({
  filters,
  page,
  hasNext,
}: {
  filters: LeadFilters;
  page: number;
  hasNext: boolean;
}) {
  if (page <= 1 && !hasNext) return null;
  const link = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link
          href={`/console/leads${leadFiltersQuery(filters, page - 1)}`}
          className={link}
          rel="prev"
        >
          ← Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">Page {page}</span>
      {hasNext ? (
        <Link
          href={`/console/leads${leadFiltersQuery(filters, page + 1)}`}
          className={link}
          rel="next"
        >
          Next page →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export const DUE_TABS = [
  { name: "now", label: "Due now" },
  { name: "overdue", label: "Overdue" },
  { name: "today", label: "Later today" },
] as const;

/**
 * The agent's day (CS-111): three lists as links, each with its count; the chosen one is
 * marked for assistive technology too.
 */
export function DueTabs({
  current,
  counts,
}: {
  current: string | null;
  counts: Record<(typeof DUE_TABS)[number]["name"], number>;
}) {
  return (
    <nav aria-label="Your day" className="mb-3 flex flex-wrap gap-2" data-testid="due-tabs">
      {DUE_TABS.map((t) => (
        <Link
          key={t.name}
          href={`/console/leads?due=${t.name}`}
          data-testid={`due-${t.name}`}
          aria-current={current === t.name ? "page" : undefined}
          className={`${BUTTON} ring-1 ${
            current === t.name
              ? "bg-teal-800 text-white ring-teal-800"
              : t.name === "overdue" && counts.overdue > 0
                ? "bg-red-50 text-red-900 ring-red-200"
                : "bg-white text-slate-800 ring-slate-300"
          }`}
        >
          {t.label} · {counts[t.name]}
        </Link>
      ))}
      {current ? (
        <Link
          href="/console/leads"
          className={`${BUTTON} text-teal-800 underline`}
          data-testid="due-all"
        >
          All leads
        </Link>
      ) : null}
    </nav>
  );
}
