/**
 * What the care assistant's answerer is asked and answers (GET /api/chat/answer; the answerer
 * is src/server/chat). Shared by the server and the chat island.
 */
import type { CoverageSummary } from "../coverage/coverage";
import { MAX_QUERY_CHARS } from "../search/query";

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

/** GET /api/chat/answer?q=&city=: the words (1-100 characters) and an optional city id. */
export function parseChatQuestion(search: URLSearchParams): ParsedChatQuestion {
  const text = (search.get("q") ?? "").replace(/\s+/g, " ").trim();
  const city = search.get("city");
  const cityId = city === null || city === "" ? undefined : Number(city);
  const errors: ("q" | "city")[] = [];
  if (!text || [...text].length > MAX_QUERY_CHARS) errors.push("q");
  if (cityId !== undefined && !(Number.isInteger(cityId) && cityId > 0 && cityId < 2 ** 31))
    errors.push("city");
  return errors.length ? { ok: false, errors } : { ok: true, question: { text, cityId } };
}
