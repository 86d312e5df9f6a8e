import { type Locale, localePrefix } from "./i18n/locale";

/** Articles on one page of the blog index. */
export const BLOG_PAGE_SIZE = 12;

/** Index pages needed for `total` articles (at least one, which may be empty). */
export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

/** `/blog`, `/blog/page/2`, `/hi/blog/page/3`: page 1 is the index itself. */
export function blogPageHref(page: number, locale: Locale): string {
  const prefix = localePrefix(locale);
  return page <= 1 ? `${prefix}/blog` : `${prefix}/blog/page/${page}`;
}

/**
 * A page number from its path segment: digits only, from 2 up (page 1 is /blog itself, so
 * `/blog/page/1` is not a second address of it); null for anything else.
 */
export function parseBlogPage(segment: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 ? page : null;
}

/** Minutes to read a text: ~200 words a minute in English, ~150 in Hindi; at least one. */
export function readingMinutes(markdown: string, locale: Locale): number {
  const words = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / (locale === "hi" ? 150 : 200)));
}

/** A published source an article relies on (its numbered "Sources" list and JSON-LD citation). */
export interface ArticleSource {
  title: string;
  /** The organisation that publishes it (WHO, NHS, MoHFW, …). */
  publisher: string;
  url: string;
  /** When the page was last read for the article (YYYY-MM-DD). */
  accessed: string;
}
