import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { getDraft } from "@/src/server/content-editing/workflow";
import { requireStaff } from "@/src/server/staff/session";
import { DraftPreview } from "../../../_preview/draft-preview";
import { idSegment } from "../../../../_ui/params";

export const metadata: Metadata = { title: "Preview" };

/**
 * /console/content/drafts/{id}/preview?lang=en|hi: the draft rendered by its public page's own
 * component, alone on the page, for the draft page to frame at phone and desktop widths.
 */
export default async function DraftPreviewPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ lang?: string }>;
}) {
  await requireStaff("content.view");
  const id = idSegment((await params).id);
  const lang = (await searchParams).lang === "hi" ? "hi" : "en";
  const found = Number.isSafeInteger(id) ? await getDraft(getDb(), id) : null;
  if (!found) notFound();
  const preview = await DraftPreview({ draft: found.draft, locale: lang });
  if (!preview) notFound();
  return (
    <div lang={lang === "hi" ? "hi-IN" : "en-IN"} className="bg-white" data-testid="page-preview">
      <p className="bg-amber-100 px-4 py-1 text-center text-xs text-amber-950">
        Preview of draft #{found.draft.id}: not published
      </p>
      {preview}
    </div>
  );
}
