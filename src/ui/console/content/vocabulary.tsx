import { meaningsOf, SYMPTOM_RULE } from "@/src/lib/content-editing/search-terms";

/** A term's page in the console (the term is any text: encoded as one path segment). */
export function vocabularyTermPath(term: string): string {
  return `/console/content/vocabulary/${encodeURIComponent(term)}`;
}

/** The rule a reviewer checks every meaning against, shown where a meaning is made or judged. */
export function SymptomRule() {
  return (
    <p
      role="note"
      className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-testid="symptom-rule"
    >
      {SYMPTOM_RULE}
    </p>
  );
}

/** A search term draft's preview: what a search for the term will read it as. */
export function SearchTermPreview({ term, meaning }: { term: string; meaning: string }) {
  const meanings = meaningsOf(meaning);
  return (
    <div className="rounded-md border border-dashed border-slate-300 p-3 text-sm">
      <SymptomRule />
      {meanings.length === 0 ? (
        <p>
          Once signed off and published, the search no longer knows &ldquo;{term}&rdquo; as a
          vocabulary term.
        </p>
      ) : (
        <>
          <p>
            Once signed off and published, a search for &ldquo;{term}&rdquo; on every instance
            within seconds, in English and Hindi, reads it as:
          </p>
          <ul className="mt-1 list-disc pl-5" data-testid="term-meanings">
            {meanings.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
