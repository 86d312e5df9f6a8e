import "server-only";
import MiniSearch from "minisearch";
import { groupOf } from "@/src/lib/search/query";

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
 * and the documents holding each word of a string, most popular first. Our own code (./index.ts)
 * does the rest: synonyms, intent, city, classes, grouping and ranking. A search service
 * (OpenSearch…) could answer the same questions (docs/architecture.md "Search past one machine").
 *
 * Documents are known by their position in the list the engine was built from, which the caller
 * sorts most popular first: so "most popular first" is simply ascending position.
 */
export interface TextEngine {
  /**
   * Documents whose names come close, up to `perClass` of each class of entity (the catalogue,
   * doctors, hospitals: so that 40,000 doctors cannot crowd out the few treatments a query
   * means), best first, each with the share of the query's words its name matched (at least
   * NEAR_SHARE).
   * `typos`: words a few letters off count too, and the last word as a prefix (what a patient
   * typed; not the synonyms' own words, spelt right and whole). Articles are found by whole
   * words only. `namesTypos` false: doctors' and hospitals' names only as typed (the query holds
   * a medical word, which is no misspelt surname).
   */
  nearNames(
    query: string,
    typos: boolean,
    perClass: number,
    namesTypos?: boolean,
  ): { doc: number; share: number }[];
  /**
   * Documents holding each word of `query` (whole words, no typos), most popular first; within
   * `scope` when given: one group of ArticleTypes (groupOf), one city, or both.
   */
  everyWord(query: string, scope?: Scope): Iterable<number>;
  /** A test of whether a document holds each word of `query`. */
  holdsEveryWord(query: string): (doc: number) => boolean;
}

export interface Scope {
  /** groupOf(articleType): 0 articles, 1 doctors, 2 hospitals… */
  group?: number;
  cityId?: number;
}

/**
 * Typos allowed per word: none up to 3 characters (too many words are one letter from a short
 * one), one up to 5 ("kidny"), two from 6 ("repiar" swaps two letters).
 */
export function editsFor(term: string): number {
  const length = [...term].length;
  return length <= 3 ? 0 : length <= 5 ? 1 : 2;
}

/**
 * The last word may still be being typed: it matches as a prefix ("kne" → "knee"), from 3
 * characters (one or two begin too many names to tell anything: "weight loss s").
 */
const lastWordPrefix = (term: string, index: number, terms: string[]) =>
  index === terms.length - 1 && [...term].length >= 3;

/** Documents added between two yields to the event loop (about 10 ms of work). */
const ADD_CHUNK = 2000;

/** Words: split at spaces and punctuation (Devanagari vowel signs and viramas stay in words). */
export const tokenize = (text: string) =>
  text
    .toLowerCase()
    .split(/[\n\r\p{Z}\p{P}\p{S}]+/u)
    .filter(Boolean);

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every word of every document's `searchText` (and names), each with the ascending positions of
 * the documents holding it: whole-word matches walk the rarest word's list and step through the
 * others, stopping as soon as the caller has enough. MiniSearch scores every match of a common
 * word ("surgery": tens of thousands) before answering; this never does.
 */
export class WordPostings {
  private readonly lists = new Map<string, Int32Array>();
  /** The same kind of list per group of ArticleTypes and per city: scopes are just more lists. */
  private readonly groups = new Map<number, Int32Array>();
  private readonly cities = new Map<number, Int32Array>();

  static async build(documents: readonly SearchDocument[]): Promise<WordPostings> {
    const building = new Map<string, number[]>();
    const groups = new Map<number, number[]>();
    const cities = new Map<number, number[]>();
    const push = <K>(map: Map<K, number[]>, key: K, doc: number) => {
      let list = map.get(key);
      if (!list) {
        list = [];
        map.set(key, list);
      }
      list.push(doc);
    };
    for (let doc = 0; doc < documents.length; doc++) {
      const d = documents[doc] as SearchDocument;
      for (const word of new Set(tokenize(`${d.title} ${d.titleHi ?? ""} ${d.searchText}`)))
        push(building, word, doc);
      push(groups, groupOf(d.articleType), doc);
      if (d.cityId !== null) push(cities, d.cityId, doc);
      if (doc % (ADD_CHUNK * 5) === 0) await yieldToRequests();
    }
    const postings = new WordPostings();
    for (const [word, list] of building) postings.lists.set(word, Int32Array.from(list));
    for (const [g, list] of groups) postings.groups.set(g, Int32Array.from(list));
    for (const [c, list] of cities) postings.cities.set(c, Int32Array.from(list));
    return postings;
  }

  private listsOf(query: string, scope?: Scope): Int32Array[] | undefined {
    const lists: Int32Array[] = [];
    for (const word of new Set(tokenize(query))) {
      const list = this.lists.get(word);
      if (!list) return undefined;
      lists.push(list);
    }
    if (lists.length === 0) return undefined;
    if (scope?.group !== undefined) {
      const list = this.groups.get(scope.group);
      if (!list) return undefined;
      lists.push(list);
    }
    if (scope?.cityId !== undefined) {
      const list = this.cities.get(scope.cityId);
      if (!list) return undefined;
      lists.push(list);
    }
    return lists.sort((a, b) => a.length - b.length);
  }

