import { describe, expect, it } from "vitest";
import en from "@/src/lib/i18n/messages/en/lead.json";
import {
  FIELD_KEYS,
  FIELD_SPECS,
  type FieldKey,
  resolveFields,
  shownFields,
} from "@/src/lib/lead/fields";
import { checkLeadBody } from "@/src/lib/lead/form-check";
import {
  initialLeadValues,
  valueKeyOf,
  visibilityAnswers,
  withAnswer,
} from "@/src/lib/lead/form-values";
import { buildLeadPayload } from "@/src/lib/lead/payload";
import { matchCity, preselectedTreatment } from "@/src/lib/lead/preselect";
import { leadMessages } from "@/src/ui/lead-form/messages";
import { cityGroups, localityGroups, treatmentGroups } from "@/src/ui/lead-form/option-groups";

const m = leadMessages("en");

describe("declarative field specs", () => {
  it("every field has a kind, a label and an error message", () => {
    for (const key of FIELD_KEYS) {
      expect(["text", "mobile", "select", "radio"]).toContain(FIELD_SPECS[key].kind);
      expect(m.labels[key]).toBeTruthy();
    }
  });

  it("[LF-24] radio fields are data: options with label and value, a title and an error message", () => {
    const radios = FIELD_KEYS.filter((k) => FIELD_SPECS[k].kind === "radio");
    expect(radios.join(" ")).toBe(
      "insurance insuranceType callbackTiming consultedBefore priorConsultation similarConsultation",
    );
    const labelled = (key: FieldKey) => {
      const spec = FIELD_SPECS[key];
      return spec.kind === "radio"
        ? spec.options.map((o) => ({ value: o.value, label: m.options[o.label] }))
        : [];
    };
    expect(labelled("insurance")).toEqual([
      { value: "Yes", label: "Yes" },
      { value: "No", label: "No" },
    ]);
    expect(labelled("callbackTiming").map((o) => o.value)).toEqual([
      "ASAP",
      "Morning",
      "Afternoon",
      "Evening",
    ]);
    expect(labelled("priorConsultation")).toContainEqual({ value: "Tests", label: "More tests" });
    expect(en.errors.priorConsultation).toBe("Please select any one");
  });

  it("[LF-22][LF-23] the insurance type options: 'Govt.(Ayushman,CGHS,ECHS etc.)' is Govt., 'Private Insurance' is Private", () => {
    const spec = FIELD_SPECS.insuranceType;
    expect(spec.kind === "radio" && spec.options).toEqual([
      { value: "Govt.", label: "insuranceGovt" },
      { value: "Private", label: "insurancePrivate" },
    ]);
    expect(m.options.insuranceGovt).toBe("Govt.(Ayushman,CGHS,ECHS etc.)");
    expect(m.options.insurancePrivate).toBe("Private Insurance");
  });

  it("[LF-14][LF-15] the consultation questions' titles are the spec's defaults", () => {
    expect(m.labels.consultedBefore).toBe("Have you consulted before?");
    expect(m.labels.similarConsultation).toBe(
      "Are you open to another similar consultation in your city?",
    );
  });

  it("the treatment-or-condition field shares the treatment value; others keep their own", () => {
    expect(valueKeyOf("treatmentOrCondition")).toBe("treatment");
    expect(valueKeyOf("city")).toBe("city");
  });

  it("a fresh form: +91, the form's query option, nothing answered", () => {
    const fresh = initialLeadValues("my query");
    expect(fresh).toEqual({
      name: "",
      mobile: "",
      dialCode: "91",
      country: "IN",
      email: "",
      query: "my query",
    });
  });
});

