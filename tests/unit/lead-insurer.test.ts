import { describe, expect, it } from "vitest";
import { isFieldVisible, resolveFields, shownFields } from "@/src/lib/lead/fields";
import { initialLeadValues, visibilityAnswers, withAnswer } from "@/src/lib/lead/form-values";
import { modeFields } from "@/src/lib/lead/modal";
import { buildLeadPayload } from "@/src/lib/lead/payload";
import { insurerFromAnswers, preselectedInsurance } from "@/src/lib/lead/preselect";
import { leadRequestSchema } from "@/src/lib/lead/schema";

const v3 = resolveFields("3");
const STAR = { name: "Star Health Insurance", type: "Private" };

function payload(values: Partial<ReturnType<typeof initialLeadValues>>) {
  return buildLeadPayload({
    values: {
      ...initialLeadValues(),
      name: "Asha",
      mobile: "9876543210",
      city: 484,
      treatment: "t:Knee Replacement",
      ...values,
    },
    fields: v3,
    page: { pageType: "Treatment", tier: 2, locale: "en", variant: "3" },
    options: { cities: [{ CityId: 484, CityName: "Pune", Type: "other" }], specialities: [] },
    now: new Date("2026-11-22T10:00:00.000Z"),
  });
}

describe("'Private insurance' asks which insurer, and the lead carries it", () => {
  it("the insurer is asked after 'Private insurance' only, and may be left out", () => {
    const shown = (answers: { IsInsurance?: string; insuranceType?: string }) =>
      shownFields(v3, answers);
    expect(shown({ IsInsurance: "Yes", insuranceType: "Private" })).toContain("insurer");
    expect(shown({ IsInsurance: "Yes", insuranceType: "Govt." })).not.toContain("insurer");
    expect(shown({ IsInsurance: "Yes" })).not.toContain("insurer");
    expect(shown({ IsInsurance: "No", insuranceType: "Private" })).not.toContain("insurer");
    expect(v3.insurer).toBe("optional");
    // Only where the form asks the insurance type at all.
    const v0 = resolveFields("0");
    expect(isFieldVisible("insurer", v0, { IsInsurance: "Yes", insuranceType: "Private" })).toBe(
      false,
    );
  });

  it("another insurance type, or no insurance, drops the insurer", () => {
    const chosen = {
      ...initialLeadValues(),
      insurance: "Yes",
      insuranceType: "Private",
      insurer: STAR.name,
    };
    expect(withAnswer(chosen, "insuranceType", { insuranceType: "Govt." }, v3).insurer).toBe(
      undefined,
    );
    expect(withAnswer(chosen, "insurance", { insurance: "No" }, v3).insurer).toBe(undefined);
    expect(withAnswer(chosen, "insuranceType", { insuranceType: "Private" }, v3).insurer).toBe(
      STAR.name,
    );
    expect(visibilityAnswers(chosen).insuranceType).toBe("Private");
  });

  it("the lead sends the insurer as InsuranceNameData, and the shared schema accepts it", () => {
    const body = payload({ insurance: "Yes", insuranceType: "Private", insurer: STAR.name });
    expect(body).toMatchObject({
      IsInsurance: "Yes",
      insuranceType: "Private",
      InsuranceNameData: STAR.name,
      CityData: "Pune",
    });
    const parsed = leadRequestSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.InsuranceNameData).toBe(STAR.name);
    // Private insurance without a named insurer is still a lead.
    expect(
      leadRequestSchema.safeParse(payload({ insurance: "Yes", insuranceType: "Private" })).success,
    ).toBe(true);
    // No insurance type, no insurer.
    expect(payload({ insurance: "No", insurer: STAR.name }).InsuranceNameData).toBeUndefined();
  });
});

describe("[MK-20] an insurer chosen before the form is not asked again", () => {
  it("Star Health chosen in the estimate: insurance yes, private, Star Health", () => {
    expect(preselectedInsurance(STAR, v3, {})).toEqual({
      insurance: "Yes",
      insuranceType: "Private",
      insurer: STAR.name,
    });
  });

  it("a government scheme sets the Govt. type and keeps its name for the lead", () => {
    const pmjay = { name: "Ayushman Bharat PM-JAY", type: "Govt." };
    const answers = preselectedInsurance(pmjay, v3, {});
    expect(answers).toEqual({ insurance: "Yes", insuranceType: "Govt.", insurer: pmjay.name });
    expect(payload({ ...answers }).InsuranceNameData).toBe(pmjay.name);
  });

  it("answers passed as lead fields (a coverage check's) name the insurer the form shows", () => {
    expect(insurerFromAnswers({ insuranceType: "Private", InsuranceNameData: STAR.name })).toEqual(
      STAR,
    );
    expect(insurerFromAnswers({ insuranceType: "Private" })).toBeUndefined();
    expect(insurerFromAnswers(undefined)).toBeUndefined();
  });

  it("never over the patient's own answer, into a form without insurance, or an unknown type", () => {
    expect(preselectedInsurance(STAR, v3, { insurance: "No" })).toBeUndefined();
    expect(preselectedInsurance(STAR, v3, { insuranceType: "Govt." })).toBeUndefined();
    expect(preselectedInsurance(STAR, resolveFields("0"), {})).toBeUndefined();
    expect(preselectedInsurance({ name: "X", type: "Other" }, v3, {})).toBeUndefined();
  });
});

describe("[MK-20] a coverage check asks about the insurance whatever the page's variant", () => {
  it("the cost page's variant 1 gets the insurance type and, for a private policy, the insurer", () => {
    const v1 = resolveFields("1", { fieldRequirements: modeFields("insuranceCheck") });
    expect(shownFields(v1, {})).toEqual(["name", "mobile", "city", "treatment", "insuranceType"]);
    expect(shownFields(v1, { insuranceType: "Private" })).toContain("insurer");
    expect(preselectedInsurance(STAR, v1, {})).toEqual({
      insuranceType: "Private",
      insurer: STAR.name,
    });
    // Other modes ask what their variant asks.
    expect(modeFields("appointment")).toEqual({});
    expect(modeFields(undefined)).toEqual({});
  });
});
