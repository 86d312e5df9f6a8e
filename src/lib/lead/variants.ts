/**
 * Which lead-form variant a page gets (LF-78 to LF-81), read from the page-type registry.
 * Page types are strings here: a lead may name any page type.
 */
import { PAGE_REGISTRY, pageTypeEntry } from "../page-registry";
import type { Variant } from "./fields";
import { resolveVariantOf } from "./variant-rule";

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
 * The variant a form on this page uses (./variant-rule.ts), with the page type's variant read
 * from the registry: for the server and tests (the browser gets it in the page context).
 */
export function resolveVariant(pageType: string | undefined, requested?: string): Variant {
  return resolveVariantOf(pageTypeEntry(pageType)?.variant, requested);
}
