import Link from "next/link";
import {
  FACT_TITLES,
  type FactOwner,
  factFormPath,
  factKey,
  isStale,
  type PublishedFact,
} from "@/src/lib/content-editing/facts";
import { fieldLabel, showValue } from "@/src/lib/content-editing/fields";

/** A profile page's verified facts: each value, its last check, and the link to its form. */
export function FactLinks({
  owner,
  slug,
  facts,
}: {
  owner: FactOwner;
  slug: string;
  facts: readonly PublishedFact[];
}) {
  if (facts.length === 0) return null;
  const now = new Date();
  return (
    <section aria-labelledby="facts" className="mt-6" data-testid="fact-links">
      <h2 id="facts" className="mb-2 text-lg font-semibold">
        Verified facts
      </h2>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {facts.map((f) => {
          const stale = isStale(f.kind, f.check?.checkedOn ?? null, now);
          return (
            <li key={f.kind} className="px-3 py-2">
              <Link
                className="inline-flex min-h-11 items-center font-medium text-teal-800 underline"
                href={factFormPath(factKey(owner, slug, f.kind))}
              >
                {FACT_TITLES[f.kind]}
              </Link>
              {stale ? (
                <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-950">
                  {f.check ? "overdue" : "never checked"}
                </span>
              ) : null}
              <p className="text-sm break-words text-slate-700">
                {Object.entries(f.value)
                  .map(([k, v]) => `${fieldLabel(k)}: ${showValue(k, v)}`)
                  .join(" · ")}
              </p>
              <p className="text-xs text-slate-600">
                {f.check ? `Checked ${f.check.checkedOn} · ${f.check.source}` : "Never checked"}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
