/**
 * The quick survey on /thankyou: saved onto the lead with its per-lead secret. Each question is
 * optional (the survey says so), but a save carries at least one answer.
 */
import { z } from "zod";
import { SURVEY_CHANNELS, SURVEY_TIMES, SURVEY_WHEN } from "./survey-options";

export { SURVEY_CHANNELS, SURVEY_TIMES, SURVEY_WHEN };

export const surveySchema = z
  .strictObject(
    {
      leadId: z.number({ error: "Invalid lead" }).int().positive({ error: "Invalid lead" }),
      token: z
        .string({ error: "Invalid survey link" })
        .regex(/^[A-Za-z0-9_-]{43}$/, { error: "Invalid survey link" }),
      whenTreatment: z.enum(SURVEY_WHEN, { error: "Please select any one" }).optional(),
      contactChannel: z.enum(SURVEY_CHANNELS, { error: "Please select any one" }).optional(),
      contactTime: z.enum(SURVEY_TIMES, { error: "Please select any one" }).optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
    },
  )
  .refine((s) => Boolean(s.whenTreatment || s.contactChannel || s.contactTime), {
    error: "Choose at least one answer",
  });
export type SurveyInput = z.infer<typeof surveySchema>;
