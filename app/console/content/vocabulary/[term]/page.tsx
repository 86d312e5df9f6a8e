import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { can } from "@/src/lib/console/permissions";
import { meaningsOf } from "@/src/lib/content-editing/search-terms";
import { ContentError } from "@/src/server/content-editing/actor";
import { type LoadedEntity, loadEntity } from "@/src/server/content-editing/entities";
import { vocabularyChoices } from "@/src/server/content-editing/vocabulary";
import { requireStaff } from "@/src/server/staff/session";
import { SearchTermForm } from "@/src/ui/console/content/search-term-form";
import { SymptomRule } from "@/src/ui/console/content/vocabulary";
import { ConsoleFrame } from "../../../_ui/frame";
import { keySegment } from "../../../_ui/params";
import { saveDraftAction } from "../../actions";

export const metadata: Metadata = { title: "Search term" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";

/** /console/content/vocabulary/{term}: what one term means, and the editor's form to change it. */
export default async function TermPage({ params }: { params: Promise<{ term: string }> }) {
  const staff = await requireStaff("content.view");
  const raw = keySegment((await params).term, { decode: true });
  let entity: LoadedEntity;
  try {
    entity = await loadEntity(getDb(), "search_term", raw);
  } catch (error) {
    if (error instanceof ContentError) notFound();
    throw error;
  }
  const published = meaningsOf(entity.fields?.meaning);
  const editor = can(staff.role, "content.edit");
  const choices = editor ? await vocabularyChoices(getDb()) : [];
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title={`Search term “${entity.key}”`}
      actions={
        <>
          <Link className={link} href="/console/content/vocabulary">
            Vocabulary
          </Link>
          <Link
            className={link}
            href={`/console/content/history/search_term/${encodeURIComponent(entity.key)}`}
          >
            History
          </Link>
        </>
      }
    >
      <SymptomRule />
      <p className="mb-3 text-sm" data-testid="term-published">
        {published.length > 0
          ? `Means now: ${published.join("; ")}.`
          : "Not in the vocabulary: saving a meaning adds it."}
      </p>
      {editor ? (
        <SearchTermForm
          action={saveDraftAction}
          term={entity.key}
          published={published}
          choices={choices}
        />
      ) : null}
    </ConsoleFrame>
  );
}
