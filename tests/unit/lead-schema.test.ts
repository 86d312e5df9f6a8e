import { describe, expect, it } from "vitest";
import { getMessages } from "@/src/lib/i18n";
import {
  type FieldKey,
  isFieldVisible,
  type ResolvedFields,
  resolveFields,
} from "@/src/lib/lead/fields";
import {
  isValidEmail,
  LEAD_MESSAGES as M,
  leadRequestSchema,
  leadRuleIssues,
} from "@/src/lib/lead/schema";

function issuesOf(values: Record<string, unknown>, resolved: ResolvedFields) {
  return leadRuleIssues({ countryCode: "91", MobileNoData: "9876543210", ...values }, resolved);
}
function messagesOf(values: Record<string, unknown>, resolved: ResolvedFields) {
  return issuesOf(values, resolved).map((i) => i.message);
}
function fieldsOf(values: Record<string, unknown>, resolved: ResolvedFields): FieldKey[] {
  return issuesOf(values, resolved).map((i) => i.field);
}

describe("lead validation messages (spec §5), exactly", () => {
  it("every field's message is the spec's text (the insurer's is ours: the spec has no such field)", () => {
    expect(M).toEqual({
      name: "Please Enter Name",
      mobile: "Please Only Enter a Valid Mobile Number",
      email: "Please Enter valid Email ID",
      city: "Please select valid city",
      treatment: "Please Select a Treatment",
      hospital: "Please Select a Hospital",
      speciality: "Please Select a Speciality",
      query: "Please enter your query",
      insurance: "Please select do you have an insurance",
      insuranceType: "Please Select an Insurance Type",
      insurer: "Please select your insurer",
      callbackTiming: "Please Select when do you want to have a call",
      consultedBefore: "Please Select have you consulted to the doctor before",
      priorConsultation: "Please select any one",
      similarConsultation: "Please select any one",
      preferredCity: "Please select preferred city",
      locality: "Please select your locality",
    });
  });

  it("[ER-14][ER-15][ER-16][ER-17][ER-18][ER-19][ER-20][ER-21][ER-22][ER-23][ER-24] the other shared messages exist", () => {
    expect(Object.values(getMessages("en").lead.shared)).toEqual([
      "Select Gender",
      "Enter valid age",
      "Enter valid height",
      "Enter valid weight",
      "Select atleast one",
      "Please enter name",
      "Please enter valid mobile number",
      "Please enter valid email",
      "Please select city",
      "Please select specializations",
      "Please enter query",
    ]);
  });

  it("[LF-14][LF-15] the consultation questions read as the spec says by default", () => {
    const labels = getMessages("en").lead.labels;
    expect(labels.consultedBefore).toBe("Have you consulted before?");
    expect(labels.similarConsultation).toBe(
      "Are you open to another similar consultation in your city?",
    );
  });

  it("[LF-22][LF-23] insurance type options are labelled as the spec says", () => {
    const o = getMessages("en").lead.options;
    expect(o.insuranceGovt).toBe("Govt.(Ayushman,CGHS,ECHS etc.)");
    expect(o.insurancePrivate).toBe("Private Insurance");
  });

  it("[LF-58] the submitting label is 'Submitting...'", () => {
    expect(getMessages("en").lead.submitting).toBe("Submitting...");
  });
});

