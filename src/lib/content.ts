/** The registry routes whose pages are markdown files in content/pages (app/_routes/content/content-routes.tsx). */
export const CONTENT_PAGE_ROUTE_IDS = [
  "about",
  "privacy",
  "refund",
  "terms",
  "editorial",
  "press",
  "careers",
  "faq",
  "contact",
  "partner",
] as const;

/** A markdown heading with its anchor id, for a page's contents list. */
export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A content page (about, policies, press, careers, FAQ) ready to render. */
export interface ContentPageData {
  title: string;
  description: string;
  /** ISO date of the last change. */
  updated: string;
  /** Rendered from markdown on the server, raw HTML escaped (src/server/content/markdown.ts). */
  html: string;
  headings: Heading[];
}

/** One question of the FAQ page, its answer rendered from markdown. */
export interface FaqItem {
  id: string;
  question: string;
  answerHtml: string;
  /** The answer without markup, for the on-page search. */
  answerText: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

/**
 * Case- and accent-insensitive text for matching what a patient types against the FAQ. Only
 * Latin accents go (U+0300-036F): Devanagari vowel signs are letters a search must keep.
 */
export function searchableText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase();
}
