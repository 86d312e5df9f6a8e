import { describe, expect, it } from "vitest";
import { CONSENT_VERSION } from "@/src/lib/lead/consent";
import { type FieldRequirements, resolveFields, type Variant } from "@/src/lib/lead/fields";
import { initialLeadValues, type LeadFormValues } from "@/src/lib/lead/form-values";
import type { CityOption, SpecialityOption } from "@/src/lib/lead/options";
import {
  buildLeadPayload,
  type LeadPageValues,
  type LeadPayloadInput,
  OTHER_CITY_NAME,
} from "@/src/lib/lead/payload";
import { leadRequestSchema } from "@/src/lib/lead/schema";

const CITIES: CityOption[] = [
  { CityId: 514, CityName: "Delhi NCR", Type: "popular" },
  { CityId: 477, CityName: "Mumbai", Type: "popular" },
  { CityId: 900, CityName: "Nagpur", Type: "other" },
];
const SPECIALITIES: SpecialityOption[] = [
  { DepartmentId: 7, DepartmentName: "Ophthalmology" },
  { DepartmentId: 8, DepartmentName: "Orthopaedics" },
];
const NOW = new Date("2026-11-22T10:00:00.000Z");

function build(
  values: Partial<LeadFormValues>,
  page: Partial<LeadPageValues> = {},
  more: { requirements?: FieldRequirements; attribution?: LeadPayloadInput["attribution"] } = {},
) {
  const variant: Variant = page.variant ?? "3";
  return buildLeadPayload({
    values: { ...initialLeadValues(), ...values },
    fields: resolveFields(variant, { fieldRequirements: more.requirements }),
    page: { pageType: "Home", tier: 3, pageName: "Home", locale: "en", ...page, variant },
    options: { cities: CITIES, specialities: SPECIALITIES },
    attribution: more.attribution,
    now: NOW,
  });
}

const HOME_LEAD: Partial<LeadFormValues> = {
  name: "Meera Iyer",
  mobile: "9876543210",
  city: 477,
  treatment: "t:Cataract Surgery",
  insurance: "Yes",
  insuranceType: "Private",
};

