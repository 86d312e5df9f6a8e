/**
 * What the care assistant's answerer is asked and answers (GET /api/chat/answer; the answerer
 * is src/server/chat). Shared by the server and the chat island.
 */
import type { CoverageSummary } from "../coverage/coverage";
import { MAX_QUERY_CHARS } from "../search/query";

/**
 * The longest question the chat takes (CH-5): a patient describing a parent's condition needs
 * more than a search box's 100 characters; the field says the limit and the server refuses more.
 */
export const CHAT_QUESTION_MAX = 500;

/**
 * The question in pieces the search index takes (at most MAX_QUERY_CHARS each), cut between
 * words: the answerer reads them in order until one names a treatment, condition or department.
 */
export function questionPieces(text: string, max = MAX_QUERY_CHARS): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const w = [...word].length > max ? [...word].slice(0, max).join("") : word;
    const next = current ? `${current} ${w}` : w;
    if ([...next].length > max) {
      if (current) pieces.push(current);
      current = w;
    } else {
      current = next;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

export interface ChatQuestion {
  /** The patient's words: a treatment, a symptom, a question. */
  text: string;
  /** The chosen city, for the cost there. */
  cityId?: number;
}

export interface ChatLink {
  name: string;
  nameHi: string | null;
  url: string;
}

export interface ChatAnswer {
  /** The catalogue entry the words were read as; null when nothing matched. */
  match: (ChatLink & { kind: "treatment" | "condition" | "department" }) | null;
  /** The treatment's facts (a condition's first treatment's). */
  treatment:
    | (ChatLink & {
        costUrl: string;
        department: string;
        hospitalStayDays: number | null;
        recoveryDays: number | null;
        /** In the chosen city; null when no city was given or its cost is not known. */
        cost: { minCost: number; maxCost: number } | null;
        /** How insurance treats it (src/lib/coverage), for the answer's insurance line. */
        coverage: CoverageSummary;
      })
    | null;
  /** The treatments for a condition. */
  related: ChatLink[];
}

export type ParsedChatQuestion =
  | { ok: true; question: ChatQuestion }
  | { ok: false; errors: ("q" | "city")[] };

/** GET /api/chat/answer?q=&city=: the words (1-500 characters) and an optional city id. */
export function parseChatQuestion(search: URLSearchParams): ParsedChatQuestion {
  const text = (search.get("q") ?? "").replace(/\s+/g, " ").trim();
  const city = search.get("city");
  const cityId = city === null || city === "" ? undefined : Number(city);
  const errors: ("q" | "city")[] = [];
  if (!text || [...text].length > CHAT_QUESTION_MAX) errors.push("q");
  if (cityId !== undefined && !(Number.isInteger(cityId) && cityId > 0 && cityId < 2 ** 31))
    errors.push("city");
  return errors.length ? { ok: false, errors } : { ok: true, question: { text, cityId } };
}
