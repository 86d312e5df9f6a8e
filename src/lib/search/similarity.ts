/**
 * Trigram closeness of a query to a name, as PostgreSQL's pg_trgm counts trigrams (each word
 * padded with two spaces before and one after, letters, marks and digits only): the share of the
 * query's trigrams found in the name. Tolerates typos ("catract" still shares most of
 * "cataract"'s trigrams), in Devanagari too, and ranks only the few hundred candidates the index
 * gave, so it need not be fast at scale.
 */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u)) {
    if (!word) continue;
    const chars = [" ", " ", ...word, " "];
    for (let i = 0; i + 3 <= chars.length; i++) set.add(chars.slice(i, i + 3).join(""));
  }
  return set;
}

/** 0 to 1: how much of `query` the name holds (1 when every trigram of the query is there). */
export function closeness(query: Set<string>, name: Set<string>): number {
  if (query.size === 0) return 0;
  let common = 0;
  for (const t of query) if (name.has(t)) common++;
  return common / query.size;
}

/**
 * The name as one string holding every trigram of its words (each word padded as pg_trgm pads
 * it), so that `closenessTo` needs no set per name: a query's trigrams are looked up in it.
 */
export function paddedWords(text: string): string {
  let out = "";
  for (const word of text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u))
    if (word) out += `  ${word} `;
  return out;
}

/** `closeness` against a name given by `paddedWords`. */
export function closenessTo(query: Set<string>, padded: string): number {
  if (query.size === 0) return 0;
  let common = 0;
  for (const t of query) if (padded.includes(t)) common++;
  return common / query.size;
}
