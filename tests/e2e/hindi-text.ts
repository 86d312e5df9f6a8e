/**
 * What the Hindi walk measures of a page's HTML, pure so that unit tests pin it down: the
 * `<html lang>`, the canonical and hreflang links, and the share of words of its visible text in
 * Devanagari (outside the brand name and numbers).
 */

/** The brand in either script, which stays as it is on every page. */
const BRAND = /^(vaidya|वैद्य)$/i;
const DEVANAGARI = /[\u0900-\u097F]/;
const LETTER = /\p{L}/u;

/** The visible text of a page's body: no head, scripts, styles, templates or tags. */
export function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .replace(/<(script|style|template|noscript|svg)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ");
}

/** The words of a text that count: letters in them, not the brand, not numbers. */
export function countedWords(text: string): string[] {
  return text
    .split(/[\s,.;:!?()[\]{}"'“”‘’|/\\·•—–\-+×₹%*&…@#=<>_]+/u)
    .filter((w) => LETTER.test(w) && !BRAND.test(w));
}

export interface ScriptShare {
  words: number;
  devanagari: number;
  /** devanagari / words, 0…1 (1 for a page without words). */
  ratio: number;
  /** The most frequent non-Devanagari words, for a failure message. */
  latin: string[];
}

export function devanagariShare(html: string): ScriptShare {
  const words = countedWords(visibleText(html));
  const latinWords = words.filter((w) => !DEVANAGARI.test(w));
  const counts = new Map<string, number>();
  for (const w of latinWords) counts.set(w, (counts.get(w) ?? 0) + 1);
  const latin = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([w, n]) => `${w}×${n}`);
  const devanagari = words.length - latinWords.length;
  return {
    words: words.length,
    devanagari,
    ratio: words.length === 0 ? 1 : devanagari / words.length,
    latin,
  };
}

export function htmlLang(html: string): string | undefined {
  return /<html[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
}

/** `<link rel="canonical">` and the `hreflang` alternates of a page's head, by language tag. */
export function headLinks(html: string): {
  canonical?: string;
  alternates: Record<string, string>;
} {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
  const alternates: Record<string, string> = {};
  let canonical: string | undefined;
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1];
    const rel = attr("rel");
    const href = attr("href")?.replace(/&amp;/g, "&");
    if (!href) continue;
    if (rel === "canonical") canonical = href;
    const lang = attr("hreflang") ?? attr("hrefLang");
    if (rel === "alternate" && lang) alternates[lang] = href;
  }
  return { ...(canonical ? { canonical } : {}), alternates };
}
