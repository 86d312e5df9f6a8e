/**
 * The compare page's URL rules (DS-28 to DS-34, docs/decisions/0032-compare-by-path.md): which
 * doctors or hospitals a path names, and the one URL each choice has. Pure and registry-free:
 * the listing's compare bar (a client component) builds its link with `comparePath`, the page's
 * loader reads the path back with `parseCompareItems`.
 */
import { type Locale, localePrefix } from "@/src/lib/i18n/locale";

export const COMPARE_KINDS = ["doctors", "hospitals"] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

/** Fewer than two is nothing to compare; more than three no longer fits a phone's swipe. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;

/** Between the slugs of `/compare/doctors/{a}-vs-{b}`; no catalogue slug contains it. */
export const COMPARE_SEPARATOR = "-vs-";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The `{items}` segment of a choice, in the order the patient picked. */
export function compareItems(slugs: readonly string[]): string {
  return slugs.join(COMPARE_SEPARATOR);
}

/** `/compare/doctors/a-vs-b`, under `/hi` on Hindi pages. */
export function comparePath(kind: CompareKind, slugs: readonly string[], locale: Locale): string {
  return `${localePrefix(locale)}/compare/${kind}/${compareItems(slugs)}`;
}

export type CompareParse =
  /** The segment is the canonical one for these slugs. */
  | { kind: "ok"; slugs: string[] }
  /**
   * A repeated slug or capitals: the same choice, whose one URL is `comparePath` of these slugs.
   * The page answers 404 (never stored) rather than redirect: a redirect rendered by a cached
   * page would be stored, once per spelling (docs/decisions/0032-compare-by-path.md).
   */
  | { kind: "noncanonical"; slugs: string[] }
  /** Not a choice at all: too few, too many, or not slugs (the page answers 404). */
  | { kind: "invalid" };

/**
 * What an `{items}` segment names. Each choice has one URL: the slugs in lower case, each once,
 * in the picking order (it is the columns' order); fewer than two or more than three different slugs, or anything that is not a slug, is
 * no choice. Whether the slugs exist is the loader's question.
 */
export function parseCompareItems(items: string): CompareParse {
  let decoded: string;
  try {
    decoded = decodeURIComponent(items);
  } catch {
    return { kind: "invalid" };
  }
  const lower = decoded.toLowerCase();
  const parts = lower.split(COMPARE_SEPARATOR);
  // More parts than a choice can hold is refused before any more work on it.
  if (parts.length > COMPARE_MAX * 2) return { kind: "invalid" };
  if (!parts.every((p) => SLUG.test(p))) return { kind: "invalid" };
  const slugs = [...new Set(parts)];
  if (slugs.length < COMPARE_MIN || slugs.length > COMPARE_MAX) return { kind: "invalid" };
  return compareItems(slugs) === items ? { kind: "ok", slugs } : { kind: "noncanonical", slugs };
}

/** A listing's picks after toggling `slug`: added at the end (up to three) or taken out. */
export function togglePick(picks: readonly string[], slug: string): string[] {
  if (picks.includes(slug)) return picks.filter((p) => p !== slug);
  return picks.length >= COMPARE_MAX ? [...picks] : [...picks, slug];
}
