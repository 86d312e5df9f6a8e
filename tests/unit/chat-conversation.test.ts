import { describe, expect, it } from "vitest";
import { parseChatQuestion } from "@/src/lib/chat/answer";
import {
  type ChatLine,
  chatLeadBody,
  nextStep,
  TRANSCRIPT_MAX,
  transcriptOf,
} from "@/src/lib/chat/conversation";
import { leadRequestSchema } from "@/src/lib/lead/schema";

describe("care assistant conversation", () => {
  it("[CH-1] asks need, topic, city, insurance, call time, then contact, one at a time", () => {
    expect(nextStep({}, "guided")).toBe("need");
    expect(nextStep({ need: "cost" }, "guided")).toBe("topic");
    // /chat/ai starts with the patient's own words.
    expect(nextStep({}, "assistant")).toBe("topic");
    const city = { id: 477, name: "Mumbai" };
    expect(nextStep({ need: "cost", topic: "tkr" }, "guided")).toBe("city");
    expect(nextStep({ need: "cost", topic: "tkr", city }, "guided")).toBe("insurance");
    expect(nextStep({ need: "cost", topic: "tkr", city, insurance: "none" }, "guided")).toBe(
      "callTime",
    );
    expect(
      nextStep({ need: "cost", topic: "tkr", city, insurance: "none", callTime: "ASAP" }, "guided"),
    ).toBe("contact");
  });

  it("[CH-3] the transcript names who said what and fits the lead's 2,000 characters", () => {
    const lines: ChatLine[] = [
      { from: "assistant", text: "What do you need help with?" },
      { from: "patient", text: "Cost of a   treatment" },
    ];
    expect(transcriptOf(lines)).toBe(
      "Assistant: What do you need help with?\nPatient: Cost of a treatment",
    );
    // Too long: the assistant's lines go first, the patient's newest stay.
    const long: ChatLine[] = Array.from({ length: 30 }, (_, i) => ({
      from: i % 2 ? "patient" : "assistant",
      text: `${i} ${"x".repeat(200)}`,
    }));
    const cut = transcriptOf(long);
    expect(cut.length).toBeLessThanOrEqual(TRANSCRIPT_MAX);
    expect(cut).not.toContain("Assistant:");
    expect(cut).toContain("Patient: 29 ");
    // One line is cut at 300 characters.
    expect(transcriptOf([{ from: "patient", text: "y".repeat(500) }]).length).toBe(
      "Patient: ".length + 300,
    );
  });

  it("[CH-3] the lead: variant 0, LeadTypeData Chat, the transcript as the query, the answers as fields", () => {
    const body = chatLeadBody({
      answers: {
        need: "cost",
        topic: "bawaseer",
        match: { kind: "condition", name: "Piles" },
        city: { id: 477, name: "Mumbai" },
        insurance: "government",
        callTime: "Evening",
      },
      name: " Asha Verma ",
      mobile: "9876543210",
      transcript: "Patient: bawaseer",
      locale: "hi",
      pageName: "Care assistant",
      path: "/hi/chat",
      now: new Date("2026-11-23T10:00:00Z"),
    });
    expect(body).toMatchObject({
      NameData: "Asha Verma",
      MobileNoData: "9876543210",
      CityData: "Mumbai",
      condition_data: "Piles",
      IsInsurance: "Yes",
      insuranceType: "Govt.",
      Callback_Input: "Evening",
      QueryData: "Patient: bawaseer",
      LeadTypeData: "Chat",
      PageTypeData: "Chat",
      PageLanguage: "hi",
      leadFormVariant: "0",
    });
    expect(body.ProcedureNameData).toBeUndefined();
    // The server's schema takes it as it is.
    expect(leadRequestSchema.safeParse(body).success).toBe(true);
    const none = chatLeadBody({
      answers: {
        topic: "knee",
        match: { kind: "treatment", name: "Knee Replacement" },
        insurance: "none",
      },
      name: "A",
      mobile: "9876543210",
      transcript: "",
      locale: "en",
      pageName: "x",
      path: "/chat/ai",
    });
    expect(none).toMatchObject({ ProcedureNameData: "Knee Replacement", IsInsurance: "No" });
    expect(none.insuranceType).toBeUndefined();
  });

  it("[CH-2] GET /api/chat/answer parameters: words of 1-500 characters (CH-5), an optional city id", () => {
    const parse = (qs: string) => parseChatQuestion(new URLSearchParams(qs));
    expect(parse("q=%20knee%20%20pain%20&city=477")).toEqual({
      ok: true,
      question: { text: "knee pain", cityId: 477 },
    });
    expect(parse("q=knee")).toEqual({ ok: true, question: { text: "knee", cityId: undefined } });
    expect(parse("q=")).toEqual({ ok: false, errors: ["q"] });
    expect(parse(`q=${"a".repeat(501)}&city=-1`)).toEqual({ ok: false, errors: ["q", "city"] });
    expect(parse("q=knee&city=1.5")).toEqual({ ok: false, errors: ["city"] });
  });
});
