import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/src/db";
import {
  controlCharacterParam,
  firstValue,
  parsePageNumber,
  queryProblem,
} from "@/src/lib/console/input";
import {
  CHECK_INTERVAL_DAYS,
  FACT_KINDS,
  FACT_TITLES,
  factFormPath,
} from "@/src/lib/content-editing/facts";
import { listStaleFacts } from "@/src/server/content-editing/facts";
import { requireStaff } from "@/src/server/staff/session";
import { BadInput } from "@/src/ui/console/bad-input";
import { RecheckForm } from "@/src/ui/console/content/facts-form";
import { Pager } from "@/src/ui/console/queue";
import { ConsoleFrame } from "../../_ui/frame";
import { recheckFactAction } from "../facts-actions";

export const metadata: Metadata = { title: "Stale facts" };

/** /console/content/stale: verified facts whose last check is older than their interval. */
export default async function StaleFactsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff("content.edit");
  const query = await searchParams;
  const control = controlCharacterParam(query);
  const page = parsePageNumber(firstValue(query.page));
  if (control !== null || page === null) {
    return (
      <ConsoleFrame staff={staff} section="/console/content" title="Stale facts">
        <BadInput
          problem={control !== null ? queryProblem.control(control) : queryProblem.page()}
          back="/console/content/stale"
        />
      </ConsoleFrame>
    );
  }
  const params = { done: firstValue(query.done) };
  const list = await listStaleFacts(getDb(), { page });
  return (
    <ConsoleFrame staff={staff} section="/console/content" title="Stale facts">
      {params.done ? (
        <p
          role="status"
          className="mb-4 rounded-md bg-teal-50 px-3 py-2 text-sm text-teal-950"
          data-testid="done"
        >
          Re-checked {params.done}: the page shows today&apos;s date.
        </p>
      ) : null}
      <p className="mb-3 text-sm text-slate-700">
        Facts checked longer ago than their interval (
        {FACT_KINDS.map((k) => `${FACT_TITLES[k]}: ${CHECK_INTERVAL_DAYS[k]} days`).join("; ")}
        ), the most overdue first, then those never checked. {list.total} in all.
      </p>
      {list.items.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-600">
          Every fact was checked within its interval.
        </p>
      ) : null}
      <ul className="space-y-3" data-testid="stale-list">
        {list.items.map((f) => (
          <li
            key={f.key}
            className="rounded-lg border border-amber-300 bg-white p-3"
            data-testid="stale-fact"
          >
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-xs uppercase tracking-wide text-slate-600">{f.owner}</span>
              <h2 className="font-semibold">
                <Link
                  className="inline-flex min-h-11 items-center text-teal-800 underline"
                  href={factFormPath(f.key)}
                >
                  {f.name}: {FACT_TITLES[f.kind]}
                </Link>
              </h2>
            </div>
            <p className="text-sm text-slate-700">
              {f.checkedOn
                ? `Checked ${f.checkedOn}${f.source ? ` (${f.source})` : ""}; due ${f.dueOn}.`
                : "Never checked."}
            </p>
            {f.checkedOn && f.source ? (
              <div className="mt-2">
                <RecheckForm
                  action={recheckFactAction}
                  entityKey={f.key}
                  source={f.source}
                  sourceUrl={null}
                  back="stale"
                  compact
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager {...list} basePath="/console/content/stale" />
    </ConsoleFrame>
  );
}
