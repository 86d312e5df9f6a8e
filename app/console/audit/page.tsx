import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/src/db";
import {
  controlCharacterParam,
  MAX_BIGINT_ID,
  parseDay,
  parseRecordId,
  queryProblem,
} from "@/src/lib/console/input";
import { AUDIT_PAGE_SIZE, listAudit } from "@/src/server/staff/audit";
import { requireStaff } from "@/src/server/staff/session";
import { BadInput } from "@/src/ui/console/bad-input";
import { ConsoleFrame } from "../_ui/frame";

export const metadata: Metadata = { title: "Audit trail" };

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "Asia/Kolkata",
});

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" && v ? v : undefined);

function dayStart(value: string | undefined, plusDays = 0): Date | undefined {
  const day = parseDay(value);
  if (!day) return undefined;
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + plusDays * 86_400_000);
}

/**
 * Why the filters cannot be read, or null: the form and the "Older entries" link never send a
 * control character, a day outside 1900-2100 or a `before` that is not an entry number (1e400
 * failed the query, a 500).
 */
function filterProblem(q: Search): string | null {
  const control = controlCharacterParam(q);
  if (control !== null) return queryProblem.control(control);
  for (const name of ["from", "to"] as const) {
    const value = one(q[name]);
    if (value !== undefined && parseDay(value) === null) return queryProblem.day(name);
  }
  const before = one(q.before);
  if (before !== undefined && parseRecordId(before, MAX_BIGINT_ID) === null) {
    return queryProblem.id("before");
  }
  return null;
}

function RecordLink({ type, id }: { type: string | null; id: string | null }) {
  if (type === "lead" && id) {
    return (
      <Link className="text-teal-800 underline" href={`/console/leads/${id}`}>
        lead {id}
      </Link>
    );
  }
  return <>{type ? `${type} ${id ?? ""}` : ""}</>;
}

/** Admins read the trail, filtered by action, person, record and day; newest first. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Search> }) {
  const staff = await requireStaff("audit.view");
  const q = await searchParams;
  const problem = filterProblem(q);
  if (problem) {
    return (
      <ConsoleFrame staff={staff} section="/console/audit" title="Audit trail">
        <BadInput problem={problem} back="/console/audit" />
      </ConsoleFrame>
    );
  }
  const filter = {
    action: one(q.action),
    actorId: one(q.actor),
    recordType: one(q.type),
    recordId: one(q.record),
    from: dayStart(one(q.from)),
    to: dayStart(one(q.to), 1),
    before: parseRecordId(one(q.before), MAX_BIGINT_ID) ?? undefined,
  };
  const rows = await listAudit(getDb(), filter);
  const last = rows.at(-1);
  const next = new URLSearchParams(
    Object.entries({ ...q, before: last ? String(last.id) : "" }).flatMap(([k, v]) =>
      typeof v === "string" && v ? [[k, v]] : [],
    ),
  );
  const input = "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-2";
  return (
    <ConsoleFrame staff={staff} section="/console/audit" title="Audit trail">
      <form
        method="get"
        className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      >
        <label className="text-sm">
          Action
          <input
            name="action"
            defaultValue={filter.action}
            placeholder="lead.viewed"
            className={input}
          />
        </label>
        <label className="text-sm">
          Record type
          <input
            name="type"
            defaultValue={filter.recordType}
            placeholder="lead"
            className={input}
          />
        </label>
        <label className="text-sm">
          Record id
          <input name="record" defaultValue={filter.recordId} className={input} />
        </label>
        <label className="text-sm">
          From
          <input type="date" name="from" defaultValue={one(q.from)} className={input} />
        </label>
        <label className="text-sm">
          To
          <input type="date" name="to" defaultValue={one(q.to)} className={input} />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-md bg-teal-800 px-4 font-semibold text-white"
        >
          Filter
        </button>
      </form>
      <p className="mb-2 text-sm text-slate-600">
        Entries cannot be changed or deleted; they are kept at least a year.
      </p>
      {/* Phones read entries as cards; wider screens as a table. */}
      <ul className="space-y-2 md:hidden" data-testid="audit-cards">
        {rows.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap justify-between gap-x-3">
              <span className="font-mono font-semibold">{r.action}</span>
              <span className="text-slate-600">{dateTime.format(r.at)}</span>
            </div>
            <div className="mt-1 break-all">{r.actorEmail ?? r.actorId ?? "system"}</div>
            <div className="mt-1 text-slate-700">
              <RecordLink type={r.recordType} id={r.recordId} />
              {r.ip ? ` · from ${r.ip}` : ""}
            </div>
            {Object.keys(r.detail).length ? (
              <div className="mt-1 font-mono text-xs break-all text-slate-600">
                {JSON.stringify(r.detail)}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full min-w-[720px] text-left text-sm" data-testid="audit-table">
          <thead className="bg-slate-100">
            <tr>
              <th className="p-2">When (IST)</th>
              <th className="p-2">Who</th>
              <th className="p-2">Action</th>
              <th className="p-2">Record</th>
              <th className="p-2">From</th>
              <th className="p-2">Detail</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-100 align-top">
                <td className="whitespace-nowrap p-2">{dateTime.format(r.at)}</td>
                <td className="p-2 break-all">{r.actorEmail ?? r.actorId ?? "system"}</td>
                <td className="p-2 font-mono">{r.action}</td>
                <td className="p-2">
                  <RecordLink type={r.recordType} id={r.recordId} />
                </td>
                <td className="p-2">{r.ip ?? ""}</td>
                <td className="max-w-xs p-2 font-mono text-xs break-all">
                  {Object.keys(r.detail).length ? JSON.stringify(r.detail) : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === AUDIT_PAGE_SIZE ? (
        <Link
          href={`/console/audit?${next}`}
          className="mt-3 inline-flex min-h-11 items-center text-teal-800 underline"
        >
          Older entries
        </Link>
      ) : null}
    </ConsoleFrame>
  );
}