describe("webleadcreate payload builder", () => {
  it("[LF-2][LF-3] a variant-3 lead carries the spec's field names, IsActiveData 1 and the form's context", () => {
    expect(build(HOME_LEAD)).toEqual({
      NameData: "Meera Iyer",
      MobileNoData: "9876543210",
      countryCode: "91",
      CityData: "Mumbai",
      ProcedureNameData: "Cataract Surgery",
      IsInsurance: "Yes",
      insuranceType: "Private",
      LeadTypeData: "Appointment",
      PageTypeData: "Home",
      PageNameData: "Home",
      PageLanguage: "en",
      LeadTier: 1,
      leadFormVariant: "3",
      lead_channeldata: "Website",
      CreatedDateData: "2026-11-22T10:00:00.000Z",
      IsActiveData: 1,
      formRequirements: resolveFields("3"),
      consentVersion: CONSENT_VERSION,
    });
  });

  it("the body of a complete form passes the shared schema", () => {
    expect(leadRequestSchema.safeParse(build(HOME_LEAD)).success).toBe(true);
  });

  it("[LF-5] countryCode defaults to 91 and is sent without its '+'", () => {
    expect(build({}).countryCode).toBe("91");
    expect(build({ dialCode: "971" }).countryCode).toBe("971");
    expect(build({ dialCode: "+971" }).countryCode).toBe("971");
  });

  it("leaves out fields that are off, unanswered or empty, but always sends the mobile number", () => {
    const body = build({ name: "", email: "a@b.in", query: "hello" });
    expect(body).not.toHaveProperty("NameData");
    // Email and query are off in variant 3.
    expect(body).not.toHaveProperty("EmailIdData");
    expect(body).not.toHaveProperty("QueryData");
    for (const key of ["CityData", "ProcedureNameData", "IsInsurance", "insuranceType"]) {
      expect(body).not.toHaveProperty(key);
    }
    expect(body.MobileNoData).toBe("");
    const authors = build(
      { email: "a@b.in", query: "hello" },
      { variant: "5", pageType: "Authors" },
    );
    expect(authors).toMatchObject({ EmailIdData: "a@b.in", QueryData: "hello" });
    expect(authors).not.toHaveProperty("CityData");
  });

  it("[LF-10] a hidden name is not sent", () => {
    const body = buildLeadPayload({
      values: { ...initialLeadValues(), ...HOME_LEAD },
      fields: resolveFields("3", { hideName: true }),
      page: { variant: "3", locale: "en", pageName: "Home" },
      options: { cities: CITIES, specialities: SPECIALITIES },
    });
    expect(body).not.toHaveProperty("NameData");
  });

  it("[LF-7] without a page tier the lead carries tier 3", () => {
    expect(build({ city: 477 }, { tier: undefined }).LeadTier).toBe(3);
    expect(build({ city: 477 }, { tier: 2 }).LeadTier).toBe(2);
  });

  it("[LF-68][LF-69] insurance type Private gives LeadTier 1; any type gives IsInsurance yes", () => {
    expect(build({ insuranceType: "Private" }, { tier: 3 })).toMatchObject({
      LeadTier: 1,
      IsInsurance: "Yes",
    });
    const govt = build({ insuranceType: "Govt." }, { tier: 3 });
    expect(govt).toMatchObject({ LeadTier: 3, IsInsurance: "Yes", insuranceType: "Govt." });
    // Coverage check: the yes/no question is off and a type alone says yes.
    const check = build(
      { insuranceType: "Govt." },
      {},
      { requirements: { insurance: "off", insuranceType: "required" } },
    );
    expect(check.IsInsurance).toBe("Yes");
    expect(build({ insurance: "No" }).IsInsurance).toBe("No");
  });

  it("[LF-70][LF-71] on city-wise listings with tier 3 a city gives tier 1, 'Other' tier 3", () => {
    for (const pageType of ["CityWise_Doctors_Listing", "CityWise_Hospital_Listing"]) {
      const page = { pageType, tier: 3, variant: "0" as const };
      expect(build({ city: 514 }, page)).toMatchObject({ LeadTier: 1, CityData: "Delhi NCR" });
      expect(build({ city: 0 }, page)).toMatchObject({ LeadTier: 3, CityData: OTHER_CITY_NAME });
    }
  });

  it("[LF-72][LF-73] on Condition and Blog pages with tier 2 a city gives tier 1, 'Other' tier 2", () => {
    for (const pageType of ["Condition", "Blog"]) {
      expect(build({ city: 900 }, { pageType, tier: 2 }).LeadTier).toBe(1);
      expect(build({ city: 0 }, { pageType, tier: 2 }).LeadTier).toBe(2);
      // No city chosen yet: the page's tier.
      expect(build({}, { pageType, tier: 2 }).LeadTier).toBe(2);
    }
    // The rule holds only at the stated page tier, and never on other page types.
    expect(build({ city: 900 }, { pageType: "Condition", tier: 3 }).LeadTier).toBe(3);
    expect(build({ city: 900 }, { pageType: "Home", tier: 3 }).LeadTier).toBe(3);
  });

  it("maps the visit's attribution as docs/leads.md says and keeps the raw record", () => {
    const attribution = {
      source: "google",
      medium: "cpc",
      utm_campaign: "knee-2026",
      campaignid: "123",
      network: "g",
      keyword: "knee replacement cost",
      matchtype: "e",
      targetid: "kwd-1",
      creative: "ad-9",
      gclid: "GCLID-1",
      gad: "1",
      disease: "Piles",
      city: "mumbai",
      landingPage: "/treatment/knee",
    };
    const body = build({}, { variant: "1", pageType: "Treatment" }, { attribution });
    expect(body).toMatchObject({
      Zutm_sourcedata: "google",
      lead_sourcedata: "google",
      Zutm_mediumdata: "cpc",
      Zutm_campaigndata: "knee-2026",
      campaignid: "123",
      Network: "g",
      Keyword_Text: "knee replacement cost",
      Zutm_termdata: "knee replacement cost",
      Keyword_Match_Type: "e",
      utm_term: "kwd-1",
      Adset_Id: "ad-9",
      GCLID: "GCLID-1",
      condition_data: "Piles",
      attribution,
    });
  });

  it("[LF-75][LF-76] the treatment-or-condition value sends either the treatment or the condition", () => {
    const attribution = { disease: "Piles" };
    const treatment = build({ treatment: "t:Cataract Surgery" }, {}, { attribution });
    expect(treatment.ProcedureNameData).toBe("Cataract Surgery");
    // A treatment chosen in the combined field replaces the campaign's disease.
    expect(treatment).not.toHaveProperty("condition_data");
    const condition = build({ treatment: "c:Glaucoma" }, {}, { attribution });
    expect(condition.condition_data).toBe("Glaucoma");
    expect(condition).not.toHaveProperty("ProcedureNameData");
    // Nothing chosen yet: the campaign's disease stays.
    expect(build({}, {}, { attribution }).condition_data).toBe("Piles");
    // A plain treatment field (variant 1) keeps the campaign's disease beside the treatment.
    const variant1 = build(
      { treatment: "Knee Replacement" },
      { variant: "1", pageType: "Treatment" },
      { attribution },
    );
    expect(variant1).toMatchObject({
      ProcedureNameData: "Knee Replacement",
      condition_data: "Piles",
    });
  });

  it("keeps only the page's lead-form keys that a lead may carry", () => {
    const body = build(
      {},
      {
        leadFormKeys: { placement: "hero", entity: "knee", Remark: "r", NameData: "x", evil: "1" },
      },
    );
    expect(body).toMatchObject({ placement: "hero", entity: "knee", Remark: "r" });
    expect(body).not.toHaveProperty("evil");
    // A key that names a form field does not override it.
    expect(body).not.toHaveProperty("NameData");
  });

  it("[LF-74] a chosen speciality is sent as PageDepartment, else the page's department", () => {
    const page = {
      variant: "2" as const,
      pageType: "Doctor_Profile",
      departmentName: "Cardiology",
    };
    expect(build({ speciality: 8 }, page).PageDepartment).toBe("Orthopaedics");
    expect(build({}, page).PageDepartment).toBe("Cardiology");
  });

  it("names the chosen hospital, else the selected or page's own; the doctor from the page", () => {
    const page = { variant: "2" as const, pageType: "Doctor_Profile", doctorId: 5, hospitalId: 9 };
    expect(build({ hospital: 3 }, page)).toMatchObject({ hospitalid: 3, docotrid: 5 });
    expect(build({}, page)).toMatchObject({ hospitalid: 9, docotrid: 5 });
  });

  it("[LF-77] second opinion: the prior consultation after 'Yes' only; the preferred city after 'Yes' to a similar one", () => {
    const page = { variant: "4" as const };
    const answers = {
      callbackTiming: "Evening",
      consultedBefore: "No",
      priorConsultation: "Surgery",
      similarConsultation: "No",
      preferredCity: 514,
    };
    const no = build(answers, page);
    expect(no).toMatchObject({
      Callback_Input: "Evening",
      IsConsultwithDoctor: "No",
      Requested_Consultation: "No",
    });
    expect(no).not.toHaveProperty("Prior_Consultation");
    expect(no).not.toHaveProperty("Preferred_City");
    const yes = build({ ...answers, consultedBefore: "Yes", similarConsultation: "Yes" }, page);
    expect(yes).toMatchObject({ Prior_Consultation: "Surgery", Preferred_City: "Delhi NCR" });
    // Without the questions that lead to them, both are asked on their own.
    const alone = build({ priorConsultation: "Tests", preferredCity: 0 }, page, {
      requirements: { consultedBefore: "off", similarConsultation: "off" },
    });
    expect(alone).toMatchObject({ Prior_Consultation: "Tests", Preferred_City: "Other" });
  });

  it("the lead type follows the form's mode (default appointment)", () => {
    expect(build({}).LeadTypeData).toBe("Appointment");
    expect(build({}, { mode: "secondOpinion" }).LeadTypeData).toBe("Second Opinion");
    expect(build({}, { mode: "emiCalculator" }).LeadTypeData).toBe("EMI Calculator");
  });

  it("the page name falls back to the document's title, then its path, cut at 300", () => {
    const page = { pageName: undefined, documentTitle: "", path: "/treatment/knee" };
    expect(build({}, page).PageNameData).toBe("/treatment/knee");
    expect(build({}, { ...page, documentTitle: "T".repeat(400) }).PageNameData).toHaveLength(300);
    expect(build({}, { pageName: "Knee", documentTitle: "Other" }).PageNameData).toBe("Knee");
  });

  it("[SC-9] the page-name cut never splits an emoji: the body stays well-formed and within 300", () => {
    const title = `${"T".repeat(299)}😀 and more`;
    const name = build({}, { pageName: undefined, documentTitle: title }).PageNameData ?? "";
    expect(name).toBe("T".repeat(299));
    expect(name.isWellFormed()).toBe(true);
    const fits = `${"T".repeat(298)}😀`;
    expect(build({}, { pageName: undefined, documentTitle: fits }).PageNameData).toBe(fits);
  });

  it("carries the language, vendor and the locality", () => {
    const body = build(
      { locality: "Andheri" },
      { locale: "hi", vendorId: "v-1" },
      { requirements: { locality: "required" } },
    );
    expect(body).toMatchObject({ PageLanguage: "hi", vendorId: "v-1", locality: "Andheri" });
  });
});

describe("[TL-4] a calculator's figures ride with the lead", () => {
  it("[TL-4] the BMI mode sends bmi, height and weight, and the lead type 'BMI'", () => {
    const body = build(HOME_LEAD, {
      pageType: "BMI_Calculator",
      mode: "bmi",
      calculation: { bmi: 33.8, height: 165, weight: 92 },
    });
    expect(body).toMatchObject({ bmi: 33.8, height: 165, weight: 92, LeadTypeData: "BMI" });
    const parsed = leadRequestSchema.safeParse(body);
    expect(parsed.success).toBe(true);
  });

  it("[TL-4] only the calculation keys pass: anything else a caller adds is dropped", () => {
    const body = build(
      { mobile: "9876543210" },
      {
        mode: "emiCalculator",
        calculation: {
          Remark: "EMI calculator: …",
          LeadTier: 1,
        } as unknown as LeadPageValues["calculation"],
      },
    );
    expect(body.Remark).toBe("EMI calculator: …");
    expect(body.LeadTypeData).toBe("EMI Calculator");
    // The tier comes from the tier rules, never from a calculation.
    expect(body.LeadTier).toBe(3);
  });
});