  /** The rarest list walked, the others searched from where the last step left them. */
  *every(query: string, scope?: Scope): Generator<number> {
    const lists = this.listsOf(query, scope);
    if (!lists) return;
    const [rarest, ...others] = lists as [Int32Array, ...Int32Array[]];
    const at = others.map(() => 0);
    outer: for (const doc of rarest) {
      for (let k = 0; k < others.length; k++) {
        const list = others[k] as Int32Array;
        const p = lowerBound(list, doc, at[k] as number);
        at[k] = p;
        if (p >= list.length) return;
        if (list[p] !== doc) continue outer;
      }
      yield doc;
    }
  }

  holds(query: string): (doc: number) => boolean {
    const lists = this.listsOf(query);
    if (!lists) return () => false;
    return (doc) => lists.every((list) => list[lowerBound(list, doc, 0)] === doc);
  }
}

/** The first position from `from` whose value is at least `value` (galloping, then halving). */
function lowerBound(list: Int32Array, value: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < list.length && (list[hi] as number) < value) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  let lo = from;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The classes whose names are searched apart (ArticleTypes: src/lib/search/query.ts). */
export const NAME_CLASSES: readonly (readonly number[])[] = [[3, 4, 7, 8, 9], [1], [2]];
/**
 * A word in more than this share of a class's names ("dr", "hospital", "super speciality") is
 * left out of its names index: it tells nothing apart, and matching it would score thousands of
 * names per search. Such words are still matched whole by the word postings.
 */
const COMMON_SHARE = 0.03;
const COMMON_MIN = 300;

/**
 * A name counts as near when it matched at least half of the query's words (a typo in each
 * counts): "asha sharma gmail com" must not find "… Insurance Company" by its last word.
 */
export const NEAR_SHARE = 0.5;

export const nameOf = (d: SearchDocument) => (d.titleHi ? `${d.title} ${d.titleHi}` : d.title);

interface NameClass {
  index: MiniSearch<number>;
  common: ReadonlySet<string>;
}

async function nameClass(
  documents: readonly SearchDocument[],
  members: readonly number[],
): Promise<NameClass> {
  const frequency = new Map<string, number>();
  for (const i of members)
    for (const word of new Set(tokenize(nameOf(documents[i] as SearchDocument))))
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const limit = Math.max(COMMON_MIN, members.length * COMMON_SHARE);
  const common = new Set([...frequency].filter(([, n]) => n > limit).map(([w]) => w));
  const index = new MiniSearch<number>({
    fields: ["name"],
    idField: "id",
    storeFields: [],
    tokenize,
    processTerm: (term) => (common.has(term) ? null : term),
    // Each document is read once while adding: its name comes from the list, not a copy.
    extractField: (position, field) =>
      field === "id"
        ? (position as unknown as string)
        : nameOf(documents[position as unknown as number] as SearchDocument),
  });
  // In chunks, yielding between them: requests go on being answered (by the previous index)
  // while a new one is built.
  await index.addAllAsync(members, { chunkSize: ADD_CHUNK });
  return { index, common };
}

/**
 * MiniSearch over the names of each class (English and Hindi: typos are looked for there, where
 * words are few, and prefixes for the word being typed), and our word postings over everything a
 * patient may type. Ids are positions in the caller's document list, so nothing is stored twice.
 */
export async function miniSearchEngine(documents: readonly SearchDocument[]): Promise<TextEngine> {
  const members = NAME_CLASSES.map(() => [] as number[]);
  documents.forEach((d, i) => {
    const k = NAME_CLASSES.findIndex((types) => types.includes(d.articleType));
    if (k >= 0) members[k]?.push(i);
  });
  const classes: NameClass[] = [];
  for (const list of members) classes.push(await nameClass(documents, list));
  const words = await WordPostings.build(documents);
  return {
    nearNames(query, typos, perClass, namesTypos = true) {
      const found: { doc: number; share: number }[] = [];
      const terms = [...new Set(tokenize(query))];
      for (const [k, { index, common }] of classes.entries()) {
        // Class 0 is the catalogue; the others are people's and places' names.
        const fuzzy = typos && (k === 0 || namesTypos);
        const count = terms.filter((t) => !common.has(t)).length;
        if (count === 0) continue;
        const results = index.search(query, {
          fuzzy: fuzzy ? (term) => editsFor(term) : false,
          maxFuzzy: 2,
          prefix: fuzzy ? lastWordPrefix : false,
          combineWith: "OR",
        });
        let taken = 0;
        for (const r of results) {
          const share = r.queryTerms.length / count;
          if (share < NEAR_SHARE) continue;
          found.push({ doc: r.id as number, share });
          if (++taken >= perClass) break;
        }
      }
      return found;
    },
    everyWord: (query, scope) => words.every(query, scope),
    holdsEveryWord: (query) => words.holds(query),
  };
}
