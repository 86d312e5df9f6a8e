import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/src/db";
import {
  leadFiltersProblem,
  leadFiltersQuery,
  parseLeadFilters,
} from "@/src/lib/console/lead-filters";
import { staffCityNames } from "@/src/lib/console/lead-format";
import { can } from "@/src/lib/console/permissions";
import { listCities } from "@/src/server/catalog/cities";
import { assignmentView } from "@/src/server/console/assignment";
import {
  assignableStaff,
  countOverdue,
  DUE_LIST_NAMES,
  type DueListName,
  dueList,
  listLeads,
  newestLeadId,
  OVERDUE_COUNT_CAP,
  refreshStaleDue,
} from "@/src/server/console/leads";
import { requireStaff } from "@/src/server/staff/session";
import { BadInput } from "@/src/ui/console/bad-input";
import { DueTabs, LeadFilterForm, LeadInbox, LeadPager } from "@/src/ui/console/lead-inbox";
import { LeadPoller } from "@/src/ui/console/lead-poller";
import { AssignmentPanel } from "@/src/ui/console/assignment";
import { ConsoleFrame } from "../_ui/frame";
import { takeLeadAction } from "./actions";
import { roundRobinAction } from "./assignment-actions";

export const metadata: Metadata = { title: "Leads" };

export default async function LeadsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff("lead.view");
  const query = await searchParams;
  const dueParam = Array.isArray(query.due) ? query.due[0] : query.due;
  const due = (DUE_LIST_NAMES as readonly string[]).includes(dueParam ?? "")
    ? (dueParam as DueListName)
    : null;
  const problem =
    dueParam !== undefined && due === null
      ? "The list must be one of now, overdue or today."
      : leadFiltersProblem(query);
  if (problem) {
    return (
      <ConsoleFrame staff={staff} section="/console/leads" title="Leads">
        <BadInput problem={problem} back="/console/leads" />
      </ConsoleFrame>
    );
  }
  const filters = parseLeadFilters(query);
  const db = getDb();
  const supervisor = can(staff.role, "lead.assign");
  // The day's three lists come first (CS-111): their counts, and the chosen one's leads. Stale
  // due times are brought up to date once, before the reads that follow find nothing to do.
  await refreshStaleDue(db);
  const [dueNow, dueOverdue, dueToday] = await Promise.all(
    DUE_LIST_NAMES.map((name) => dueList(db, staff, name)),
  );
  const chosen = { now: dueNow, overdue: dueOverdue, today: dueToday };
  const [page, newest, overdue, people] = await Promise.all([
    due ? Promise.resolve(null) : listLeads(db, staff, filters),
    newestLeadId(db, staff),
    countOverdue(db, staff),
    supervisor ? assignableStaff(db) : Promise.resolve([]),
  ]);
  const assignment = supervisor ? await assignmentView(db, staff) : null;
  const exportLink = can(staff.role, "lead.export") ? (
    <a
      href={`/console/leads/export${leadFiltersQuery({ ...filters, page: undefined })}`}
      data-testid="export-leads"
      download
      className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      Export CSV
    </a>
  ) : null;
  return (
    <ConsoleFrame staff={staff} section="/console/leads" title="Leads" actions={exportLink}>
      <LeadPoller newest={newest} />
      {overdue > 0 ? (
        <p className="mb-3">
          <Link
            href="/console/leads?overdue=1&sort=oldest"
            data-testid="overdue-count"
            className="inline-flex min-h-11 items-center rounded-md bg-red-50 px-3 text-sm font-semibold text-red-900 ring-1 ring-red-200 hover:bg-red-100"
          >
            {overdue >= OVERDUE_COUNT_CAP ? `${OVERDUE_COUNT_CAP}+` : overdue} waiting past the
            first-call time · oldest first
          </Link>
        </p>
      ) : null}
      {assignment ? <AssignmentPanel {...assignment} action={roundRobinAction} /> : null}
      <DueTabs
        current={due}
        counts={{
          now: dueNow?.length ?? 0,
          overdue: dueOverdue?.length ?? 0,
          today: dueToday?.length ?? 0,
        }}
      />
      {due ? null : (
        <LeadFilterForm filters={filters} assignees={people} canSeeAssignees={supervisor} />
      )}
      {staff.cities.length && !can(staff.role, "lead.all-cities") ? (
        <p className="mb-3 text-sm text-slate-600">
          Your cities: {staffCityNames(staff.cities, await listCities(getDb())).join(", ")}, and the
          leads assigned to you.{" "}
          <Link
            href="/console/leads?assignee=me"
            className="inline-flex min-h-11 items-center text-teal-800 underline"
          >
            Only mine
          </Link>
        </p>
      ) : null}
      <LeadInbox
        rows={due ? (chosen[due] ?? []) : (page?.rows ?? [])}
        staffId={staff.id}
        canTake={can(staff.role, "lead.take")}
        takeAction={takeLeadAction}
        empty={due ? "Nothing in this list." : undefined}
      />
      {page ? <LeadPager filters={filters} page={page.page} hasNext={page.hasNext} /> : null}
    </ConsoleFrame>
  );
}
