/**
 * The rules of one search vocabulary term (content kind `search_term`, key: the term as a query
 * is normalised). What a term means decides where a patient's words lead, a medical claim, so a
 * reviewer signs every change off (docs/decisions/0039-search-vocabulary-signed-off.md). Pure:
 * the server decides with these rules and the console's form shows the same messages.
 *
 * The field `meaning` holds the term's expansions as the search reads them (catalogue names
 * normalised, or a `service:<page>` / `not-covered:<topic>` answer), sorted and joined by "; ",
 * so the version diff is exactly what was added and removed. An empty meaning is a term that
 * is not in the vocabulary: publishing it removes the term.
 */
import { hasBrokenEncoding, hasHiddenCharacters } from "@/src/lib/text";
import { normaliseQuery } from "@/src/lib/search/query";
import type { Checked, ContentFields, FieldProblem } from "./fields";

/** A term is a few words a patient types ("ghutne mein dard"), never a sentence. */
export const MAX_TERM_CHARS = 80;
/** Meanings per term (the data file's longest has a handful). */
export const MAX_MEANINGS = 12;
/** The guidance the console shows beside the meaning (SR-32's rule, the data file's review). */
export const SYMPTOM_RULE =
  "A symptom never maps to a single serious diagnosis: lead it to the department and the conditions it is commonly about.";

export interface SearchTermFields extends ContentFields {
  meaning: string;
}

const ANSWER = /^(service|not-covered):[a-z0-9-]{1,60}$/;
/** Whether a meaning names an answer (a service page, a topic not covered) not catalogue words. */
export const isAnswer = (meaning: string) => ANSWER.test(meaning);

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

/**
 * A term as typed to its key (the form search normalises queries to), or why it cannot be one.
 * Checked on the raw text: a control character is refused, not silently turned into a space.
 */
export function parseTerm(raw: unknown): { ok: true; term: string } | { ok: false; error: string } {
  const text = typeof raw === "string" ? raw : "";
  if (hasControl(text) || hasHiddenCharacters(text) || hasBrokenEncoding(text)) {
    return { ok: false, error: "The term holds a control or invisible character: type it again." };
  }
  const term = normaliseQuery(text);
  if (!term) return { ok: false, error: "Type the term a patient searches for." };
  if ([...term].length > MAX_TERM_CHARS) {
    return {
      ok: false,
      error: `A term is at most ${MAX_TERM_CHARS} characters (${[...term].length} typed).`,
    };
  }
  return { ok: true, term };
}

/** The meanings of a stored or posted list ("a; b", or one a line), normalised, blanks dropped. */
export function meaningsOf(value: unknown): string[] {
  if (typeof value !== "string") return [];
  return value
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (isAnswer(s.toLowerCase()) ? s.toLowerCase() : normaliseQuery(s)));
}

/** The stored form: sorted, each once, "; " between. */
export function joinMeanings(meanings: readonly string[]): string {
  return [...new Set(meanings)].sort().join("; ");
}

/**
 * The editor's meaning as posted. `published`: the meaning on the site now (empty: no such term).
 * `input.adding` says the editor adds a new term (refused if it exists); `input.meaningBase`, when
 * sent, is the meaning the form was opened on: a different published one means someone published
 * a change meanwhile, and saving would silently undo it.
 */
export function checkSearchTerm(
  input: Record<string, unknown>,
  published: ContentFields | null = null,
): Checked<SearchTermFields> {
  const raw = input.meaning;
  if (typeof raw !== "string") {
    return {
      ok: false,
      problems: [{ field: "meaning", message: "Send the meaning (one catalogue name a line)." }],
    };
  }
  const now = String(published?.meaning ?? "");
  if (input.adding === "1" && now) {
    return {
      ok: false,
      problems: [
        { field: "", message: "This term is already in the vocabulary: edit it instead." },
      ],
    };
  }
  if (
    typeof input.meaningBase === "string" &&
    joinMeanings(meaningsOf(input.meaningBase)) !== now
  ) {
    return {
      ok: false,
      problems: [
        {
          field: "",
          message:
            "The term's meaning was changed and published since you opened this form: reload the page and make your change again.",
        },
      ],
    };
  }
  const problems: FieldProblem[] = [];
  if (hasControl(raw.replace(/\r?\n/g, ""))) {
    problems.push({ field: "meaning", message: "The meaning holds a control character." });
  }
  const meanings = meaningsOf(raw);
  const bad = meanings.find((m) => !m || [...m].length > 120);
  const rawItems = raw
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const badAnswer = rawItems.find((s) => s.includes(":") && !isAnswer(s.toLowerCase()));
  if (badAnswer !== undefined || bad !== undefined) {
    problems.push({
      field: "meaning",
      message: `"${(badAnswer ?? bad ?? "").slice(0, 60)}" is neither a catalogue name nor a service:<page> or not-covered:<topic> answer.`,
    });
  }
  if (meanings.length > MAX_MEANINGS) {
    problems.push({
      field: "meaning",
      message: `A term has at most ${MAX_MEANINGS} meanings (${meanings.length} listed).`,
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { meaning: joinMeanings(meanings) } };
}
