import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import {
  controlCharacterParam,
  firstValue,
  parsePageNumber,
  queryProblem,
} from "@/src/lib/console/input";
import { istDateTime, shortDay } from "@/src/lib/console/charts";
import { can } from "@/src/lib/console/permissions";
import {
  listChatQuestions,
  listErrorReports,
  listPartnerEnquiries,
  listSearchMisses,
  MISS_WINDOW_DAYS,
  queueCounts,
} from "@/src/server/console/queues";
import { requireStaff } from "@/src/server/staff/session";
import { BadInput } from "@/src/ui/console/bad-input";
import {
  EmptyQueue,
  MarkButton,
  Pager,
  QUEUE_TABS,
  QueueCard,
  type QueueKey,
  QueueTabs,
  StatusBadge,
} from "@/src/ui/console/queue";
import { ConsoleFrame } from "../../_ui/frame";
import { markErrorReportAction, markPartnerAction } from "../actions";

export const metadata: Metadata = { title: "Queues" };

type Props = {
  params: Promise<{ queue: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function isQueue(key: string): key is QueueKey {
  return QUEUE_TABS.some((t) => t.key === key);
}

/** /console/queues/errors|partners|chats|searches: what is sent to us besides leads. */
export default async function QueuePage({ params, searchParams }: Props) {
  const { queue } = await params;
  if (!isQueue(queue)) notFound();
  // Editors open the error reports (to fix what they report); the other queues are supervisors'.
  const staff = await requireStaff(queue === "errors" ? "queue.errors" : "queue.work");
  const editor = can(staff.role, "content.edit");
  const query = await searchParams;
  const control = controlCharacterParam(query);
  const page = parsePageNumber(firstValue(query.page));
  if (control !== null || page === null) {
    return (
      <ConsoleFrame staff={staff} section="/console/queues" title="Queues">
        <BadInput
          problem={control !== null ? queryProblem.control(control) : queryProblem.page()}
          back={`/console/queues/${queue}`}
        />
      </ConsoleFrame>
    );
  }
  const db = getDb();
  const counts = await queueCounts(db, staff);
  const basePath = `/console/queues/${queue}`;
  let body: React.ReactNode;
  if (queue === "errors") {
    const list = await listErrorReports(db, staff, { page });
    body = (
      <>
        {list.items.length === 0 ? <EmptyQueue>No error reports.</EmptyQueue> : null}
        <ul className="space-y-3" data-testid="queue-list">
          {list.items.map((r) => {
            const open = r.status === "new" || r.status === "checked";
            return (
              <QueueCard key={r.id} open={open}>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={r.status} />
                  <span className="text-xs uppercase tracking-wide text-slate-600">
                    {r.entityKind}
                  </span>
                  <span className="ml-auto text-xs text-slate-600">{istDateTime(r.createdAt)}</span>
                </div>
                <h2 className="mt-1 font-semibold">
                  <a
                    href={r.pagePath}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-h-11 items-center text-teal-800 underline"
                  >
                    {r.entityName ?? `${r.entityKind} #${r.entityId} (removed)`}
                  </a>
                </h2>
                <p className="text-xs break-all text-slate-600">{r.pagePath}</p>
                <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{r.message}</p>
                {r.entitySlug && editor ? (
                  <Link
                    href={`/console/content/profiles/${r.entityKind}/${r.entitySlug}`}
                    className="mt-1 inline-flex min-h-11 items-center font-medium text-teal-800 underline"
                    data-testid="edit-link"
                  >
                    Edit this {r.entityKind}&apos;s profile and facts
                  </Link>
                ) : null}
                {r.fixedBy ? (
                  <p className="mt-1 text-sm text-emerald-900" data-testid="fixed-by">
                    Fixed by{" "}
                    <Link
                      className="text-teal-800 underline"
                      href={`/console/content/history/${r.fixedBy.kind}/${r.fixedBy.key}`}
                    >
                      version {r.fixedBy.number} of {r.fixedBy.key}
                    </Link>
                  </p>
                ) : r.status === "fixed" ? (
                  <p className="mt-1 text-sm text-slate-600">Resolved without an edit.</p>
                ) : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  {open ? (
                    <>
                      <MarkButton
                        action={markErrorReportAction}
                        id={r.id}
                        status="fixed"
                        tone="primary"
                      >
                        Mark resolved
                      </MarkButton>
                      <MarkButton action={markErrorReportAction} id={r.id} status="rejected">
                        Reject
                      </MarkButton>
                    </>
                  ) : (
                    <MarkButton action={markErrorReportAction} id={r.id} status="new">
                      Reopen
                    </MarkButton>
                  )}
                </div>
              </QueueCard>
            );
          })}
        </ul>
        <Pager {...list} basePath={basePath} />
      </>
    );
  } else if (queue === "partners") {
    const list = await listPartnerEnquiries(db, staff, { page });
    body = (
      <>
        {list.items.length === 0 ? <EmptyQueue>No partner enquiries.</EmptyQueue> : null}
        <ul className="space-y-3" data-testid="queue-list">
          {list.items.map((p) => (
            <QueueCard key={p.id} open={p.status === "new"}>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={p.status} />
                <span className="text-xs uppercase tracking-wide text-slate-600">{p.kind}</span>
                <span className="ml-auto text-xs text-slate-600">{istDateTime(p.createdAt)}</span>
              </div>
              <h2 className="mt-1 font-semibold">{p.organisation}</h2>
              <p className="text-sm text-slate-700">
                {p.contactName} · {p.city}
              </p>
              <p className="flex flex-wrap gap-x-4 text-sm">
                <a
                  href={`tel:+${p.countryCode}${p.mobile}`}
                  className="inline-flex min-h-11 items-center text-teal-800 underline"
                >
                  +{p.countryCode} {p.mobile}
                </a>
                <a
                  href={`mailto:${p.email}`}
                  className="inline-flex min-h-11 items-center break-all text-teal-800 underline"
                >
                  {p.email}
                </a>
              </p>
              {p.message ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{p.message}</p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                {p.status === "new" ? (
                  <MarkButton
                    action={markPartnerAction}
                    id={p.id}
                    status="contacted"
                    tone="primary"
                  >
                    Mark contacted
                  </MarkButton>
                ) : null}
                {p.status !== "closed" ? (
                  <MarkButton action={markPartnerAction} id={p.id} status="closed">
                    Close
                  </MarkButton>
                ) : (
                  <MarkButton action={markPartnerAction} id={p.id} status="new">
                    Reopen
                  </MarkButton>
                )}
              </div>
            </QueueCard>
          ))}
        </ul>
        <Pager {...list} basePath={basePath} />
      </>
    );
  } else if (queue === "chats") {
    const list = await listChatQuestions(db, staff, { page });
    body = (
      <>
        {list.items.length === 0 ? <EmptyQueue>No chat questions.</EmptyQueue> : null}
        <ul className="space-y-3" data-testid="queue-list">
          {list.items.map((c) => (
            <QueueCard key={c.leadId} open={c.status === "new"}>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={c.status} />
                <span className="text-sm text-slate-800">
                  {c.name || "(no name)"}
                  {c.city ? ` · ${c.city}` : ""}
                </span>
                <span className="ml-auto text-xs text-slate-600">{istDateTime(c.createdAt)}</span>
              </div>
              <p className="mt-2 line-clamp-6 whitespace-pre-wrap break-words text-slate-900">
                {c.question || "(no question text)"}
              </p>
              <Link
                href={`/console/leads/${c.leadId}`}
                className="mt-2 inline-flex min-h-11 items-center font-medium text-teal-800 underline"
              >
                Open lead #{c.leadId}
              </Link>
            </QueueCard>
          ))}
        </ul>
        <Pager {...list} basePath={basePath} />
      </>
    );
  } else {
    const list = await listSearchMisses(db, staff, { page });
    body = (
      <>
        <p className="mb-3 text-sm text-slate-700">
          What patients searched for and did not find in the last {MISS_WINDOW_DAYS} days, the most
          frequent first: add a synonym or the missing entry to the catalogue.
        </p>
        {list.items.length === 0 ? (
          <EmptyQueue>No zero-result searches.</EmptyQueue>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-sm" data-testid="queue-list">
              <caption className="sr-only">Zero-result searches by query</caption>
              <thead className="bg-slate-50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Query
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Searches
                  </th>
                  <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                    Days
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Last
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((m) => (
                  <tr key={m.query} className="border-t border-slate-100">
                    <td className="px-3 py-1">
                      <a
                        href={`/search?query=${encodeURIComponent(m.query)}`}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex min-h-11 items-center break-words text-teal-800 underline"
                      >
                        {m.query}
                      </a>
                    </td>
                    <td className="px-3 py-1 text-right tabular-nums">{m.total}</td>
                    <td className="hidden px-3 py-1 text-right tabular-nums sm:table-cell">
                      {m.days}
                    </td>
                    <td className="px-3 py-1 whitespace-nowrap">{shortDay(m.lastDay)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager {...list} basePath={basePath} />
      </>
    );
  }
  return (
    <ConsoleFrame staff={staff} section="/console/queues" title="Queues">
      <QueueTabs
        current={queue}
        counts={counts}
        only={can(staff.role, "queue.work") ? undefined : ["errors"]}
      />
      {body}
    </ConsoleFrame>
  );
}
