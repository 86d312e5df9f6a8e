import { describe, expect, it } from "vitest";
import {
  conditionHeading,
  splitConditionName,
  treatmentDisplayName,
} from "@/src/lib/catalog/names";

describe("[issue 11 item 2] condition names as patients search them", () => {
  it("[issue 11 item 2] the lay name and the Hindi name first: 'Piles (बवासीर)'", () => {
    expect(conditionHeading({ name: "Piles (Haemorrhoids)", nameHi: "बवासीर" }, "en")).toEqual({
      heading: "Piles (बवासीर)",
      medical: "Haemorrhoids",
    });
    expect(conditionHeading({ name: "Cataract", nameHi: "मोतियाबिंद" }, "en")).toEqual({
      heading: "Cataract (मोतियाबिंद)",
      medical: null,
    });
    expect(conditionHeading({ name: "PCOS", nameHi: null }, "en").heading).toBe("PCOS");
    expect(conditionHeading({ name: "Piles (Haemorrhoids)", nameHi: "बवासीर" }, "hi").heading).toBe(
      "बवासीर",
    );
  });

  it("[issue 11 item 2] splits only a trailing bracket", () => {
    expect(splitConditionName("Enlarged Prostate (BPH)")).toEqual({
      lay: "Enlarged Prostate",
      medical: "BPH",
    });
    expect(splitConditionName("Squint")).toEqual({ lay: "Squint", medical: null });
  });
});

describe("[CN-9][CN-10][CN-11][CN-12][CN-13] treatment pages use the spec §9 display names", () => {
  it("[CN-9][CN-10][CN-11][CN-12][CN-13] one function names every treatment heading", () => {
    expect(treatmentDisplayName("Vaginal Tightening")).toBe("Laser V Tightening");
    expect(treatmentDisplayName("Liver Transplant")).toBe("Liver Transplant Surgery");
    expect(treatmentDisplayName("Knee Replacement")).toBe("KNEE REPLACEMENT");
    expect(treatmentDisplayName("Piles Treatment")).toBe("Piles Treatment");
    expect(treatmentDisplayName("Kidney Stone Treatment")).toBe("Kidney Stones Transport");
    expect(treatmentDisplayName("Cataract Surgery")).toBe("Cataract Surgery");
  });
});
