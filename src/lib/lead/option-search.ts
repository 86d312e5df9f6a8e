/**
 * Type-to-filter for the lead form's searchable pickers (treatments, cities): what a patient
 * types is matched against an option's label and its other names (the Hindi or English name, the
 * conditions a treatment treats, a city's state), case- and accent-insensitively, in Latin or
 * Devanagari script. Pure: the combobox calls it on every keystroke.
 */

export interface SearchableOption {
  label: string;
  /** Other names the option answers to (shown as a hint when one of them matched). */
  keywords?: readonly string[];
  /** Kept at the end of every result ('Other'), so a patient whose answer is missing can say so. */
  pinned?: boolean;
}

export interface SearchHit<T> {
  option: T;
  /** The other name that matched, when the label did not. */
  matched?: string;
}

/** Lower case, Latin accents dropped, punctuation and runs of spaces as one space. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/**
 * How well `text` answers `query` (both normalised): 0 it starts with the query, 1 every query
 * word starts a word of it, 2 every query word is inside it; undefined no match.
 */
function matchRank(text: string, query: string, words: readonly string[]): number | undefined {
  if (text.startsWith(query)) return 0;
  const textWords = text.split(" ");
  if (words.every((w) => textWords.some((t) => t.startsWith(w)))) return 1;
  if (words.every((w) => text.includes(w))) return 2;
  return undefined;
}

/**
 * The options that answer `query`, best first (a label match before another name's; the list's
 * own order among equals), pinned options last. An empty query answers every option as it is.
 */
export function searchOptions<T extends SearchableOption>(
  options: readonly T[],
  query: string,
): SearchHit<T>[] {
  const q = normalizeSearchText(query);
  if (!q) return options.map((option) => ({ option }));
  const words = q.split(" ");
  const ranked: { hit: SearchHit<T>; rank: number; at: number }[] = [];
  const pinned: SearchHit<T>[] = [];
  options.forEach((option, at) => {
    if (option.pinned) {
      pinned.push({ option });
      return;
    }
    const labelRank = matchRank(normalizeSearchText(option.label), q, words);
    if (labelRank !== undefined) {
      ranked.push({ hit: { option }, rank: labelRank, at });
      return;
    }
    let best: { rank: number; matched: string } | undefined;
    for (const keyword of option.keywords ?? []) {
      const rank = matchRank(normalizeSearchText(keyword), q, words);
      if (rank !== undefined && (!best || rank < best.rank)) best = { rank, matched: keyword };
    }
    // Another name's match ranks after every label match of the same quality.
    if (best) ranked.push({ hit: { option, matched: best.matched }, rank: best.rank + 0.5, at });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.at - b.at);
  return [...ranked.map((r) => r.hit), ...pinned];
}
