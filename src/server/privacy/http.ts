import "server-only";
import { z } from "zod";
import { env } from "@/src/config/env";
import { contactRulesSchema } from "@/src/lib/privacy/contact-rules";
import { PURPOSES } from "@/src/lib/privacy/purposes";
import { AppError } from "@/src/server/http/errors";
import { localText } from "@/src/server/http/messages";

/** The answer to anything My data or the stop link cannot do: a plain message, never a crash. */
export const privacyError = (status: 400 | 404 = 400) =>
  new AppError(status, [localText((m) => m.privacy.myData.error)]);
export const stopLinkInvalid = () => new AppError(404, [localText((m) => m.privacy.stop.invalid)]);
/** An undo past the link's daily number (stop.ts UNDOS_PER_DAY): My data still changes anything. */
export const undoLimited = () => new AppError(429, [localText((m) => m.privacy.stop.undoLimit)]);

/** Parses a body with a schema; any mismatch is a 400 with the page's message. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw privacyError();
  return parsed.data;
}

export const stopBody = z
  .object({
    token: z.string().max(60),
    // `true`; a list of purposes from a page loaded before the undo read the ledger. Either way
    // the server gives back what the ledger says the last stop withdrew (stop.ts).
    undo: z.union([z.literal(true), z.array(z.enum(PURPOSES)).max(3)]).optional(),
  })
  .strict();

export const consentBody = z
  .object({
    leadId: z.number().int().positive(),
    purpose: z.enum(PURPOSES),
    given: z.boolean(),
  })
  .strict();

export const detailsBody = z
  .object({
    name: z.string().trim().min(2).max(100),
    city: z.string().trim().min(2).max(60),
  })
  .strict();

export const rulesBody = z.object({ rules: contactRulesSchema }).strict();

export const eraseBody = z.object({ otp: z.string().regex(/^\d{6}$/) }).strict();

export function erasureDays(): number {
  return env().PRIVACY_ERASURE_DAYS;
}
