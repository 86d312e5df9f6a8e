/** The quick survey on /thankyou: saved onto the lead with its per-lead secret. */
import { z } from "zod";
import { SURVEY_CHANNELS, SURVEY_TIMES, SURVEY_WHEN } from "./survey-options";

export { SURVEY_CHANNELS, SURVEY_TIMES, SURVEY_WHEN };

export const surveySchema = z.strictObject(
  {
    leadId: z.number({ error: "Invalid lead" }).int().positive({ error: "Invalid lead" }),
    token: z
      .string({ error: "Invalid survey link" })
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: "Invalid survey link" }),
    whenTreatment: z.enum(SURVEY_WHEN, { error: "Please select any one" }),
    contactChannel: z.enum(SURVEY_CHANNELS, { error: "Please select any one" }),
    contactTime: z.enum(SURVEY_TIMES, { error: "Please select any one" }),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
  },
);
export type SurveyInput = z.infer<typeof surveySchema>;
