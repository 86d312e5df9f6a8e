import { describe, expect, it } from "vitest";
import { attributionToLeadFields, firstTouch, readAttribution } from "@/src/lib/lead/attribution";
import { CRM_PAYLOAD_KEYS, mergeCrmPayload, toCrmPayload } from "@/src/lib/lead/crm-payload";
import { activeFields, resolveFields, VARIANT_FIELDS, VARIANTS } from "@/src/lib/lead/fields";
import { htmlLabelText, sanitizeLabelHtml } from "@/src/lib/lead/html-label";
import {
  countryForDialCode,
  countryOptions,
  isBlockedMobileKey,
  maxMobileDigits,
  normaliseMobileInput,
  splitDialCode,
} from "@/src/lib/lead/mobile";
import {
  leadModalId,
  LEAD_MODAL_ID_PREFIX,
  modalStyleFor,
  modalTitle,
  TRIGGER_ICONS,
  triggerIconFor,
  triggerLabel,
} from "@/src/lib/lead/modal";
import { thankYouUrl, thankYouView } from "@/src/lib/lead/thankyou";
import { computeLeadTier, isInsuranceFor } from "@/src/lib/lead/tier";
import { treatmentDisplayName } from "@/src/lib/lead/treatment-names";
import {
  FORCED_ZERO_PAGE_TYPES,
  resolveVariant,
  variantForPageType,
} from "@/src/lib/lead/variants";

describe("mobile input rules", () => {
  it("[LF-50] strips a typed leading 0", () => {
    expect(normaliseMobileInput("0", "91").digits).toBe("");
    expect(normaliseMobileInput("09876543210", "91").digits).toBe("9876543210");
    expect(normaliseMobileInput("007911123456", "44").digits).toBe("7911123456");
  });

  it("[LF-51] splits a '+<known dial code>' into the country code", () => {
    expect(normaliseMobileInput("+91 98765 43210", "91")).toEqual({
      digits: "9876543210",
      dialCode: "91",
    });
    expect(normaliseMobileInput("+971501234567", "91")).toEqual({
      digits: "501234567",
      dialCode: "971",
    });
    expect(normaliseMobileInput("+447911123456", "91")).toEqual({
      digits: "7911123456",
      dialCode: "44",
    });
    expect(splitDialCode("+1 415 555 0100")).toEqual({ dialCode: "1", rest: "4155550100" });
    // No known dial code: nothing is split off.
    expect(splitDialCode("+999")).toBeUndefined();
    expect(splitDialCode("9876543210")).toBeUndefined();
    expect(countryForDialCode("1")).toBe("US");
    expect(countryForDialCode("+44")).toBe("GB");
  });

  it("[LF-52] blocks e, E, +, - and '.'", () => {
    for (const key of ["e", "E", "+", "-", "."]) expect(isBlockedMobileKey(key), key).toBe(true);
    for (const key of ["1", "0", "Backspace", "Delete", "Tab", "Home", "End"]) {
      expect(isBlockedMobileKey(key), key).toBe(false);
    }
  });

  it("[LF-53] blocks the up and down arrows but not left and right", () => {
    expect(isBlockedMobileKey("ArrowUp")).toBe(true);
    expect(isBlockedMobileKey("ArrowDown")).toBe(true);
    expect(isBlockedMobileKey("ArrowLeft")).toBe(false);
    expect(isBlockedMobileKey("ArrowRight")).toBe(false);
  });

  it("[LF-54] with +91 digits stop after 10", () => {
    expect(maxMobileDigits("91")).toBe(10);
    expect(maxMobileDigits("+91")).toBe(10);
    expect(maxMobileDigits("")).toBe(10);
    expect(normaliseMobileInput("98765432109999", "91").digits).toBe("9876543210");
  });

  it("[LF-55] with another code up to 20 digits are accepted", () => {
    expect(maxMobileDigits("44")).toBe(20);
    expect(normaliseMobileInput("1234567890123456789012345", "44").digits).toBe(
      "12345678901234567890",
    );
  });

  it("a pasted Indian number with 91 but no plus loses the prefix; other characters are dropped", () => {
    expect(normaliseMobileInput("919876543210", "91").digits).toBe("9876543210");
    expect(normaliseMobileInput("98765-43210", "91").digits).toBe("9876543210");
  });

  it("[LF-21] lists about 240 countries with name, dial_code and code, India first", () => {
    const list = countryOptions("en");
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(list.length).toBeLessThanOrEqual(260);
    expect(list[0]).toEqual({ code: "IN", name: "India", dial_code: "+91" });
    expect(list.find((c) => c.code === "AE")).toEqual({
      code: "AE",
      name: "United Arab Emirates",
      dial_code: "+971",
    });
    for (const c of list) expect(c.dial_code).toMatch(/^\+\d{1,3}$/);
    expect(countryOptions("hi")[0]?.name).toBe("भारत");
  });
});

