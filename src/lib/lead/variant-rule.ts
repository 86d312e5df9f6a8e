/**
 * The lead-form variant a form uses (LF-78 to LF-81), from its page type's variant in the
 * registry. Free of the registry itself: lead forms run in the browser, which gets the page
 * type's variant from the server (the page context's `pageVariant`, SH-38). The registry-backed
 * form for the server is ./variants.ts.
 */
import { DEFAULT_VARIANT, isVariant, type Variant } from "./fields";

/**
 * '0' where the page type forces it (info, policy and listing pages); otherwise the one asked
 * for (ribbon: '4'), else the page type's. The two extra /authors forms (5 and 6) are their own
 * forms and keep their variant. `pageVariant`: the page type's registry variant, none for a page
 * type the registry does not know (then '3').
 */
export function resolveVariantOf(pageVariant: string | undefined, requested?: string): Variant {
  if (requested === "5" || requested === "6") return requested;
  if (pageVariant === "0") return "0";
  if (isVariant(requested)) return requested;
  return isVariant(pageVariant) ? pageVariant : DEFAULT_VARIANT;
}
