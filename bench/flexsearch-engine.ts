/**
 * FlexSearch behind our TextEngine interface, for bench/search.ts --engine flexsearch: the
 * names of each class in FlexSearch indexes (forward tokenizer: prefixes; the LatinAdvanced
 * encoder: its way of forgiving typos, by sound rather than by edits), the same word postings as
 * the MiniSearch engine. Not shipped: docs/decisions/0016-in-memory-search-index.md says why.
 */
import { Index } from "flexsearch";
import {
  NAME_CLASSES,
  nameOf,
  type SearchDocument,
  type TextEngine,
  WordPostings,
} from "../src/server/search/engine";

export async function flexSearchEngine(documents: readonly SearchDocument[]): Promise<TextEngine> {
  const classes = NAME_CLASSES.map(() => ({
    exact: new Index({ tokenize: "forward", encoder: "Normalize", resolution: 9 }),
    loose: new Index({ tokenize: "forward", encoder: "LatinAdvanced", resolution: 9 }),
  }));
  documents.forEach((d, i) => {
    const k = NAME_CLASSES.findIndex((types) => types.includes(d.articleType));
    const c = classes[k];
    if (!c) return;
    c.exact.add(i, nameOf(d));
    c.loose.add(i, nameOf(d));
  });
  const words = await WordPostings.build(documents);
  return {
    nearNames(query, typos, perClass) {
      const found: { doc: number; share: number }[] = [];
      for (const { exact, loose } of classes) {
        // Names holding every word first, then some of them (suggest), then by sound (typos).
        const seen = new Set<number>();
        const passes: [Index, boolean][] = [
          [exact, false],
          [exact, true],
          ...(typos
            ? ([
                [loose, false],
                [loose, true],
              ] as [Index, boolean][])
            : []),
        ];
        for (const [index, suggest] of passes) {
          for (const id of index.search(query, { limit: perClass, suggest }) as number[]) {
            if (seen.size >= perClass) break;
            if (seen.has(id)) continue;
            seen.add(id);
            found.push({ doc: id, share: suggest ? 0.5 : 1 });
          }
        }
      }
      return found;
    },
    everyWord: (query, scope) => words.every(query, scope),
    holdsEveryWord: (query) => words.holds(query),
  };
}