describe("shown fields", () => {
  const v3 = resolveFields("3");
  it("[LF-43] variant 3 shows name, mobile, city, treatment or condition, insurance; the type after 'Yes'", () => {
    expect(shownFields(v3, {})).toEqual([
      "name",
      "mobile",
      "city",
      "treatmentOrCondition",
      "insurance",
    ]);
    expect(shownFields(v3, { IsInsurance: "Yes" })).toContain("insuranceType");
    expect(shownFields(v3, { IsInsurance: "No" })).not.toContain("insuranceType");
  });

  it("[LF-77] variant 4 asks the preferred city only after 'Yes' to a similar consultation", () => {
    const v4 = resolveFields("4");
    expect(shownFields(v4, {})).not.toContain("preferredCity");
    expect(shownFields(v4, { Requested_Consultation: "Yes" })).toContain("preferredCity");
    expect(shownFields(v4, { IsConsultwithDoctor: "Yes" })).toContain("priorConsultation");
  });

  it("[LF-10] a hidden name is not shown; the mobile number always is", () => {
    expect(shownFields(resolveFields("3", { hideName: true }), {})).not.toContain("name");
    const noMobile = resolveFields("0", { fieldRequirements: { mobile: "off" } });
    expect(shownFields(noMobile, {})).toContain("mobile");
  });

  it("one control when both treatment fields are on: the treatment-or-condition one", () => {
    const both = resolveFields("3", { fieldRequirements: { treatment: "required" } });
    const shown = shownFields(both, {});
    expect(shown).toContain("treatmentOrCondition");
    expect(shown).not.toContain("treatment");
  });
});

describe("answer rules", () => {
  const v2 = resolveFields("2");
  it("[LF-74] choosing a speciality drops a treatment of the previous speciality", () => {
    const before = { ...initialLeadValues(), speciality: 7, treatment: "Cataract Surgery" };
    const after = withAnswer(before, "speciality", { speciality: 8 }, v2);
    expect(after).toMatchObject({ speciality: 8, treatment: undefined });
    // A treatment-or-condition field (no treatment field) keeps its value.
    const v3 = resolveFields("3", { fieldRequirements: { speciality: "optional" } });
    expect(withAnswer(before, "speciality", { speciality: 8 }, v3).treatment).toBe(
      "Cataract Surgery",
    );
  });

  it("[LF-75][LF-76] one value holds the treatment or the condition: choosing one replaces the other", () => {
    const v3 = resolveFields("3");
    const treatment = withAnswer(
      initialLeadValues(),
      "treatmentOrCondition",
      { treatment: "t:Cataract Surgery" },
      v3,
    );
    const condition = withAnswer(treatment, "treatmentOrCondition", { treatment: "c:Piles" }, v3);
    expect(condition.treatment).toBe("c:Piles");
  });

  it("an insurance answer other than 'Yes' drops the insurance type", () => {
    const v3 = resolveFields("3");
    const yes = { ...initialLeadValues(), insurance: "Yes", insuranceType: "Private" };
    expect(withAnswer(yes, "insurance", { insurance: "No" }, v3).insuranceType).toBeUndefined();
    expect(withAnswer(yes, "insurance", { insurance: "Yes" }, v3).insuranceType).toBe("Private");
    // The insurance type decides whether the insurer is asked.
    expect(visibilityAnswers(yes)).toEqual({
      IsInsurance: "Yes",
      insuranceType: "Private",
      IsConsultwithDoctor: undefined,
      Requested_Consultation: undefined,
    });
  });
});

describe("the form's check", () => {
  const v3 = resolveFields("3");
  const body = (values: Parameters<typeof withAnswer>[2]) =>
    buildLeadPayload({
      values: { ...initialLeadValues(), ...values },
      fields: v3,
      page: { variant: "3", locale: "en", pageName: "Home" },
      options: { cities: [], specialities: [] },
    });

  it("[LF-57][LF-29][LF-30][LF-35][LF-36][LF-40] an empty variant-3 form marks each field with its message", () => {
    expect(checkLeadBody(body({}), v3)).toEqual({
      ok: false,
      fields: [
        ["name", "name"],
        ["mobile", "mobile"],
        ["city", "city"],
        ["treatmentOrCondition", "treatment"],
        ["insurance", "insurance"],
      ],
    });
  });

  it("a complete form passes; a body that fails on no field is not sent either", () => {
    const complete = body({
      name: "Asha",
      mobile: "9876543210",
      city: 0,
      treatment: "c:Piles",
      insurance: "No",
    });
    expect(checkLeadBody(complete, v3)).toEqual({ ok: true });
    expect(checkLeadBody({ ...complete, unknownKey: "x" }, v3)).toEqual({ ok: false, fields: [] });
  });
});