describe("lead tier rules", () => {
  it("[LF-7] the default page tier is 3", () => {
    expect(computeLeadTier({ pageType: "Home" })).toBe(3);
  });

  it("[LF-68] insurance type Private sets LeadTier 1; Govt. does not", () => {
    expect(computeLeadTier({ pageType: "Home", pageTier: 3, insuranceType: "Private" })).toBe(1);
    expect(computeLeadTier({ pageType: "Home", pageTier: 3, insuranceType: "Govt." })).toBe(3);
  });

  it("[LF-69] any insurance type sets IsInsurance yes", () => {
    expect(isInsuranceFor("Govt.")).toBe("Yes");
    expect(isInsuranceFor("Private")).toBe("Yes");
    expect(isInsuranceFor(undefined)).toBeUndefined();
  });

  it("[LF-70] CityWise_Doctors_Listing, tier 3: a city gives 1, 'Other' gives 3", () => {
    expect(
      computeLeadTier({ pageType: "CityWise_Doctors_Listing", pageTier: 3, cityId: 514 }),
    ).toBe(1);
    expect(computeLeadTier({ pageType: "CityWise_Doctors_Listing", pageTier: 3, cityId: 0 })).toBe(
      3,
    );
  });

  it("[LF-71] CityWise_Hospital_Listing, tier 3: a city gives 1, 'Other' gives 3", () => {
    expect(
      computeLeadTier({ pageType: "CityWise_Hospital_Listing", pageTier: 3, cityId: 93 }),
    ).toBe(1);
    expect(computeLeadTier({ pageType: "CityWise_Hospital_Listing", pageTier: 3, cityId: 0 })).toBe(
      3,
    );
  });

  it("[LF-72] Condition, tier 2: a city gives 1, 'Other' gives 2", () => {
    expect(computeLeadTier({ pageType: "Condition", pageTier: 2, cityId: 477 })).toBe(1);
    expect(computeLeadTier({ pageType: "Condition", pageTier: 2, cityId: 0 })).toBe(2);
  });

  it("[LF-73] Blog, tier 2: a city gives 1, 'Other' gives 2", () => {
    expect(computeLeadTier({ pageType: "Blog", pageTier: 2, cityId: 267 })).toBe(1);
    expect(computeLeadTier({ pageType: "Blog", pageTier: 2, cityId: 0 })).toBe(2);
  });

  it("the city rule applies only at the stated page tier and once a city is chosen", () => {
    expect(computeLeadTier({ pageType: "Condition", pageTier: 3, cityId: 477 })).toBe(3);
    expect(computeLeadTier({ pageType: "Blog", pageTier: 2 })).toBe(2);
    expect(computeLeadTier({ pageType: "Treatment", pageTier: 3, cityId: 477 })).toBe(3);
  });
});