describe("lead rules", () => {
  const v0 = resolveFields("0");
  const v3 = resolveFields("3");
  const v4 = resolveFields("4");

  it("[LF-29] an empty name shows 'Please Enter Name'; hidden or optional names are not required", () => {
    expect(messagesOf({ CityData: "Pune" }, v0)).toEqual([M.name]);
    expect(messagesOf({ CityData: "Pune" }, resolveFields("0", { hideName: true }))).toEqual([]);
    expect(
      messagesOf(
        { CityData: "Pune" },
        resolveFields("0", { fieldRequirements: { name: "optional" } }),
      ),
    ).toEqual([]);
  });

  it("[LF-30] an empty mobile shows the mobile message", () => {
    expect(messagesOf({ NameData: "A", CityData: "Pune", MobileNoData: "" }, v0)).toEqual([
      M.mobile,
    ]);
  });

  it("[LF-31][LF-32] with +91 or no code: exactly 10 digits starting 6-9", () => {
    for (const mobile of ["987654321", "98765432100", "5876543210", "0987654321", "98765-4321"]) {
      expect(
        fieldsOf({ NameData: "A", CityData: "Pune", MobileNoData: mobile }, v0),
        mobile,
      ).toEqual(["mobile"]);
    }
    for (const mobile of ["6000000000", "7123456789", "8123456789", "9123456789"]) {
      expect(fieldsOf({ NameData: "A", CityData: "Pune", MobileNoData: mobile }, v0)).toEqual([]);
      expect(
        fieldsOf({ NameData: "A", CityData: "Pune", MobileNoData: mobile, countryCode: "" }, v0),
      ).toEqual([]);
    }
  });

  it("[LF-33] with another code a non-empty number is not format-checked", () => {
    for (const mobile of ["1", "12345", "01234567890123456789"]) {
      expect(
        fieldsOf({ NameData: "A", CityData: "Pune", MobileNoData: mobile, countryCode: "44" }, v0),
      ).toEqual([]);
    }
  });

  it("[LF-34] an included email must match the address pattern; so must one sent where the form hides the field", () => {
    const v5 = resolveFields("5");
    expect(messagesOf({ NameData: "A", EmailIdData: "asha@" }, v5)).toEqual([M.email]);
    expect(messagesOf({ NameData: "A", EmailIdData: "asha@example.com" }, v5)).toEqual([]);
    // Variant 0 hides the email: absent is fine, present is stored and sent, so it is checked.
    expect(messagesOf({ NameData: "A", CityData: "Pune" }, v0)).toEqual([]);
    expect(messagesOf({ NameData: "A", CityData: "Pune", EmailIdData: "nope" }, v0)).toEqual([
      M.email,
    ]);
    expect(messagesOf({ NameData: "A", CityData: "Pune", EmailIdData: "a@b.in" }, v0)).toEqual([]);
    expect(isValidEmail("a.b+c@mail.example.in")).toBe(true);
    expect(isValidEmail("a@b")).toBe(false);
    expect(isValidEmail("a b@c.com")).toBe(false);
  });

  it("[LF-35] a missing city shows 'Please select valid city'", () => {
    expect(messagesOf({ NameData: "A" }, v0)).toEqual([M.city]);
  });

  it("[LF-36] a missing treatment or condition shows 'Please Select a Treatment'; either one satisfies it", () => {
    const base = { NameData: "A", CityData: "Pune", IsInsurance: "No" };
    expect(messagesOf(base, v3)).toEqual([M.treatment]);
    expect(messagesOf({ ...base, ProcedureNameData: "Hernia Surgery" }, v3)).toEqual([]);
    expect(messagesOf({ ...base, condition_data: "Piles" }, v3)).toEqual([]);
    expect(messagesOf({ NameData: "A", CityData: "Pune" }, resolveFields("1"))).toEqual([
      M.treatment,
    ]);
  });

  it("[LF-37] a hospital is required when offered and not otherwise", () => {
    const v2 = resolveFields("2");
    const base = {
      NameData: "A",
      CityData: "Pune",
      PageDepartment: "Cardiology",
      ProcedureNameData: "Other",
    };
    expect(messagesOf(base, v2)).toEqual([M.hospital]);
    expect(messagesOf({ ...base, hospitalid: 3 }, v2)).toEqual([]);
    expect(
      messagesOf(base, resolveFields("2", { fieldRequirements: { hospital: "off" } })),
    ).toEqual([]);
  });

  it("[LF-38] a missing speciality shows 'Please Select a Speciality'", () => {
    expect(
      messagesOf(
        { NameData: "A", CityData: "Pune", hospitalid: 1, ProcedureNameData: "Other" },
        resolveFields("2"),
      ),
    ).toEqual([M.speciality]);
  });

  it("[LF-39] the query is required only when configured", () => {
    const base = {
      NameData: "A",
      CityData: "Pune",
      PageDepartment: "Orthopaedics",
      Callback_Input: "Morning",
      IsConsultwithDoctor: "No",
      Requested_Consultation: "No",
    };
    expect(messagesOf(base, v4)).toEqual([]);
    expect(
      messagesOf(base, resolveFields("4", { fieldRequirements: { query: "required" } })),
    ).toEqual([M.query]);
  });

  it("[LF-40][LF-41][LF-42] the insurance question is required by default and can be switched off", () => {
    const base = { NameData: "A", CityData: "Pune", ProcedureNameData: "Hernia Surgery" };
    expect(messagesOf(base, v3)).toEqual([M.insurance]);
    expect(resolveFields("3").insurance).toBe("required");
    expect(messagesOf(base, resolveFields("3", { insuranceRequired: false }))).toEqual([]);
  });

  it("[LF-43] after 'Yes' to insurance, a missing type shows 'Please Select an Insurance Type'", () => {
    const base = { NameData: "A", CityData: "Pune", ProcedureNameData: "Hernia Surgery" };
    expect(messagesOf({ ...base, IsInsurance: "Yes" }, v3)).toEqual([M.insuranceType]);
    expect(messagesOf({ ...base, IsInsurance: "No" }, v3)).toEqual([]);
    expect(messagesOf({ ...base, IsInsurance: "Yes", insuranceType: "Govt." }, v3)).toEqual([]);
  });

  it("[LF-44][LF-45][LF-46][LF-47] the second-opinion questions each show their message", () => {
    const base = { NameData: "A", CityData: "Pune", PageDepartment: "Orthopaedics" };
    expect(messagesOf(base, v4)).toEqual([
      M.callbackTiming,
      M.consultedBefore,
      M.similarConsultation,
    ]);
    expect(
      messagesOf(
        {
          ...base,
          Callback_Input: "ASAP",
          IsConsultwithDoctor: "Yes",
          Requested_Consultation: "No",
        },
        v4,
      ),
    ).toEqual([M.priorConsultation]);
    expect(M.priorConsultation).toBe("Please select any one");
    expect(M.similarConsultation).toBe("Please select any one");
  });

  it("[LF-48] the preferred city is required when the similar-consultation answer is yes or the question is absent", () => {
    const base = {
      NameData: "A",
      CityData: "Pune",
      PageDepartment: "Orthopaedics",
      Callback_Input: "ASAP",
      IsConsultwithDoctor: "No",
    };
    expect(messagesOf({ ...base, Requested_Consultation: "Yes" }, v4)).toEqual([M.preferredCity]);
    expect(messagesOf({ ...base, Requested_Consultation: "No" }, v4)).toEqual([]);
    const noQuestion = resolveFields("4", { fieldRequirements: { similarConsultation: "off" } });
    expect(messagesOf(base, noQuestion)).toEqual([M.preferredCity]);
  });

  it("[LF-49] a missing locality shows 'Please select your locality'", () => {
    expect(
      messagesOf(
        { NameData: "A", CityData: "Pune" },
        resolveFields("0", { fieldRequirements: { locality: "required" } }),
      ),
    ).toEqual([M.locality]);
  });

  it("[LF-77] the preferred-city question is shown only after 'Yes' to the similar consultation", () => {
    expect(isFieldVisible("preferredCity", v4, {})).toBe(false);
    expect(isFieldVisible("preferredCity", v4, { Requested_Consultation: "No" })).toBe(false);
    expect(isFieldVisible("preferredCity", v4, { Requested_Consultation: "Yes" })).toBe(true);
  });

  it("[LF-57] an invalid form lists every failing field in display order", () => {
    expect(fieldsOf({ MobileNoData: "" }, v3)).toEqual([
      "name",
      "mobile",
      "city",
      "treatmentOrCondition",
      "insurance",
    ]);
  });
});

describe("the request schema", () => {
  it("normalises: trims text, strips the + of the code and spaces in the number, Yes/No case", () => {
    const out = leadRequestSchema.parse({
      NameData: "  Asha  ",
      MobileNoData: "98765 43210",
      countryCode: "+91",
      CityData: "Pune",
      IsInsurance: "yes",
      leadFormVariant: "0",
    });
    expect(out.NameData).toBe("Asha");
    expect(out.MobileNoData).toBe("9876543210");
    expect(out.countryCode).toBe("91");
    expect(out.IsInsurance).toBe("Yes");
  });

  it("[LF-78] without a variant the rules of variant 3 apply", () => {
    const result = leadRequestSchema.safeParse({
      NameData: "A",
      MobileNoData: "9876543210",
      CityData: "Pune",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([M.treatment, M.insurance]);
  });

  it("rejects unknown fields by name", () => {
    const result = leadRequestSchema.safeParse({
      NameData: "A",
      MobileNoData: "9876543210",
      hack: 1,
    });
    expect(result.error?.issues[0]?.message).toBe("Unknown field: hack");
  });
});
