import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/src/db";
import { controlCharacterParam, firstValue, queryProblem } from "@/src/lib/console/input";
import { can } from "@/src/lib/console/permissions";
import { vocabularyPage } from "@/src/server/content-editing/vocabulary";
import { requireStaff } from "@/src/server/staff/session";
import { BadInput } from "@/src/ui/console/bad-input";
import { SymptomRule, vocabularyTermPath } from "@/src/ui/console/content/vocabulary";
import { ConsoleFrame } from "../../_ui/frame";

export const metadata: Metadata = { title: "Search vocabulary" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";

/**
 * /console/content/vocabulary?q=…&page=…: the search's lay vocabulary, found by term, a page of
 * terms at a time; each term's page changes what it means (a reviewer signs it off).
 */
export default async function VocabularyPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff("content.view");
  const query = await searchParams;
  const control = controlCharacterParam(query);
  if (control !== null) {
    return (
      <ConsoleFrame staff={staff} section="/console/content" title="Search vocabulary">
        <BadInput problem={queryProblem.control(control)} back="/console/content/vocabulary" />
      </ConsoleFrame>
    );
  }
  const q = (firstValue(query.q) ?? "").slice(0, 100);
  const asked = Number.parseInt(firstValue(query.page) ?? "1", 10);
  const list = await vocabularyPage(getDb(), q, Number.isSafeInteger(asked) ? asked : 1);
  const pageHref = (page: number) =>
    `/console/content/vocabulary?${new URLSearchParams({ ...(list.q ? { q: list.q } : {}), page: String(page) })}`;
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title="Search vocabulary"
      actions={
        can(staff.role, "content.edit") ? (
          <Link className={link} href="/console/content/vocabulary/new">
            Add a term
          </Link>
        ) : null
      }
    >
      <p className="mb-2 text-sm text-slate-600">
        The words patients search with and what the search reads them as. Every change is a medical
        claim: a reviewer signs it off, and the search uses it within seconds.
      </p>
      <SymptomRule />
      <form className="mb-4 flex flex-wrap items-end gap-3" method="get">
        <label className="block grow">
          <span className="block text-sm font-medium text-slate-800">Term</span>
          <input
            name="q"
            type="search"
            defaultValue={list.q}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3"
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-md bg-teal-800 px-4 font-semibold text-white hover:bg-teal-900"
        >
          Find
        </button>
      </form>
      <p className="mb-2 text-sm text-slate-600" data-testid="term-count">
        {list.total} terms{list.q ? ` holding “${list.q}”` : ""} · page {list.page} of {list.pages}
      </p>
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        data-testid="term-list"
      >
        {list.rows.map((r) => (
          <li key={r.term} className="px-3 py-1">
            <Link className={`${link} break-all`} href={vocabularyTermPath(r.term)}>
              {r.term}
            </Link>
            <span className="block text-sm break-words text-slate-600">
              {r.expansions.join("; ")}
            </span>
          </li>
        ))}
      </ul>
      <nav aria-label="Pages" className="mt-3 flex flex-wrap gap-4">
        {list.page > 1 ? (
          <Link className={link} href={pageHref(list.page - 1)}>
            Previous
          </Link>
        ) : null}
        {list.page < list.pages ? (
          <Link className={link} href={pageHref(list.page + 1)}>
            Next
          </Link>
        ) : null}
      </nav>
    </ConsoleFrame>
  );
}
