import { describe, expect, it } from "vitest";
import { funnelLeadFields, funnelStep, nextStep, parseFunnelAnswers } from "@/src/lib/funnel";
import { attributionToLeadFields, readAttribution } from "@/src/lib/lead/attribution";

const ALL = {
  treatment: { name: "Knee Replacement", department: "Orthopaedics" },
  city: { id: 514, name: "Delhi NCR" },
  insurance: "Private" as const,
};

describe("[MK-29] surgery funnel", () => {
  it("[MK-29] goes treatment → city → insurance → contact", () => {
    expect(nextStep("treatment")).toBe("city");
    expect(nextStep("city")).toBe("insurance");
    expect(nextStep("insurance")).toBe("contact");
    expect(nextStep("contact")).toBe("contact");
  });

  it("[MK-29] an address for a later step shows the first unanswered one", () => {
    expect(funnelStep(null, {})).toBe("treatment");
    expect(funnelStep("contact", {})).toBe("treatment");
    expect(funnelStep("insurance", { treatment: ALL.treatment })).toBe("city");
    expect(funnelStep("contact", ALL)).toBe("contact");
    expect(funnelStep("city", {})).toBe("treatment");
    expect(funnelStep("nonsense", ALL)).toBe("treatment");
  });

  it("[MK-29] stored answers are read back, malformed ones dropped", () => {
    expect(parseFunnelAnswers(JSON.stringify(ALL))).toEqual(ALL);
    expect(parseFunnelAnswers("{not json")).toEqual({});
    expect(parseFunnelAnswers(JSON.stringify({ city: { id: "x" }, insurance: "Maybe" }))).toEqual(
      {},
    );
  });

  it("[MK-29][LF-68][LF-69] the answers become lead fields: Private sets tier 1 and IsInsurance yes (spec §4)", () => {
    expect(funnelLeadFields(ALL, 3)).toEqual({
      ProcedureNameData: "Knee Replacement",
      PageDepartment: "Orthopaedics",
      CityData: "Delhi NCR",
      IsInsurance: "Yes",
      insuranceType: "Private",
      LeadTier: 1,
    });
    const none = funnelLeadFields({ ...ALL, insurance: "none", city: { id: 0, name: "Other" } }, 3);
    expect(none).toMatchObject({ IsInsurance: "No", insuranceType: undefined, CityData: "Other" });
    expect(none.LeadTier).toBe(3);
  });
});

describe("[MK-27] utm tags", () => {
  it("[MK-27] utm_* are kept raw; utm_source and utm_medium fill source and medium only when absent", () => {
    const a = readAttribution("?utm_source=fb&utm_medium=cpc&utm_content=v1&utm_term=knee");
    expect(a).toEqual({ utm_source: "fb", utm_medium: "cpc", utm_content: "v1", utm_term: "knee" });
    expect(attributionToLeadFields(a)).toMatchObject({
      Zutm_sourcedata: "fb",
      lead_sourcedata: "fb",
      Zutm_mediumdata: "cpc",
    });
    const both = readAttribution("?source=google&utm_source=fb&medium=search&utm_medium=cpc");
    expect(attributionToLeadFields(both)).toMatchObject({
      Zutm_sourcedata: "google",
      Zutm_mediumdata: "search",
    });
  });
});
