/**
 * Which lead-form variant a page gets (LF-78 to LF-81), read from the page-type registry.
 * Page types are strings here: a lead may name any page type.
 */
import { PAGE_REGISTRY, pageTypeEntry } from "../page-registry";
import { DEFAULT_VARIANT, isVariant, type Variant } from "./fields";

/** Info and policy page types and every listing page type: the variant is forced to '0'. */
export const FORCED_ZERO_PAGE_TYPES: ReadonlySet<string> = new Set(
  PAGE_REGISTRY.filter((e) => e.variant === "0").map((e) => e.pageType),
);

/** The page-type-to-variant mapping (LF-81): only variants 1-4; anything unmapped gets 3. */
export function variantForPageType(pageType: string | undefined): "1" | "2" | "3" | "4" {
  const variant = pageTypeEntry(pageType)?.variant;
  return variant && variant !== "0" ? variant : "3";
}

/**
 * The variant a form on this page uses: '0' on the forced page types; otherwise the one asked
 * for (ribbon: '4'), else the page type's. The two extra /authors forms (5 and 6) are their own
 * forms and keep their variant.
 */
export function resolveVariant(pageType: string | undefined, requested?: string): Variant {
  if (requested === "5" || requested === "6") return requested;
  if (pageType && FORCED_ZERO_PAGE_TYPES.has(pageType)) return "0";
  if (isVariant(requested)) return requested;
  return pageType ? variantForPageType(pageType) : DEFAULT_VARIANT;
}
