/** The page types the product names (RT-37), used for lead attribution, variants and phones. */
export const PAGE_TYPES = [
  "Condition",
  "doctors",
  "hospitals",
  "Treatment",
  "Treatment_City",
  "Blog",
  "Test",
  "Home",
  "Marketing",
  "Insurance",
  "Authors",
  "Reviewers",
  "costpage",
  "departmentpage",
  "CityWise_Hospital_Listing",
  "CityWise_Doctors_Listing",
  "All_Departments",
  "Press_Page",
  "About",
  "Contact",
  "Editorial_Policy",
  "Faq_Page",
  "Privacy_Policy",
  "Refund_Policy",
  "Terms_Condition",
  "Video",
  "Error",
  "authorDetailsPageType",
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

/** The Insurance page type comes in two kinds: private insurers and Ayushman Bharat. */
export const INSURANCE_PAGE_KINDS = ["private", "ayushman"] as const;
export type InsurancePageKind = (typeof INSURANCE_PAGE_KINDS)[number];

export function isPageType(value: string): value is PageType {
  return (PAGE_TYPES as readonly string[]).includes(value);
}
