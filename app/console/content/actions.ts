"use server";

import { redirect } from "next/navigation";
import { getDb } from "@/src/db";
import { CONTENT_KINDS, type ContentKind } from "@/src/db/schema/content-editing";
import { FIELD_LABELS } from "@/src/lib/content-editing/fields";
import { checkForm, formText, MAX_BIGINT_ID, parseRecordId } from "@/src/lib/console/input";
import { type ContentActor, ContentError } from "@/src/server/content-editing/actor";
import { importCsvUpload, reportText } from "@/src/server/content-editing/csv";
import { dropTags, instanceId } from "@/src/server/content-editing/revalidate";
import {
  discardDraft,
  publishDraft,
  revertVersion,
  saveDraft,
  sendBack,
  signOff,
  submitForReview,
} from "@/src/server/content-editing/workflow";
import { requireStaff } from "@/src/server/staff/session";
import { ARTICLE_BODY_MAX, markdownHtmlProblem } from "@/src/lib/content-editing/medical";
import { renderMarkdown } from "@/src/server/content/markdown";

import type { DraftFormState } from "@/src/ui/console/content/form-parts";

/** The content editor's server actions. Next checks each action's Origin against Host (CSRF). */

async function actor(
  action: "content.view" | "content.edit" | "content.review",
): Promise<ContentActor> {
  const s = await requireStaff(action);
  return { id: s.id, email: s.email, role: s.role, ip: s.ip };
}

function kindOf(value: FormDataEntryValue | null): ContentKind {
  return (CONTENT_KINDS as readonly unknown[]).includes(value)
    ? (value as ContentKind)
    : "city_cost";
}

const draftPath = (id: number, note?: string) =>
  `/console/content/drafts/${id}${note ? `?done=${note}` : ""}`;

/** Saves the form as a draft and opens it (its diff and next step), or lists the problems. */
export async function saveDraftAction(
  _state: DraftFormState,
  data: FormData,
): Promise<DraftFormState> {
  const who = await actor("content.edit");
  // Anyone may post to an action, with any argument list: the form is checked (a FormData, no
  // control characters) before any of it reaches the database.
  const checked = checkForm(data);
  if ("error" in checked) return { problems: [{ field: "", message: checked.error }] };
  const form = checked.form;
  const kind = kindOf(form.get("kind"));
  const key = formText(form, "key");
  // The fields of every kind; each kind's rules read only their own.
  const input = Object.fromEntries(
    [
      "summary",
      "summaryHi",
      "minCost",
      "avgCost",
      "maxCost",
      // A doctor's treatments as the form was opened on (a change published since is refused).
      "treatmentsBase",
      // A search term's meaning as the form was opened on, and whether the editor adds it.
      "meaningBase",
      "adding",
      ...Object.keys(FIELD_LABELS),
    ].map((f) => [f, form.get(f) ?? undefined]),
  );
  let id: number;
  try {
    const result = await saveDraft(getDb(), who, kind, key, input);
    if (!result.ok) return { problems: result.problems };
    id = result.draft.id;
  } catch (error) {
    if (error instanceof ContentError) return { problems: [{ field: "", message: error.message }] };
    throw error;
  }
  redirect(draftPath(id, "saved"));
}

export interface StepState {
  error?: string;
}

/** A draft's next step: submit, sign off (and publish), send back with a reason, publish, discard. */
export async function draftStepAction(_state: StepState, data: FormData): Promise<StepState> {
  const checked = checkForm(data);
  if ("error" in checked) return checked;
  const id = parseRecordId(checked.form.get("id"), MAX_BIGINT_ID);
  if (id === null) return { error: "There is no such draft." };
  const step = formText(checked.form, "step", 20);
  const db = getDb();
  let note = step;
  try {
    if (step === "submit") await submitForReview(db, await actor("content.edit"), id);
    else if (step === "discard") await discardDraft(db, await actor("content.edit"), id);
    else if (step === "signoff") {
      const who = await actor("content.review");
      await signOff(db, who, id);
      const published = await publishDraft(db, who, id, { origin: instanceId() });
      dropTags(published.tags);
      note = "signoff";
    } else if (step === "sendback") {
      await sendBack(db, await actor("content.review"), id, checked.form.get("reason"));
      note = "sentback";
    } else if (step === "publish") {
      const published = await publishDraft(db, await actor("content.view"), id, {
        origin: instanceId(),
      });
      dropTags(published.tags);
    } else return { error: "Unknown step." };
  } catch (error) {
    if (error instanceof ContentError) return { error: error.message };
    throw error;
  }
  redirect(draftPath(id, note));
}

/** Restores what a version replaced: a new version (cost) or a draft in review (text). */
export async function revertAction(_state: StepState, data: FormData): Promise<StepState> {
  const who = await actor("content.edit");
  const checked = checkForm(data);
  if ("error" in checked) return checked;
  const versionId = parseRecordId(checked.form.get("version"), MAX_BIGINT_ID);
  if (versionId === null) return { error: "There is no such version." };
  let target: string;
  try {
    const result = await revertVersion(getDb(), who, versionId, { origin: instanceId() });
    if (result.published) {
      dropTags(result.published.tags);
      target = `/console/content/history/${result.published.entity.kind}/${encodeURIComponent(result.published.entity.key)}?done=reverted`;
    } else {
      target = draftPath(result.draft.id, "reverted");
    }
  } catch (error) {
    if (error instanceof ContentError) return { error: error.message };
    throw error;
  }
  redirect(target);
}

export interface ImportState {
  report?: {
    ok: boolean;
    dryRun: boolean;
    publish: boolean;
    summary: string;
    problems: { line: number; column: string; message: string }[];
  };
  error?: string;
}

/** The CSV page: check, import as drafts, or import and publish (role-gated). */
export async function importCostsAction(
  _state: ImportState,
  input: FormData,
): Promise<ImportState> {
  const who = await actor("content.edit");
  // A call that is not the form (a fuzzer's argument list) or holds a NUL gets the form's message.
  const checked = checkForm(input);
  if ("error" in checked) return { error: checked.error };
  const { form } = checked;
  try {
    const { report, error } = await importCsvUpload(getDb(), who, {
      what: form.get("what"),
      file: form.get("file"),
      mode: form.get("mode"),
      origin: instanceId(),
    });
    if (!report) return { error };
    if (report.tags.length > 0) dropTags(report.tags);
    return {
      report: {
        ok: report.ok,
        dryRun: report.dryRun,
        publish: report.publish,
        summary: reportText(report).split("\n")[0] ?? "",
        problems: report.problems,
      },
    };
  } catch (error) {
    if (error instanceof ContentError) return { error: error.message };
    throw error;
  }
}

export interface MarkdownPreview {
  html: string;
  /** Why the text would be refused (raw HTML, a script link), or null. */
  problem: string | null;
}

/**
 * The article editor's live preview: the Markdown rendered by the site's own pipeline (the one
 * article pages use), with the refusal the save would give. Refused text is not rendered.
 */
export async function previewMarkdownAction(markdown: string): Promise<MarkdownPreview> {
  await requireStaff("content.view");
  const text = String(markdown ?? "").slice(0, ARTICLE_BODY_MAX + 1);
  const problem = markdownHtmlProblem(text);
  if (problem) return { html: "", problem };
  return { html: renderMarkdown(text).html, problem: null };
}
