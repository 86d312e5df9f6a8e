import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/src/db";
import { controlCharacterParam, firstValue, queryProblem } from "@/src/lib/console/input";
import {
  isPageKind,
  kindSpec,
  PAGE_KINDS,
  type PageKind,
} from "@/src/server/content-editing/kinds";
import { requireStaff } from "@/src/server/staff/session";
import { BadInput } from "@/src/ui/console/bad-input";
import { ConsoleFrame } from "../../_ui/frame";

export const metadata: Metadata = { title: "Medical pages and articles" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";
const TITLES: Record<PageKind, string> = {
  condition: "Conditions",
  test: "Tests",
  department: "Departments",
  article: "Articles",
  campaign: "Campaign pages",
};

/**
 * /console/content/pages?kind=condition&q=…: the conditions, tests, departments, articles and
 * campaign pages.
 */
export default async function MedicalPagesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff("content.view");
  const query = await searchParams;
  const control = controlCharacterParam(query);
  if (control !== null) {
    return (
      <ConsoleFrame staff={staff} section="/console/content" title="Medical pages and articles">
        <BadInput problem={queryProblem.control(control)} back="/console/content/pages" />
      </ConsoleFrame>
    );
  }
  const params = { kind: firstValue(query.kind), q: firstValue(query.q) };
  const kind: PageKind = params.kind && isPageKind(params.kind) ? params.kind : "condition";
  const q = (params.q ?? "").trim().toLowerCase().slice(0, 100);
  const all = (await kindSpec(kind)?.list(getDb())) ?? [];
  const shown = q ? all.filter((e) => e.title.toLowerCase().includes(q) || e.key.includes(q)) : all;
  return (
    <ConsoleFrame staff={staff} section="/console/content" title="Medical pages and articles">
      <nav aria-label="Kinds" className="mb-3 flex flex-wrap gap-2">
        {PAGE_KINDS.map((k) => (
          <Link
            key={k}
            href={`/console/content/pages?kind=${k}`}
            aria-current={k === kind ? "page" : undefined}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 aria-[current=page]:border-teal-800 aria-[current=page]:bg-teal-800 aria-[current=page]:text-white"
          >
            {TITLES[k]}
          </Link>
        ))}
      </nav>
      <form className="mb-4 flex flex-wrap items-end gap-3" method="get">
        <input type="hidden" name="kind" value={kind} />
        <label className="block grow">
          <span className="block text-sm font-medium text-slate-800">Name or slug</span>
          <input
            name="q"
            defaultValue={q}
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
      <p className="mb-2 text-sm text-slate-600">
        {shown.length} of {all.length} {TITLES[kind].toLowerCase()}
        {kind === "department" || kind === "campaign"
          ? " (no medical sign-off needed)"
          : " (medical: a reviewer signs off)"}
      </p>
      <ul className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="page-list">
        {shown.map((e) => (
          <li key={e.key}>
            <Link
              className={link}
              href={`/console/content/pages/${kind}/${encodeURIComponent(e.key)}`}
            >
              {e.title}
            </Link>
          </li>
        ))}
      </ul>
    </ConsoleFrame>
  );
}