describe("preselection", () => {
  const cities = [
    { CityId: 514, CityName: "Delhi NCR", Type: "popular" },
    { CityId: 267, CityName: "Hyderabad", Type: "popular" },
  ];
  it("matches a city by id, name or slug, any case", () => {
    expect(matchCity(cities, 514)?.CityName).toBe("Delhi NCR");
    expect(matchCity(cities, "delhi-ncr")?.CityId).toBe(514);
    expect(matchCity(cities, " HYDERABAD ")?.CityId).toBe(267);
    expect(matchCity(cities, "")).toBeUndefined();
    expect(matchCity(cities, "pune")).toBeUndefined();
  });

  it("picks the form's treatment, else (combined field only) the campaign's disease", () => {
    const treatments = [{ ProcedureId: 1, ProcedureName: "Cataract Surgery", departmentid: 7 }];
    const conditions = [{ DiseaseId: 2, DiseaseName: "Piles" }];
    const lists = { treatments, conditions };
    expect(preselectedTreatment({ ...lists, treatment: "cataract surgery", combined: false })).toBe(
      "Cataract Surgery",
    );
    expect(preselectedTreatment({ ...lists, treatment: "Cataract Surgery", combined: true })).toBe(
      "t:Cataract Surgery",
    );
    expect(preselectedTreatment({ ...lists, disease: "piles", combined: true })).toBe("c:Piles");
    expect(preselectedTreatment({ ...lists, disease: "piles", combined: false })).toBeUndefined();
  });
});

describe("option groups", () => {
  it("[LF-16] popular cities, other cities, then 'Other' (CityId 0) last", () => {
    const groups = cityGroups(
      [
        { CityId: 514, CityName: "Delhi NCR", Type: "popular" },
        { CityId: 900, CityName: "Nagpur", Type: "other" },
      ],
      m,
    );
    expect(groups).toEqual([
      { label: "Popular Cities", options: [{ value: "514", label: "Delhi NCR" }] },
      {
        label: "Other Cities",
        options: [
          { value: "900", label: "Nagpur" },
          { value: "0", label: "Other", pinned: true },
        ],
      },
    ]);
  });

  it("[LF-19] the treatment 'Other' (ProcedureId 0) reads 'Other'; the combined field groups conditions", () => {
    const treatments = [
      { ProcedureId: 1, ProcedureName: "Cataract Surgery", departmentid: 7 },
      { ProcedureId: 0, ProcedureName: "Other", departmentid: 7 },
    ];
    expect(treatmentGroups(treatments, [], false, m)).toEqual([
      {
        options: [
          { value: "Cataract Surgery", label: "Cataract Surgery" },
          { value: "Other", label: "Other", pinned: true },
        ],
      },
    ]);
    const combined = treatmentGroups(treatments, [{ DiseaseId: 2, DiseaseName: "Piles" }], true, m);
    expect(combined.map((g) => g.label)).toEqual(["Treatments", "Conditions"]);
    expect(combined[1]?.options).toEqual([{ value: "c:Piles", label: "Piles" }]);
  });

  it("no configured localities give no groups (the field becomes a text input)", () => {
    expect(localityGroups([])).toEqual([]);
    expect(localityGroups(["Andheri"])).toEqual([
      { options: [{ value: "Andheri", label: "Andheri" }] },
    ]);
  });
});
