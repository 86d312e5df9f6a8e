import { describe, expect, it } from "vitest";
import { getMessages } from "@/src/lib/i18n";
import { SURVEY_CHANNELS, SURVEY_TIMES, SURVEY_WHEN } from "@/src/lib/lead/survey-options";
import { surveyAnswersText } from "@/src/lib/lead/survey-text";

describe("survey answers in words", () => {
  it("[CS-102] [DP-31] the console and the readable copy show the survey's own questions and answers, in English and Hindi", () => {
    const survey = { contactTime: "evening", whenTreatment: "this-month", contactChannel: "call" };
    expect(surveyAnswersText(survey, getMessages("en").thankyou.survey)).toEqual([
      ["When are you planning the treatment?", "This month"],
      ["How should we contact you?", "Phone call"],
      ["When is a good time to reach you?", "Evening"],
    ]);
    const hindi = surveyAnswersText(survey, getMessages("hi").thankyou.survey);
    expect(hindi).toHaveLength(3);
    for (const [question, answer] of hindi) {
      expect(question).toMatch(/[\u0900-\u097F]/);
      expect(answer).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("[CS-102] every answer the survey can store has a label in both languages", () => {
    for (const locale of ["en", "hi"] as const) {
      const m = getMessages(locale).thankyou.survey;
      for (const [key, values] of [
        ["whenTreatment", SURVEY_WHEN],
        ["contactChannel", SURVEY_CHANNELS],
        ["contactTime", SURVEY_TIMES],
      ] as const) {
        for (const value of values) {
          const [[, answer] = ["", ""]] = surveyAnswersText({ [key]: value }, m);
          expect(answer, `${locale} ${key} ${value}`).not.toBe(value);
        }
      }
    }
  });

  it("[CS-102] an answer the survey does not know is shown as stored, not dropped", () => {
    expect(
      surveyAnswersText({ contactTime: "night", extra: "x" }, getMessages("en").thankyou.survey),
    ).toEqual([
      ["When is a good time to reach you?", "night"],
      ["extra", "x"],
    ]);
  });
});
