import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { istDateTime } from "@/src/lib/console/charts";
import { can } from "@/src/lib/console/permissions";
import {
  diffFields,
  fieldLabel,
  formatRupees,
  parseCostKey,
  showValue,
} from "@/src/lib/content-editing/fields";
import { factFormPath, parseFactKey } from "@/src/lib/content-editing/facts";
import { parsePhotoKey } from "@/src/lib/content-editing/images";
import { doctorTreatmentsChange } from "@/src/server/content-editing/console";
import { loadEntity } from "@/src/server/content-editing/entities";
import { isPageKind, kindSpec } from "@/src/server/content-editing/kinds";
import { PagePreviewFrames } from "@/src/ui/console/content/page-preview-frames";
import { getDraft, reviewerProfileOf } from "@/src/server/content-editing/workflow";
import { contentKeyNames } from "@/src/server/content-editing/entity-names";
import { requireStaff } from "@/src/server/staff/session";
import { DiffTable, StatusPill } from "@/src/ui/console/content/diff-table";
import { SendBackForm, StepButtons } from "@/src/ui/console/content/forms";
import { TreatmentChange } from "@/src/ui/console/content/treatment-change";
import { PhotoPreview } from "@/src/ui/console/content/photo-preview";
import { SearchTermPreview, vocabularyTermPath } from "@/src/ui/console/content/vocabulary";
import { ConsoleFrame } from "../../../_ui/frame";
import { idSegment } from "../../../_ui/params";
import { draftStepAction } from "../../actions";

