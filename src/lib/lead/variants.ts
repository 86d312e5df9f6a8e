/**
 * Which lead-form variant a page gets (spec §9, DESIGN §5). Page types are strings here so
 * that this pure module needs nothing from the site config; `PageType` is a subset.
 */
import { DEFAULT_VARIANT, isVariant, type Variant } from "./fields";

/** Info and policy page types and every listing page type: the variant is forced to '0'. */
export const FORCED_ZERO_PAGE_TYPES: ReadonlySet<string> = new Set([
  // info and policy pages
  "Contact",
  "Faq_Page",
  "Press_Page",
  "About",
  "Editorial_Policy",
  "Privacy_Policy",
  "Refund_Policy",
  "Terms_Condition",
  "Video",
  "Error",
  "Authors",
  "authorDetailsPageType",
  "Reviewers",
  // listing pages
  "doctors",
  "hospitals",
  "CityWise_Doctors_Listing",
  "CityWise_Hospital_Listing",
  "All_Departments",
]);

/** The page-type-to-variant mapping: only variants 1-4; anything unmapped gets 3. */
const PAGE_TYPE_VARIANT: Readonly<Record<string, "1" | "2" | "3" | "4">> = {
  Treatment: "1",
  Treatment_City: "1",
  costpage: "1",
  Test: "1",
  Doctor_Profile: "2",
  Hospital_Profile: "2",
  Home: "3",
  Condition: "3",
  Blog: "3",
  departmentpage: "3",
  Insurance: "3",
  Marketing: "3",
};

export function variantForPageType(pageType: string | undefined): "1" | "2" | "3" | "4" {
  return (pageType && PAGE_TYPE_VARIANT[pageType]) || "3";
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
