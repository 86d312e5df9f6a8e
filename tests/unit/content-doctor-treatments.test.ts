import { describe, expect, it } from "vitest";
import {
  checkDoctorTreatments,
  checkSendBackReason,
  treatmentChanges,
} from "@/src/lib/content-editing/doctor-treatments";

describe("a doctor's treatments: the rules", () => {
  it("[CE-60] a list is stored sorted, '; ' between, whatever order and separators it came in", () => {
    expect(
      checkDoctorTreatments({
        treatments: "knee-replacement, acl-reconstruction;\nhip-replacement",
      }),
    ).toEqual({
      ok: true,
      value: { treatments: "acl-reconstruction; hip-replacement; knee-replacement" },
    });
    expect(checkDoctorTreatments({ treatments: "" })).toEqual({
      ok: true,
      value: { treatments: "" },
    });
  });

  it("[CE-63] a repeated treatment, a non-slug, a missing list and a form opened before a publish are refused", () => {
    const message = (
      input: Record<string, unknown>,
      published = null as null | { treatments: string },
    ) => {
      const checked = checkDoctorTreatments(input, published);
      return checked.ok ? "" : checked.problems.map((p) => p.message).join(" ");
    };
    expect(message({ treatments: "hip-replacement; hip-replacement" })).toMatch(/listed twice/);
    expect(message({ treatments: "<script>" })).toMatch(/not a treatment's slug/);
    expect(message({})).toMatch(/Send the list of treatments/);
    expect(message({ treatments: 42 })).toMatch(/Send the list of treatments/);
    expect(
      message(
        { treatments: "hip-replacement", treatmentsBase: "fracture-fixation" },
        { treatments: "fracture-fixation; knee-arthroscopy" },
      ),
    ).toMatch(/published since you opened this form/);
    expect(
      message(
        { treatments: "hip-replacement", treatmentsBase: "knee-arthroscopy; fracture-fixation" },
        { treatments: "fracture-fixation; knee-arthroscopy" },
      ),
    ).toBe("");
  });

  it("[CE-62] the change is the treatments added and removed", () => {
    expect(
      treatmentChanges(
        { treatments: "fracture-fixation; knee-arthroscopy" },
        { treatments: "fracture-fixation; knee-replacement" },
      ),
    ).toEqual({ added: ["knee-replacement"], removed: ["knee-arthroscopy"] });
  });

  it("[CE-65] sending back needs a plain reason of 5 to 500 characters", () => {
    expect(checkSendBackReason("  ok ").ok).toBe(false);
    expect(checkSendBackReason("x".repeat(501)).ok).toBe(false);
    expect(checkSendBackReason("See <b>this</b>").ok).toBe(false);
    expect(checkSendBackReason("  Not his field.  ")).toEqual({
      ok: true,
      value: "Not his field.",
    });
  });
});
