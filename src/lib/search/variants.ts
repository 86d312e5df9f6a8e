/**
 * The other ways a catalogue name is typed, generated from the name's structure rather than
 * listed query by query (SR-28 to SR-30; docs/decisions/0035-search-words-from-structure.md):
 * British and American spellings, the role and field forms of a speciality ("cardiology":
 * cardiologist, cardiological), and a sound key that reads Devanagari and Latin letters alike,
 * so that "गायनेकोलॉजिस्ट" and "gynaecologist", "bachedani" and "बच्चेदानी" meet. The index holds
 * these beside each name (src/server/search/live-index.ts), and a query is read with the same
 * functions, so a form nobody listed is still found.
 */

/** British and American spellings, each way: haemorrhoids/hemorrhoids, tumour/tumor… */
const SPELLING_PAIRS: readonly (readonly [RegExp, string])[] = [
  [/ae/g, "e"],
  [/oe/g, "e"],
  [/our\b/g, "or"],
  [/tre\b/g, "ter"],
  [/ise\b/g, "ize"],
  [/isation\b/g, "ization"],
  [/yse\b/g, "yze"],
];
/** Every British/American spelling of one word (the word itself included). */
export function spellingVariants(word: string): string[] {
  const out = new Set([word]);
  for (const [pattern, replacement] of SPELLING_PAIRS) {
    for (const w of [...out]) out.add(w.replace(pattern, replacement));
  }
  // American to British where the word begins as the common Greek stems do (gyn-, haem-,
  // paed-, orthopaed-, anaem-): "gynecology" → "gynaecology", "pediatric" → "paediatric".
  for (const w of [...out]) {
    const british = w
      .replace(/^gyne/, "gynae")
      .replace(/^hem(?!p)/, "haem")
      .replace(/^ped(?=i)/, "paed")
      .replace(/^orthoped/, "orthopaed")
      .replace(/^anem/, "anaem")
      .replace(/^esoph/, "oesoph")
      .replace(/^ced/, "caed")
      .replace(/^(cent|met|lit|fib|theat)er$/, "$1re")
      .replace(/^(tum|col|behavi|hum|lab)or$/, "$1our");
    out.add(british);
  }
  return [...out];
}

/**
 * The role and field forms of a speciality or field word: "-logy" gives the doctor ("-logist"),
 * the adjective ("-logical") and the field, and back; "-ics" (orthopaedics, paediatrics) gives
 * "-ic", "-ician" and "-ist" on the stem ("orthopaedist").
 */
export function roleForms(word: string): string[] {
  const out = new Set<string>();
  const logy = /^(.{3,})logy$/.exec(word);
  if (logy) {
    const stem = logy[1] as string;
    for (const end of ["logy", "logist", "logists", "logical", "logic"]) out.add(stem + end);
  }
  const ics = /^(.{4,})ics$/.exec(word);
  if (ics) {
    const stem = ics[1] as string;
    // "orthopaedics" → "orthopaedist": the -ic- falls away before -ist.
    for (const end of ["ics", "ic", "ician", "icians", "ist", "ists"]) out.add(stem + end);
  }
  const lo = /^(.{3,})logist$/.exec(word);
  if (lo) {
    const stem = lo[1] as string;
    for (const end of ["logy", "logist", "logical"]) out.add(stem + end);
  }
  return [...out];
}

/** Latin letters to a sound class: vowels, h, y and w-glides drop; like-sounding consonants meet. */
const LATIN_CLASS: Record<string, string> = {
  b: "b",
  c: "k",
  d: "d",
  f: "p",
  g: "g",
  j: "g",
  k: "k",
  l: "l",
  m: "m",
  n: "n",
  p: "p",
  q: "k",
  r: "r",
  s: "s",
  t: "t",
  v: "v",
  w: "v",
  x: "ks",
  z: "s",
};

/**
 * Devanagari to the same classes: one table of the script's consonants (aspirates with their
 * plain letter, retroflex with dental, ज with ग as English "g" before e/i is ज), the nasal
 * marks as n; vowels, vowel signs, virama, nukta and य drop as Latin vowels and y do.
 */
