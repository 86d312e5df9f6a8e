import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/src/db";
import { controlCharacterParam, firstValue, queryProblem } from "@/src/lib/console/input";
import { findProfiles } from "@/src/server/content-editing/console";
import { requireStaff } from "@/src/server/staff/session";
import { BadInput } from "@/src/ui/console/bad-input";
import { ConsoleFrame } from "../../_ui/frame";

export const metadata: Metadata = { title: "Hospitals and doctors" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";

/** /console/content/profiles?kind=hospital&q=…: find a hospital or doctor to edit. */
export default async function ProfilesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff("content.edit");
  const query = await searchParams;
  const control = controlCharacterParam(query);
  if (control !== null) {
    return (
      <ConsoleFrame staff={staff} section="/console/content" title="Hospitals and doctors">
        <BadInput problem={queryProblem.control(control)} back="/console/content/profiles" />
      </ConsoleFrame>
    );
  }
  const params = { kind: firstValue(query.kind), q: firstValue(query.q) };
  const kind = params.kind === "doctor" ? "doctor" : "hospital";
  const q = (params.q ?? "").trim().slice(0, 100);
  const found = q ? await findProfiles(getDb(), kind, q) : [];
  return (
    <ConsoleFrame staff={staff} section="/console/content" title="Hospitals and doctors">
      <form className="mb-4 grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end" method="get">
        <label className="block">
          <span className="block text-sm font-medium text-slate-800">Which</span>
          <select
            name="kind"
            defaultValue={kind}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3"
          >
            <option value="hospital">Hospitals</option>
            <option value="doctor">Doctors</option>
          </select>
        </label>
        <label className="block">
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
      {q && found.length === 0 ? <p className="text-slate-600">Nothing matches.</p> : null}
      <ul className="grid gap-x-4 sm:grid-cols-2" data-testid="profile-list">
        {found.map((p) => (
          <li key={p.slug}>
            <Link className={link} href={`/console/content/profiles/${kind}/${p.slug}`}>
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    </ConsoleFrame>
  );
}
