import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/src/db";
import { vocabularyChoices } from "@/src/server/content-editing/vocabulary";
import { requireStaff } from "@/src/server/staff/session";
import { SearchTermForm } from "@/src/ui/console/content/search-term-form";
import { SymptomRule } from "@/src/ui/console/content/vocabulary";
import { ConsoleFrame } from "../../../_ui/frame";
import { saveDraftAction } from "../../actions";

export const metadata: Metadata = { title: "Add a search term" };

/** /console/content/vocabulary/new: an editor adds a term (a reviewer signs it off). */
export default async function NewTermPage() {
  const staff = await requireStaff("content.edit");
  const choices = await vocabularyChoices(getDb());
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title="Add a search term"
      actions={
        <Link
          className="inline-flex min-h-11 items-center text-teal-800 underline"
          href="/console/content/vocabulary"
        >
          Vocabulary
        </Link>
      }
    >
      <SymptomRule />
      <SearchTermForm action={saveDraftAction} term={null} published={[]} choices={choices} />
    </ConsoleFrame>
  );
}
