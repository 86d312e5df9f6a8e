import { z } from "zod";
import en from "@/src/lib/i18n/messages/en/discovery.json";

/**
 * A "report an error" note from a doctor's or hospital's profile (issue 10, trust), checked by
 * the same schema in the browser and on the server (POST /api/report-error).
 */
export const errorReportSchema = z.object({
  kind: z.enum(["doctor", "hospital"]),
  id: z.number().int().positive(),
  /** The profile's path: /doctor/{slug} or /hospital/{slug}. */
  path: z
    .string()
    .max(300)
    .regex(/^\/(doctor|hospital)\/[a-z0-9]+(?:-[a-z0-9]+)*$/),
  message: z.string().trim().min(10, en.reportTooShort).max(2000, en.reportTooLong),
});

export type ErrorReportInput = z.infer<typeof errorReportSchema>;