export const DEVANAGARI_CLASS: Readonly<Record<string, string>> = {
  क: "k",
  ख: "k",
  ग: "g",
  घ: "g",
  ङ: "n",
  च: "c",
  छ: "c",
  ज: "g",
  झ: "g",
  ञ: "n",
  ट: "t",
  ठ: "t",
  ड: "d",
  ढ: "d",
  ण: "n",
  त: "t",
  थ: "t",
  द: "d",
  ध: "d",
  न: "n",
  प: "p",
  फ: "p",
  ब: "b",
  भ: "b",
  म: "m",
  र: "r",
  ल: "l",
  व: "v",
  श: "s",
  ष: "s",
  स: "s",
  ह: "",
  य: "",
  "\u0902": "n",
  "\u0901": "n",
  "\u0921\u093C": "r",
  "\u0922\u093C": "r",
  "\u095C": "r",
  "\u095D": "r",
  "\u095B": "s",
  "\u095E": "p",
  "\u0958": "k",
  "\u095A": "g",
};

const DEVANAGARI = /[\u0900-\u097F]/u;

/**
 * A word's sound key: its consonants by class, repeats merged, so that spellings in either
 * script that sound alike share it ("cardiology" and "कार्डियोलॉजी" are both "krdlg"). Latin
 * "ch" is च, "ph" फ, "sh" श; "c" before e, i, y sounds s; a final "e" is silent. Empty when the
 * word has fewer than MIN_KEY_CONSONANTS (short keys would join unrelated words).
 */
export function soundKey(word: string): string {
  let classes: string[] = [];
  if (DEVANAGARI.test(word)) {
    const chars = [...word.normalize("NFC")];
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i] as string;
      const pair = ch + (chars[i + 1] ?? "");
      const cls = DEVANAGARI_CLASS[pair];
      if (cls !== undefined) {
        classes.push(cls);
        i++;
      } else classes.push(DEVANAGARI_CLASS[ch] ?? "");
    }
  } else {
    const w = word
      .toLowerCase()
      .replace(/[^a-z]/g, "")
      .replace(/ch/g, "C")
      .replace(/sh/g, "s")
      .replace(/ph/g, "f")
      .replace(/c(?=[eiy])/g, "s")
      .replace(/e$/, "");
    classes = [...w].map((ch) => (ch === "C" ? "c" : (LATIN_CLASS[ch] ?? "")));
  }
  const key = classes.join("").replace(/(.)\1+/g, "$1");
  return key.length >= MIN_KEY_CONSONANTS ? `${KEY_MARK}${key}` : "";
}

/** Three consonants at least: "ivf" (vp) or "kaan" (kn) would meet far too many words. */
export const MIN_KEY_CONSONANTS = 3;
/** Keys are indexed as words of their own, marked so that no typed word can equal one. */
export const KEY_MARK = "ⁿ";

/** The words of a name or query as the index splits them. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/**
 * Every generated form of a catalogue name (English and Hindi): spellings, role forms and sound
 * keys of each word, without the words the name already holds. What the index adds to the
 * document's words.
 */
export function nameVariants(title: string, titleHi: string | null): string[] {
  const own = new Set(wordsOf(`${title} ${titleHi ?? ""}`));
  const out = new Set<string>();
  for (const word of own) {
    for (const spelt of spellingVariants(word)) {
      out.add(spelt);
      for (const form of roleForms(spelt)) for (const f of spellingVariants(form)) out.add(f);
    }
  }
  for (const word of [...own, ...out]) {
    const key = soundKey(word);
    if (key) out.add(key);
  }
  for (const word of own) out.delete(word);
  return [...out];
}

/**
 * A query's words as sound keys, joined: the variant that finds a name typed in the other
 * script or spelt by ear. Null when a word has no key (too short to tell).
 */
export function soundKeyQuery(query: string): string | null {
  const words = wordsOf(query);
  if (words.length === 0) return null;
  const keys = words.map(soundKey);
  return keys.every(Boolean) ? keys.join(" ") : null;
}