describe("variants", () => {
  it("[LF-78] the default variant is '3'", () => {
    expect(resolveVariant(undefined)).toBe("3");
    expect(resolveVariant("Home")).toBe("3");
  });

  it("[LF-79] info and policy page types force '0', even when another variant is asked for", () => {
    for (const pageType of [
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
      "Reviewers",
    ]) {
      expect(resolveVariant(pageType), pageType).toBe("0");
      expect(resolveVariant(pageType, "4"), pageType).toBe("0");
    }
  });

  it("[LF-80] listing page types force '0'", () => {
    for (const pageType of [
      "doctors",
      "hospitals",
      "CityWise_Doctors_Listing",
      "CityWise_Hospital_Listing",
      "All_Departments",
    ]) {
      expect(resolveVariant(pageType, "3"), pageType).toBe("0");
    }
  });

  it("[LF-81] the page-type mapping gives only 1-4, and 3 to an unmapped type", () => {
    const types = [
      ...FORCED_ZERO_PAGE_TYPES,
      "Treatment",
      "Treatment_City",
      "costpage",
      "Test",
      "Home",
      "Condition",
      "Blog",
      "departmentpage",
      "Insurance",
      "Marketing",
      "Doctor_Profile",
      "Hospital_Profile",
      "Something_New",
    ];
    for (const t of types) expect(["1", "2", "3", "4"]).toContain(variantForPageType(t));
    expect(variantForPageType("Something_New")).toBe("3");
    expect(variantForPageType("Treatment")).toBe("1");
    expect(variantForPageType("Doctor_Profile")).toBe("2");
  });

  it("the ribbon's variant 4 holds on content pages; the /authors extra forms keep 5 and 6", () => {
    expect(resolveVariant("Treatment", "4")).toBe("4");
    expect(resolveVariant("Authors", "5")).toBe("5");
    expect(resolveVariant("Authors", "6")).toBe("6");
  });

  it("the variant-to-fields table is docs/leads.md's, with variant 3's insurer asked after its type", () => {
    const table = Object.fromEntries(VARIANTS.map((v) => [v, activeFields(resolveFields(v))]));
    expect(table).toEqual({
      "0": ["name", "mobile", "city"],
      "1": ["name", "mobile", "city", "treatment"],
      "2": ["name", "mobile", "city", "speciality", "hospital", "treatment"],
      "3": [
        "name",
        "mobile",
        "city",
        "treatmentOrCondition",
        "insurance",
        "insuranceType",
        "insurer",
      ],
      "4": [
        "name",
        "mobile",
        "city",
        "speciality",
        "callbackTiming",
        "consultedBefore",
        "priorConsultation",
        "similarConsultation",
        "preferredCity",
        "query",
      ],
      "5": ["name", "mobile", "email", "query"],
      "6": ["name", "mobile", "city", "treatment"],
    });
    expect(resolveFields("4").query).toBe("optional");
    expect(resolveFields("3").insurer).toBe("optional");
    expect(Object.keys(VARIANT_FIELDS)).toEqual([...VARIANTS]);
  });

  it("[LF-8][LF-10] the field requirements switch fields on and off; hide-name hides the name", () => {
    const r = resolveFields("0", {
      fieldRequirements: { email: "required", city: "off" },
      hideName: true,
    });
    expect(activeFields(r)).toEqual(["mobile", "email"]);
  });
});

describe("lead-form modal and trigger", () => {
  it("[LM-3] the modal id is a fixed prefix plus the variant", () => {
    expect(leadModalId("3")).toBe(`${LEAD_MODAL_ID_PREFIX}3`);
    expect(leadModalId("0")).toBe("leadFormModal0");
  });

  it("[LM-7][LM-8][LM-9][LM-10] the title falls back: props, context form title, header, 'Book Free Appointment'", () => {
    expect(modalTitle({ modalTitle: "A", contextFormTitle: "B", header: "C" })).toBe("A");
    expect(modalTitle({ contextFormTitle: "B", header: "C" })).toBe("B");
    expect(modalTitle({ modalTitle: "", contextFormTitle: "  ", header: "C" })).toBe("C");
    expect(modalTitle({})).toBe("Book Free Appointment");
  });

  it("[LM-11][LM-12][LM-13][LM-14] the trigger label falls back: button title, button text, title, 'Book Appointment'", () => {
    expect(triggerLabel({ modalButtonTitle: "A", buttonText: "B", title: "C" })).toBe("A");
    expect(triggerLabel({ buttonText: "B", title: "C" })).toBe("B");
    expect(triggerLabel({ title: "C" })).toBe("C");
    expect(triggerLabel({})).toBe("Book Appointment");
  });

  it("[LM-15][LM-16][LM-17][LM-18] icons by mode: calendar 20, calculator 40, document 40, insurance check", () => {
    expect(triggerIconFor("appointment")).toBe("calendar");
    expect(TRIGGER_ICONS.calendar).toBe(20);
    expect(triggerIconFor("costCalculator")).toBe("calculator");
    expect(triggerIconFor("emiCalculator")).toBe("calculator");
    expect(TRIGGER_ICONS.calculator).toBe(40);
    expect(triggerIconFor("document")).toBe("document");
    expect(TRIGGER_ICONS.document).toBe(40);
    expect(triggerIconFor("insuranceCheck")).toBe("insuranceCheck");
    expect(triggerIconFor(undefined)).toBeUndefined();
  });

  it("[LM-6] the Marketing page type gets the page style", () => {
    expect(modalStyleFor("Marketing")).toBe("page");
    expect(modalStyleFor("Home")).toBe("dialog");
  });

  it("[LM-20] an HTML label keeps only harmless inline tags", () => {
    expect(sanitizeLabelHtml("Book <b>Free</b> Consult<br>")).toBe("Book <b>Free</b> Consult<br>");
    const evil = `<img src=x onerror="alert(1)"><script>alert(2)</script><b onclick="x">Hi</b><a href="javascript:1">x</a>`;
    const clean = sanitizeLabelHtml(evil);
    expect(clean).not.toMatch(/<(img|script|a)\b/i);
    expect(clean).not.toMatch(/<b\s+on/i);
    expect(clean).toContain("&lt;script&gt;");
    expect(htmlLabelText("Book <b>Free</b>  Consult")).toBe("Book Free Consult");
  });
});

