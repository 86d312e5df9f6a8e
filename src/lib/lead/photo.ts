/**
 * The selfie a lead form may send after its lead is stored (SF-1): a JPEG data URL,
 * with the patient's explicit consent, presented with the lead's per-lead secret.
 *
 * The limits below are what the server enforces (src/server/leads/photo.ts); docs/leads.md
 * "Lead photos" says why each one is what it is.
 */
import { z } from "zod";
import errors from "../i18n/messages/en/errors.json";

/** The photo-consent notice's version, stored with each photo. */
export const PHOTO_CONSENT_VERSION = "photo-2026-11";

/**
 * Largest photo accepted (decoded bytes), and largest photo stored: the browser sends a 480 px
 * JPEG of ~30-60 KB, so this is room to spare, and a stored photo never takes more room than
 * the request could carry.
 */
export const PHOTO_MAX_BYTES = 200 * 1024;

/**
 * Longest side, in pixels, that a sent photo may declare. Checked in the JPEG header before any
 * pixel is decoded: a 200 KB file can claim 65,500 × 65,500 pixels (12 GB once decoded).
 */
export const PHOTO_MAX_INPUT_EDGE = 4096;

/**
 * Longest side of the stored photo: enough for the care team to see a face, and the browser's
 * own photo (480 px) is kept at its size. Smaller when that is needed to stay within
 * PHOTO_MAX_BYTES.
 */
export const PHOTO_STORED_EDGE = 1600;

/**
 * Photos one lead may store: the first and four replacements. The form sends one photo per lead,
 * and its retries (at most two, after a network failure) may each store it again.
 */
export const PHOTO_UPLOADS_PER_LEAD = 5;

const JPEG_DATA_URL = /^data:image\/jpeg;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The base64 body of a JPEG data URL of acceptable size, or null. */
export function jpegBase64(dataUrl: string): string | null {
  const match = JPEG_DATA_URL.exec(dataUrl);
  const body = match?.[1];
  if (!body) return null;
  const bytes = Math.floor((body.length * 3) / 4);
  if (bytes > PHOTO_MAX_BYTES) return null;
  // A JPEG starts with FF D8 FF: base64 "/9j/". A first filter only: the server decodes it.
  return body.startsWith("/9j/") ? body : null;
}

const INVALID_PHOTO = errors.api.invalidPhoto;

export const photoSchema = z.strictObject({
  leadId: z.number({ error: "Invalid lead" }).int().positive({ error: "Invalid lead" }),
  token: z
    .string({ error: "Invalid lead" })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: "Invalid lead" }),
  photo: z
    .string({ error: INVALID_PHOTO })
    .max(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 40, { error: INVALID_PHOTO })
    .refine((v) => jpegBase64(v) !== null, { error: INVALID_PHOTO }),
  /** Explicit consent: a photo without it is refused, never stored. */
  consent: z.literal(true, { error: errors.api.photoConsentRequired }),
});
export type PhotoInput = z.infer<typeof photoSchema>;
