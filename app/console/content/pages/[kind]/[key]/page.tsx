import { and, asc, eq } from "drizzle-orm";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { authors, blogPosts, medicalPages, medicalReviewers } from "@/src/db/schema";
import { can } from "@/src/lib/console/permissions";
import { type ArticleFields, parseArticleKey } from "@/src/lib/content-editing/medical";
import { ContentError } from "@/src/server/content-editing/actor";
import { type LoadedEntity, loadEntity } from "@/src/server/content-editing/entities";
import { isPageKind, kindSpec } from "@/src/server/content-editing/kinds";
import { requireStaff } from "@/src/server/staff/session";
import {
  ArticleForm,
  CampaignPageForm,
  MedicalPageForm,
} from "@/src/ui/console/content/page-forms";
import { ConsoleFrame } from "../../../../_ui/frame";
import { keySegment } from "../../../../_ui/params";
import { previewMarkdownAction, saveDraftAction } from "../../../actions";

export const metadata: Metadata = { title: "Edit page" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";

/** Who reviewed what the page shows now, in the words of the page. */
async function reviewLine(entity: LoadedEntity): Promise<string> {
  const db = getDb();
  const select = { name: medicalReviewers.name, on: medicalPages.reviewedOn };
  if (entity.kind === "article") {
    const [row] = await db
      .select({ name: medicalReviewers.name, at: blogPosts.medicallyReviewedAt })
      .from(blogPosts)
      .innerJoin(medicalReviewers, eq(medicalReviewers.id, blogPosts.reviewerId))
      .where(eq(blogPosts.id, entity.owner.id))
      .limit(1);
    return row
      ? `Published text reviewed by ${row.name}${row.at ? ` on ${row.at.toISOString().slice(0, 10)}` : ""}. A new version names the reviewer who signs it off, and that day.`
      : "Not reviewed yet: the reviewer who signs it off and the day are shown on the page.";
  }
  const [row] = await db
    .select(select)
    .from(medicalPages)
    .innerJoin(medicalReviewers, eq(medicalReviewers.id, medicalPages.reviewerId))
    .where(and(eq(medicalPages.kind, entity.kind), eq(medicalPages.entityId, entity.owner.id)))
    .limit(1);
  return row ? `Page reviewed by ${row.name} on ${row.on}.` : "The page has no review yet.";
}

/** /console/content/pages/{kind}/{key}: one condition, test, department, article or campaign page. */
export default async function EditPage({
  params,
}: {
  params: Promise<{ kind: string; key: string }>;
}) {
  const staff = await requireStaff("content.view");
  const { kind, key: rawKey } = await params;
  const key = keySegment(rawKey, { decode: true });
  if (!isPageKind(kind)) notFound();
  const spec = kindSpec(kind);
  if (!spec) notFound();
  let entity: LoadedEntity;
  try {
    entity = await loadEntity(getDb(), kind, key);
  } catch (error) {
    if (error instanceof ContentError) notFound();
    throw error;
  }
  const editor = can(staff.role, "content.edit");
  const fields = entity.fields ?? {};
  const line = spec.medical ? await reviewLine(entity) : "";
  const authorList =
    kind === "article"
      ? await getDb()
          .select({ slug: authors.slug, name: authors.name })
          .from(authors)
          .orderBy(asc(authors.name))
      : [];
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title={entity.title}
      actions={
        <>
          <Link className={link} href={spec.path(entity)} target="_blank" rel="noopener">
            Open the page
          </Link>
          <Link
            className={link}
            href={`/console/content/history/${kind}/${encodeURIComponent(entity.key)}`}
          >
            History
          </Link>
        </>
      }
    >
      {line && kind !== "article" ? (
        <p className="mb-3 text-sm text-slate-700" data-testid="review-line">
          {line}
        </p>
      ) : null}
      {!editor ? (
        <p className="text-slate-600">Your role may view this page&apos;s drafts, not edit it.</p>
      ) : kind === "article" ? (
        <ArticleForm
          action={saveDraftAction}
          preview={previewMarkdownAction}
          entityKey={entity.key}
          language={parseArticleKey(entity.key)?.language ?? "en"}
          current={fields as ArticleFields}
          authors={authorList}
          reviewerLine={line}
        />
      ) : kind === "campaign" ? (
        <CampaignPageForm action={saveDraftAction} entityKey={entity.key} current={fields} />
      ) : (
        <MedicalPageForm
          action={saveDraftAction}
          kind={kind}
          entityKey={entity.key}
          current={fields}
          descriptionLabel={kind === "test" ? "Why it is done" : "Description"}
          medical={spec.medical}
        />
      )}
    </ConsoleFrame>
  );
}
