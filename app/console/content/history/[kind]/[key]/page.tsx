import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { vocabularyTermPath } from "@/src/ui/console/content/vocabulary";
import { getDb } from "@/src/db";
import { CONTENT_KINDS, type ContentKind } from "@/src/db/schema/content-editing";
import { istDateTime } from "@/src/lib/console/charts";
import { can } from "@/src/lib/console/permissions";
import { factFormPath } from "@/src/lib/content-editing/facts";
import { treatmentChanges } from "@/src/lib/content-editing/doctor-treatments";
import { doctorTreatmentChoices } from "@/src/server/content-editing/console";
import { isPageKind } from "@/src/server/content-editing/kinds";
import { listVersions } from "@/src/server/content-editing/workflow";
import { contentKeyNames } from "@/src/server/content-editing/entity-names";
import { requireStaff } from "@/src/server/staff/session";
import { DiffTable } from "@/src/ui/console/content/diff-table";
import { RevertButton } from "@/src/ui/console/content/forms";
import { type NamedTreatment, TreatmentChange } from "@/src/ui/console/content/treatment-change";
import { ConsoleFrame } from "../../../../_ui/frame";
import { keySegment } from "../../../../_ui/params";
import { revertAction } from "../../../actions";

export const metadata: Metadata = { title: "History" };

/** Every published version of a treatment's texts or of one city cost, newest first. */
export default async function HistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ kind: string; key: string }>;
  searchParams: Promise<{ done?: string }>;
}) {
  const staff = await requireStaff("content.view");
  const { kind, key: rawKey } = await params;
  if (!(CONTENT_KINDS as readonly string[]).includes(kind)) notFound();
  const key = keySegment(rawKey, { decode: true });
  const versions = await listVersions(getDb(), kind as ContentKind, key);
  const editor = can(staff.role, "content.edit");
  const treatment = key.split("@")[0] ?? key;
  // A doctor's treatments read as names added and removed, as the reviewer signed them off.
  const choices = kind === "doctor_treatments" ? await doctorTreatmentChoices(getDb(), key) : null;
  const named = (slug: string): NamedTreatment =>
    choices?.treatments.find((t) => t.slug === slug) ?? {
      slug,
      name: slug,
      department: null,
      ownDepartment: true,
    };
  const names = await contentKeyNames(getDb(), [{ kind: kind as ContentKind, entityKey: key }]);
  const title = names.get(`${kind} ${key}`) ?? key;
  return (
    <ConsoleFrame staff={staff} section="/console/content" title={`History: ${title}`}>
      {(await searchParams).done === "reverted" ? (
        <p
          role="status"
          className="mb-4 rounded-md bg-teal-50 px-3 py-2 text-sm text-teal-950"
          data-testid="done"
        >
          Restored and published as a new version.
        </p>
      ) : null}
      <p className="mb-3">
        <Link
          className="inline-flex min-h-11 items-center text-teal-800 underline"
          href={
            kind === "fact"
              ? factFormPath(key)
              : kind === "hospital" || kind === "doctor"
                ? `/console/content/profiles/${kind}/${key}`
                : kind === "doctor_treatments"
                  ? `/console/content/profiles/doctor/${key}#treatments`
                  : kind === "photo"
                    ? `/console/content/profiles/${key.replace(":", "/")}`
                    : isPageKind(kind)
                      ? `/console/content/pages/${kind}/${encodeURIComponent(key)}`
                      : kind === "search_term"
                        ? vocabularyTermPath(key)
                        : `/console/content/treatments/${treatment}`
          }
        >
          ← {treatment}
        </Link>
      </p>
      {versions.length === 0 ? (
        <p className="text-slate-600">No version published from the console yet.</p>
      ) : null}
      <ol className="space-y-3" data-testid="versions">
        {versions.map(
          ({
            version: v,
            publisherName,
            reviewerName,
            authorName,
            authorEmail,
            signedOffByName,
            signedOffByEmail,
          }) => (
            <li
              key={v.id}
              className="rounded-lg border border-slate-200 bg-white p-3"
              data-testid="version"
            >
              <p className="mb-2 flex flex-wrap gap-x-3 text-sm">
                <strong>Version {v.number}</strong>
                <span>{istDateTime(v.publishedAt)}</span>
                {v.draftId && (authorName || authorEmail) ? (
                  <span data-testid="proposed-by">proposed by {authorName ?? authorEmail}</span>
                ) : null}
                {reviewerName ? (
                  <span data-testid="signed-off-by">
                    signed off: reviewed by {signedOffByName ?? signedOffByEmail ?? reviewerName}
                    {signedOffByName || signedOffByEmail ? ` (as ${reviewerName})` : ""} on{" "}
                    {v.reviewedOn}
                  </span>
                ) : null}
                <span data-testid="published-by">
                  {v.draftId ? "published by" : "by"}{" "}
                  {publisherName ?? v.publishedByEmail ?? "operator"}
                </span>
                {v.revertsVersionId ? <span className="text-slate-600">(a restore)</span> : null}
                {v.source !== "console" ? (
                  <span className="text-slate-600">via {v.source}</span>
                ) : null}
              </p>
              {choices ? (
                <div className="mb-2">
                  <TreatmentChange
                    {...(() => {
                      const c = treatmentChanges(v.before, v.after);
                      return { added: c.added.map(named), removed: c.removed.map(named) };
                    })()}
                    doctorDepartment={choices.doctor.department}
                  />
                </div>
              ) : null}
              <DiffTable
                changes={v.diff}
                caption={`Version ${v.number}`}
                beforeLabel="Before"
                afterLabel="After"
              />
              {editor ? (
                <div className="mt-2">
                  <RevertButton action={revertAction} version={v.id} />
                </div>
              ) : null}
            </li>
          ),
        )}
      </ol>
    </ConsoleFrame>
  );
}
