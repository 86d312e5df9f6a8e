import "server-only";
import { asc, ilike, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  conditions,
  departments,
  diagnosticTests,
  searchSynonyms,
  treatments,
} from "@/src/db/schema";
import { getMessages } from "@/src/lib/i18n";
import { normaliseQuery } from "@/src/lib/search/query";

/** Terms a page of the console's vocabulary list shows (a phone's few screens). */
export const TERMS_PER_PAGE = 50;

/**
 * One page of the search vocabulary, terms holding `q` (as a query is normalised), by term.
 * `page` past the last gives the last.
 */
export async function vocabularyPage(db: Database, q: string, page: number) {
  const wanted = normaliseQuery(q);
  // The term is matched literally: a % or _ typed is no wildcard.
  const where = wanted
    ? ilike(searchSynonyms.term, `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  const total = await db.$count(searchSynonyms, where);
  const pages = Math.max(1, Math.ceil(total / TERMS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await db
    .select()
    .from(searchSynonyms)
    .where(where ?? sql`true`)
    .orderBy(asc(searchSynonyms.term))
    .limit(TERMS_PER_PAGE)
    .offset((current - 1) * TERMS_PER_PAGE);
  return { q: wanted, total, page: current, pages, rows };
}

export interface VocabularyChoice {
  /** As stored in the vocabulary: a normalised catalogue name or `service:` / `not-covered:`. */
  word: string;
  /** What the editor reads: "Knee Replacement (treatment)". */
  label: string;
}

/** What a term may mean: the catalogue's names by kind, and the answers the search knows. */
export async function vocabularyChoices(db: Database): Promise<VocabularyChoice[]> {
  const kinds = [
    ["condition", conditions],
    ["treatment", treatments],
    ["department", departments],
    ["test", diagnosticTests],
  ] as const;
  const named = await Promise.all(
    kinds.map(async ([noun, table]) =>
      (await db.select({ name: table.name }).from(table).orderBy(asc(table.name))).map((r) => ({
        word: normaliseQuery(r.name),
        label: `${r.name} (${noun})`,
      })),
    ),
  );
  const search = getMessages("en").shell.search;
  const answers = [
    ...Object.entries(search.services).map(([slug, title]) => ({
      word: `service:${slug}`,
      label: `${title} (service page)`,
    })),
    ...Object.keys(search.notCovered).map((slug) => ({
      word: `not-covered:${slug}`,
      label: `Not covered: ${slug} (offers a care expert)`,
    })),
  ];
  // A name two kinds share ("cataract" the condition and its operation) is one word to search.
  const byWord = new Map<string, VocabularyChoice>();
  for (const c of [...named.flat(), ...answers]) if (!byWord.has(c.word)) byWord.set(c.word, c);
  return [...byWord.values()];
}
