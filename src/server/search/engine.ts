import "server-only";
import MiniSearch from "minisearch";

/**
 * One row of `search_documents` as the in-memory index keeps it (src/db/schema/search.ts).
 * `nameKey`/`nameKeyHi` are the names as a normalised query looks, for exact and prefix matches.
 */
export interface SearchDocument {
  articleType: number;
  entityId: number;
  slug: string;
  cityId: number | null;
  title: string;
  titleHi: string | null;
  subtitle: string;
  searchText: string;
  popularity: number;
  nameKey: string;
  nameKeyHi: string | null;
}

/**
 * What ranking needs from a text index (docs/decisions/0016-in-memory-search-index.md): the
 * documents whose names are nearest to a string (typos, a word still being typed), best first,
 * and every document holding each word of a string. Our own code (./index.ts) does the rest:
 * synonyms, intent, city, classes, grouping and ranking. A search service (OpenSearch…) could
 * answer the same two questions (docs/architecture.md "Search past one machine").
 */
export interface TextEngine {
  /**
   * Documents (their positions in the index's list) whose names come close, best first, each
   * with the share of the query's words its name matched (0 to 1).
   */
  nearNames(query: string): Iterable<{ doc: number; share: number }>;
  /** Every document holding each word of `query` (whole words, no typos), in no given order. */
  everyWord(query: string): readonly number[];
}

/**
 * Typos allowed per word: none up to 3 characters (too many words are one letter from a short
 * one), one up to 5 ("kidny"), two from 6 ("repiar" swaps two letters).
 */
export function editsFor(term: string): number {
  const length = [...term].length;
  return length <= 3 ? 0 : length <= 5 ? 1 : 2;
}

/** The last word may still be being typed: it matches as a prefix ("kne" → "knee"). */
const lastWordPrefix = (_term: string, index: number, terms: string[]) =>
  index === terms.length - 1;

/** Documents added between two yields to the event loop (about 10 ms of work). */
const ADD_CHUNK = 1000;

/** MiniSearch's own word splitting: spaces and punctuation (Devanagari marks stay in words). */
const tokenize = (text: string) => text.split(/[\n\r\p{Z}\p{P}]+/u).filter(Boolean);

/** Our normalised queries are lower-case already; the documents' text is lower-cased here. */
const processTerm = (term: string) => term.toLowerCase();

/**
 * MiniSearch over two fields: `name` (English and Hindi names: typos are looked for there, where
 * words are few) and `text` (search_text: every word a patient may type). Ids are positions in the
 * caller's document list, so that nothing is stored twice.
 */
export async function miniSearchEngine(documents: readonly SearchDocument[]): Promise<TextEngine> {
  const index = new MiniSearch<number>({
    fields: ["name", "text"],
    idField: "id",
    storeFields: [],
    processTerm,
    tokenize,
    // Each document is read once while adding: its fields come from the list, not a copy.
    extractField: (position, field) => {
      const doc = documents[position as unknown as number] as SearchDocument;
      if (field === "id") return position as unknown as string;
      if (field === "name") return doc.titleHi ? `${doc.title} ${doc.titleHi}` : doc.title;
      return doc.searchText;
    },
  });
  // In chunks, yielding between them: requests go on being answered (by the previous index)
  // while a new one is built.
  await index.addAllAsync(
    documents.map((_, i) => i),
    { chunkSize: ADD_CHUNK },
  );
  return {
    *nearNames(query) {
      const results = index.search(query, {
        fields: ["name"],
        fuzzy: (term) => editsFor(term),
        maxFuzzy: 2,
        prefix: lastWordPrefix,
        combineWith: "OR",
      });
      const words = new Set(results[0] ? tokenize(query) : []).size || 1;
      for (const r of results) yield { doc: r.id as number, share: r.queryTerms.length / words };
    },
    everyWord(query) {
      return index
        .search(query, { fields: ["name", "text"], combineWith: "AND" })
        .map((r) => r.id as number);
    },
  };
}
