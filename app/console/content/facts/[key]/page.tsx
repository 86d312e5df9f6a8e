import { asc } from "drizzle-orm";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { insurers } from "@/src/db/schema";
import {
  CHECK_INTERVAL_DAYS,
  dueOn,
  FACT_TITLES,
  istDay,
  isStale,
  parseFactKey,
} from "@/src/lib/content-editing/facts";
import { ContentError } from "@/src/server/content-editing/actor";
import type { LoadedEntity } from "@/src/server/content-editing/entities";
import { loadFact } from "@/src/server/content-editing/facts";
import { requireStaff } from "@/src/server/staff/session";
import { FactForm, RecheckForm } from "@/src/ui/console/content/facts-form";
import { ConsoleFrame } from "../../../_ui/frame";
import { keySegment } from "../../../_ui/params";
import { recheckFactAction, saveFactDraftAction } from "../../facts-actions";

export const metadata: Metadata = { title: "Verified fact" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";

/** /console/content/facts/{doctor|hospital}:{slug}:{fact}: one verified fact, edited or re-checked. */
export default async function FactPage({
  params,
  searchParams,
}: {
  params: Promise<{ key: string }>;
  searchParams: Promise<{ done?: string }>;
}) {
  const staff = await requireStaff("content.edit");
  const key = keySegment((await params).key, { decode: true });
  const parsed = parseFactKey(key);
  if (!parsed) notFound();
  const db = getDb();
  let entity: LoadedEntity;
  try {
    entity = await loadFact(db, key);
  } catch (error) {
    if (error instanceof ContentError) notFound();
    throw error;
  }
  const f = entity.fields ?? {};
  const checkedOn = typeof f.checkedOn === "string" ? f.checkedOn : null;
  const now = new Date();
  const stale = isStale(parsed.kind, checkedOn, now);
  const insurerList =
    parsed.kind === "insurers"
      ? await db
          .select({ slug: insurers.slug, name: insurers.name })
          .from(insurers)
          .orderBy(asc(insurers.type), asc(insurers.name))
      : [];
  const done = (await searchParams).done;
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title={entity.title}
      actions={
        <>
          <Link className={link} href={`/console/content/profiles/${parsed.owner}/${parsed.slug}`}>
            Profile
          </Link>
          <Link className={link} href={`/${parsed.owner}/${parsed.slug}`} target="_blank">
            Open the page
          </Link>
          <Link className={link} href={`/console/content/history/fact/${key}`}>
            History
          </Link>
        </>
      }
    >
      {done === "rechecked" ? (
        <p
          role="status"
          className="mb-4 rounded-md bg-teal-50 px-3 py-2 text-sm text-teal-950"
          data-testid="done"
        >
          Marked re-checked today: the page shows the new date now.
        </p>
      ) : null}
      <section
        aria-labelledby="last-check"
        className={`mb-4 rounded-lg border p-3 ${stale ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
        data-testid="last-check"
      >
        <h2 id="last-check" className="font-semibold">
          {FACT_TITLES[parsed.kind]}: last check
        </h2>
        <p className="text-sm">
          {checkedOn ? (
            <>
              Checked on <strong>{checkedOn}</strong>
              {f.source ? <> against {String(f.source)}</> : null}; good until{" "}
              {dueOn(parsed.kind, checkedOn)} (every {CHECK_INTERVAL_DAYS[parsed.kind]} days).{" "}
              {stale ? <strong className="text-amber-950">Overdue.</strong> : null}
            </>
          ) : (
            <strong className="text-amber-950">Never checked: fill in the form below.</strong>
          )}
        </p>
        {checkedOn && f.source ? (
          <div className="mt-3">
            <RecheckForm
              action={recheckFactAction}
              entityKey={key}
              source={String(f.source)}
              sourceUrl={f.sourceUrl ? String(f.sourceUrl) : null}
            />
          </div>
        ) : null}
      </section>
      <h2 className="mb-2 text-lg font-semibold">Change the value</h2>
      <FactForm
        action={saveFactDraftAction}
        kind={parsed.kind}
        entityKey={key}
        current={f}
        today={istDay(now)}
        insurers={insurerList}
      />
    </ConsoleFrame>
  );
}
