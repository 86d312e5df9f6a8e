import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/src/db";
import { istDateTime } from "@/src/lib/console/charts";
import { can } from "@/src/lib/console/permissions";
import { listTreatmentsForEditing } from "@/src/server/content-editing/console";
import { contentKeyNames } from "@/src/server/content-editing/entity-names";
import { listDrafts } from "@/src/server/content-editing/workflow";
import { requireStaff } from "@/src/server/staff/session";
import { StatusPill } from "@/src/ui/console/content/diff-table";
import { ConsoleFrame } from "../_ui/frame";

export const metadata: Metadata = { title: "Content" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";

/** /console/content: drafts waiting for a step, and the treatments to edit. */
export default async function ContentHome() {
  const staff = await requireStaff("content.view");
  const db = getDb();
  const reviewer = can(staff.role, "content.review");
  const [waiting, treatmentList] = await Promise.all([
    listDrafts(db, { statuses: reviewer ? ["in_review"] : ["draft", "in_review", "approved"] }),
    listTreatmentsForEditing(db),
  ]);
  const names = await contentKeyNames(
    db,
    waiting.map(({ draft }) => draft),
  );
  return (
    <ConsoleFrame staff={staff} section="/console/content" title="Content">
      <section aria-labelledby="waiting" className="mb-6">
        <h2 id="waiting" className="mb-2 text-lg font-semibold">
          {reviewer ? "Waiting for your review" : "Open drafts"}
        </h2>
        {waiting.length === 0 ? (
          <p className="text-slate-600">Nothing waiting.</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
            data-testid="draft-list"
          >
            {waiting.map(({ draft, authorName }) => (
              <li key={draft.id} className="flex flex-wrap items-center gap-2 px-3 py-1">
                <StatusPill status={draft.status} />
                <Link className={link} href={`/console/content/drafts/${draft.id}`}>
                  #{draft.id}{" "}
                  {
                    {
                      treatment: "Texts of",
                      city_cost: "Cost of",
                      hospital: "Profile of",
                      doctor: "Profile of",
                      photo: "Photo of",
                      condition: "Condition",
                      test: "Test",
                      department: "Department",
                      article: "Article",
                      fact: "Verified fact",
                      campaign: "Campaign page",
                      doctor_treatments: "Treatments performed by",
                      search_term: "Search term",
                    }[draft.kind]
                  }{" "}
                  {names.get(`${draft.kind} ${draft.entityKey}`) ?? draft.entityKey}
                </Link>
                <span className="ml-auto text-xs text-slate-600">
                  {authorName ?? "operator"} · {istDateTime(draft.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="treatments">
        <div className="mb-2 flex flex-wrap items-center gap-3">
          <h2 id="treatments" className="text-lg font-semibold">
            Treatments
          </h2>
          {can(staff.role, "content.edit") ? (
            <Link className={`${link} ml-auto`} href="/console/content/profiles">
              Hospitals and doctors
            </Link>
          ) : null}
          <Link className={link} href="/console/content/pages">
            Conditions, tests, departments, articles
          </Link>
          <Link className={link} href="/console/content/pages?kind=campaign">
            Campaign pages
          </Link>
          <Link className={link} href="/console/content/vocabulary">
            Search vocabulary
          </Link>
          {can(staff.role, "content.edit") ? (
            <Link className={link} href="/console/content/stale">
              Stale facts
            </Link>
          ) : null}
          {can(staff.role, "queue.errors") ? (
            <Link className={link} href="/console/queues/errors">
              Error reports
            </Link>
          ) : null}
          {can(staff.role, "content.edit") ? (
            <Link className={link} href="/console/content/costs">
              CSV import and export
            </Link>
          ) : null}
        </div>
        <ul className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="treatment-list">
          {treatmentList.map((t) => (
            <li key={t.slug}>
              <Link className={link} href={`/console/content/treatments/${t.slug}`}>
                {t.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </ConsoleFrame>
  );
}
