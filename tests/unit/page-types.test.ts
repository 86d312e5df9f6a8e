import { describe, expect, it } from "vitest";
import { INSURANCE_PAGE_KINDS, isPageType, PAGE_TYPES } from "@/src/lib/page-types";

describe("page types", () => {
  it("[RT-37] are exactly the ones the product names", () => {
    expect([...PAGE_TYPES]).toEqual(
      "Condition, doctors, hospitals, Treatment, Treatment_City, Blog, Test, Home, Marketing, Insurance, Authors, Reviewers, costpage, departmentpage, CityWise_Hospital_Listing, CityWise_Doctors_Listing, All_Departments, Press_Page, About, Contact, Editorial_Policy, Faq_Page, Privacy_Policy, Refund_Policy, Terms_Condition, Video, Error, authorDetailsPageType".split(
        ", ",
      ),
    );
    expect(isPageType("Treatment_City")).toBe(true);
    expect(isPageType("treatment")).toBe(false);
  });

  it("[RT-38] the Insurance page type has a private-insurance and an Ayushman kind", () => {
    expect([...INSURANCE_PAGE_KINDS]).toEqual(["private", "ayushman"]);
  });
});