describe("attribution", () => {
  it("[LF-2] reads the spec's query parameters and maps them onto the lead fields", () => {
    const a = readAttribution(
      "?city=514&source=google&medium=cpc&campaignid=111&network=g&keyword=piles+doctor&targetid=kwd-9&matchtype=e&creative=555&gclid=Cj0&gad=1&disease=Piles&utm_campaign=piles-delhi&other=x",
    );
    expect(a).toEqual({
      city: "514",
      source: "google",
      medium: "cpc",
      campaignid: "111",
      network: "g",
      keyword: "piles doctor",
      targetid: "kwd-9",
      matchtype: "e",
      creative: "555",
      gclid: "Cj0",
      gad: "1",
      disease: "Piles",
      utm_campaign: "piles-delhi",
    });
    expect(attributionToLeadFields(a)).toEqual({
      Zutm_sourcedata: "google",
      lead_sourcedata: "google",
      Zutm_mediumdata: "cpc",
      Zutm_campaigndata: "piles-delhi",
      campaignid: "111",
      Network: "g",
      Keyword_Text: "piles doctor",
      Zutm_termdata: "piles doctor",
      Keyword_Match_Type: "e",
      utm_term: "kwd-9",
      Adset_Id: "555",
      GCLID: "Cj0",
      condition_data: "Piles",
    });
  });

  it("keeps the first touch of the visit", () => {
    const first = readAttribution("?source=google&gclid=A");
    expect(firstTouch(first, readAttribution("?source=facebook"))).toBe(first);
    expect(firstTouch(undefined, readAttribution("?source=facebook"))).toEqual({
      source: "facebook",
    });
    expect(firstTouch(undefined, readAttribution("?q=1"))).toBeUndefined();
  });
});

describe("CRM payload (spec §7)", () => {
  it("[AP-15][AP-16][AP-17] has the spec's fields; name defaults to 'No Name', Country_Code to 91", () => {
    const payload = toCrmPayload({ MobileNoData: "9876543210", countryCode: "+91" });
    expect(Object.keys(payload)).toEqual([...CRM_PAYLOAD_KEYS]);
    expect(payload.name).toBe("No Name");
    expect(payload.Country_Code).toBe("91");
    expect(toCrmPayload({}).Country_Code).toBe("91");
    expect(toCrmPayload({ countryCode: "971" }).Country_Code).toBe("971");
  });

  it("the stored lead stays authoritative when the browser's payload is merged", () => {
    expect(
      mergeCrmPayload({ name: "Asha", BMI_kg_m2: null }, { name: "X", BMI_kg_m2: 22 }),
    ).toEqual({
      name: "Asha",
      BMI_kg_m2: 22,
    });
  });
});

describe("thank-you route", () => {
  it("[TY-1][TY-2][TY-7] goes to /thankyou?isquicksurvey=1 with nothing else from other pages", () => {
    expect(thankYouUrl({ pageType: "Home", department: "Eye" })).toBe("/thankyou?isquicksurvey=1");
  });

  it("[TY-3][TY-4][TY-5][TY-6] from a marketing page adds isplanfeature=1, department and source=Marketing, never the mobile (TY-4 departure)", () => {
    const url = new URL(
      thankYouUrl({ pageType: "Marketing", department: "Gynaecology" }),
      "http://x",
    );
    expect(url.search).not.toMatch(/mob|9876543210/);
    expect(url.pathname).toBe("/thankyou");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      isquicksurvey: "1",
      isplanfeature: "1",
      department: "Gynaecology",
      source: "Marketing",
    });
    expect(thankYouView(url.searchParams)).toEqual({
      quickSurvey: true,
      marketing: true,
      pdf: false,
      department: "Gynaecology",
    });
  });
});

describe("treatment display names (spec §9)", () => {
  it("[CN-9][CN-10][CN-11][CN-12][CN-13] apply literally, case-insensitively, in order", () => {
    expect(treatmentDisplayName("Vaginal Tightening")).toBe("Laser V Tightening");
    expect(treatmentDisplayName("Living donor LIVER TRANSPLANT")).toBe("Liver Transplant Surgery");
    expect(treatmentDisplayName("knee replacement")).toBe("KNEE REPLACEMENT");
    expect(treatmentDisplayName("Piles Treatment")).toBe("Piles Treatment");
    expect(treatmentDisplayName("Kidney Stone Removal")).toBe("Kidney Stones Transport");
    expect(treatmentDisplayName("Cataract Surgery")).toBe("Cataract Surgery");
  });
});
