"use client";

import { useActionState, useId, useState } from "react";
import { joinMeanings, meaningsOf } from "@/src/lib/content-editing/search-terms";
import { normaliseQuery } from "@/src/lib/search/query";
import { FormError } from "../fields";
import { INPUT_CLASS, Problems, type SaveAction, SaveButton } from "./form-parts";

const button =
  "min-h-11 rounded-md border border-slate-300 bg-white px-3 text-left font-medium text-slate-900 hover:bg-slate-50";

export interface MeaningChoice {
  word: string;
  label: string;
}

/**
 * A vocabulary term's meaning as removable chips, each picked from the catalogue's names (or a
 * service / not-covered answer) by typing. Saving makes a draft a reviewer signs off; `term`
 * null: the editor adds a new term and types it here.
 */
export function SearchTermForm({
  action,
  term,
  published,
  choices,
}: {
  action: SaveAction;
  term: string | null;
  /** The meanings on the site now (stored words). */
  published: readonly string[];
  choices: readonly MeaningChoice[];
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [selected, setSelected] = useState<string[]>([...published]);
  const [typed, setTyped] = useState("");
  const pickId = useId();
  const termId = useId();
  const listId = useId();
  const byWord = new Map(choices.map((c) => [c.word, c.label]));
  const problems = state.problems ?? [];
  const changed = joinMeanings(selected) !== joinMeanings(published);
  // A pick is its label as the list shows it, or a catalogue name typed whole.
  const pick = () => {
    const text = typed.trim();
    if (!text) return;
    const found = choices.find((c) => c.label === text || c.word === normaliseQuery(text));
    const word = found?.word ?? meaningsOf(text)[0] ?? text;
    setSelected((s) => (s.includes(word) ? s : [...s, word]));
    setTyped("");
  };
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid="search-term-form">
      <input type="hidden" name="kind" value="search_term" />
      {term === null ? (
        <div>
          <label htmlFor={termId} className="text-sm font-medium">
            Term (as a patient types it)
          </label>
          <input
            id={termId}
            name="key"
            required
            maxLength={200}
            autoComplete="off"
            className={INPUT_CLASS}
          />
          <input type="hidden" name="adding" value="1" />
        </div>
      ) : (
        <input type="hidden" name="key" value={term} />
      )}
      <input type="hidden" name="meaning" value={joinMeanings(selected)} />
      <input type="hidden" name="meaningBase" value={joinMeanings(published)} />
      <FormError message={problems.find((p) => p.field === "")?.message} />
      <div>
        <h3 className="text-sm font-semibold">Means ({selected.length})</h3>
        {selected.length === 0 ? (
          <p className="text-sm text-slate-600">
            Nothing: saved like this, the term leaves the vocabulary.
          </p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2" data-testid="meanings-selected">
            {selected.map((word) => (
              <li key={word}>
                <button
                  type="button"
                  className={`${button} inline-flex items-center gap-2`}
                  onClick={() => setSelected((s) => s.filter((x) => x !== word))}
                  aria-label={`Remove ${byWord.get(word) ?? word}`}
                >
                  {byWord.get(word) ?? word}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Problems problems={problems} field="meaning" />
      </div>
      <div>
        <label htmlFor={pickId} className="text-sm font-medium">
          Add a condition, treatment, department or test
        </label>
        <div className="flex gap-2">
          <input
            id={pickId}
            list={listId}
            value={typed}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                pick();
              }
            }}
            className={INPUT_CLASS}
          />
          <button type="button" className={`${button} mt-1`} onClick={pick}>
            Add
          </button>
        </div>
        <datalist id={listId}>
          {choices.map((c) => (
            <option key={c.word} value={c.label} />
          ))}
        </datalist>
      </div>
      <SaveButton pending={pending} disabled={term !== null && !changed} />
    </form>
  );
}
