/**
 * Text rules shared by the browser and the server: cuts that never split a
 * character, and the invisible characters a person's name must not carry.
 */

/**
 * The first `max` UTF-16 code units of `text`, one fewer when the cut would leave the first half
 * of a surrogate pair (half an emoji) at the end: the result stays well-formed and at most `max`
 * long, so it passes the same `max` length rule on the server.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * Characters that change how a name is shown or compared without being seen: bidirectional
 * controls (an RLO turns "Asha" round on a screen or in a CSV), zero-width and other invisible
 * format characters, Hangul fillers used as blank names, the soft hyphen and the byte-order mark.
 */
const HIDDEN =
  /[\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0]/;

/**
 * Zero-width (non-)joiners shape the Indic scripts (ZWJ after a virama makes a half form in
 * Devanagari: क्‍ष), so they are allowed between two characters of those scripts
 * (U+0900-U+0DFF) and refused anywhere else. (A loop, not a lookbehind: older Safari cannot
 * parse lookbehinds, and this module is in the browser bundle.)
 */
function isIndic(code: number): boolean {
  return code >= 0x0900 && code <= 0x0dff;
}

function hasStrayJoiner(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x200c && c !== 0x200d) continue;
    if (!isIndic(text.charCodeAt(i - 1)) || !isIndic(text.charCodeAt(i + 1))) return true;
  }
  return false;
}

/** Whether a name carries bidi controls or invisible characters (see above). */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text) || hasStrayJoiner(text);
}

/**
 * Spreadsheets run a cell that starts with =, +, - or @ (or a tab or carriage return, which
 * some strip first) as a formula: `=HYPERLINK(…)` in a lead's name would become a live link in
 * the care team's export (OWASP "CSV injection"). Leads keep such text as typed; every CSV
 * export marks it (src/lib/csv.ts), and catalogue names refuse it (`nameTextProblem`).
 */
export function looksLikeFormula(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text);
}

/** C0 and C1 control characters: tab, CR, LF, NUL, BEL and the like. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

/**
 * U+FFFD is what a decoder leaves where a byte was not UTF-8 (a Latin-1 "Café" read as UTF-8
 * is "Caf\uFFFD"); a lone surrogate cannot be written as UTF-8 at all. Neither is ever meant.
 */
export function hasBrokenEncoding(text: string): boolean {
  return text.includes("\uFFFD") || /\p{Cs}/u.test(text);
}

export type NameTextProblem = "control" | "encoding" | "hidden" | "formula";

/**
 * The text rule of a catalogue name (a doctor's, hospital's, condition's, test's or department's,
 * English or Hindi), shown on public pages and written to every export: the lead name's rule (no
 * bidi controls or invisible characters), plus no control character anywhere (tab, line break),
 * no broken encoding, and no formula start (= + - @) once trimmed. Checked on the text as sent.
 */
export function nameTextProblem(text: string): NameTextProblem | null {
  if (hasControlCharacter(text)) return "control";
  if (hasBrokenEncoding(text)) return "encoding";
  if (hasHiddenCharacters(text)) return "hidden";
  if (looksLikeFormula(text.trim())) return "formula";
  return null;
}
