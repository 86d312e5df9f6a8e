import { z } from "zod";
import en from "@/src/lib/i18n/messages/en/discovery.json";
import { MAX_INT4 } from "@/src/lib/int-range";

/**
 * A "report an error" note from a doctor's or hospital's profile (trust: visitors correct what we
 * show), checked by the same schema in the browser and on the server (POST /api/report-error).
 */
export const errorReportSchema = z.object({
  kind: z.enum(["doctor", "hospital"]),
  /** The doctor's or hospital's id: an `integer` column, so at most MAX_INT4. */
  id: z
    .number({ error: en.reportIdInvalid })
    .int({ error: en.reportIdInvalid })
    .min(1, { error: en.reportIdInvalid })
    .max(MAX_INT4, { error: en.reportIdInvalid }),
  /** The profile's path: /doctor/{slug} or /hospital/{slug}. */
  path: z
    .string()
    .max(300)
    .regex(/^\/(doctor|hospital)\/[a-z0-9]+(?:-[a-z0-9]+)*$/),
  message: z.string().trim().min(10, en.reportTooShort).max(2000, en.reportTooLong),
});

export type ErrorReportInput = z.infer<typeof errorReportSchema>;