export const metadata: Metadata = { title: "Draft" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";

const DONE: Record<string, string> = {
  saved: "Draft saved. Nothing on the site has changed yet.",
  submit: "Sent for medical review.",
  signoff: "Signed off and published: the pages show it now.",
  publish: "Published: the pages show it now.",
  discard: "Draft discarded.",
  sentback: "Sent back to its editor with your reason: nothing on the site changed.",
  reverted: "The earlier text is back as a draft: a reviewer signs it off to publish it.",
};

/** One draft: its change side by side, a preview as the page shows it, and its next step. */
export default async function DraftPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ done?: string; lang?: string }>;
}) {
  const staff = await requireStaff("content.view");
  const id = idSegment((await params).id);
  const { done, lang } = await searchParams;
  const db = getDb();
  const found = Number.isSafeInteger(id) ? await getDraft(db, id) : null;
  if (!found) notFound();
  const { draft, authorName, authorEmail, sentBackByName } = found;
  const changes = diffFields(draft.base, draft.fields);
  const cost = draft.kind === "city_cost" ? parseCostKey(draft.entityKey) : null;
  const treatmentSlug = cost ? cost.treatment : draft.entityKey;
  const fact = draft.kind === "fact" ? parseFactKey(draft.entityKey) : null;
  const hospital = draft.kind === "hospital" || draft.kind === "doctor" || fact !== null;
  const photo = draft.kind === "photo" ? parsePhotoKey(draft.entityKey) : null;
  const pageKind = isPageKind(draft.kind);
  const spec = kindSpec(draft.kind);
  const articleLang = draft.entityKey.startsWith("hi:") ? "hi" : "en";
  const previewLangs: ("en" | "hi")[] =
    draft.kind === "article" ? [articleLang] : draft.kind === "campaign" ? ["en"] : ["en", "hi"];
  const previewLang =
    draft.kind === "article"
      ? articleLang
      : draft.kind === "campaign"
        ? "en"
        : lang === "hi"
          ? "hi"
          : "en";
  let pages = photo
    ? [`/${photo.slot}/${photo.slug}`]
    : fact
      ? [`/${fact.owner}/${fact.slug}`]
      : hospital
        ? [`/${draft.kind}/${draft.entityKey}`]
        : cost
          ? [`/${cost.city}/treatment/${cost.treatment}`, `/treatment/${cost.treatment}/cost`]
          : [`/treatment/${treatmentSlug}`, `/treatment/${treatmentSlug}/cost`];
  const performed =
    draft.kind === "doctor_treatments"
      ? await doctorTreatmentsChange(db, draft.entityKey, draft.base, draft.fields)
      : null;
  const term = draft.kind === "search_term";
  const ownerHref = term
    ? vocabularyTermPath(draft.entityKey)
    : performed
      ? `/console/content/profiles/doctor/${draft.entityKey}#treatments`
      : photo
        ? `/console/content/profiles/${photo.slot}/${photo.slug}`
        : fact
          ? factFormPath(draft.entityKey)
          : pageKind
            ? `/console/content/pages/${draft.kind}/${encodeURIComponent(draft.entityKey)}`
            : hospital
              ? `/console/content/profiles/${draft.kind}/${draft.entityKey}`
              : `/console/content/treatments/${treatmentSlug}`;
  const what = {
    treatment: "Descriptions of",
    city_cost: "Cost of",
    hospital: "Profile of",
    doctor: "Profile of",
    photo: "Photo of",
    fact: "Verified fact",
    condition: "Condition",
    test: "Test",
    department: "Department",
    article: "Article",
    campaign: "Campaign page",
    doctor_treatments: "Treatments performed by",
    search_term: "Search term",
  }[draft.kind];
  const editor = can(staff.role, "content.edit");
  const reviewer = can(staff.role, "content.review");
  const steps: { step: string; label: string; primary?: boolean }[] = [];
  if (editor && draft.status === "draft") {
    steps.push(
      draft.medical
        ? { step: "submit", label: "Send for medical review", primary: true }
        : { step: "publish", label: "Publish", primary: true },
    );
  }
  if (editor && draft.status === "approved")
    steps.push({ step: "publish", label: "Publish", primary: true });
  if (reviewer && draft.medical && (draft.status === "in_review" || draft.status === "draft")) {
    steps.push({ step: "signoff", label: "Sign off and publish", primary: true });
  }
  if (editor && ["draft", "in_review", "approved"].includes(draft.status)) {
    steps.push({ step: "discard", label: "Discard" });
  }
  const [profile, entity, names] = await Promise.all([
    reviewer ? reviewerProfileOf(db, staff.id) : null,
    loadEntity(db, draft.kind, draft.entityKey).catch(() => null),
    contentKeyNames(db, [draft]),
  ]);
  if (spec && entity) {
    const path = spec.path(entity);
    // Articles have one language; campaign pages are English only.
    pages = draft.kind === "article" || draft.kind === "campaign" ? [path] : [path, `/hi${path}`];
  }
  // A doctor's treatments move the city pages of the treatments added or removed too.
  if (performed) {
    for (const t of [...performed.added, ...performed.removed]) {
      if (t.cityPage) pages.push(t.cityPage, `/hi${t.cityPage}`);
    }
  }
  const f = draft.fields;
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title={`Draft #${draft.id}`}
      actions={
        <Link
          className={link}
          href={`/console/content/history/${draft.kind}/${encodeURIComponent(draft.entityKey)}`}
        >
          History
        </Link>
      }
    >
      {done && DONE[done] ? (
        <p
          role="status"
          className="mb-4 rounded-md bg-teal-50 px-3 py-2 text-sm text-teal-950"
          data-testid="done"
        >
          {DONE[done]}
        </p>
      ) : null}
      <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
        <StatusPill status={draft.status} />
        <span>
          {what}{" "}
          <Link className="text-teal-800 underline" href={ownerHref}>
            {names.get(`${draft.kind} ${draft.entityKey}`) ?? draft.entityKey}
          </Link>
        </span>
        <span className="text-slate-600">
          by {authorName ?? authorEmail ?? "operator"} · {istDateTime(draft.createdAt)}
        </span>
        {draft.medical ? (
          <span className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-950">
            {draft.kind === "doctor" || draft.kind === "fact"
              ? "a doctor's credentials: needs a reviewer's sign-off"
              : term
                ? "what a search word means: needs a reviewer's sign-off"
                : "medical text: needs a reviewer's sign-off"}
          </span>
        ) : (
          <span className="rounded bg-slate-50 px-2 py-0.5 text-xs text-slate-700">
            no medical review needed
          </span>
        )}
      </p>
      {draft.sentBackReason && draft.status === "draft" ? (
        <p
          role="note"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-testid="sent-back"
        >
          Sent back by {sentBackByName ?? "a reviewer"}
          {draft.sentBackAt ? ` · ${istDateTime(draft.sentBackAt)}` : ""}: {draft.sentBackReason}
        </p>
      ) : null}
      <section
        aria-labelledby="change"
        className="mb-4 rounded-lg border border-slate-200 bg-white p-3"
      >
        <h2 id="change" className="mb-2 font-semibold">
          The change
        </h2>
        {performed ? (
          <TreatmentChange
            added={performed.added}
            removed={performed.removed}
            doctorDepartment={performed.doctor?.department ?? null}
          />
        ) : (
          <DiffTable changes={changes} caption={`Draft ${draft.id}: published and new values`} />
        )}
      </section>
      <section
        aria-labelledby="preview"
        className="mb-4 rounded-lg border border-slate-200 bg-white p-3"
        data-testid="preview"
      >
        <h2 id="preview" className="mb-2 font-semibold">
          Preview: as the page will show it
        </h2>
        {term ? (
          <SearchTermPreview term={draft.entityKey} meaning={String(f.meaning ?? "")} />
        ) : performed ? (
          <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm">
            Once signed off and published, {performed.doctor?.name ?? draft.entityKey} is listed on
            the pages of the treatments added in {performed.doctor?.cityName ?? "their city"}, in
            English and Hindi, and no longer on those of the treatments removed.
          </p>
        ) : photo ? (
          <PhotoPreview
            slot={photo.slot}
            url={typeof f.photo === "string" ? f.photo : null}
            name={entity?.owner.name ?? photo.slug}
          />
        ) : pageKind ? (
          <PagePreviewFrames id={draft.id} lang={previewLang} languages={previewLangs} />
        ) : hospital ? (
          <dl className="grid gap-x-4 gap-y-1 rounded-md border border-dashed border-slate-300 p-3 sm:grid-cols-[10rem_1fr]">
            {Object.entries(f).map(([field, value]) => (
              <div key={field} className="contents">
                <dt className="text-sm text-slate-600">{fieldLabel(field)}</dt>
                <dd className="break-words">{showValue(field, value)}</dd>
              </div>
            ))}
          </dl>
        ) : draft.kind === "treatment" ? (
          <div className="space-y-3 rounded-md border border-dashed border-slate-300 p-3">
            <p className="text-xs text-slate-600">
              {draft.reviewedAt
                ? `Medically reviewed · ${istDateTime(draft.reviewedAt)}`
                : profile
                  ? `Will show: Medically reviewed by ${profile.name}, on the day you sign off`
                  : "Reviewer and review date are set when a reviewer signs off."}
            </p>
            <h3 className="font-semibold">What it is</h3>
            <p className="whitespace-pre-wrap break-words">{String(f.summary ?? "")}</p>
            {f.summaryHi ? (
              <>
                <h3 className="font-semibold" lang="hi">
                  यह क्या है
                </h3>
                <p lang="hi" className="whitespace-pre-wrap break-words">
                  {String(f.summaryHi)}
                </p>
              </>
            ) : null}
          </div>
        ) : (
          <div className="rounded-md border border-dashed border-slate-300 p-3">
            <p className="text-sm text-slate-600">Cost in {entity?.city?.name ?? cost?.city}</p>
            <p className="text-lg font-semibold tabular-nums">
              {formatRupees(f.minCost as number)} – {formatRupees(f.maxCost as number)}
            </p>
            {f.avgCost != null ? (
              <p className="text-sm tabular-nums">Average {formatRupees(f.avgCost as number)}</p>
            ) : null}
          </div>
        )}
        <p className="mt-2 text-sm">
          Pages that show it:{" "}
          {pages.map((p, i) => (
            <span key={p}>
              {i > 0 ? " · " : ""}
              <a className="text-teal-800 underline" href={p} target="_blank" rel="noopener">
                {p}
              </a>
            </span>
          ))}
        </p>
      </section>
      {steps.length > 0 ? (
        <section
          aria-labelledby="next"
          className="rounded-lg border border-slate-200 bg-white p-3"
          data-testid="steps"
        >
          <h2 id="next" className="mb-2 font-semibold">
            Next step
          </h2>
          {reviewer && draft.medical && !profile ? (
            <p className="mb-2 text-sm text-amber-900">
              Your account is not linked to a public reviewer profile yet: signing off will be
              refused until an admin links it on the console&apos;s Staff page.
            </p>
          ) : null}
          <StepButtons action={draftStepAction} id={draft.id} steps={steps} />
          {reviewer && draft.medical && draft.status === "in_review" ? (
            <SendBackForm action={draftStepAction} id={draft.id} />
          ) : null}
        </section>
      ) : null}
    </ConsoleFrame>
  );
}
