/**
 * The selfie a lead form may send after its lead is stored (issue 14 item 5): a JPEG data URL,
 * with the patient's explicit consent, presented with the lead's per-lead secret.
 */
import { z } from "zod";

/** The photo-consent notice's version, stored with each photo. */
export const PHOTO_CONSENT_VERSION = "photo-2026-11";

/** Largest photo accepted (decoded bytes); the browser sends a 480 px JPEG of ~30-60 KB. */
export const PHOTO_MAX_BYTES = 200 * 1024;

const JPEG_DATA_URL = /^data:image\/jpeg;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The base64 body of a JPEG data URL of acceptable size, or null. */
export function jpegBase64(dataUrl: string): string | null {
  const match = JPEG_DATA_URL.exec(dataUrl);
  const body = match?.[1];
  if (!body) return null;
  const bytes = Math.floor((body.length * 3) / 4);
  if (bytes > PHOTO_MAX_BYTES) return null;
  // A JPEG starts with FF D8 FF: base64 "/9j/".
  return body.startsWith("/9j/") ? body : null;
}

export const photoSchema = z.strictObject({
  leadId: z.number({ error: "Invalid lead" }).int().positive({ error: "Invalid lead" }),
  token: z
    .string({ error: "Invalid lead" })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: "Invalid lead" }),
  photo: z
    .string({ error: "Invalid photo" })
    .max(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 40, { error: "Invalid photo" })
    .refine((v) => jpegBase64(v) !== null, { error: "Invalid photo" }),
  /** Explicit consent: a photo without it is refused, never stored. */
  consent: z.literal(true, { error: "Photo consent is required" }),
});
export type PhotoInput = z.infer<typeof photoSchema>;
